# EXPECT: MESH102
# A functools.cache'd builder returns jax.jit(kernel) for a multicasting kernel; main() lowers it with no shard_map.
import functools
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def _body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, ('x',)))
    plgpu.wait_smem_to_gmem(0)


@functools.cache
def broadcast_kernel():
    k = plgpu.kernel(_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    return jax.jit(k)


def main():
    run_or_lower(broadcast_kernel())


main()
