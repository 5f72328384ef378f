# EXPECT: none
# The same router with the aux loss averaged over 'e' before the cond: both branches are replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def route(x):
    probs = jax.nn.softmax(x, axis=-1)
    return jax.lax.pmean(jnp.mean(probs), "e")


def local(x, step):
    aux = route(x)
    return jax.lax.cond(step[0] < 10, lambda: 0.0, lambda: aux)


layer = jax.shard_map(local, in_specs=(P("e"), P()), out_specs=P())
with jax.set_mesh(jax.make_mesh((8,), ("e",))):
    x = jax.device_put(jnp.ones((16, 4)), P("e"))
    print(layer(x, jnp.zeros((1,), jnp.int32)))
