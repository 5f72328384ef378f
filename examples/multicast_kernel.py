# EXPECT: MESH101
"""A Pallas Mosaic GPU kernel that multicasts over one axis of a two-axis mesh.

Lowering for CUDA raises: Only collective_axes that include all JAX device mesh axes are supported.
"""
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu


def body(out_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(out_ref, "data"))
    plgpu.wait_smem_to_gmem(0)


kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                      scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2, 2), ("data", "model"), devices=jax.devices()[:4])
step = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P(("data", "model")), check_vma=False))
jax.export.export(step, platforms=["cuda"])()
