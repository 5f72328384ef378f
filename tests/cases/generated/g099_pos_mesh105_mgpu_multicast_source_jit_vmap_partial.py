# EXPECT: MESH105
# Generated (tests/generator seed 105, p105_00469), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, ('data', 'model')), smem, bar)
global_mesh = jax.make_mesh((2, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto), devices=jax.devices()[:4])

def run_with_mesh_2(mesh):

    def per_example_1(arg):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
        f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(('data', 'model')), check_vma=False))
        run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
    jax.vmap(per_example_1)(jnp.ones((2, 4)))

def configured_step_3(scale, offset=0):
    run_with_mesh_2(global_mesh)

def main():
    functools.partial(configured_step_3, 2.0, offset=1)()
main()
