# EXPECT: none
# A factory builds one pallas_call per layer config, both up front (the clustered one last), but only the first
# (per-CTA gate blocks) is lowered; the clustered one is kept for a later plgpu.kernel rewrite and never traced.
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

    return jax.jit(pl.pallas_call(
        gate_kernel,
        out_shape=jax.ShapeDtypeStruct((layer["rows"], layer["cols"]), jnp.float16),
        grid=(layer["rows"] // layer["block"],),
        in_specs=specs,
        out_specs=plgpu.BlockSpec(tile, lambda i: (i, 0)),
        compiler_params=plgpu.CompilerParams(),
    ))


gates = [make_gate(layer) for layer in LAYERS]
arg = jax.ShapeDtypeStruct((LAYERS[0]["rows"], LAYERS[0]["cols"]), jnp.float16)
print(jax.export.export(gates[0], platforms=["cuda"])(arg, arg).out_avals)
