from . import presets  # noqa: F401  (registers the rule tables)
from .mesh import create_mesh, logical_named_sharding
from .rules import RULE_SETS, rule_set

__all__ = ["RULE_SETS", "create_mesh", "logical_named_sharding", "rule_set"]
