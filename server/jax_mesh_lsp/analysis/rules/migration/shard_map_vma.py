"""MESH221: a jax.shard_map whose out_specs leave out a Manual axis its output varies over.

With check_vma=True (the default) JAX types every value of the body with the axes it varies over (vma.py) and,
once the body is traced, refuses an output whose out_spec does not name such an axis: the output would have to be
the same on every device along it, and JAX cannot infer that it is. The interpreter hands over each traced call of
a shard_map-wrapped function whose arguments it typed (pseudo-callee SHARD_MAP_OUT, with the wrapper, the
function and what the body returned); the rule compares each output's axes with its out_spec.
"""
from __future__ import annotations

from ...findings import Finding, Related
from ...objects import ObjVal
from ...values import ListVal, PSpecVal, UNKNOWN
from ... import vma
from .. import CallRule
from .apis import SPEC_KEYWORDS

SHARD_MAP_OUT = "<outputs of a traced shard_map body>"


def _pairs(result, specs, out: list) -> bool:
    """(output, out_spec) pairs, out_specs being a prefix of the result's tuple structure; False when unknown."""
    specs = specs.items if isinstance(specs, ListVal) else specs
    result = result.items if isinstance(result, ListVal) else result   # `return [a, b]`: a list is a node too
    if isinstance(specs, tuple):
        if not isinstance(result, tuple) or len(result) != len(specs):
            return False
        return all(_pairs(r, s, out) for r, s in zip(result, specs))
    if _known_dict(specs):
        if not _known_dict(result) or set(result.known_keys()) != set(specs.known_keys()):
            return False
        return all(_pairs(result.attrs[k], specs.attrs[k], out) for k in sorted(result.known_keys()))
    if isinstance(result, tuple):
        return all(_pairs(r, specs, out) for r in result)
    if _known_dict(result):
        # a dict is a node too: its leaves in sorted key order, as JAX flattens it
        return all(_pairs(result.attrs[k], specs, out) for k in sorted(result.known_keys()))
    if result is UNKNOWN or isinstance(result, (list, dict, ObjVal)):
        # an output we cannot see under a spec naming no dimension: whatever pytree it is, P() is a prefix of it
        # and no rank check can refuse it; the other outputs are still judged
        return isinstance(specs, PSpecVal) and not specs.parts and not specs.reduced and not specs.unreduced
    out.append((result, specs))
    return True


def _known_dict(value) -> bool:
    return isinstance(value, ObjVal) and value.kind == "dict" and value.known_keys() is not None \
        and all(isinstance(k, str) for k in value.known_keys())


def _spec_text(spec) -> str:
    parts = []
    for p in spec.parts:
        parts.append("None" if p is None else repr(p) if isinstance(p, str) else "(" + ", ".join(map(repr, p)) + ")")
    return f"P({', '.join(parts)})"


class ShardMapOutputNotReplicated(CallRule):
    code = "MESH221"
    callees = frozenset({SHARD_MAP_OUT})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        result = site.kwargs.get("result", UNKNOWN)
        fnode = site.kwargs.get("function")
        pairs: list = []
        if wrap is None:
            return None
        if not _pairs(result, wrap.out_specs, pairs):
            return None
        for value, spec in pairs:
            named = vma.spec_axes(spec)
            if named is None:
                continue
            ndim = vma.rank(value)
            if spec.parts and (ndim is None or ndim < len(spec.parts)):
                continue   # an out_spec longer than the output's rank is refused first (its rank unknown here)
            missing = sorted(vma.lower(value) - named)
            if not missing:
                continue
            src = site.interp.source
            name = getattr(fnode, "name", "<lambda>")
            axes = ", ".join(repr(a) for a in missing)
            one = len(missing) == 1
            message = (f"shard_map applied to the function '{name}' was given out_specs {_spec_text(spec)}, which "
                       f"leaves out mesh {'axis' if one else 'axes'} {axes}, but the output varies over "
                       f"{'it' if one else 'them'} (it comes from inputs whose in_specs name "
                       f"{'it' if one else 'them'}, or from all_gather / ppermute / axis_index over "
                       f"{'it' if one else 'them'}, with no psum/pmean since): JAX cannot infer that it is "
                       f"replicated. Name the {'axis' if one else 'axes'} in out_specs, reduce "
                       f"(jax.lax.psum / pmean), or pass check_vma=False.")
            related = []
            if wrap.path in (None, site.interp.path):
                related.append(Related(src.span(wrap.node), "the shard_map and its in_specs / out_specs"))
            return [Finding(self.code, message, src.callee_span(site.node), related=related)]
        return None
