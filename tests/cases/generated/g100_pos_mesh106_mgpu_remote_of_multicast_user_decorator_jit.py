# EXPECT: MESH106
# Generated (tests/generator seed 105, p105_00495), shrunk; analyzer disagreed: fn MESH106 | mgpu.remote_of_multicast.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
COLLECTIVE_AXES = ('data', 'model')

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('data')
    plgpu.copy_smem_to_gmem(smem, plgpu.remote_ref(plgpu.multicast_ref(y_ref, COLLECTIVE_AXES), peer))
global_mesh = jax.make_mesh((2, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2, devices=jax.devices()[:4])

def run_with_mesh_2(mesh):

    def logged(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return fn(*args, **kwargs)
        return wrapper

    @logged
    def logged_step_1():
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('data', 'model')), check_vma=False))
        run_or_lower(f)
    logged_step_1()

def main():
    run_with_mesh_2(global_mesh)
main()
