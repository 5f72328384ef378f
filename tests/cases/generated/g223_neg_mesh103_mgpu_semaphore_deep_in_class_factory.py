# EXPECT: none
# Written for reach-2: the kernel is lowered from deep in the call chain (a factory, a method, a helper): the
# semaphore multicast names every axis of the mesh, as Mosaic GPU requires (twin of g222).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def kernel_body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=('x', 'y'))


class Launcher:
    def __init__(self, mesh):
        self.mesh = mesh

    def compile(self):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                         scratch_types=[plgpu.SemaphoreType.REGULAR])
        return jax.jit(jax.shard_map(k, mesh=self.mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))

    def launch(self):
        return self._lower(self.compile())

    def _lower(self, f):
        return run_or_lower(f)


def make_launcher():
    return Launcher(jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices()[:4]))


def main():
    def stage():
        return make_launcher().launch()
    return stage()


main()
