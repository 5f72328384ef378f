# EXPECT: MESH101
# functools.partial(run_kernel, axes='x') is the shard_map body; run_kernel builds and calls a multicasting kernel.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, smem, *, axes):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, axes))
    plgpu.wait_smem_to_gmem(0)


def run_kernel(*, axes):
    k = plgpu.kernel(functools.partial(body, axes=axes), out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    return k()


mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(functools.partial(run_kernel, axes='x'), mesh=mesh, in_specs=(),
                          out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f)
