# EXPECT: MESH101
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH101 | mgpu.multicast_copy.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
import types

def kernel_body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'x'))
settings = types.SimpleNamespace(shape=(2, 2, 2), names=('x', 'y', 'z'), types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
mesh = jax.make_mesh(settings.shape, settings.names, axis_types=settings.types)
k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y', 'z')), check_vma=False))
run_or_lower(f)
