from jax.sharding import AxisType

from .base import Strategy
from .registry import strategy


@strategy("pp")
class PipelineParallel(Strategy):
    """Stages along 'stage' (driven by hand, per device), data parallel inside each stage."""
    axis_names = ("stage", "data")
    batch_axis = "data"

    def __init__(self, num_stages=2):
        self.num_stages = num_stages
        self.axis_shape = (num_stages, 8 // num_stages)

    def axis_types(self):
        return (AxisType.Manual, AxisType.Explicit)
