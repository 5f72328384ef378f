# EXPECT: none
# The same cached builder, but it wraps the kernel in a shard_map over the ('x',) mesh (correct).
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])


def _body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x',)))
    plgpu.wait_smem_to_gmem(0)


@functools.cache
def broadcast_kernel():
    k = plgpu.kernel(_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    return jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))


def main():
    run_or_lower(broadcast_kernel())


main()
