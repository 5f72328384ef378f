# EXPECT: MESH108
# A batched tile scaler: the pallas_call is mapped over the batch with jax.vmap inside the jitted function,
# and its input BlockSpec, built by a helper from the kernel config, shares the tile over a cluster axis.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

CFG = {"block": (128, 128), "rows": 256, "cols": 128, "share_over": ("cluster",)}


def scale_body(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 0.5


def in_spec(cfg):
    return plgpu.BlockSpec(cfg["block"], lambda i: (i, 0), collective_axes=cfg.get("share_over", ()))


def make_scale(cfg):
    return pl.pallas_call(
        scale_body,
        out_shape=jax.ShapeDtypeStruct((cfg["rows"], cfg["cols"]), jnp.float32),
        grid=(cfg["rows"] // cfg["block"][0],),
        in_specs=[in_spec(cfg)],
        out_specs=plgpu.BlockSpec(cfg["block"], lambda i: (i, 0)),
        compiler_params=plgpu.CompilerParams(),
    )


@jax.jit
def scale_batch(xs):
    return jax.vmap(make_scale(CFG))(xs)


jax.export.export(scale_batch, platforms=["cuda"])(jax.ShapeDtypeStruct((4, 256, 128), jnp.float32))
