# EXPECT: MESH101
# Kernel defined with @functools.partial(plgpu.kernel, ...); multimem_store names ('x',) of an ('x', 'y') mesh.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
def kernel(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('x',))

mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f)
