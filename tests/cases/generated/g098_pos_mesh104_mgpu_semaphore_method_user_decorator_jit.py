# EXPECT: MESH104
# Generated (tests/generator seed 105, p105_01318), shrunk; analyzer disagreed: fn MESH104 | mgpu.semaphore.
import functools
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('model', 'fsdp', 'data'))

class Stage_2:

    def run(stage):

        def logged(fn):

            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper

        @logged
        def logged_step_1():
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SemaphoreType.REGULAR])
            run_or_lower(jax.jit(k))
        logged_step_1()

def main():
    Stage_2().run()
main()
