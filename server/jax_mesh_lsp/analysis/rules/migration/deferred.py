"""Rules whose error JAX raises later than the call the analysis sees: the creation is observed during the run
(a `jax.shard_map` / `explicit_axes` / `jax.jit(in_shardings=P(...))` wrapper, a `ShapeDtypeStruct(sharding=P(...))`),
and after the run (`check_module`) its first call or read is judged."""
from __future__ import annotations

import ast
import weakref
from dataclasses import dataclass, field
from typing import Any

from ...context import Ctx
from ...findings import Finding, leads_to
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
    # (tree, source, path) of the module the creation is in: another module's function may run in this run
    module: tuple | None = None
    chain: tuple = ()                  # the calls that led to the creation (CallRefs)
    undecided: Any = None              # the test the program fixes that the creation ran under, if any


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
                                         partial=interp.alternative_depth > 0 or bool(interp.maybe_handlers),
                                         module=(interp.tree, interp.source, interp.path), chain=interp.chain,
                                         undecided=tuple(interp.undecided_tests) or None))


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
            with _in_module(interp, group[0].module) as home:
                f = self._judge_group(group, interp)
            if f is None:
                continue
            if home is not None:
                # made in another module's function this module's run called: reported at the call here that
                # led there (the other module's own run does not know this caller)
                f = _at_home_call(f, group, home)
                if f is None:
                    continue
            out.append(f)
        return out

    def _judge_group(self, group: list, interp) -> Finding | None:
        results = []
        for obs in group:
            try:
                results.append(self.judge(obs, interp))
            except Exception:
                results.append(None)
        if not (results and all(isinstance(r, Finding) for r in results)):
            return None
        f = results[0]
        if _judged_at_call(interp, self.code, f):
            return None  # the interpreter followed that call and a call-time rule already judged it
        f.path = f.path or interp.path
        # the error comes at the wrapper's first call: a handler around that call catches it
        interp.mark_caught_at(self, [f], group[0].data.get("first_call"))
        # made, or first called, only where a test the program fixes lets it run: information
        first_call = group[0].data.get("first_call")
        if all(interp.fixed_test(o.undecided) is not None for o in group):
            interp.mark_undecided_at([f], [group[0].undecided])
        elif first_call is not None and interp.fixed_test(getattr(interp, "undecided_at", {}).get(first_call)) \
                is not None:
            interp.mark_undecided_at([f], [interp.undecided_at[first_call]])
        return f


class _in_module:
    """The interpreter looking at the module a creation is in (its tree, source and path), as it did while the
    creation ran; yields the interpreter's own path when that is another module, else None."""

    def __init__(self, interp, module: tuple | None):
        self.interp, self.module = interp, module

    def __enter__(self):
        interp = self.interp
        self.saved = (interp.tree, interp.source, interp.path)
        if self.module is None or self.module[1] is interp.source:
            return None
        interp.tree, interp.source, interp.path = self.module
        return self.saved[2]

    def __exit__(self, *exc):
        self.interp.tree, self.interp.source, self.interp.path = self.saved
        return False


def _at_home_call(f: Finding, group: list, home: str | None) -> Finding | None:
    """A finding in another module, as "this call leads to it" at the run's first call out of `home`, when
    every observation came through that same call."""
    heads = {(c.path, c.span) for o in group for c in o.chain[:1]}
    if len(heads) != 1:
        return None
    call = group[0].chain[0]
    if call.path not in (None, home):
        return None
    return leads_to(f, call.span, home)


def _judged_at_call(interp, code: str, finding: Finding) -> bool:
    """Whether the interpreter followed this call and a rule of the same code judged it there, with the context mesh
    of each path that reaches it (shard_map_call.py): that verdict, joined over the paths, is the one that stands."""
    return any(r.code == code and r.path == interp.path and isinstance(r.node, ast.Call)
               and interp.source.callee_span(r.node) == finding.span for r in interp.records)
