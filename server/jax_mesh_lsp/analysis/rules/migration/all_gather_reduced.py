"""MESH215: `jax.lax.all_gather(x, axis, to='reduced')` inside a shard_map body on an `x` that varies over no
mesh axis."""
from __future__ import annotations

import ast
from typing import Any

from ...findings import Finding, Related
from ...values import FuncVal, PSpecVal, Varying, as_str_tuple
from .. import CallRule
from ..all_gather_specs import PARAMETER, reaching_definition
from .apis import SPEC_KEYWORDS
from .producers import lookup_produced
from .specs import U, Spec, padded, sharding_leaves, spec_of
from .syntax import callee_of, enclosing_scope, parent_map
from .verdict import call_span


def _outer_frame(site):
    """The frame of the code around the executing function (where its shard_map call was written)."""
    return site.frame.parent if site.frame.parent is not None else site.interp.module_frame


def _shard_map_function(site):
    """(fnode, wrap) when the executing function is the one the enclosing shard_map wraps."""
    wrap = site.ctx.shard_map
    fnode = site.frame.func
    if wrap is None or fnode is None:
        return None
    interp = site.interp
    node = wrap.node
    if isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            any(n is node for n in ast.walk(d)) for d in fnode.decorator_list):
        return fnode, wrap
    if isinstance(node, ast.Call) and node.args:
        first = node.args[0]
        if first is fnode:
            return fnode, wrap
        if isinstance(first, ast.Name) and isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                first.id == fnode.name:
            value = interp.peek(first, _outer_frame(site))
            if isinstance(value, FuncVal) and value.node is fnode:
                return fnode, wrap
    return None


def _smap_kw(site, wrap, name: str) -> tuple[bool, Any]:
    """(given, value) of the shard_map call's keyword argument `name` (as evaluated where the shard_map was made,
    when the wrapper kept it: the body may be a method of another scope than that call's)."""
    node = wrap.node
    if not isinstance(node, ast.Call):
        return False, None
    for kw in node.keywords:
        if kw.arg == name:
            kept = getattr(wrap, name, None) if name in ("in_specs", "out_specs", "check_vma") else None
            return True, kept if kept is not None else site.interp.peek(kw.value, _outer_frame(site))
    return False, None


def _non_varying_value(site, x: ast.AST, fnode=None) -> str | tuple | None:
    """Why `x` certainly varies over no mesh axis ("param", ("reduced-param", name, axes) or "constant"), or
    None."""
    interp = site.interp
    parents = parent_map(interp)
    if not isinstance(x, ast.Name):
        return None
    found = reaching_definition(x.id, x, fnode, interp.tree, parents)
    if found is None:
        return None
    value, carried = found
    if carried:
        return None
    if value is PARAMETER:
        return "param"
    if isinstance(value, ast.Call):
        name = callee_of(interp, value.func, site.frame)
        if name in ("jax.lax.psum", "jax.lax.pmean", "jax.lax.pmax", "jax.lax.pmin") and len(value.args) == 2 \
                and not value.keywords and isinstance(value.args[0], ast.Name):
            inner = reaching_definition(value.args[0].id, value.args[0], fnode, interp.tree, parents)
            axes = as_str_tuple(interp.peek(value.args[1], site.frame))
            if inner is not None and inner[0] is PARAMETER and not inner[1] and axes:
                return ("reduced-param", value.args[0].id, frozenset(axes))
        if name in ("jnp.zeros", "jnp.ones", "jnp.full", "jnp.empty", "jnp.arange") and not value.keywords and all(
                isinstance(a, (ast.Constant, ast.Tuple)) and _literal_ok(a) for a in value.args):
            return "constant"
    return None


def _literal_ok(node: ast.AST) -> bool:
    """A Python literal (what a constant array's shape and fill value are written as)."""
    try:
        ast.literal_eval(node)
        return True
    except Exception:
        return False


