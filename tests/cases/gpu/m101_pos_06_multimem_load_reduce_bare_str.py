# EXPECT: MESH101
# multimem_load_reduce(ref, collective_axes='model', ...): bare multi-letter str becomes a set of letters.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref):
    v = plgpu.multimem_load_reduce(x_ref, collective_axes='model', reduction_op='add')
    y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2,), ('model',), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P('model'), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
