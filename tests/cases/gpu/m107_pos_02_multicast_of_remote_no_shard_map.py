# EXPECT: MESH107
# The conversion error is raised while tracing the body, before any mesh check: no shard_map needed to hit it.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    peer_ref = plgpu.remote_ref(y_ref, 0)
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(peer_ref, 'x'))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
