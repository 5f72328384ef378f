import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

AXES = 'x'


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, AXES))
    plgpu.wait_smem_to_gmem(0)


fill = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                    scratch_types=[plgpu.SMEM((128,), jnp.float32)])
