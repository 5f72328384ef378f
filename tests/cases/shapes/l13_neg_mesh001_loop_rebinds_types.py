# EXPECT: none
# A loop over a run-time count rebinds the mesh each iteration; every mesh is Explicit.
import sys
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = None
for step in range(len(sys.argv) + 1):
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
