# EXPECT: MESH001
# The first call's error is caught by try/except ValueError; the analysis goes on and the second call raises.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    try:
        top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
    except ValueError:
        print("expected")
    top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
