# EXPECT: none
# out_specs naming an axis the mesh lacks: shard_map refuses it before tracing the kernel.
import functools
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])

@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
def store(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('x',))

f = jax.jit(jax.shard_map(store, mesh=mesh, in_specs=(), out_specs=P(('x', 'z')), check_vma=False))
run_or_lower(f)