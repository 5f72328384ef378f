# EXPECT: MESH101
# The collective axes come from a module-level constant AXES = ('data',); the mesh names come from NAMES.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

NAMES = ('data', 'model')
AXES = ('data',)

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    dst = plgpu.multicast_ref(y_ref, AXES)
    plgpu.copy_smem_to_gmem(smem, dst)
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2, 4), NAMES)
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(NAMES), check_vma=False))
run_or_lower(f)
