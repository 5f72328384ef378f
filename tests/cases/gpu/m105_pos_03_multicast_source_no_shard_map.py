# EXPECT: MESH105
# Multicast source of copy_gmem_to_smem with no shard_map at all: this check comes before the mesh check.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref, smem, bar):
    src = plgpu.multicast_ref(x_ref, ('data', 'model'))
    plgpu.copy_gmem_to_smem(src, smem, bar)
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32))
