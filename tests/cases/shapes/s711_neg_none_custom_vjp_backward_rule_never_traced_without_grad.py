# EXPECT: none
# The same custom_vjp layer with the faulty backward rule, used for inference only: nothing differentiates it,
# so JAX never traces scale_bwd and the forward pass runs.
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


def predict(x):
    return jnp.sum(scale(x))


with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))):
    x = jax.device_put(np.arange(16.0, dtype=np.float32), P("x"))
    print(jax.jit(predict)(x))
