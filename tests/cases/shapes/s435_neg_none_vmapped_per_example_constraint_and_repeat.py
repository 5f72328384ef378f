# EXPECT: none
# A per-example layer norm and upsampler run under jax.vmap over a batch sharded along 'data': inside the
# body each example has lost the batch dimension (P(None) here), so the per-example constraint holds and
# the repeat is along an unsharded dimension.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def layer_norm(x):
    x = (x - x.mean()) / (x.std() + 1e-6)
    return jax.lax.with_sharding_constraint(x, P(None))


@jax.vmap
def upsample(x):
    return jnp.repeat(x, 2, axis=0)


with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    batch = jax.device_put(jnp.ones((16, 4)), P("data", None))
    normed = jax.vmap(layer_norm)(batch)
    print(upsample(normed).shape)
