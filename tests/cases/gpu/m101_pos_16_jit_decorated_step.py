# EXPECT: MESH101
# A @jax.jit function applies jax.shard_map(kernel, ...) itself; the multicast misses 'pp' of a 3-D mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2, 2, 2), ('dp', 'tp', 'pp'))

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('tp', 'dp')))
    plgpu.wait_smem_to_gmem(0)

kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                      scratch_types=[plgpu.SMEM((128,), jnp.float32)])

@jax.jit
def step():
    return jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P(('dp', 'tp', 'pp')), check_vma=False)()

run_or_lower(step)
