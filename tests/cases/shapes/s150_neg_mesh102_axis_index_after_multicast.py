# EXPECT: none
# lax.axis_index('x') comes AFTER the multicast copy, no shard_map: still NameError (tracing precedes lowering).
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'x'))
    plgpu.wait_smem_to_gmem(0)
    smem[...] = jnp.full((128,), jax.lax.axis_index('x'), jnp.float32)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))
