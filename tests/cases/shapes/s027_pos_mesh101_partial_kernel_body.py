# EXPECT: MESH101
# functools.partial binds the collective axes of a kernel body; the kernel is shard_mapped over ('x', 'y').
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, *, axes):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, axes)


k = plgpu.kernel(functools.partial(body, axes='y'), out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f)
