# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH107 | mgpu.multicast_of_remote.
import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('data')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), 'data'))
k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
