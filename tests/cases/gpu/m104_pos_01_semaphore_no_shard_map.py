# EXPECT: MESH104
# semaphore_signal_multicast in a kernel that is only jitted (no shard_map): no mesh context in the lowering.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('x',))
    pl.semaphore_wait(sem, 1)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
run_or_lower(jax.jit(k))
