# EXPECT: MESH105
# Generated (tests/generator seed 112, p112_01055); analyzer disagreed: fn MESH105 | mgpu.multicast_source
# (cross-file: the run from main() stops following calls at the second user decorator; the kernel is built in
# logged_step_1, whose body judged alone certainly raises: that verdict holds for the call nobody followed).
import functools
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
from kernels import kernel_body


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print('calling', fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


@logged
def logged_step_1():
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
    run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))


def run_step_2():
    logged_step_1()


@logged
def logged_step_3():
    run_step_2()


def main():
    logged_step_3()


if __name__ == '__main__':
    main()
