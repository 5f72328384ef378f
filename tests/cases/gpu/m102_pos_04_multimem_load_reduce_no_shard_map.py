# EXPECT: MESH102
# multimem_load_reduce in a kernel that is only jitted: no device mesh in the lowering.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref):
    v = plgpu.multimem_load_reduce(x_ref, collective_axes=('x',), reduction_op='add')
    y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))
