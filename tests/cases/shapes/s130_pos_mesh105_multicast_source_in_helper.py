# EXPECT: MESH105
# A helper function called from the kernel body loads from a multicast ref: multicast refs cannot be copy sources.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

AXES = ('x',)


def load_tile(src, smem, bar):
    plgpu.copy_gmem_to_smem(src, smem, bar)
    plgpu.barrier_wait(bar)


def body(x_ref, y_ref, smem, bar):
    load_tile(plgpu.multicast_ref(x_ref, AXES), smem, bar)
    y_ref[...] = smem[...]


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
mesh = jax.make_mesh((2,), AXES, devices=jax.devices()[:2])
run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(AXES), check_vma=False)),
             jax.ShapeDtypeStruct((128,), jnp.float32))
