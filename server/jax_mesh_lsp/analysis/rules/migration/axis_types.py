"""MESH210/MESH211: `axis_types=` of jax.make_mesh / Mesh / AbstractMesh that is no tuple of AxisType, or has
another length than the axis names."""
from __future__ import annotations

import ast
import math

from ...findings import Finding, Fix, TextEdit
from ...fixes import name_for
from ...values import UNKNOWN, AxisTypeVal, ListVal, as_str_tuple
from .. import CallRule
from ..all_gather_specs import PARAMETER, reaching_definition
from .syntax import callee_of, has_unpacking, scope_parents
from .verdict import call_span


_CREATE_MESH = "jax._src.test_util.create_mesh"   # jax's test helper: make_mesh (or Mesh with iota_order)
MESH_CTORS = frozenset({"jax.make_mesh", "jax.sharding.Mesh", "jax.sharding.AbstractMesh", _CREATE_MESH})
_PARAMS = {"jax.make_mesh": ("axis_shapes", "axis_names", "axis_types"),
           "jax.sharding.Mesh": ("devices", "axis_names", "axis_types"),
           "jax.sharding.AbstractMesh": ("axis_sizes", "axis_names", "axis_types"),
           _CREATE_MESH: ("axis_shapes", "axis_names", "iota_order", "axis_types")}


def _devices_ndim(site, node: ast.AST | None, depth: int = 0) -> int | None:
    """The number of dimensions of the devices array given to jax.sharding.Mesh, when certain."""
    if node is None or depth > 3:
        return None
    interp = site.interp
    if isinstance(node, ast.Name):
        # `devices = np.array(...).reshape(...)` bound once in this scope
        found = reaching_definition(node.id, node, site.frame.func, interp.tree,
                                    scope_parents(interp, site.frame.func))
        if found is not None and found[0] is not PARAMETER and not found[1] and isinstance(found[0], ast.expr):
            return _devices_ndim(site, found[0], depth + 1)
        return None
    if isinstance(node, ast.Call):
        name = callee_of(interp, node.func, site.frame)
        if name == "jax.devices" and not node.args:
            return 1
        if name in ("np.array", "np.asarray") and len(node.args) == 1 and isinstance(node.args[0], ast.Call) \
                and callee_of(interp, node.args[0].func, site.frame) == "jax.devices" and not node.args[0].args:
            return 1
    saved, interp._shape_frame = interp._shape_frame, site.frame  # `.reshape(config.shape)` is read in this frame
    try:
        shape = interp._devices_shape(node)
    except Exception:
        shape = None
    finally:
        interp._shape_frame = saved
    if not shape and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "reshape" and not node.keywords:
        # `.reshape(-1, 2)`: one size inferred, the rank spelled out
        dims = node.args[0].elts if len(node.args) == 1 and isinstance(node.args[0], ast.Tuple) else node.args
        values = [_literal_int(d) for d in dims]
        if values and all(v is not None and (v > 0 or v == -1) for v in values) and values.count(-1) <= 1:
            return len(values)
    return len(shape) if shape else None


