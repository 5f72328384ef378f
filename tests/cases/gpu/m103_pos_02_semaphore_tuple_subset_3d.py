# EXPECT: MESH103
# semaphore_signal_multicast over ('a', 'c') of the 3-D mesh ('a', 'b', 'c').
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('a', 'c'))
    pl.semaphore_wait(sem, 1)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
mesh = jax.make_mesh((2, 2, 2), ('a', 'b', 'c'))
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('a', 'b', 'c')), check_vma=False))
run_or_lower(f)
