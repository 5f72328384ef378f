# EXPECT: MESH108
# Tile specs come from a helper that adds collective_axes through a **kwargs dict when a tile is to be shared
# over the cluster; pl.pallas_call gets one such spec among its in_specs.
from types import SimpleNamespace

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

cfg = SimpleNamespace(m=256, n=128, block=128, multicast_axes=("cluster",))


def tile_spec(cfg, shared=False):
    kwargs = {}
    if shared and cfg.multicast_axes:
        kwargs["collective_axes"] = cfg.multicast_axes
    return plgpu.BlockSpec((cfg.block, cfg.block), lambda i, j: (i, j), **kwargs)


def body(x_ref, b_ref, o_ref):
    o_ref[...] = x_ref[...] + b_ref[...]


call = pl.pallas_call(
    body,
    out_shape=jax.ShapeDtypeStruct((cfg.m, cfg.n), jnp.float32),
    grid=(cfg.m // cfg.block, cfg.n // cfg.block),
    in_specs=[tile_spec(cfg, shared=flag) for flag in (False, True)],
    out_specs=tile_spec(cfg),
    compiler_params=plgpu.CompilerParams(),
)
args = [jax.ShapeDtypeStruct((cfg.m, cfg.n), jnp.float32)] * 2
jax.export.export(jax.jit(call), platforms=["cuda"])(*args)
