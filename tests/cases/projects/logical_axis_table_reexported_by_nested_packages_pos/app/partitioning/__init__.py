from .resolve import logical_spec, place
from .table import AXIS_RULES

__all__ = ["AXIS_RULES", "logical_spec", "place"]
