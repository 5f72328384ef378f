# EXPECT: MESH220
# Parameters drawn with jax.random.normal and no out_sharding= are replicated under an all-Explicit mesh; the
# init then constrains them to P(None, 'model'), which under Explicit axes is only an assertion, and fails.
import jax
from jax.sharding import PartitionSpec as P


@jax.jit
def init_params(seed):
    w = jax.random.normal(jax.random.key(seed), (8, 16))
    return jax.lax.with_sharding_constraint(w, P(None, "model"))


with jax.set_mesh(jax.make_mesh((2, 4), ("data", "model"))):
    print(init_params(0).shape)
