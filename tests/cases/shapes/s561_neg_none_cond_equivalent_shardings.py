# EXPECT: none
# Under an Explicit mesh a lax.cond returns the sharded logits from one branch and an explicit reshard to the same spec from the other.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

SPEC = P("batch", None)


def maybe_normalise(logits, flag):
    return jax.lax.cond(
        flag,
        lambda l: jax.reshard(l / jnp.sum(l), SPEC),
        lambda l: l.T.T,
        logits,
    )


with jax.set_mesh(jax.make_mesh((8,), ("batch",))):
    logits = jax.device_put(jnp.ones((16, 4)), SPEC)
    print(jax.jit(maybe_normalise)(logits, True).sharding.spec)
