# EXPECT: none
# A destination helper makes the output view step by step: a multicast ref when the kernel fans out, then a
# peer ref of whatever it has. The kernel is a functools.partial with fan_out=False: the peer ref is made of
# the plain output ref.
import functools
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def destination(ref, *, axis, peer=None, fan_out=False):
    if fan_out:
        ref = plgpu.multicast_ref(ref, axis)
    if peer is not None:
        ref = plgpu.remote_ref(ref, peer)
    return ref


def ring_step(o_ref, stage, *, axis, fan_out):
    right = lax.rem(lax.axis_index(axis) + 1, lax.axis_size(axis))
    stage[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(stage, destination(o_ref, axis=axis, peer=right, fan_out=fan_out))
    plgpu.wait_smem_to_gmem(0)


def make_ring(mesh, fan_out):
    axis = mesh.axis_names[0]
    kern = plgpu.kernel(functools.partial(ring_step, axis=axis, fan_out=fan_out),
                        out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    return jax.jit(jax.shard_map(kern, mesh=mesh, in_specs=(), out_specs=P(axis), check_vma=False))


mesh = jax.make_mesh((2,), ("ring",), devices=jax.devices()[:2])
run_or_lower(make_ring(mesh, fan_out=False))
