# EXPECT: MESH111
# collective_axes=None spelled out, with leader_tracked=PARTITIONED(0), in a kernel with a cluster.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes=None,
                            leader_tracked=plgpu.CopyPartition.PARTITIONED(0))
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)],
                 cluster=(2,), cluster_names=('cx',))
run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))
