# EXPECT: MESH109
# async_prefetch(collective_axes='y') in a kernel whose only cluster axis is 'cx'.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref):
    plgpu.async_prefetch(x_ref, collective_axes='y')
    y_ref[...] = x_ref[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 cluster=(2,), cluster_names=('cx',))
run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))
