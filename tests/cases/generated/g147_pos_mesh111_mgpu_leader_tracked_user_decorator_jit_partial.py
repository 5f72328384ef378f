# EXPECT: MESH111
# Generated (tests/generator seed 106, p106_00819), shrunk; analyzer disagreed: fn MESH111 | mgpu.leader_tracked.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes=None, leader_tracked=plgpu.CopyPartition.REPLICATED)
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])

def logged(fn):

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

@logged
def logged_step_2():

    @jax.jit
    def step_1(arg):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)], cluster=(2,), cluster_names=('cx',))
        smap = functools.partial(jax.shard_map, mesh=mesh, in_specs=P(), out_specs=P('x'), check_vma=False)
        run_or_lower(jax.jit(smap(k)), jax.ShapeDtypeStruct((128,), jnp.float32))
    step_1(jnp.ones((4,)))

def main():
    logged_step_2()
main()
