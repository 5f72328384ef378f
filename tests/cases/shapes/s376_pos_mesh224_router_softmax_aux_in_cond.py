# EXPECT: MESH224
# A mixture-of-experts router: the auxiliary loss is the mean of a softmax over the local tokens, so it varies
# over 'e'; a warm-up cond returns 0.0 (replicated) on one side and the aux loss on the other.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def route(x):
    probs = jax.nn.softmax(x, axis=-1)
    return jnp.mean(probs * jax.nn.one_hot(jnp.argmax(x, axis=-1), x.shape[-1]))


def local(x, step):
    aux = route(x)
    return jax.lax.pmean(jax.lax.cond(step[0] < 10, lambda: 0.0, lambda: aux), "e")


layer = jax.shard_map(local, in_specs=(P("e"), P()), out_specs=P())
with jax.set_mesh(jax.make_mesh((8,), ("e",))):
    x = jax.device_put(jnp.ones((16, 4)), P("e"))
    print(layer(x, jnp.zeros((1,), jnp.int32)))
