# EXPECT: MESH111
# The loader's options come from a table keyed by a model size, given to the exported function as a static
# argument: the "xl" entry asks for a leader-tracked copy without collective axes.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

CONFIGS = {
    "small": {"leader_tracked": None},
    "xl": {"leader_tracked": plgpu.CopyPartition.REPLICATED},
}


def make_loader(cfg):
    def body(a_ref, o_ref, a_smem, bar):
        plgpu.copy_gmem_to_smem(a_ref, a_smem, bar, collective_axes=cfg.get("collective_axes"),
                                leader_tracked=cfg["leader_tracked"])
        plgpu.barrier_wait(bar)
        o_ref[...] = a_smem[...]

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)],
                        grid=(2,), grid_names=("blk",), cluster=(2,), cluster_names=("cx",))


def layer(a, size):
    return make_loader(CONFIGS[size])(a)


jax.export.export(jax.jit(layer, static_argnums=(1,)), platforms=["cuda"])(
    jax.ShapeDtypeStruct((128,), jnp.float32), "xl")
