# EXPECT: MESH101
# @plgpu.kernel(out_type=...) decorator form; multimem_store names ('b', 'c') of the 3-D mesh ('a', 'b', 'c').
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@plgpu.kernel(out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
def store_all(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ('b', 'c'))

mesh = jax.make_mesh((2, 2, 2), ('a', 'b', 'c'))
f = jax.jit(jax.shard_map(store_all, mesh=mesh, in_specs=(), out_specs=P(('a', 'b', 'c')), check_vma=False))
run_or_lower(f)
