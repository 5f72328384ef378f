# EXPECT: MESH109
# An experiment override, applied with opts.update(**overrides), renames the kernel's cluster axis; the body's
# collective prefetch still names the old one.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, y_ref):
    plgpu.async_prefetch(x_ref, collective_axes="pair")
    y_ref[...] = x_ref[...]


BASE = {"cluster": (2,), "cluster_names": ("pair",)}
OVERRIDES = {"cluster_names": ("row",)}


def build(**overrides):
    opts = dict(BASE)
    opts.update(**overrides)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), **opts)


run_or_lower(jax.jit(build(**OVERRIDES)), jax.ShapeDtypeStruct((128,), jnp.float32))
