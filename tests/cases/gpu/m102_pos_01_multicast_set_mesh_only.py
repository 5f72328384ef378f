# EXPECT: MESH102
# jax.set_mesh alone, as JAX's message suggests, does not give the kernel a device mesh: only jax.shard_map does.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x', 'y')))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    run_or_lower(jax.jit(k))
