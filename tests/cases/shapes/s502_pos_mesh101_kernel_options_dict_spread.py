# EXPECT: MESH101
# A kernel factory forwards an options dict to plgpu.kernel with **; the body multicasts over one of the two axes
# of the enclosing shard_map's mesh.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import PartitionSpec as P
from lowering_helper import run_or_lower


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, "data"))
    plgpu.wait_smem_to_gmem(0)


def make_kernel(**options):
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=[plgpu.SMEM((128,), jnp.float32)], **options)


kernel = make_kernel(num_threads=1, thread_name="wg")
mesh = jax.make_mesh((2, 4), ("data", "model"))
run_or_lower(jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P(), check_vma=False)))
