# EXPECT: MESH109
# Generated (tests/generator seed 104, p104_01267), shrunk; analyzer disagreed: fn MESH109 | mgpu.leader_tracked.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes=('data', 'fsdp', 'model', 'w'), leader_tracked=plgpu.CopyPartition.REPLICATED)
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Explicit))

def logged(fn):

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

@logged
def logged_step_1():
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)], cluster=(2,), cluster_names=('cx',))
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(('data', 'fsdp', 'model')), check_vma=False))
    run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))

def run_step_2():
    logged_step_1()

def main():
    run_step_2()
main()
