# EXPECT: none
# multimem_store over ('model', 'data') on a ('data', 'model') mesh built in a helper: correct.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def make():
    return jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])

def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('model', 'data'))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
f = jax.jit(jax.shard_map(k, mesh=make(), in_specs=(), out_specs=P(('data', 'model')), check_vma=False))
run_or_lower(f)