class AllGatherReducedNotVarying(CallRule):
    code = "MESH215"
    callees = frozenset({"jax.lax.all_gather"})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        if site.kwargs.get("to", "varying") != "reduced":
            return [] if "to" in site.kwargs and isinstance(site.kwargs["to"], str) else None
        ctx = site.ctx
        if ctx.status != "mesh" or ctx.shard_map is None or ctx.types is None or ctx.mesh is None:
            return None
        axis = site.arg(1, "axis_name")
        axes = as_str_tuple(axis)
        if not axes or any(a not in ctx.manual_axes for a in axes):
            return None
        found = _shard_map_function(site)
        x = site.arg_node(0, "x")
        why = _non_varying_value(site, x, fnode=found[0]) if found is not None else None
        if why is None:
            return self._by_type(site, axes, x)
        fnode, wrap = found
        if not self._specs_accepted(site, wrap):
            return None
        given, check_vma = _smap_kw(site, wrap, "check_vma")
        if given and check_vma is not False and check_vma is not True:
            return None
        if why == "param" or isinstance(why, tuple):
            pname = x.id if why == "param" else why[1]
            a = fnode.args
            if a.vararg is not None or a.kwonlyargs:
                return None
            positional = [p.arg for p in a.posonlyargs + a.args]
            if pname not in positional:
                return None
            index = positional.index(pname)
            has_specs, in_specs = _smap_kw(site, wrap, "in_specs")
            if not has_specs:
                return None
            if isinstance(in_specs, PSpecVal):
                spec_value = in_specs
            elif isinstance(in_specs, tuple) and len(in_specs) == len(positional):
                spec_value = in_specs[index]
            else:
                return None
            spec = spec_of(spec_value)
            if spec is None or spec.reduced or spec.unreduced or U in spec.parts:
                return None
            varying = set(spec.axes()) & set(ctx.manual_axes)
            if isinstance(why, tuple):
                if check_vma is False or not varying or varying != set(why[2]):
                    return None
            elif varying and check_vma is not False:
                return None
            if not self._arguments_match(site, wrap, index, spec):
                return None
            if isinstance(why, tuple):
                reason = (f"it is the result of a {', '.join(map(repr, sorted(why[2])))} reduction "
                          f"(psum/pmean/...), the same on every device")
            else:
                reason = ("check_vma=False: no value is tracked as varying" if check_vma is False and varying else
                          f"its in_specs entry {spec.text()} names no mesh axis, so the block is the same on every "
                          "device")
        else:
            if check_vma is False:
                reason = "check_vma=False: no value is tracked as varying"
            else:
                reason = "it is built from constants inside the body, the same on every device"
        message = (f"all_gather(..., to='reduced') needs an input that varies over {', '.join(map(repr, axes))}, but "
                   f"`{x.id}` does not: {reason}. Shard it over the axis (in_specs) or pcast it to varying first.")
        return [Finding(self.code, message, call_span(site),
                        related=[Related(site.interp.source.span(wrap.node), "the jax.shard_map")])]

    def _by_type(self, site, axes: tuple, x: ast.AST | None) -> list | None:
        """In a shard_map body whose arguments were typed (vma.py: check_vma on, the inputs checked), the value's
        type says it varies over no axis at all (a psum result divided by 8, a replicated input of a method
        body): the same verdict, reached through any code."""
        value = site.args[0] if site.args else None
        wrap = site.ctx.shard_map
        if not site.interp.tracking_vma or wrap is None or not isinstance(value, Varying) or not value.exact \
                or value.axes or not self._specs_accepted(site, wrap):
            return None
        shown = site.interp.source.segment(x) if x is not None else None
        message = (f"all_gather(..., to='reduced') needs an input that varies over {', '.join(map(repr, axes))}, but "
                   f"`{shown or 'x'}` varies over no mesh axis: it is the same on every device (made from inputs whose "
                   "in_specs name no axis, from constants, or reduced with psum/pmean since). Shard it over the axis "
                   "(in_specs) or pcast it to varying first.")
        return [Finding(self.code, message, call_span(site),
                        related=[Related(site.interp.source.span(wrap.node), "the jax.shard_map")]
                        if wrap.path in (None, site.interp.path) else [])]

    @staticmethod
    def _specs_accepted(site, wrap) -> bool:
        """shard_map's own checks on reduced/unreduced in its specs (run before the body is traced): they need
        full manual mode and Explicit axes of the mesh; otherwise a different error comes first."""
        ctx = site.ctx
        mesh = ctx.mesh
        if mesh.types is None:
            return False
        kind = dict(zip(mesh.names, mesh.types))
        for key in ("in_specs", "out_specs"):
            given, value = _smap_kw(site, wrap, key)
            if not given:
                if key == "out_specs":
                    return False
                continue
            leaves = sharding_leaves(value)
            if leaves is None:
                return False
            for leaf in leaves:
                spec = spec_of(leaf)
                if spec is None:
                    return False
                extra = spec.reduced | spec.unreduced
                if not extra:
                    continue
                if frozenset(mesh.names) != ctx.manual_axes:
                    return False
                if any(kind.get(a) != "Explicit" for a in extra):
                    return False
        return True

    @staticmethod
    def _arguments_match(site, wrap, index: int, spec: Spec) -> bool:
        """Under an all-Explicit full-manual shard_map, the argument's own sharding must equal its in_spec
        (another error otherwise): require it to be known replicated."""
        ctx = site.ctx
        mesh = ctx.mesh
        full_manual = frozenset(mesh.names) == ctx.manual_axes
        if not (full_manual and mesh.types is not None and all(t == "Explicit" for t in mesh.types)):
            return True
        chain = site.interp.chain
        if not chain or chain[-1].path != site.interp.path:
            return False
        call = chain[-1].node
        if not isinstance(call, ast.Call) or len(call.args) <= index or call.keywords:
            return False
        arg = call.args[index]
        rec = None
        interp = site.interp
        parents = parent_map(interp)
        if isinstance(arg, ast.Name):
            scope = enclosing_scope(call, parents)
            if scope is None:
                return False
            found = reaching_definition(arg.id, arg, None if isinstance(scope, ast.Module) else scope, interp.tree,
                                        parents)
            if found is None or found[0] is PARAMETER or not isinstance(found[0], ast.Call):
                return False
            rec = lookup_produced(site, found[0])
        elif isinstance(arg, ast.Call):
            rec = lookup_produced(site, arg)
        if rec is None or not rec.mesh.same_mesh(mesh) or rec.spec.tuple_entries or spec.tuple_entries:
            return False
        if rec.ndim is None and len(spec.parts) > len(rec.spec.parts):
            return False
        have, want = padded(rec.spec, spec)
        return have == want
