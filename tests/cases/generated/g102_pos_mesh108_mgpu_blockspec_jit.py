# EXPECT: MESH108
# Generated (tests/generator seed 104, p104_00792), shrunk; analyzer disagreed: fn MESH108 | mgpu.blockspec.
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, o_ref):
    pass
f = jax.jit(pl.pallas_call(kernel_body, out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32), grid=(2,), in_specs=[plgpu.BlockSpec((128, 128), lambda i: (i, 0), collective_axes=['x', 'y'])], out_specs=pl.BlockSpec((128, 128), lambda i: (i, 0)), compiler_params=plgpu.CompilerParams()))
run_or_lower(f, jax.ShapeDtypeStruct((256, 128), jnp.float32))
