# EXPECT: MESH220
# An FSDP helper shards a weight's first dimension and builds the rest of the spec from its rank
# (P('fsdp', None, ...)); under an all-Explicit mesh the constraint only asserts, and the weight is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def fsdp_spec(w, axis="fsdp"):
    return P(axis, *[None] * (w.ndim - 1))


def shard_params(params):
    return {k: jax.lax.with_sharding_constraint(v, fsdp_spec(v)) for k, v in params.items()}


mesh = jax.make_mesh((8,), ("fsdp",))
with jax.set_mesh(mesh):
    w = jnp.ones((16, 32))
    w = jax.lax.with_sharding_constraint(w, fsdp_spec(w))
