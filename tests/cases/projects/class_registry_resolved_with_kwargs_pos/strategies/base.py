import contextlib

import jax
from jax.sharding import AxisType


class Strategy:
    """A parallelism layout: the mesh it needs and the axis the batch is split over."""
    name = None
    axis_names = ("data",)
    axis_shape = (8,)
    batch_axis = "data"

    def axis_types(self):
        return (AxisType.Explicit,) * len(self.axis_names)

    def mesh(self):
        return jax.make_mesh(self.axis_shape, self.axis_names, axis_types=self.axis_types())

    @contextlib.contextmanager
    def scope(self):
        with jax.set_mesh(self.mesh()):
            yield self
