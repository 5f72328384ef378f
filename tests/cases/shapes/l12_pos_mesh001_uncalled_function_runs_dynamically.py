# EXPECT: MESH001
# A function nobody calls in view (it runs through getattr) builds and enters an Auto mesh itself.
import sys
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def gather_all():
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
    with jax.set_mesh(mesh):
        return top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))


getattr(sys.modules[__name__], "gather_" + "all")()
