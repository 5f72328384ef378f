# EXPECT: MESH101
# The kernel asks the context for its mesh (inside the shard_map: all three axes) and multicasts each page to
# every axis but 'data': Mosaic GPU wants exactly all the mesh axes.
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import PartitionSpec as P

PAGE = 128


def replica_axes(skip=("data",)):
    return tuple(a for a in jax.sharding.get_abstract_mesh().axis_names if a not in skip)


def body(page_ref, out_ref, stage):
    stage[...] = page_ref[...]
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(stage, plgpu.multicast_ref(out_ref, replica_axes()))
    plgpu.wait_smem_to_gmem(0)


kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((PAGE,), jnp.float32),
                      scratch_types=[plgpu.SMEM((PAGE,), jnp.float32)])
mesh = jax.sharding.Mesh(np.array(jax.devices()[:8]).reshape(2, 2, 2), ("data", "fsdp", "tensor"))
step = jax.shard_map(kernel, mesh=mesh, in_specs=P(), out_specs=P(), check_vma=False)
jax.export.export(jax.jit(step), platforms=["cuda"])(jax.ShapeDtypeStruct((PAGE,), jnp.float32))
