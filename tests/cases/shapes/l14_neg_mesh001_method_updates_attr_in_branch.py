# EXPECT: none
# An attribute is rebound on one path only (a branch on a run-time value): the analysis joins both meshes.
import sys
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Runner:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
        if len(sys.argv) < 5:
            self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))

    def run(self):
        with jax.set_mesh(self.mesh):
            return top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))


Runner().run()
