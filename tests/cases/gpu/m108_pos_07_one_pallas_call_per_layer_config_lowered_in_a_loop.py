# EXPECT: MESH108
# A factory builds one jitted pallas_call per layer config and each is lowered as soon as it is made. The first
# config keeps its gate block per CTA; the second shares it over the 'cluster' axis, which pl.pallas_call does
# not support.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

LAYERS = [
    {"rows": 256, "cols": 128, "block": 128, "share": ()},
    {"rows": 512, "cols": 128, "block": 128, "share": ("cluster",)},
]


def gate_kernel(x_ref, g_ref, o_ref):
    o_ref[...] = x_ref[...] * g_ref[...]


def make_gate(layer):
    tile = (layer["block"], layer["cols"])
    specs = [plgpu.BlockSpec(tile, lambda i: (i, 0)),
             plgpu.BlockSpec(tile, lambda i: (i, 0), collective_axes=layer["share"])]

    @jax.jit
    def gate(x, g):
        return pl.pallas_call(
            gate_kernel,
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
            grid=(layer["rows"] // layer["block"],),
            in_specs=specs,
            out_specs=plgpu.BlockSpec(tile, lambda i: (i, 0)),
            compiler_params=plgpu.CompilerParams(),
        )(x, g)

    return gate


for layer in LAYERS:
    arg = jax.ShapeDtypeStruct((layer["rows"], layer["cols"]), jnp.float16)
    print(jax.export.export(make_gate(layer), platforms=["cuda"])(arg, arg).out_avals)
