# EXPECT: MESH108
# A helper returns the plgpu.BlockSpec with collective_axes that pl.pallas_call is given.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def shared_spec(shape):
    return plgpu.BlockSpec(shape, lambda i: (i, 0), collective_axes=("cx",))

def add_one(x_ref, o_ref):
    o_ref[...] = x_ref[...] + 1

f = jax.jit(pl.pallas_call(add_one, out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32), grid=(2,),
                           in_specs=[shared_spec((128, 128))],
                           out_specs=pl.BlockSpec((128, 128), lambda i: (i, 0)),
                           compiler_params=plgpu.CompilerParams()))
print(run_or_lower(f, jax.ShapeDtypeStruct((256, 128), jnp.float32)))
