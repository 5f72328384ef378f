# EXPECT: none
# The kernel body first calls a helper that reads lax.axis_index('x'); jitted without shard_map: NameError first.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def my_rank():
    return jax.lax.axis_index('x')


def body(y_ref, smem):
    smem[...] = jnp.full((128,), my_rank(), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'x'))
    plgpu.wait_smem_to_gmem(0)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
