# EXPECT: none
# remote_ref(multicast_ref(...)) sits in a kernel that is never called or lowered: nothing is traced, no error.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.remote_ref(plgpu.multicast_ref(y_ref, 'x'), 0))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
print(k)
