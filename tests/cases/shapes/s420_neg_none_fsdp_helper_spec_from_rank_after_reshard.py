# EXPECT: none
# The same FSDP helper after jax.reshard: the weight already has P('fsdp', None), so the constraint's
# assertion holds. Its spec is built from the weight's rank.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def fsdp_spec(w, axis="fsdp"):
    return P(axis, *[None] * (w.ndim - 1))


mesh = jax.make_mesh((8,), ("fsdp",))
with jax.set_mesh(mesh):
    w = jax.reshard(jnp.ones((16, 32, 4)), P("fsdp", None, None))
    w = jax.lax.with_sharding_constraint(w, fsdp_spec(w))
    print(w.sharding.spec, len(w.shape))
