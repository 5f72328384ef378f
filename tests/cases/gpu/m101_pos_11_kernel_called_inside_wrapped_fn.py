# EXPECT: MESH101
# The kernel is called inside a function that jax.shard_map wraps; multicast names ('model',) of ('data', 'model').
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('model',)))
    plgpu.wait_smem_to_gmem(0)

bcast = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])

def per_device(x):
    return bcast() + x

mesh = jax.make_mesh((4, 2), ('data', 'model'))
f = jax.jit(jax.shard_map(per_device, mesh=mesh, in_specs=P(), out_specs=P(('data', 'model')), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
