# EXPECT: none
# A data iterator is used up by a warm-up loop; the second loop, under an Auto mesh, gets nothing and never gathers.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


batches = iter([jnp.ones(8), jnp.ones(8)])
warm = [b.sum() for b in batches]
with jax.set_mesh(mesh):
    for batch in batches:
        gather(batch)
print(len(warm))
