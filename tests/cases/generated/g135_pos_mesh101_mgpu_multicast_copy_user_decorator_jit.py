# EXPECT: MESH101
# Generated (tests/generator seed 106, p106_00437), shrunk; analyzer disagreed: fn MESH101 | mgpu.multicast_copy.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('data', 'fsdp', 'model', 'w')))
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'))

def logged(fn):

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

@logged
def logged_step_2():

    def stage_1():
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('data', 'fsdp', 'model')), check_vma=False))
        run_or_lower(f)
    jax.named_call(stage_1, name='stage')()

def main():
    logged_step_2()
main()
