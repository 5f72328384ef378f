# EXPECT: MESH104
# jax.set_mesh does not count as a mesh context for semaphore_signal_multicast: the kernel needs jax.shard_map.
import functools
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                   scratch_types=[plgpu.SemaphoreType.REGULAR])
def signal_all(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('data', 'model'))
    pl.semaphore_wait(sem, 1)

mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    run_or_lower(jax.jit(signal_all))
