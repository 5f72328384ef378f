# EXPECT: MESH103
# A dataclass kernel config carries collective_axes=('x',); the semaphore multicast runs on an ('x', 'y') mesh.
import dataclasses
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


@dataclasses.dataclass(frozen=True)
class KernelConfig:
    collective_axes: tuple = ('x',)


def make_body(cfg):
    def body(y_ref, sem):
        plgpu.semaphore_signal_multicast(sem, collective_axes=cfg.collective_axes)
        pl.semaphore_wait(sem, 1)
    return body


k = plgpu.kernel(make_body(KernelConfig()), out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)))
