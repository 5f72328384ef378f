# EXPECT: MESH103
# semaphore_signal_multicast over ('data', 'model') on a 1-D ('data',) mesh: 'model' is extra.
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
mesh = jax.make_mesh((4,), ('data',), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('data'), check_vma=False))
run_or_lower(f)
