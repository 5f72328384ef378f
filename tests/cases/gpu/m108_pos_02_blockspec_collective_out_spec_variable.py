# EXPECT: MESH108
# The collective BlockSpec is built in a variable and used as out_specs of pl.pallas_call.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2

out_spec = plgpu.BlockSpec((128, 128), lambda i: (i, 0), collective_axes='cluster')
call = pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32), grid=(2,),
                      in_specs=[pl.BlockSpec((128, 128), lambda i: (i, 0))], out_specs=out_spec)
run_or_lower(jax.jit(call), jax.ShapeDtypeStruct((256, 128), jnp.float32))
