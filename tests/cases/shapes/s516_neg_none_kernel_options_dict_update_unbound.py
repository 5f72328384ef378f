# EXPECT: none
# A config layer merges overrides with the unbound dict.update(opts, ...); the merged cluster name is the body's.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, y_ref):
    plgpu.async_prefetch(x_ref, collective_axes="pair")
    y_ref[...] = x_ref[...]


opts = {"cluster": (2,), "cluster_names": ("cx",)}
dict.update(opts, {"cluster_names": ("pair",)})
k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), **opts)
print(run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32)))
