# EXPECT: MESH206
# Optimizer state (a tuple of dicts) is constrained to a tree of bare PartitionSpecs in a helper that is called
# before any mesh is set: JAX cannot resolve the specs and raises a RuntimeError.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def constrain_state(state):
    specs = ({"mu": P("data"), "nu": P("data")}, {"count": P()})
    return jax.lax.with_sharding_constraint(state, specs)


state = ({"mu": jnp.zeros(8), "nu": jnp.zeros(8)}, {"count": jnp.zeros(())})
print(jax.tree.map(jnp.shape, constrain_state(state)))
