# EXPECT: MESH106
# Generated (tests/generator seed 104, p104_01035), shrunk; analyzer disagreed: fn MESH106 | mgpu.remote_of_multicast.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
COLLECTIVE_AXES = ('x', 'y')

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('x')
    plgpu.copy_smem_to_gmem(smem, plgpu.remote_ref(plgpu.multicast_ref(y_ref, COLLECTIVE_AXES), peer))
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])
USE_MESH_1 = True
if USE_MESH_1:
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
    run_or_lower(f)
else:
    pass
