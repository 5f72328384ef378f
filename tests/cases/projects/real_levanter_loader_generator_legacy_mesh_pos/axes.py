from jax.sharding import PartitionSpec


class ResourceAxis:
    DATA = "data"
    MODEL = "model"


DEFAULT_MAPPING = {"batch": ResourceAxis.DATA, "embed": None, "mlp": ResourceAxis.MODEL, "position": None}


class Axis:
    def __init__(self, name, size):
        self.name = name
        self.size = size


def pspec_for_axes(axes, mapping=None):
    mapping = DEFAULT_MAPPING if mapping is None else mapping
    return PartitionSpec(*(mapping.get(ax.name) for ax in axes))
