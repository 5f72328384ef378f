# EXPECT: none
# The single-device kernel is picked only when an environment variable is set; here the shard_map'd kernel is
# what is lowered. One of two callees being wrong is not certain (as for two values of an argument).
import os
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ("x",))


kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
mesh = jax.make_mesh((2,), ("x",), devices=jax.devices()[:2])
if os.environ.get("FORCE_SINGLE_DEVICE_KERNEL"):
    fn = jax.jit(kernel)
else:
    fn = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(), out_specs=P("x"), check_vma=False))
print(run_or_lower(fn))
