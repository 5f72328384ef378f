# EXPECT: MESH105
# Generated (tests/generator seed 106, p106_00682), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, ('data', 'fsdp')), smem, bar)
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'))

def run_step_3():

    @jax.jit
    def step_2(arg):

        def stage_1():
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
            smap = functools.partial(jax.shard_map, mesh=mesh, in_specs=P(), out_specs=P(('data', 'fsdp', 'model')), check_vma=False)
            run_or_lower(jax.jit(smap(k)), jax.ShapeDtypeStruct((128,), jnp.float32))
        jax.named_call(stage_1, name='stage')()
    step_2(jnp.ones((4,)))

def main():
    run_step_3()
main()
