# EXPECT: MESH002
# A custom_vjp layer whose backward rule gathers its residual with top_level_all_gather but forgets to list the
# gathered axis in reduced. Only differentiation runs the bwd rule: jax.grad of the loss traces it after the
# forward pass, and JAX raises there.
import jax
import jax.numpy as jnp
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@jax.custom_vjp
def scale(x):
    return x * 2.0


def scale_fwd(x):
    return x * 2.0, x


def scale_bwd(res, g):
    full = top_level_all_gather(res, P(None))
    return (g * 2.0 + jnp.sum(full) * 0.0,)


scale.defvjp(scale_fwd, scale_bwd)


def loss(x):
    return jnp.sum(scale(x))


with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))):
    x = jax.device_put(np.arange(16.0, dtype=np.float32), P("x"))
    print(loss(x))
    print(jax.grad(loss)(x).shape)
