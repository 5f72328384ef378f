# EXPECT: MESH203
# A scope class takes __enter__ from contextlib.AbstractContextManager (it returns the instance) and defines
# only __exit__, which swallows nothing: the block runs, and its bare-spec device_put has no mesh to use.
import contextlib

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Scope(contextlib.AbstractContextManager):
    def __init__(self, name):
        self.name = name

    def __exit__(self, exc_type, exc, tb):
        print("leaving", self.name)
        return None


mesh = jax.make_mesh((8,), ("x",))
with Scope("load") as scope:
    x = jax.device_put(np.arange(16.0), P("x"))
print(scope.name, x.sharding)
