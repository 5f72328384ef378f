# EXPECT: MESH203
# A placement helper forwards `**kw` (donate/may_alias options) to jax.device_put; the loader calls it without
# any, so the call is `jax.device_put(x, spec)` with a bare spec and no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def place(x, spec, *extra, **kw):
    return jax.device_put(x, spec, *extra, **kw)


class Loader:
    def __init__(self, spec):
        self.spec = spec

    def batch(self):
        return place(np.ones((8, 4), np.float32), self.spec)


Loader(P("data")).batch()
