# EXPECT: MESH104
# Semaphore kernel jitted with no shard_map around it; its axes are mesh.axis_names[:len(mesh.axis_names)].
import functools
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2, 4), ('node', 'gpu'))
AXES = mesh.axis_names[:len(mesh.axis_names)]


@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                   scratch_types=[plgpu.SemaphoreType.REGULAR])
def barrier(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=AXES)
    pl.semaphore_wait(sem, 1)


run_or_lower(jax.jit(barrier))
