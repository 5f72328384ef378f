"""Mesh constructions: `jax.make_mesh`, `jax.sharding.Mesh`, `jax.sharding.AbstractMesh`.

Turns a constructor call (its arguments already evaluated) into a MeshVal: axis names, sizes and AxisTypes,
with the defaults of the target jax version. A part that cannot be evaluated stays unknown.
"""
from __future__ import annotations

import ast
import math
from typing import Any, Callable

from .values import UNKNOWN, AxisTypeVal, ListVal, MeshVal, as_str_tuple

MESH_CONSTRUCTORS = {
    # canonical name: (positional parameter names, kind)
    "jax.make_mesh": (("axis_shapes", "axis_names", "axis_types"), "Mesh"),
    "jax.sharding.Mesh": (("devices", "axis_names", "axis_types"), "Mesh"),
    "jax.sharding.AbstractMesh": (("axis_sizes", "axis_names", "axis_types"), "AbstractMesh"),
    # jax's own test helper (jax._src.test_util.create_mesh): make_mesh with Auto axes unless told otherwise
    "jax._src.test_util.create_mesh": (("axis_shapes", "axis_names", "iota_order", "axis_types"), "Mesh"),
}

# jax 0.9.0 made Explicit the default axis type of jax.make_mesh.
MAKE_MESH_EXPLICIT_SINCE = (0, 9, 0)


def bind(params: tuple[str, ...], args: list, kwargs: dict) -> dict[str, Any]:
    bound = dict(zip(params, args))
    for name, value in kwargs.items():
        bound.setdefault(name, value)
    return bound


def build_mesh(canonical: str, node: ast.Call, args: list, kwargs: dict, jax_version: tuple[int, ...],
               devices_shape: Callable[[ast.AST], tuple | None], path: str | None, span: Any = None) -> Any:
    """The MeshVal a constructor call builds, or UNKNOWN when its axis names cannot be known."""
    params, kind = MESH_CONSTRUCTORS[canonical]
    # a `*cfg.mesh` / `**cfg` spread reaches here only when the interpreter knew every item (their values are in
    # args and kwargs; no node is written for a spread argument)
    values = bind(params, args, kwargs)
    names = as_str_tuple(values.get("axis_names", UNKNOWN))
    if names is None:
        return UNKNOWN
    n = len(names)

    sizes: tuple | None = None
    if canonical == "jax.sharding.Mesh":
        dev_node = _arg_node(node, params, "devices")
        sizes = devices_shape(dev_node) if dev_node is not None else None
    else:
        shape = values.get(params[0], UNKNOWN)
        if isinstance(shape, int):
            shape = (shape,)
        if isinstance(shape, ListVal):
            shape = shape.items
        if isinstance(shape, tuple) and all(isinstance(s, int) for s in shape):
            sizes = shape
    if sizes is not None and len(sizes) != n:
        sizes = None

    problem = None
    given = "axis_types" in values and values["axis_types"] is not None
    types: tuple[str, ...] | None
    if not given:
        if canonical == "jax.make_mesh" and tuple(jax_version) >= MAKE_MESH_EXPLICIT_SINCE:
            types = ("Explicit",) * n
        else:
            types = ("Auto",) * n
    else:
        raw = values["axis_types"]
        types, problem = _axis_types(raw, n)
    return MeshVal(kind=kind, names=names, sizes=sizes, types=types, node=node, path=path,
                   constructor=canonical, types_given=given, problem=problem, span=span)


def _axis_types(raw: Any, n: int) -> tuple[tuple[str, ...] | None, str | None]:
    """Evaluated axis_types -> (kinds, problem). JAX wraps a bare AxisType in a tuple and rejects lists."""
    if isinstance(raw, AxisTypeVal):
        raw = (raw,)
    if isinstance(raw, ListVal):
        if all(isinstance(t, AxisTypeVal) for t in raw.items):
            return None, "list"
        return None, None
    if isinstance(raw, tuple) and all(isinstance(t, AxisTypeVal) for t in raw):
        if len(raw) != n:
            return None, "length"
        return tuple(t.kind for t in raw), None
    return None, None


def _arg_node(node: ast.Call, params: tuple[str, ...], name: str) -> ast.AST | None:
    idx = params.index(name)
    spread = next((i for i, a in enumerate(node.args) if isinstance(a, ast.Starred)), None)
    if spread is not None and idx >= spread:
        return None
    if idx < len(node.args):
        return node.args[idx]
    for kw in node.keywords:
        if kw.arg == name:
            return kw.value
    return None


def shape_product(sizes: tuple | None) -> int | None:
    if not sizes or any(s is None for s in sizes):
        return None
    return math.prod(sizes)
