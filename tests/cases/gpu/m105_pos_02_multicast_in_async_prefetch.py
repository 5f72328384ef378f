# EXPECT: MESH105
# async_prefetch of a multicast ref: prefetch does not accept multicast refs.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref):
    plgpu.async_prefetch(plgpu.multicast_ref(x_ref, 'x'))
    y_ref[...] = x_ref[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P('x'), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
