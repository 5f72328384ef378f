# EXPECT: MESH221
# A model builds its mesh lazily in a property; a test module elsewhere in the project stores `cls.mesh` in a
# classmethod of its own test case (sharding_suite.py). That store runs in another process (the test run), never on this model's
# class: the property's mesh is known here, and the shard_map's out_specs claim a replication its body lacks.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


class Model:
    def __init__(self, dp=4, tp=2):
        self.dp, self.tp = dp, tp
        self._mesh = None

    @property
    def mesh(self):
        if self._mesh is None:
            self._mesh = jax.make_mesh((self.dp, self.tp), ("dp", "tp"))
        return self._mesh


m = Model()
x = jax.device_put(np.ones((8, 16), np.float32), NamedSharding(m.mesh, P("dp", "tp")))
jax.shard_map(lambda b: b, mesh=m.mesh, in_specs=P("dp", "tp"), out_specs=P("dp", None))(x)
