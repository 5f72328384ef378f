import dataclasses

from jax.sharding import AxisType


@dataclasses.dataclass
class ParallelConfig:
    ici_data: int = 2
    ici_model: int = 4
    mesh_axes: tuple = ("data", "model")
    # kept as a list so that overrides can edit it in place
    axis_types: list = dataclasses.field(default_factory=lambda: [AxisType.Explicit, AxisType.Explicit])
    per_device_batch: int = 2

    @property
    def mesh_shape(self):
        return (self.ici_data, self.ici_model)


CONFIG = ParallelConfig()
