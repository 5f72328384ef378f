# EXPECT: none
# multimem_store(v, ref, 'x') on a ('x',) mesh: the bare str is iterated, but set('x') == {'x'}, so it works.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, 'x')

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))
run_or_lower(f)
