# EXPECT: MESH102
# A factory build_step(mesh) returns jax.jit(kernel) but forgets the shard_map; the kernel multicasts.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x',)))
    plgpu.wait_smem_to_gmem(0)


def build_step(mesh):
    k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    return jax.jit(k)


mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
step = build_step(mesh)
run_or_lower(step)
