"""Python's `match` patterns against known values: whether a subject certainly matches a pattern, and what the
pattern binds. Value patterns compare with `==` as the interpreter evaluates it (`equals`); class patterns ask
the interpreter's isinstance (`classes`), read keyword sub-patterns as attributes of an instance of ours, and
positional ones through a dataclass's fields (its `__match_args__`); anything else is not decided."""
from __future__ import annotations

import ast
from typing import Any, Callable

from . import astwalk
from .objects import ObjVal
from .values import UNKNOWN, AxisTypeVal, ListVal, OneOf


_SELF_MATCHING = frozenset({"builtins.bool", "builtins.bytearray", "builtins.bytes", "builtins.dict",
                            "builtins.float", "builtins.frozenset", "builtins.int", "builtins.list", "builtins.set",
                            "builtins.str", "builtins.tuple"})


def matches(pattern: ast.pattern, subject: Any, bound: dict, equals: Callable, peek: Callable,
            classes: Callable | None = None) -> bool | None:
    """Whether `subject` matches `pattern` (None: cannot be told), collecting the names it binds. `classes`:
    `isinstance(subject, cls)` as the interpreter decides it (True, False or None)."""
    if subject is UNKNOWN or isinstance(subject, OneOf):
        return None
    if isinstance(pattern, ast.MatchAs):
        if pattern.pattern is not None:
            result = matches(pattern.pattern, subject, bound, equals, peek, classes)
            if result is not True:
                return result
        if pattern.name:
            bound[pattern.name] = subject
        return True
    if isinstance(pattern, ast.MatchSingleton):
        if isinstance(subject, (str, int, float, bool, type(None), AxisTypeVal, tuple)):
            return subject is pattern.value or (subject == pattern.value and type(subject) is type(pattern.value))
        return None
    if isinstance(pattern, ast.MatchValue):
        # (Python compares a value pattern with ==)
        result = equals(subject, peek(pattern.value), pattern.value)
        return result if isinstance(result, bool) else None
    if isinstance(pattern, ast.MatchOr):
        results = [matches(p, subject, {}, equals, peek, classes) for p in pattern.patterns]
        if any(isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name for p in pattern.patterns
               for n in astwalk.walk(p)):
            return None if True in results or None in results else False   # which alternative binds: not kept
        return True if True in results else None if None in results else False
    if isinstance(pattern, ast.MatchSequence):
        items = subject.items if isinstance(subject, ListVal) else subject
        if isinstance(subject, (str, int, float, bool, type(None), AxisTypeVal)):
            return False
        if not isinstance(items, tuple):
            return None
        stars = [i for i, p in enumerate(pattern.patterns) if isinstance(p, ast.MatchStar)]
        fixed = len(pattern.patterns) - len(stars)
        if len(stars) > 1 or (not stars and len(items) != fixed) or (stars and len(items) < fixed):
            return None if len(stars) > 1 else False
        if stars:
            at = stars[0]
            tail = len(pattern.patterns) - at - 1
            pairs = list(zip(pattern.patterns[:at], items[:at])) + \
                list(zip(pattern.patterns[at + 1:], items[len(items) - tail:]))
            star = pattern.patterns[at]
            if star.name:
                bound[star.name] = ListVal(tuple(items[at:len(items) - tail]))
        else:
            pairs = list(zip(pattern.patterns, items))
        return _all_match(pairs, bound, equals, peek, classes)
    if isinstance(pattern, ast.MatchMapping):
        if isinstance(subject, (str, int, float, bool, type(None), AxisTypeVal, tuple, ListVal)):
            return False
        if not (isinstance(subject, ObjVal) and subject.kind == "dict" and not subject.escaped
                and subject.known_keys() is not None) or pattern.rest:
            return None
        unsure = False
        for key_node, sub in zip(pattern.keys, pattern.patterns):
            key = peek(key_node)
            if not isinstance(key, (str, int)):
                return None
            if key not in subject.known_keys():
                return False
            result = matches(sub, subject.attrs[key], bound, equals, peek, classes)
            if result is False:
                return False
            unsure = unsure or result is None
        return None if unsure else True
    if isinstance(pattern, ast.MatchClass) and classes is not None:
        return _class_pattern(pattern, subject, bound, equals, peek, classes)
    return None


def _class_pattern(pattern: ast.MatchClass, subject: Any, bound: dict, equals: Callable, peek: Callable,
                   classes: Callable) -> bool | None:
    """`case Attention(heads=h):` / `case MLP():` / `case int(n):`."""
    from .objects import ClassVal, MISSING
    from .values import QualName
    cls = peek(pattern.cls)
    is_instance = classes(subject, cls)
    if is_instance is not True:
        return is_instance   # False: not that class; None: not known
    if not pattern.patterns and not pattern.kwd_patterns:
        return True
    pairs: list = []
    if pattern.patterns:
        if isinstance(cls, QualName) and cls.name in _SELF_MATCHING:
            if len(pattern.patterns) != 1:
                return None   # (TypeError: those take one positional sub-pattern)
            pairs.append((pattern.patterns[0], subject))
        elif isinstance(cls, ClassVal) and cls.dataclass and not cls.namedtuple \
                and cls.lookup("__match_args__") is MISSING and isinstance(subject, ObjVal) and not subject.escaped:
            fields = cls.init_fields()
            if fields is None or len(pattern.patterns) > len(fields):
                return None
            for sub, name in zip(pattern.patterns, fields):
                value = subject.read(name)
                if value is MISSING or value is UNKNOWN:
                    return None
                pairs.append((sub, value))
        else:
            return None
    for name, sub in zip(pattern.kwd_attrs, pattern.kwd_patterns):
        if not (isinstance(subject, ObjVal) and subject.kind == "instance" and not subject.escaped):
            return None
        value = subject.read(name)
        if value is MISSING:
            return None   # (maybe a class attribute or a property: not followed)
        pairs.append((sub, value))
    return _all_match(pairs, bound, equals, peek, classes)


def _all_match(pairs: list, bound: dict, equals: Callable, peek: Callable, classes: Callable | None) -> bool | None:
    """Every (sub-pattern, value) pair matches: False as soon as one certainly does not; None when one is unsure."""
    unsure = False
    for sub, value in pairs:
        result = matches(sub, value, bound, equals, peek, classes)
        if result is False:
            return False
        unsure = unsure or result is None
    return None if unsure else True

