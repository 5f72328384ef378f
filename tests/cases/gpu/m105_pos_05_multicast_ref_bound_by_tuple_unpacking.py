# EXPECT: MESH105
# The kernel binds its refs by unpacking a tuple display; the source it then loads from is the multicast one.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, y_ref, smem, bar):
    dst, src = y_ref, plgpu.multicast_ref(x_ref, ("x",))
    plgpu.copy_gmem_to_smem(src, smem, bar)
    plgpu.barrier_wait(bar)
    plgpu.copy_smem_to_gmem(smem, dst)
    plgpu.wait_smem_to_gmem(0)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
mesh = jax.make_mesh((2,), ("x",), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P("x"), check_vma=False))
print(run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32)))
