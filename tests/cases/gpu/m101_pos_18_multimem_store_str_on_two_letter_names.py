# EXPECT: MESH101
# multimem_store(v, ref, 'dp') on a 1-D ('dp',) mesh: the bare str is iterated as {'d', 'p'}.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(y_ref):
    v = plgpu.layout_cast(jnp.full((128,), 2.0, jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, collective_axes="dp")

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((8,), ("dp",))
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P("dp"), check_vma=False))
run_or_lower(f)
