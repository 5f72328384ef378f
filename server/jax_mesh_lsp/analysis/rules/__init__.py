"""The rules. Each rule predicts exactly one JAX error message and lives in a small module of its own.

How a rule plugs in:
- Subclass `CallRule`, set `code` (its knowledge entry `knowledge/rules/<code>.toml` holds the name, the
  message it predicts, the severity and the documentation) and `callees` (canonical names, see names.py,
  e.g. "jax._src.shard_map.top_level_all_gather").
- Implement `check(site: CallSite)`: return None when the verdict is unknown (stay silent), [] when the call
  is fine, or a list of Findings when JAX certainly raises. The interpreter runs it at every call of those
  callees with the context mesh of that point (`site.ctx`) and the evaluated arguments (`site.args`,
  `site.kwargs`), and decides where to report (at the call, or at the caller's call site when callers
  disagree). When `raises` is True, a certain finding ends the analysed path there, like the exception would.
- Add the class to `ALL_RULES` below (import it from its module).
- Module-wide checks that are no call hook may subclass `ModuleRule` and implement `check_module(result)`.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..interpreter import CallSite
    from ..findings import Finding


class CallRule:
    code: str = ""
    callees: frozenset[str] = frozenset()
    raises: bool = True
    # "lowering": JAX raises it while lowering a traced function, so any error raised while tracing the whole
    # function comes first (the interpreter holds such findings until the trace completes)
    phase: str = "trace"
    # words at least one of which must appear in a file for this rule to be worth parsing it
    keywords: tuple[str, ...] = ()
    # callee -> keyword arguments without one of which a call of it is never judged bad (e.g. jnp.zeros matters
    # only with out_sharding=): which functions nobody calls are worth judging alone
    needs_keywords: dict[str, frozenset[str]] = {}

    def check(self, site: "CallSite") -> "list[Finding] | None":
        raise NotImplementedError

    @property
    def exception(self) -> str:
        """The builtin exception class JAX raises (from the knowledge entry), for handlers that catch it."""
        from ...knowledge import entry
        known = entry(self.code)
        return getattr(known, "exception", None) or "Exception" if known is not None else "Exception"


class ModuleRule:
    code: str = ""
    keywords: tuple[str, ...] = ()

    def check_module(self, result) -> "list[Finding]":
        raise NotImplementedError


def all_rules() -> list:
    from .top_level_all_gather import TopLevelAllGatherNeedsExplicitMesh
    rules: list = [TopLevelAllGatherNeedsExplicitMesh()]
    for family in RULE_FAMILIES:
        # each family module lists its rule classes in RULES; a missing module is a family not built yet
        if importlib.util.find_spec(f"{__name__}.{family}") is None:
            continue
        module = importlib.import_module(f"{__name__}.{family}")
        rules.extend(cls() for cls in module.RULES)
    return rules


RULE_FAMILIES = ("all_gather_specs", "mosaic_gpu", "migration", "pjit")
