# EXPECT: none
# semaphore_signal_multicast over ('y', 'x') on an ('x', 'y') mesh lowers fine (set compare).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('y', 'x'))
    pl.semaphore_wait(sem, 1)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f)
