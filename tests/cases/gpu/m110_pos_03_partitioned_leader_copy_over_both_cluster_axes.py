# EXPECT: MESH110
# A paired load partitioned along the rows (CopyPartition.PARTITIONED(0)) shares its tile along both axes of
# the 2x2 cluster: a leader-tracked copy may name only one cluster axis.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

OPTS = {"cluster": (2, 2), "cluster_names": ("cm", "cn"), "tile": (128, 128)}


def copy_options(opts):
    return dict(collective_axes=tuple(reversed(OPTS["cluster_names"])), leader_tracked=plgpu.CopyPartition.PARTITIONED(0))


def paired_load(opts):
    half = (opts["tile"][0] // 2, opts["tile"][1])
    options = copy_options(opts)

    def body(a_ref, o_ref, a_smem, bar):
        plgpu.copy_gmem_to_smem(a_ref, a_smem, bar, **options)
        plgpu.barrier_wait(bar)
        o_ref[...] = a_smem[...]

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(half, jnp.float16),
                        scratch_types=[plgpu.SMEM(half, jnp.float16), plgpu.Barrier(num_arrivals=1)],
                        cluster=opts["cluster"], cluster_names=opts["cluster_names"])


jax.export.export(jax.jit(paired_load(OPTS)), platforms=["cuda"])(jax.ShapeDtypeStruct(OPTS["tile"], jnp.float16))
