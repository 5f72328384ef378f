# EXPECT: none
# A pallas_call factory is called twice, once with a collective BlockSpec; only the plain build is lowered.
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, o_ref):
    o_ref[...] = x_ref[...]


def build(axes):
    spec = plgpu.BlockSpec((64, 128), lambda i: (i, 0), collective_axes=axes)
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float32), grid=(2,),
                          in_specs=[spec], out_specs=pl.BlockSpec((64, 128), lambda i: (i, 0)),
                          compiler_params=plgpu.CompilerParams())


plain = build(())
shared = build(("c",))
run_or_lower(jax.jit(plain), jax.ShapeDtypeStruct((128, 128), jnp.float32))
