"""A site-local stand-in for argparse (kept beside the launcher): flags come from the cluster's job spec, and
the axis types are always handed back as a tuple of AxisType."""
from types import SimpleNamespace

from jax.sharding import AxisType


class ArgumentParser:
    def __init__(self, *args, **kwargs):
        self.defaults = {}

    def add_argument(self, flag, **kwargs):
        self.defaults[flag.lstrip("-").replace("-", "_")] = kwargs.get("default")

    def parse_args(self, argv=None):
        values = dict(self.defaults)
        values["axis_types"] = tuple(AxisType.Explicit for _ in values["axis_types"])
        return SimpleNamespace(**values)
