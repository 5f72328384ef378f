# EXPECT: MESH101
# Generated (tests/generator seed 104, p104_00861), shrunk; analyzer disagreed: fn MESH101 | mgpu.multicast_copy.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x',)))
global_mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])

def run_with_mesh_2(mesh):

    def scan_body_1(carry, _):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        smap = functools.partial(jax.shard_map, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)
        run_or_lower(jax.jit(smap(k)))
    jax.lax.scan(scan_body_1, jnp.zeros(()), None, length=2)

def stage_3():
    run_with_mesh_2(global_mesh)

def main():
    jax.named_call(stage_3, name='stage')()
main()
