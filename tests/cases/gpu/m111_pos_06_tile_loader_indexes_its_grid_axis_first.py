# EXPECT: MESH111
# The tile loader reads its grid position with lax.axis_index (the kernel's own grid axis, bound by
# grid_names) before its copy; the 1-CTA config leaves the cluster axis out but still asks for a
# leader-tracked copy.
import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

CFG = {"tile": 64, "tiles": 4, "cluster": 1}


def load_tiles(x):
    tile = CFG["tile"]
    shared_over = "cta" if CFG["cluster"] > 1 else None

    @plgpu.kernel(out_type=jax.ShapeDtypeStruct(x.shape, x.dtype),
                  scratch_types=[plgpu.SMEM((tile, 128), x.dtype), plgpu.Barrier(num_arrivals=1)],
                  grid=(CFG["tiles"],), grid_names=("tiles",),
                  cluster=(CFG["cluster"],), cluster_names=("cta",))
    def loader(x_ref, o_ref, smem, bar):
        rows = pl.ds(lax.axis_index("tiles") * tile, tile)
        plgpu.copy_gmem_to_smem(x_ref.at[rows], smem, bar, collective_axes=shared_over,
                                leader_tracked=plgpu.CopyPartition.REPLICATED)
        plgpu.barrier_wait(bar)
        o_ref[rows] = smem[...]

    return loader(x)


jax.export.export(jax.jit(load_tiles), platforms=["cuda"])(jax.ShapeDtypeStruct((256, 128), jnp.bfloat16))
