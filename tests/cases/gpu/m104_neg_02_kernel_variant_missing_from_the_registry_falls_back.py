# EXPECT: none
# The barrier flavour is looked up by name in a registry, inside try/except KeyError with a local fallback; the
# configured name is not in the registry, so the local fallback (no multicast) is lowered.
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

CONFIG = {"sync": "ring", "width": 128}


def local_sync(y_ref, sem):
    pl.semaphore_signal(sem, 1)
    pl.semaphore_wait(sem, 1)


def multicast_sync(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=("x",))
    pl.semaphore_wait(sem, 1)


VARIANTS = {"local": local_sync, "multicast": multicast_sync}


def sync_kernel(name, width):
    try:
        body = VARIANTS[name]
    except KeyError:
        body = VARIANTS["local"]
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((width,), jnp.float32),
                        scratch_types=[plgpu.SemaphoreType.REGULAR])


run_or_lower(jax.jit(sync_kernel(CONFIG["sync"], CONFIG["width"])))
