# EXPECT: MESH110
# The copy's options are merged from module defaults and the caller's overrides, then spread into
# copy_gmem_to_smem: the overrides share the tile along both cluster axes with a leader-tracked copy.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import AxisType, PartitionSpec as P

COPY_DEFAULTS = {"collective_axes": "cx"}


def stage_tile(src, dst, barrier, **copy_opts):
    plgpu.copy_gmem_to_smem(src, dst, barrier, **copy_opts)
    plgpu.barrier_wait(barrier)


def make_kernel(**overrides):
    opts = {**COPY_DEFAULTS, **overrides}

    def body(a_ref, o_ref, smem, barrier):
        stage_tile(a_ref, smem, barrier, **opts)
        plgpu.copy_smem_to_gmem(smem, o_ref)
        plgpu.wait_smem_to_gmem(0)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 64), jnp.float16),
                        scratch_types=[plgpu.SMEM((128, 64), jnp.float16), plgpu.Barrier(num_arrivals=1)],
                        grid=(2, 2), grid_names=("gx", "gy"), cluster=(2, 2), cluster_names=("cx", "cy"))


if __name__ == "__main__":
    kernel = make_kernel(collective_axes=("cx", "cy"), leader_tracked=plgpu.CopyPartition.REPLICATED)
    mesh = jax.make_mesh((2,), ("data",), devices=jax.devices()[:2], axis_types=(AxisType.Auto,))
    f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=P("data"), out_specs=P("data"), check_vma=False))
    jax.export.export(f, platforms=["cuda"])(jax.ShapeDtypeStruct((256, 64), jnp.float16))
