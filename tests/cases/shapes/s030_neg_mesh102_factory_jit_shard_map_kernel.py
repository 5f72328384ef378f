# EXPECT: none
# A factory build_step(mesh) returns jax.jit(jax.shard_map(kernel, mesh=mesh, ...)); the kernel multicasts (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
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
    return jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))


mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
run_or_lower(build_step(mesh))
