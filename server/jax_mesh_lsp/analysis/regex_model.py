"""`re.match` / `re.fullmatch` / `re.search` of a constant pattern on a known string: whether it matches.

Partition-rule tables are matched against parameter paths this way (`for pattern, spec in RULES: if
re.search(pattern, name): return spec`). The real `re` answers; patterns that could take exponential time
(a repeat inside a repeat, a back-reference) or are long are refused, so a hostile workspace cannot stall the
analysis. The match object is a MatchVal: true in a test; its groups are the real ones."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

try:   # the parser moved in 3.11; the old module name still works there with a warning
    from re import _parser as _sre_parse   # type: ignore[attr-defined]
except ImportError:   # pragma: no cover
    import sre_parse as _sre_parse   # type: ignore[no-redef]

FUNCTIONS = frozenset({"re.match", "re.fullmatch", "re.search"})
_MAX_PATTERN = 300
_MAX_TEXT = 1000


@dataclass(frozen=True)
class MatchVal:
    """A successful match: its groups (strings, or None for a group that did not take part)."""
    groups: tuple


def _repeats_inside(items: Any, in_repeat: bool, depth: int = 0) -> bool:
    """Whether a parsed pattern has a repeat or alternatives inside a repeat, or a back-reference (the shapes
    that backtrack exponentially)."""
    if depth > 50:
        return True
    for op, arg in items:
        name = str(op)
        if name in ("GROUPREF", "GROUPREF_EXISTS"):
            return True
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            if in_repeat:
                return True
            if _repeats_inside(arg[2], True, depth + 1):
                return True
        elif name == "SUBPATTERN":
            if _repeats_inside(arg[-1], in_repeat, depth + 1):
                return True
        elif name == "BRANCH":
            # (alternatives under a repeat, `(a|aa)+`, backtrack as a nested repeat does)
            if in_repeat or any(_repeats_inside(branch, in_repeat, depth + 1) for branch in arg[1]):
                return True
        elif name in ("ASSERT", "ASSERT_NOT"):
            if _repeats_inside(arg[1], in_repeat, depth + 1):
                return True
    return False


def _safe(pattern: str, flags: int) -> bool:
    if len(pattern) > _MAX_PATTERN:
        return False
    try:
        parsed = _sre_parse.parse(pattern, flags)
    except Exception:
        return False
    return not _repeats_inside(list(parsed), False)


@dataclass(frozen=True)
class CompiledRegex:
    """`re.compile(pattern, flags)` of a known pattern: its `.match` / `.search` / `.fullmatch` are those functions
    with the pattern given."""
    pattern: str
    flags: int


def compiled(args: list, kwargs: dict) -> Any:
    """`re.compile(...)`: a CompiledRegex for a known str pattern and int flags, else None."""
    if set(kwargs) - {"flags"} or not 1 <= len(args) + len(kwargs) <= 2:
        return None
    pattern = args[0] if args else None
    flags = args[1] if len(args) > 1 else kwargs.get("flags", 0)
    if type(pattern) is not str or type(flags) is not int or len(pattern) > _MAX_PATTERN:
        return None
    return CompiledRegex(pattern, flags)


def match_call(name: str, args: list, kwargs: dict) -> Any:
    """A MatchVal, None (no match), or NotImplemented where the call is not followed (unknown pattern or text,
    a compiled pattern, a pattern refused as too costly, one that does not compile)."""
    if name not in FUNCTIONS or set(kwargs) - {"flags"} or not 2 <= len(args) + len(kwargs) <= 3:
        return NotImplemented
    pattern, text = (args + [None, None])[:2]
    flags = args[2] if len(args) > 2 else kwargs.get("flags", 0)
    if not (type(pattern) is str and type(text) is str and type(flags) is int) or len(text) > _MAX_TEXT:
        return NotImplemented
    if flags & ~(re.IGNORECASE | re.MULTILINE | re.DOTALL | re.VERBOSE | re.ASCII) or not _safe(pattern, flags):
        return NotImplemented
    try:
        found = getattr(re, name.split(".", 1)[1])(pattern, text, flags)
    except Exception:   # (a pattern that does not compile raises re.error in the program: not followed)
        return NotImplemented
    return MatchVal(found.groups()) if found is not None else None
