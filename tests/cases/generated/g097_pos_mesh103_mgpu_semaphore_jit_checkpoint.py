# EXPECT: MESH103
# Generated (tests/generator seed 104, p104_00226), shrunk; analyzer disagreed: fn MESH103 | mgpu.semaphore.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes='y')
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])

def main():

    def traced_3(arg):

        def remat_block_2(arg):

            class Stage_1:

                def run(stage):
                    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SemaphoreType.REGULAR])
                    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
                    run_or_lower(f)
            Stage_1().run()
        jax.remat(remat_block_2)(jnp.ones((4,)))
    jax.jit(traced_3)(jnp.ones((4,)))
main()
