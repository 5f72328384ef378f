# EXPECT: MESH108
# A factory build_add_one(axes) returns a jitted pl.pallas_call whose plgpu.BlockSpec carries collective_axes.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, o_ref):
    o_ref[...] = x_ref[...] + 1


def build_add_one(axes):
    return jax.jit(pl.pallas_call(
        body,
        out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32),
        grid=(2,),
        in_specs=[plgpu.BlockSpec((128, 128), lambda i: (i, 0), collective_axes=axes)],
        out_specs=pl.BlockSpec((128, 128), lambda i: (i, 0)),
        compiler_params=plgpu.CompilerParams(),
    ))


run_or_lower(build_add_one(('x',)), jax.ShapeDtypeStruct((256, 128), jnp.float32))
