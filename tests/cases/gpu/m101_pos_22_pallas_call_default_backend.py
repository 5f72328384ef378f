# EXPECT: MESH101
# A pl.pallas_call with no compiler_params: lowered for CUDA it uses Mosaic GPU too (jax 0.10.2).
import functools
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def reduce_kernel(x_ref, y_ref):
    v = plgpu.multimem_load_reduce(x_ref, collective_axes=('a',), reduction_op='add')
    y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

call = pl.pallas_call(reduce_kernel, out_shape=jax.ShapeDtypeStruct((128,), jnp.float32),
                      in_specs=[pl.BlockSpec(memory_space=plgpu.GMEM)])
mesh = jax.make_mesh((2, 2), ('a', 'b'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(call, mesh=mesh, in_specs=P(), out_specs=P(mesh.axis_names), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
