# EXPECT: MESH101
# multimem_load_reduce(collective_axes=('y',)) on an ('x', 'y') mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref):
    v = plgpu.multimem_load_reduce(x_ref, collective_axes=('y',), reduction_op='add')
    y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
