"""Rules whose error JAX raises later than the call the analysis sees: the creation is observed during the run
(a `jax.shard_map` / `explicit_axes` / `jax.jit(in_shardings=P(...))` wrapper, a `ShapeDtypeStruct(sharding=P(...))`),
and after the run (`check_module`) its first call or read is judged."""
from __future__ import annotations

import ast
import weakref
from dataclasses import dataclass, field
from typing import Any

from ...context import Ctx
from ...findings import Finding
from .. import CallRule

# per interpreter run: the creations observed, in run order
_OBSERVED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


@dataclass
class Observation:
    """A wrapper (or struct) creation seen during the run, judged after it at its first call (or read)."""
    code: str
    node: ast.AST                      # the creation call
    ctx: Ctx
    reached: bool
    frame: Any
    stmt: ast.stmt | None
    data: dict = field(default_factory=dict)
    # seen under only some of the values (or callees) that reach the creation: never certain
    partial: bool = False


def _observed(interp) -> list:
    try:
        return _OBSERVED.setdefault(interp, [])
    except TypeError:   # not weak-referenceable (should not happen): keep nothing
        return []


def record_creation(site, code: str, **data) -> None:
    """Remember a creation at this call for the rule `code` to judge after the run."""
    interp = site.interp
    if interp.peeking:
        return
    stmt = interp.stmt_stack[-1] if interp.stmt_stack else None
    _observed(interp).append(Observation(code, site.node, site.ctx, interp.reached, site.frame, stmt, data,
                                         partial=interp.alternative_depth > 0 or bool(interp.maybe_handlers)))


def observed_count(interp) -> int:
    return len(_OBSERVED.get(interp, ()))


def settle_combinations(interp, code: str, since: int, combinations: int) -> None:
    """After one call was judged over `combinations` value combinations: when only some of them made a creation
    of `code` (e.g. `mesh=None` on one path, a mesh on the other), those creations are partial."""
    made = [o for o in _OBSERVED.get(interp, ())[since:] if o.code == code]
    if made and len(made) < combinations:
        for obs in made:
            obs.partial = True


class DeferredRule(CallRule):
    """Observes a creation during the run; judges its first call (or read) after the run."""
    raises = False

    def check(self, site):
        self.observe(site)
        return None

    def observe(self, site) -> None:
        raise NotImplementedError

    def judge(self, obs: Observation, interp) -> Finding | None | bool:
        """A Finding when JAX certainly raises, False when certainly not, None when unknown."""
        raise NotImplementedError

    def check_module(self, interp) -> list:
        # every evaluation of one creation call must certainly raise for a finding
        groups: dict[int, list[Observation]] = {}
        for obs in _OBSERVED.get(interp, ()):
            if obs.code == self.code:
                groups.setdefault(id(obs.node), []).append(obs)
        out = []
        for group in groups.values():
            if not all(o.reached and not o.partial for o in group):
                continue
            results = []
            for obs in group:
                try:
                    results.append(self.judge(obs, interp))
                except Exception:
                    results.append(None)
            if results and all(isinstance(r, Finding) for r in results):
                f = results[0]
                if _judged_at_call(interp, self.code, f):
                    continue  # the interpreter followed that call and a call-time rule already judged it
                f.path = f.path or interp.path
                # the error comes at the wrapper's first call: a handler around that call catches it
                interp.mark_caught_at(self, [f], group[0].data.get("first_call"))
                out.append(f)
        return out


def _judged_at_call(interp, code: str, finding: Finding) -> bool:
    """Whether the interpreter followed this call and a rule of the same code judged it there, with the context mesh
    of each path that reaches it (shard_map_call.py): that verdict, joined over the paths, is the one that stands."""
    return any(r.code == code and r.path == interp.path and isinstance(r.node, ast.Call)
               and interp.source.callee_span(r.node) == finding.span for r in interp.records)
