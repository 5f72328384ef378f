from jax.sharding import AxisType

from .base import Strategy
from .registry import strategy


@strategy("dp")
class DataParallel(Strategy):
    axis_names = ("data",)
    axis_shape = (8,)
    batch_axis = "data"

    def axis_types(self):
        return (AxisType.Explicit,)
