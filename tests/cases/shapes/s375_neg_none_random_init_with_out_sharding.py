# EXPECT: none
# The same init drawing the parameters with out_sharding=, so the constraint restates their sharding; a
# replicated bias constrained to P() is fine too.
import jax
from jax.sharding import PartitionSpec as P


@jax.jit
def init_params(seed):
    key_w, key_b = jax.random.split(jax.random.key(seed))
    w = jax.random.normal(key_w, (8, 16), out_sharding=P(None, "model"))
    b = jax.random.normal(key_b, (16,))
    return jax.lax.with_sharding_constraint(w, P(None, "model")), jax.lax.with_sharding_constraint(b, P())


with jax.set_mesh(jax.make_mesh((2, 4), ("data", "model"))):
    print([p.shape for p in init_params(0)])
