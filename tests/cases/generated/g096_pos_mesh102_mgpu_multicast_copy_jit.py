# EXPECT: MESH102
# Generated (tests/generator seed 105, p105_00919), shrunk; analyzer disagreed: fn MESH102 | mgpu.multicast_copy.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ['x', 'y']))
k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
