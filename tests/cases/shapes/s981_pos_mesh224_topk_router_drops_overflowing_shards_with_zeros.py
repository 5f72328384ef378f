# EXPECT: MESH224
# A top-k mixture-of-experts router run per data shard: `lax.top_k` gives the gates and the experts, one_hot the
# dispatch; a shard over its capacity returns zeros (varying over nothing) while the other branch combines the
# shard's own dispatch (varying over 'data'): the cond's branches differ in type.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

EXPERTS, TOP_K = 8, 2


def route(logits):
    gate_vals, expert_idx = jax.lax.top_k(jax.nn.softmax(logits, axis=-1), TOP_K)
    dispatch = jax.nn.one_hot(expert_idx, EXPERTS, dtype=logits.dtype)
    return dispatch, gate_vals / jnp.sum(gate_vals, axis=-1, keepdims=True)


def make_router(mesh, capacity):
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P("data"), P()), out_specs=P("data"))
    def router(tokens, w_gate):
        dispatch, gates = route(tokens @ w_gate)
        overflow = jnp.any(jnp.sum(dispatch, axis=(0, 1)) > capacity)
        return jax.lax.cond(overflow, lambda _: jnp.zeros((tokens.shape[0], EXPERTS), tokens.dtype),
                            lambda _: jnp.einsum("tke,tk->te", dispatch, gates), None)

    return router


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    tokens = jax.device_put(jax.random.normal(jax.random.key(0), (64, 16)), NamedSharding(mesh, P("data")))
    w_gate = jax.random.normal(jax.random.key(1), (16, EXPERTS))
    print(jax.jit(make_router(mesh, 2))(tokens, w_gate).shape)
