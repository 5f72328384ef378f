# EXPECT: MESH111
# The leader_tracked check runs while the body is traced, so even jax.eval_shape (no lowering) raises it.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, leader_tracked=plgpu.CopyPartition.REPLICATED)
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
print(jax.eval_shape(k, jax.ShapeDtypeStruct((128,), jnp.float32)))
