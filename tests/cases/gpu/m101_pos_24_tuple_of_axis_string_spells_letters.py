# EXPECT: MESH101
# `tuple(AXIS)` of the axis name "data" is ('d', 'a', 't', 'a'), not ('data',): not the mesh's axes.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

AXIS = "data"


def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, tuple(AXIS))


kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2,), (AXIS,), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P(AXIS), check_vma=False))
print(run_or_lower(f))
