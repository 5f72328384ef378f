# EXPECT: MESH107
# Generated (tests/generator seed 104, p104_00114), shrunk; analyzer disagreed: fn MESH107 | mgpu.multicast_of_remote.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('data')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), ('model', 'data')))
mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])

@jax.jit
def step_3(arg):

    def block_2(arg):

        def remat_block_1(arg):
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
            f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('data', 'model')), check_vma=False))
            run_or_lower(f)
        jax.remat(remat_block_1)(jnp.ones((4,)))
    jax.checkpoint(block_2)(jnp.ones((4,)))

def main():
    step_3(jnp.ones((4,)))
main()
