# EXPECT: MESH107
# Generated (tests/generator seed 105, p105_00509), shrunk; analyzer disagreed: fn MESH107 | mgpu.multicast_of_remote.
import os
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('data')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), ('data', 'fsdp', 'model')))
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
if os.environ.get('GEN_UNSET_FLAG') == '1':
    pass
else:
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('data', 'fsdp', 'model')), check_vma=False))
    run_or_lower(f)
