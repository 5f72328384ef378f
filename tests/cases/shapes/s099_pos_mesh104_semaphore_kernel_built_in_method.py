# EXPECT: MESH104
# A class builds the semaphore-multicast kernel in a method and jits it directly (no shard_map).
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Barrier:
    axes = ('x',)

    def _body(self, y_ref, sem):
        plgpu.semaphore_signal_multicast(sem, collective_axes=self.axes)
        pl.semaphore_wait(sem, 1)

    def compiled(self):
        k = plgpu.kernel(self._body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                         scratch_types=[plgpu.SemaphoreType.REGULAR])
        return jax.jit(k)


run_or_lower(Barrier().compiled())
