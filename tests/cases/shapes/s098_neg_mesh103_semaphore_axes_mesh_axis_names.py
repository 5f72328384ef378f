# EXPECT: none
# The kernel body closes over the mesh and multicasts its semaphore over mesh.axis_names (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])


def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=mesh.axis_names)
    pl.semaphore_wait(sem, 1)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)))
