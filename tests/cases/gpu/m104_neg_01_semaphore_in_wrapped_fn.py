# EXPECT: none
# semaphore_signal_multicast kernel called inside a function that shard_map wraps, over all mesh axes: fine.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('data', 'model'))
    pl.semaphore_wait(sem, 1)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])

def per_device():
    return k() * 2

mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])
run_or_lower(jax.jit(jax.shard_map(per_device, mesh=mesh, in_specs=(), out_specs=P(('data', 'model')), check_vma=False)))
