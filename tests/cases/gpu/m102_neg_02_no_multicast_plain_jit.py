# EXPECT: none
# A plain copy (no multicast_ref) needs no device mesh: jitting the kernel alone lowers fine.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, y_ref)
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
