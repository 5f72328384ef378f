# EXPECT: MESH108
# Written for reach-2: a factory builds the in_specs with collective_axes given as a list; pallas_call refuses any
# non-empty collective_axes.
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def kernel_body(x_ref, o_ref):
    o_ref[...] = x_ref[...]


def make_call(axes):
    in_spec = plgpu.BlockSpec((128, 128), lambda i: (i, 0), collective_axes=axes)
    return pl.pallas_call(kernel_body, out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32), grid=(2,),
                          in_specs=[in_spec], out_specs=pl.BlockSpec((128, 128), lambda i: (i, 0)),
                          compiler_params=plgpu.CompilerParams())


f = jax.jit(make_call(['x']))
run_or_lower(f, jax.ShapeDtypeStruct((256, 128), jnp.float32))
