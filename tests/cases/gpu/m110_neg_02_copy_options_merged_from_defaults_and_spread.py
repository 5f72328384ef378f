# EXPECT: none
# The copy's options are merged from module defaults and the caller's overrides, then spread into
# copy_gmem_to_smem: the leader-tracked copy is shared along the one default cluster axis, as it must be.
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
                        grid=(2,), grid_names=("gx",), cluster=(2,), cluster_names=("cx",))


if __name__ == "__main__":
    kernel = make_kernel(leader_tracked=plgpu.CopyPartition.REPLICATED)
    mesh = jax.make_mesh((2,), ("data",), devices=jax.devices()[:2], axis_types=(AxisType.Auto,))
    f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=P("data"), out_specs=P("data"), check_vma=False))
    jax.export.export(f, platforms=["cuda"])(jax.ShapeDtypeStruct((256, 64), jnp.float16))
