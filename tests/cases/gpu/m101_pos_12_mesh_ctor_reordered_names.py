# EXPECT: MESH101
# jax.sharding.Mesh over a device array with names ('model', 'data'); multicast over ('data',) only.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('data',)))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ('model', 'data'))
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('model', 'data')), check_vma=False))
run_or_lower(f)
