# EXPECT: MESH111
# Each pipeline stage's copy options come from a generator over a table of stages merged with defaults; the
# second stage asks for a leader-tracked copy and inherits collective_axes=None from the defaults.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from jax.sharding import AxisType, PartitionSpec as P

DEFAULTS = dict(collective_axes=None, leader_tracked=None)
STAGES = (
    {"operand": 0, "collective_axes": "cluster"},
    {"operand": 1, "leader_tracked": plgpu.CopyPartition.REPLICATED},
)


def stage_options(stages):
    for stage in stages:
        opts = {**DEFAULTS, **stage}
        yield opts.pop("operand"), opts


def body(x_ref, y_ref, o_ref, x_smem, y_smem, barriers):
    pairs = ((x_ref, x_smem), (y_ref, y_smem))
    for operand, opts in stage_options(STAGES):
        src, dst = pairs[operand]
        plgpu.copy_gmem_to_smem(src, dst, barriers.at[operand], **opts)
    for i in range(len(STAGES)):
        plgpu.barrier_wait(barriers.at[i])
    x_smem[...] = x_smem[...] + y_smem[...]
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(x_smem, o_ref)
    plgpu.wait_smem_to_gmem(0)


kernel = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                      scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.SMEM((128,), jnp.float32),
                                     plgpu.Barrier(num_arrivals=1, num_barriers=2)],
                      grid=(2,), grid_names=("g",), cluster=(2,), cluster_names=("cluster",))

if __name__ == "__main__":
    mesh = jax.make_mesh((4,), ("data",), devices=jax.devices()[:4], axis_types=(AxisType.Auto,))
    f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=(P("data"), P("data")), out_specs=P("data"),
                              check_vma=False))
    x = jax.ShapeDtypeStruct((512,), jnp.float32)
    jax.export.export(f, platforms=["cuda"])(x, x)
