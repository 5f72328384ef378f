# EXPECT: none
# Mosaic GPU kernel reads lax.axis_size('x') before signalling a multicast semaphore, no shard_map: NameError first.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, sem):
    n = jax.lax.axis_size('x')
    plgpu.semaphore_signal_multicast(sem, collective_axes=('x',))
    pl.semaphore_wait(sem, n)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
run_or_lower(jax.jit(k))
