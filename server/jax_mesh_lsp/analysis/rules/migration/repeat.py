"""jnp.repeat along a sharded dimension under Explicit axes without out_sharding= (lax_numpy.py repeat): MESH219."""
from __future__ import annotations

from ...findings import Fix, Span, TextEdit
from .producers import array_spec
from .verdict import OK, Verdict
from .syntax import made_where


def repeat_verdict(site) -> Verdict | None:
    """jnp.repeat without out_sharding under a context mesh with an Explicit axis (lax_numpy.py repeat)."""
    if site.kwargs.get("out_sharding", None) is not None:
        return OK
    ctx = site.ctx
    if ctx.status == "empty":
        return OK if not site.kwargs else None
    if ctx.status != "mesh" or ctx.types is None or ctx.shard_map is not None or ctx.kernel is not None:
        return None
    if "Explicit" not in ctx.types:
        return None   # the other path may still fail on a sharding type error; not modelled
    rec = array_spec(site, site.arg_node(0, "a"))
    if rec is None:
        return None
    axis = site.arg(2, "axis", None)
    if axis is None:
        if rec.ndim != 1:
            return None
        part = rec.spec.parts[0] if rec.spec.parts else None
    elif isinstance(axis, int) and not isinstance(axis, bool):
        ndim = rec.ndim
        if axis < 0:
            if ndim is None:
                return None
            axis += ndim
        if axis < 0 or (ndim is not None and axis >= ndim):
            return None
        if ndim is None and axis >= len(rec.spec.parts):
            return None
        part = rec.spec.parts[axis] if axis < len(rec.spec.parts) else None
    else:
        return None
    if part is None:
        return OK
    src = site.interp.source
    fixes = []
    call_span = src.span(site.node)
    close = Span(call_span.end_line, call_span.end_col - 1, call_span.end_line, call_span.end_col - 1)
    fixes.append(Fix(f"Pass out_sharding={rec.spec.text()} (keep the input's sharding)",
                     (TextEdit(close, f", out_sharding={rec.spec.text()}"),), safe=False))
    related = site.interp.related_at(rec.node, f"the array gets {rec.spec.text()} here")
    return Verdict("MESH219", f"jnp.repeat repeats along a dimension sharded over {', '.join(map(repr, part))} "
                              f"(the array is {rec.spec.text()}, {made_where(related, rec.node)}) under a mesh with "
                              "Explicit axes, and no out_sharding= is given: JAX cannot choose the result's sharding.",
                   related, fixes)
