# EXPECT: MESH107
# The same kernel run under a shard_map that binds 'x': axis_index works, and the multicast of a peer ref is
# the error (the trace gets there).
import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])


def _body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    peer = 1 - lax.axis_index('x')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), 'x'))
    plgpu.wait_smem_to_gmem(0)


def main():
    k = plgpu.kernel(_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False)))


main()
