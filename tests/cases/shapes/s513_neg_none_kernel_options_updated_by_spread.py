# EXPECT: none
# Experiment overrides (a known dict) are applied with opts.update(**overrides); they rename the cluster axis,
# and the body copies over the renamed axis.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

DEFAULT_LAUNCH = {"cluster": (2,), "cluster_names": ("cx",)}
EXPERIMENTS = {
    "baseline": {},
    "paired": {"cluster_names": ("pair",)},
}


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes="pair")
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


def build(experiment):
    opts = dict(DEFAULT_LAUNCH)
    overrides = EXPERIMENTS[experiment]
    opts.update(**overrides)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)], **opts)


print(run_or_lower(jax.jit(build("paired")), jax.ShapeDtypeStruct((128,), jnp.float32)))
