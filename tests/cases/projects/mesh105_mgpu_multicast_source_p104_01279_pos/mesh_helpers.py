import functools
import os
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, ('data', 'fsdp', 'model', 'w')), smem, bar)

def main():
    if os.environ.get('GEN_UNSET_FLAG') == '1':
        pass
    else:

        def configured_step_1(scale, offset=0):
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
            run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))
        functools.partial(configured_step_1, 2.0, offset=1)()
