# EXPECT: MESH101
# The output view comes from a helper that multicasts only when asked; asked, it multicasts over 'x' alone
# while the shard_map mesh is ('x', 'y').
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

SHARE_OVER = ("x",)


def output_view(ref, broadcast):
    view = ref
    if broadcast:
        view = plgpu.multicast_ref(ref, SHARE_OVER)
    return view


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, output_view(y_ref, broadcast=True))
    plgpu.wait_smem_to_gmem(0)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2, 2), ("x", "y"), devices=jax.devices()[:4])
run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(("x", "y")), check_vma=False)))
