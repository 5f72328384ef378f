# EXPECT: MESH224
# A shard_map body whose cond predicate comes in as jnp.bool_(True) (a replicated scalar): one branch
# averages over 'data' and the other does not, so the branches vary differently.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
def body(b, c):
    return jax.lax.cond(c, lambda: jax.lax.pmean(b.mean(), 'data'), lambda: b.mean())
with jax.set_mesh(jax.make_mesh((8,), ('data',))):
    x = jax.device_put(jnp.ones((16,)), P('data'))
    print(jax.shard_map(body, in_specs=(P('data'), P()), out_specs=P('data'))(x, jnp.bool_(True)))
