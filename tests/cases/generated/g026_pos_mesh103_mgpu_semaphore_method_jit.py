# EXPECT: MESH103
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH103 | mgpu.semaphore.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('x',))

class Trainer_1:

    def __init__(self):
        self.mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])

    def run(self):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SemaphoreType.REGULAR])
        f = jax.jit(jax.shard_map(k, mesh=self.mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
        run_or_lower(f)
Trainer_1().run()
