# EXPECT: MESH101
# multimem_store with collective_axes=('dp', 'tp') on a 3-D ('dp', 'tp', 'pp') mesh: 'pp' is missing.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, collective_axes=('dp', 'tp'))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2, 2, 2), ('dp', 'tp', 'pp'))
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('dp', 'tp', 'pp')), check_vma=False))
run_or_lower(f)
