# EXPECT: none
# jax.shard_map replaced by a partial with check_vma=False: the unreplicated output is not checked.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
jax.shard_map = functools.partial(jax.shard_map, check_vma=False)
with jax.set_mesh(jax.make_mesh((8,), ("i",))):
    f = jax.shard_map(lambda x: jnp.sum(x, keepdims=True), in_specs=P("i"), out_specs=P())
    f(jax.device_put(jnp.ones(16), P("i")))
