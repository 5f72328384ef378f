"""JAX configuration that changes sharding types in ways the analysis does not model.

`jax.remove_size_one_mesh_axis_from_type(True)` (a context manager and decorator, also
`jax.config.update('jax_remove_size_one_mesh_axis_from_type', True)`) drops size-1 mesh axes from array types:
`P('x', 'y')` on a (1, 1) mesh then types as `P(None, None)`, and what our rules compare changes. Where it may be
on, the rules' verdicts are unknown (silence, never a guess); a literal `False` leaves it off.
"""
from __future__ import annotations

import ast

FLAG = "jax_remove_size_one_mesh_axis_from_type"
ENV_FLAG = FLAG.upper()   # the environment variable jax reads the flag from when it is imported
_SETTER = "remove_size_one_mesh_axis_from_type"


def _literal_false(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is False


def types_config_on(callee: str | None, node: ast.AST) -> bool:
    """`jax.remove_size_one_mesh_axis_from_type(value)` (any import path) with a value that may be true."""
    if callee is None or callee.split(".")[0] != "jax" or callee.rsplit(".", 1)[-1] != _SETTER:
        return False
    if not isinstance(node, ast.Call):
        return False
    value = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "new_val"), None)
    return not _literal_false(value)


def config_update_sets_types(callee: str | None, node: ast.Call) -> bool:
    """`jax.config.update(name, value)` that may switch the flag on: its name is the flag or not a literal."""
    if callee is None or callee.split(".")[0] != "jax" or not callee.endswith("config.update") or not node.args:
        return False
    name = node.args[0]
    if isinstance(name, ast.Constant) and isinstance(name.value, str) and name.value != FLAG:
        return False
    return not (len(node.args) > 1 and _literal_false(node.args[1]))