def _literal_int(node: ast.AST) -> int | None:
    try:
        value = ast.literal_eval(node)
    except Exception:
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _is_list_expr(site, node: ast.AST | None, depth: int = 0) -> bool:
    """An expression that certainly evaluates to a list."""
    if node is None or depth > 3:
        return False
    if isinstance(node, (ast.List, ast.ListComp)):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return _is_list_expr(site, node.left, depth + 1) or _is_list_expr(site, node.right, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_list_expr(site, node.left, depth + 1) and _is_list_expr(site, node.right, depth + 1)
    if isinstance(node, ast.Call) and callee_of(site.interp, node.func, site.frame) == "builtins.list":
        return True
    if isinstance(node, ast.Name):
        found = reaching_definition(node.id, node, site.frame.func, site.interp.tree,
                                    scope_parents(site.interp, site.frame.func))
        if found is not None and found[0] is not PARAMETER and not found[1]:
            return _is_list_expr(site, found[0], depth + 1)
    return False


def _kwarg_node(node: ast.Call, name: str) -> ast.AST | None:
    return next((k.value for k in node.keywords if k.arg == name), None)


def _all_devices_up_to(site, node: ast.AST | None, needed: int) -> bool:
    """`devices=jax.devices()` or `jax.devices()[:k]` with k >= needed: the device check then passes exactly when
    it does without devices= (enough devices), which the analysis assumes everywhere."""
    if node is None:
        return False
    interp = site.interp
    bound = None
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        sl = node.slice
        if sl.lower is not None or sl.step is not None or not isinstance(sl.upper, ast.Constant):
            return False
        bound, node = sl.upper.value, node.value
        if not isinstance(bound, int) or isinstance(bound, bool) or bound < needed:
            return False
    return isinstance(node, ast.Call) and not node.args and not node.keywords and \
        callee_of(interp, node.func, site.frame) == "jax.devices"


def axis_types_verdict(site) -> tuple[str, str, ast.AST | None] | None:
    """("ok" | "MESH210" | "MESH211", detail, axis_types node) for a mesh constructor call; None if unsure."""
    callee = site.callee
    node = site.node
    # `*args` / `**cfg` reach a rule only when the interpreter knew every item and key (site.args and
    # site.kwargs hold them; no node is written for what they gave)
    kw_spread = has_unpacking(node)
    params = _PARAMS[callee]
    if len(site.args) > len(params) or set(site.kwargs) - set(params) - ({"devices"} if callee == "jax.make_mesh" else set()):
        return None
    bound = dict(zip(params, site.args))
    for k, v in site.kwargs.items():
        bound.setdefault(k, v)
    names_node = site.arg_node(1, "axis_names")
    names_value = bound.get("axis_names", UNKNOWN)
    if callee == "jax.sharding.AbstractMesh" and isinstance(names_value, str):
        return None
    names = as_str_tuple(names_value)
    if names_node is None and not kw_spread:
        return None
    if names is None and names_value is not UNKNOWN:
        return None
    # names not known (a builder's parameter): only what is wrong for any names (a list) can be told
    n = len(names) if names is not None else None
    # what the constructor checks before the axis types: a shape (or devices array) certainly wrong raises its own
    # error first; one not known (a builder's parameter) passes for every caller whose mesh can be made at all
    if callee in ("jax.make_mesh", _CREATE_MESH):
        shape = bound.get("axis_shapes", UNKNOWN)
        if isinstance(shape, ListVal):
            shape = shape.items
        rank = len(shape) if isinstance(shape, tuple) else None
        if rank is not None and n is not None and rank != n:
            return None
        if shape is not UNKNOWN and not (isinstance(shape, tuple) and all(
                s is UNKNOWN or (isinstance(s, int) and not isinstance(s, bool) and s > 0) for s in shape)):
            return None
        if "devices" in site.kwargs and (shape is UNKNOWN or UNKNOWN in shape or not _all_devices_up_to(
                site, _kwarg_node(node, "devices"), math.prod(shape))):
            return None   # the device count is checked first
    elif callee == "jax.sharding.Mesh":
        ndim = _devices_ndim(site, site.arg_node(0, "devices"))
        if (ndim is not None and n is not None and ndim != n) or (ndim is None and site.arg(0, "devices")
                                                                 is not UNKNOWN):
            return None
    else:
        sizes = bound.get("axis_sizes", UNKNOWN)
        if not isinstance(sizes, tuple):
            return None
    if "axis_types" not in bound:
        return "ok", "", None
    raw = bound["axis_types"]
    tnode = site.arg_node(params.index("axis_types"), "axis_types")
    if raw is None:
        return "ok", "", tnode
    if n is None and not (isinstance(raw, ListVal) or _is_list_expr(site, tnode)
                          or isinstance(raw, (str, int, float, tuple))):
        return None
    if isinstance(raw, AxisTypeVal):
        if n == 1:
            return "ok", "", tnode
        return "MESH211", f"a single AxisType counts as one entry, but the mesh has {n} axis names {names}", tnode
    if isinstance(raw, ListVal) or _is_list_expr(site, tnode):
        return "MESH210", "axis_types is a list; JAX wants a tuple of AxisType", tnode
    if isinstance(raw, (str, int, float)) and not isinstance(raw, bool):
        return "MESH210", f"axis_types is {raw!r}, not an AxisType", tnode
    if isinstance(raw, tuple):
        if any(isinstance(t, (str, int, float, ListVal, tuple, type(None))) for t in raw):
            bad = next(t for t in raw if isinstance(t, (str, int, float, ListVal, tuple, type(None))))
            return "MESH210", f"axis_types holds {bad!r}, which is not a jax.sharding.AxisType", tnode
        if not all(isinstance(t, AxisTypeVal) for t in raw) or n is None:
            return None
        if len(raw) != n:
            return "MESH211", f"{len(raw)} axis types for {n} axis names {names}", tnode
        return "ok", "", tnode
    return None


class _AxisTypesRule(CallRule):
    callees = MESH_CTORS
    keywords = ("axis_types", "AxisType")

    def check(self, site):
        got = axis_types_verdict(site)
        if got is None:
            return None
        code, detail, tnode = got
        if code != self.code:
            return []
        src = site.interp.source
        fixes = []
        if code == "MESH210" and isinstance(tnode, ast.List):
            inner = ", ".join(src.segment(e) or ast.unparse(e) for e in tnode.elts)
            if len(tnode.elts) == 1:
                inner += ","
            fixes.append(Fix("Pass axis_types as a tuple", (TextEdit(src.span(tnode), f"({inner})"),), safe=True,
                             preferred=True))
        if code == "MESH211" and tnode is not None:
            raw = site.arg(_PARAMS[site.callee].index("axis_types"), "axis_types")
            kinds = {raw.kind} if isinstance(raw, AxisTypeVal) else {t.kind for t in raw} if isinstance(raw, tuple) \
                else set()
            names = as_str_tuple(site.arg(1, "axis_names"))
            if len(kinds) == 1 and names:
                axis_type, edits = name_for(site.interp.module_frame.env, site.interp.tree, src,
                                            "jax.sharding.AxisType")
                value = f"({axis_type}.{kinds.pop()},) * {len(names)}"
                fixes.append(Fix(f"One axis type per axis name: {value}",
                                 (TextEdit(src.span(tnode), value),) + tuple(edits), safe=False))
        message = f"{site.callee}: {detail}."
        if code == "MESH210":
            message += " Use a tuple such as (AxisType.Explicit,) * n."
        return [Finding(self.code, message, src.span(tnode) if tnode is not None else call_span(site), fixes=fixes)]


class AxisTypesNotAxisType(_AxisTypesRule):
    code = "MESH210"


class AxisTypesCountMismatch(_AxisTypesRule):
    code = "MESH211"
