import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, ('x',)), smem, bar)
global_mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

def run_with_mesh_3(mesh):

    def block_2(arg):

        def traced_1(arg):
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
            smap = functools.partial(jax.shard_map, mesh=mesh, in_specs=P(), out_specs=P('x'), check_vma=False)
            run_or_lower(jax.jit(smap(k)), jax.ShapeDtypeStruct((128,), jnp.float32))
        jax.jit(traced_1)(jnp.ones((4,)))
    jax.checkpoint(block_2)(jnp.ones((4,)))
