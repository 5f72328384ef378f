# EXPECT: MESH105
# Each stage of a pipeline inside the kernel broadcasts its finished tile through a multicast view (allowed),
# and prefetches the next input tile through the same kind of view: async_prefetch cannot read a multicast ref.
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import PartitionSpec as P

TILE_M, TILE_N, NUM_TILES = 128, 64, 4
mesh = jax.sharding.Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("dp", "tp"))
ALL_AXES = tuple(mesh.axis_names)


def broadcast_view(ref, i):
    return plgpu.multicast_ref(ref.at[pl.ds(i * TILE_M, TILE_M)], ALL_AXES)


def kernel_body(x_ref, y_ref, shared_ref):
    def stage(idx, x_smem, y_smem):
        (i,) = idx
        y_smem[...] = x_smem[...] + 1.0
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(y_smem, broadcast_view(shared_ref, i))

        @pl.when(i + 1 < NUM_TILES)
        def _():
            plgpu.async_prefetch(broadcast_view(x_ref, i + 1))

    spec = plgpu.BlockSpec((TILE_M, TILE_N), lambda i: (i, 0))
    plgpu.emit_pipeline(stage, grid=(NUM_TILES,), in_specs=[spec], out_specs=[spec],
                        max_concurrent_steps=2)(x_ref, y_ref)


out = jax.ShapeDtypeStruct((NUM_TILES * TILE_M, TILE_N), jnp.float32)
bias_add = plgpu.kernel(kernel_body, out_type=(out, out))
fwd = jax.jit(jax.shard_map(bias_add, mesh=mesh, in_specs=P("dp"), out_specs=(P("dp"), P("dp")), check_vma=False))
jax.export.export(fwd, platforms=["cuda"])(jax.ShapeDtypeStruct((2 * NUM_TILES * TILE_M, TILE_N), jnp.float32))
