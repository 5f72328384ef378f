# EXPECT: none
# A jitted wrapper calls the kernel outside shard_map but is never lowered; the shard_map path is correct.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x',)))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])

@jax.jit
def unused():
    return k()

mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False)))
