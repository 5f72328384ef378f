# EXPECT: none
# shard_map keyword options start on a 2-axis mesh; an override applied with .update(**...) swaps in a 1-axis mesh,
# and the broadcast kernel multicasts over that one axis.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import PartitionSpec as P
from lowering_helper import run_or_lower


def broadcast(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, "x"))
    plgpu.wait_smem_to_gmem(0)


k = plgpu.kernel(broadcast, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
map_opts = dict(mesh=jax.make_mesh((2, 4), ("x", "y")), in_specs=(), out_specs=P(), check_vma=False)
flat = {"mesh": jax.make_mesh((8,), ("x",))}
map_opts.update(**flat)
run_or_lower(jax.jit(jax.shard_map(k, **map_opts)))
