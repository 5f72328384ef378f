# EXPECT: MESH104
# A pipeline of Pallas stages composed with functools.reduce; the smoke-test path jits it without a shard_map, so
# the stage that signals a multicast semaphore has no device mesh of a shard_map.
import functools
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

BLOCK = 128


def stage_scale(factor):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] * factor
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((BLOCK,), jnp.float32))


def stage_publish(axes, peers):
    def body(x_ref, o_ref, ready):
        o_ref[...] = x_ref[...]
        plgpu.semaphore_signal_multicast(ready, collective_axes=axes)
        pl.semaphore_wait(ready, peers, decrement=False)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((BLOCK,), jnp.float32),
                        scratch_types=[plgpu.SemaphoreType.REGULAR])


def compose(*stages):
    return functools.reduce(lambda f, g: lambda x: g(f(x)), stages, lambda x: x)


pipeline = compose(stage_scale(0.5), stage_publish(("x",), 4), stage_scale(2.0))
run_or_lower(jax.jit(pipeline), jax.ShapeDtypeStruct((BLOCK,), jnp.float32))
