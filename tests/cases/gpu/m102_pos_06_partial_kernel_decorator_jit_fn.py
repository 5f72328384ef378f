# EXPECT: MESH102
# @functools.partial(plgpu.kernel, ...) kernel called from a @jax.jit function that has no shard_map.
import functools
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
def store(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('data', 'model'))

@jax.jit
def step(x):
    return store() + x

mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    run_or_lower(step, jax.ShapeDtypeStruct((128,), jnp.float32))
