# EXPECT: MESH102
# multimem_store in a kernel jitted under jax.set_mesh but outside any shard_map.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('x',))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
jax.set_mesh(jax.make_mesh((2,), ('x',), devices=jax.devices()[:2]))
run_or_lower(jax.jit(k))
