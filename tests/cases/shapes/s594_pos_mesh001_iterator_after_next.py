# EXPECT: MESH001
# next() takes the first batch for a warm-up; the loop gets the second and gathers it under an Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


it = iter([jnp.ones(8), jnp.ones(8)])
first = next(it)
with jax.set_mesh(mesh):
    for batch in it:
        gather(batch)
