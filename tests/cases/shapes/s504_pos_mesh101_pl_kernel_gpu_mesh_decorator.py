# EXPECT: MESH101
# @pl.kernel(mesh=plgpu.Mesh(...)) as a decorator: a Mosaic GPU kernel whose multimem_store names one of the two
# axes of the enclosing shard_map's mesh.
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import PartitionSpec as P
from lowering_helper import run_or_lower


@pl.kernel(out_type=jax.ShapeDtypeStruct((128,), jnp.float32), mesh=plgpu.Mesh(num_threads=1, thread_name="wg"))
def publish(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, ("fsdp",))


mesh = jax.make_mesh((4, 2), ("fsdp", "tp"))
run_or_lower(jax.jit(jax.shard_map(publish, mesh=mesh, in_specs=(), out_specs=P(("fsdp", "tp")), check_vma=False)))
