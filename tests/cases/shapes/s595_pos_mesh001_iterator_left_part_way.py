# EXPECT: MESH001
# The first loop breaks after one batch; the iterator still holds the second, which the next loop gathers.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


stream = iter([jnp.ones(8), jnp.ones(8)])
for warm in stream:
    warm.block_until_ready()
    break
with jax.set_mesh(mesh):
    for batch in stream:
        gather(batch)
