# EXPECT: MESH111
# Subset multicast (lowering-time MESH101) first, leader_tracked copy without collective_axes (trace-time) later.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'x'))
    plgpu.wait_smem_to_gmem(0)
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, leader_tracked=plgpu.CopyPartition.REPLICATED)
    plgpu.barrier_wait(bar)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
