# EXPECT: none
# The fix for MESH102: under jax.set_mesh, call the kernel inside a shard_map (here a functools.partial decorator).
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
def store(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('data', 'model'))

mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])

@jax.jit
@functools.partial(jax.shard_map, in_specs=P(), out_specs=P(('data', 'model')), check_vma=False)
def step(x):
    return store() + x

with jax.set_mesh(mesh):
    run_or_lower(step, jax.ShapeDtypeStruct((128,), jnp.float32))
