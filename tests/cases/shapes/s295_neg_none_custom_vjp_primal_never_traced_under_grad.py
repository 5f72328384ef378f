# EXPECT: none
# A custom_vjp whose primal constrains with a bare spec (no mesh is set) but is only ever differentiated:
# under jax.grad JAX traces the fwd rule instead, which does not constrain, so nothing raises.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@jax.custom_vjp
def scale(x):
    return jax.lax.with_sharding_constraint(x * 2.0, P('data'))


def scale_fwd(x):
    return x * 2.0, None


def scale_bwd(_, g):
    return (g * 2.0,)


scale.defvjp(scale_fwd, scale_bwd)
print(jax.grad(lambda x: scale(x).sum())(np.ones((8,), np.float32)))
