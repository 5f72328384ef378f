# EXPECT: MESH105
# Generated (tests/generator seed 104, p104_00735), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, 'x'), smem, bar)
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
i = 0
while i < 1:
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P('x'), check_vma=False))
    run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
