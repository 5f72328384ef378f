# EXPECT: none
# The input BlockSpecs are built by a helper from a launch config; the single-CTA config shares nothing
# (empty collective_axes), which pl.pallas_call accepts.
import functools
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

CONFIGS = {
    "single": dict(block_rows=64, hidden=128, share_weight_over=()),
    "clustered": dict(block_rows=128, hidden=128, share_weight_over=("cluster",)),
}


def scale_kernel(x_ref, w_ref, o_ref, *, eps):
    del w_ref   # (the weight block is applied by a later pass)
    o_ref[...] = x_ref[...] + eps


def input_specs(cfg):
    rows, hidden = cfg["block_rows"], cfg["hidden"]
    x_spec = plgpu.BlockSpec((rows, hidden), lambda i: (i, 0))
    w_spec = plgpu.BlockSpec((1, hidden), lambda i: (0, 0), collective_axes=cfg["share_weight_over"])
    return [x_spec, w_spec]


def make_scale(cfg_name, n_rows):
    cfg = CONFIGS[cfg_name]
    return pl.pallas_call(
        functools.partial(scale_kernel, eps=1e-6),
        out_shape=jax.ShapeDtypeStruct((n_rows, cfg["hidden"]), jnp.float32),
        grid=(n_rows // cfg["block_rows"],),
        in_specs=input_specs(cfg),
        out_specs=pl.BlockSpec((cfg["block_rows"], cfg["hidden"]), lambda i: (i, 0)),
        compiler_params=plgpu.CompilerParams(),
    )


f = jax.jit(make_scale("single", 512))
jax.export.export(f, platforms=["cuda"])(jax.ShapeDtypeStruct((512, 128), jnp.float32),
                                          jax.ShapeDtypeStruct((1, 128), jnp.float32))
