"""Python's own operations on known constants: what `str + str`, `f"{name}_x"`, `names.index('x')`,
`sorted(axes)`, `int('4')` or `dict(pairs)` evaluate to when every operand is known.

Pure functions of values: nothing here changes a value or reads the program. Anything not modelled, or any
operand that is not a known constant, gives UNKNOWN (never a guess).
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any

from .values import ONE_KEY, UNKNOWN, AxisTypeVal, IterVal, KeysVal, ListVal, QualName, SeqOf, join_values

NOT_HANDLED: Any = object()   # the builtin is not one modelled here: the caller goes on as before
_MAX_ITEMS = 64
_MAX_RANGE = 16   # a longer range stays a loop of unknown index (not unrolled item by item)

# Methods that return a new value and leave their receiver alone.
_STR_METHODS = frozenset({"join", "upper", "lower", "strip", "lstrip", "rstrip", "replace", "split",
                          "startswith", "endswith", "format", "removeprefix", "removesuffix", "index", "count",
                          "capitalize", "title", "casefold", "isupper", "islower", "isidentifier", "partition",
                          "rpartition", "rsplit", "zfill", "isdigit", "isdecimal", "isnumeric", "isalpha",
                          "isalnum", "isspace", "find", "rfind", "ljust", "rjust", "center", "swapcase",
                          "splitlines", "expandtabs"})
_SEQUENCE_METHODS = frozenset({"index", "count"})


@dataclass(frozen=True)
class PureMethod:
    """`receiver.name` for a str, tuple or list receiver whose value is known, not yet called."""
    receiver: Any
    name: str


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _items(v: Any) -> tuple | None:
    """What iterating `v` gives, when known: a tuple's or list's items, a dict's keys (when certain)."""
    if getattr(v, "kind", None) in ("dict", "configdict") and getattr(v, "escaped", True) is False:
        keys = v.known_keys()
        return tuple(keys) if keys is not None else None
    items = v.items if isinstance(v, ListVal) else v
    return items if isinstance(items, tuple) else None


def _iterated(v: Any) -> tuple | None:
    """What iterating `v` gives, when known: `_items`, and the keys of a counted row of PRNG keys
    (`enumerate(jax.random.split(key, 3))`)."""
    if isinstance(v, KeysVal) and v.count is not None and v.count <= _MAX_RANGE:
        return (ONE_KEY,) * v.count
    return _items(v)


def _constant(v: Any, depth: int = 0) -> bool:
    """A plain Python constant (or a tuple/list of them) whose == and hash are Python's own."""
    if v is None or isinstance(v, (str, int, float, bool)):
        return v is not UNKNOWN
    items = _items(v)
    return items is not None and depth < 3 and all(_constant(i, depth + 1) for i in items)


def method_of(receiver: Any, name: str) -> PureMethod | None:
    if isinstance(receiver, str) and name in _STR_METHODS:
        return PureMethod(receiver, name)
    if _items(receiver) is not None and name in _SEQUENCE_METHODS:
        return PureMethod(receiver, name)
    return None


def call_method(method: PureMethod, args: list, kwargs: dict) -> Any:
    receiver = method.receiver
    if not isinstance(receiver, str) and method.name in ("count", "index") and len(args) == 1 and not kwargs \
            and _comparable(args[0]) and _comparable(receiver):
        items = _plain(receiver)   # `mesh.axis_types.count(AxisType.Auto)`
        try:
            return getattr(items, method.name)(_plain(args[0]))
        except ValueError:
            return UNKNOWN
    if kwargs or not all(_constant(a) for a in args):
        return UNKNOWN
    if isinstance(receiver, str):
        if method.name == "join":
            parts = _items(args[0]) if len(args) == 1 else None
            if parts is None or not all(isinstance(p, str) for p in parts):
                return UNKNOWN
            return receiver.join(parts)
        if method.name == "format" and not all(isinstance(a, (str, int)) for a in args):
            return UNKNOWN
        if any(isinstance(a, (tuple, ListVal)) for a in args) and method.name not in ("startswith", "endswith"):
            return UNKNOWN
        try:
            result = getattr(receiver, method.name)(*[_items(a) if isinstance(a, ListVal) else a for a in args])
        except Exception:
            return UNKNOWN   # the call raises at run time: not a value
        return ListVal(tuple(result)) if isinstance(result, list) else result
    items = _items(receiver)
    if items is None or not _constant(receiver) or len(args) != 1:
        return UNKNOWN
    try:
        return getattr(items, method.name)(args[0])
    except ValueError:
        return UNKNOWN


_SET_OPS = {"BitOr": frozenset.__or__, "BitAnd": frozenset.__and__, "Sub": frozenset.__sub__,
            "BitXor": frozenset.__xor__}


_INT_BIT_OPS = {"LShift": lambda a, b: a << b, "RShift": lambda a, b: a >> b, "BitAnd": lambda a, b: a & b,
                "BitOr": lambda a, b: a | b, "BitXor": lambda a, b: a ^ b}


def binary(op: str, left: Any, right: Any) -> Any:
    """`left op right` for strings and lists (tuples and ints are the interpreter's own); NOT_HANDLED else."""
    if op == "Add" and isinstance(left, str) and isinstance(right, str) and left is not UNKNOWN:
        return left + right
    if op == "Add" and isinstance(left, ListVal) and isinstance(right, ListVal):
        return ListVal(left.items + right.items) if len(left.items) + len(right.items) <= _MAX_ITEMS else UNKNOWN
    if op == "Mult":
        seq, times = (left, right) if _is_int(right) else (right, left)
        if _is_int(times) and (isinstance(seq, ListVal) or isinstance(seq, str)):
            length = len(seq.items if isinstance(seq, ListVal) else seq)
            if times < 0 or length * times > _MAX_ITEMS * 16:
                return UNKNOWN
            return ListVal(seq.items * times) if isinstance(seq, ListVal) else seq * times
    if op in _SET_OPS and isinstance(left, frozenset) and isinstance(right, frozenset):
        return _SET_OPS[op](left, right)   # `set(cfg.fsdp_axes) | {cfg.tp_axis}`: sets of known names
    if op in _INT_BIT_OPS and _is_int(left) and _is_int(right) and not isinstance(left, bool) \
            and not isinstance(right, bool) and (op not in ("LShift", "RShift") or 0 <= right <= 64):
        return _INT_BIT_OPS[op](left, right)   # `1 << 20`, `flags & MASK`
    if op == "Mod" and isinstance(left, str) and isinstance(right, (str, int)) and not isinstance(right, bool):
        try:
            return left % right
        except Exception:
            return UNKNOWN
    return NOT_HANDLED


def formatted(parts: list) -> Any:
    """An f-string from its evaluated parts (constants and values shown with no conversion or format spec)."""
    out = []
    for part in parts:
        if isinstance(part, str) or (_is_int(part) and not isinstance(part, bool)):
            out.append(str(part))
        else:
            return UNKNOWN
    return "".join(out)


_ITERATOR_MAKERS = frozenset(f"builtins.{n}" for n in ("iter", "zip", "map", "filter", "enumerate", "reversed")) \
    | {"itertools.product"}


def builtin_call(name: str, args: list, kwargs: dict) -> Any:
    """What a builtin gives for known arguments (NOT_HANDLED: not modelled). Iterators over known items are
    IterVals: what reads them sees their items, and the interpreter tracks how far each was taken."""
    if name == "builtins.iter" and len(args) == 1 and isinstance(args[0], IterVal):
        return args[0]   # an iterator's iter() is itself
    value = _builtin_call(name, args, kwargs)
    if name in _ITERATOR_MAKERS and type(value) is tuple:
        return IterVal(value)
    return value


def _builtin_call(name: str, args: list, kwargs: dict) -> Any:
    """A call of a builtin on known constants; NOT_HANDLED for builtins not modelled here."""
    if name == "builtins.type" and len(args) == 1 and not kwargs and type(args[0]) in (bool, int, float, str) \
            and args[0] is not UNKNOWN:
        from .values import QualName
        return QualName(f"builtins.{type(args[0]).__name__}")   # `type(default)(text)`: parse as the default
    if name == "builtins.type" and len(args) == 1 and not kwargs and args[0] is None:
        from .values import QualName
        return QualName("builtins.NoneType")   # `isinstance(a, (str, type(None)))`
    if name == "builtins.int" and len(args) == 1 and not kwargs:
        value = args[0]
        if _is_int(value) or isinstance(value, bool):
            return int(value)
        if isinstance(value, float) and value == value and abs(value) < 2 ** 62:
            return int(value)
        if isinstance(value, str) and value is not UNKNOWN:
            try:
                return int(value)
            except ValueError:
                return UNKNOWN
        return UNKNOWN
    if name == "builtins.str" and len(args) == 1 and not kwargs:
        value = args[0]
        if isinstance(value, AxisTypeVal):
            return f"AxisType.{value.kind}"   # (an enum member's str: its class and name)
        return value if isinstance(value, str) else str(value) if _is_int(value) else UNKNOWN
    if name == "builtins.sorted" and len(args) == 1 and set(kwargs) <= {"reverse"}:
        items = _items(args[0]) if not isinstance(args[0], frozenset) else tuple(args[0])
        reverse = kwargs.get("reverse", False)
        if items is None or not isinstance(reverse, bool) or len(items) > _MAX_ITEMS:
            return UNKNOWN
        if all(isinstance(i, str) for i in items) or all(_is_int(i) for i in items):
            return ListVal(tuple(sorted(items, reverse=reverse)))
        # `sorted(d.items())`: pairs with distinct keys, all str or all int, sort by their keys alone
        keys = [i[0] if isinstance(i, tuple) and i and (isinstance(i[0], str) or _is_int(i[0])) else None
                for i in items]
        if all(k is not None for k in keys) and len(set(keys)) == len(keys) and (
                all(isinstance(k, str) for k in keys) or all(_is_int(k) for k in keys)):
            return ListVal(tuple(sorted(items, key=lambda i: i[0], reverse=reverse)))
        return UNKNOWN
    if name in ("builtins.min", "builtins.max") and not kwargs and args:
        values = list(args) if len(args) > 1 else list(_items(args[0]) or ())
        if not values or not all(_is_int(v) for v in values):
            return UNKNOWN
        return min(values) if name == "builtins.min" else max(values)
    if name == "builtins.sum" and 1 <= len(args) <= 2 and not kwargs:
        values = _items(args[0])
        start = args[1] if len(args) == 2 else 0
        if values is None or len(values) > _MAX_RANGE or not _is_int(start) or not all(_is_int(v) for v in values):
            return UNKNOWN
        return start + sum(values)   # `sum(1 for t in types if t == AxisType.Explicit)`
    if name == "builtins.divmod" and len(args) == 2 and not kwargs and _is_int(args[0]) and _is_int(args[1]) \
            and args[1] != 0:
        return divmod(args[0], args[1])
    if name == "math.prod" and len(args) == 1 and set(kwargs) <= {"start"}:
        values = _items(args[0])
        start = kwargs.get("start", 1)
        if values is None or len(values) > _MAX_RANGE or not _is_int(start) or not all(_is_int(v) for v in values):
            return UNKNOWN
        return math.prod(values, start=start)   # `math.prod(mesh.axis_sizes)`: the device count
    if name == "builtins.abs" and len(args) == 1 and not kwargs and _is_int(args[0]):
        return abs(args[0])
    if name == "builtins.len" and len(args) == 1 and not kwargs and type(args[0]).__name__ == "PSpecVal" \
            and isinstance(args[0].parts, tuple) and not args[0].padding_unsure:
        return len(args[0].parts)   # `len(spec)`: its entries
    if name in ("builtins.all", "builtins.any") and len(args) == 1 and not kwargs:
        items = _items(args[0])
        if items is None or not all(isinstance(i, (bool, int, str, type(None))) and i is not UNKNOWN
                                    for i in items):
            return UNKNOWN
        return all(items) if name == "builtins.all" else any(items)
    # iterators over known sequences, as the tuple of what they yield (loops and comprehensions walk it)
    if name in ("builtins.zip", "builtins.list") and not args and not kwargs:
        return () if name == "builtins.zip" else ListVal(())
    if name == "builtins.iter" and len(args) == 1 and not kwargs:
        items = _iterated(args[0])
        if items is not None:
            return items
        if isinstance(args[0], SeqOf) or (isinstance(args[0], frozenset) and not args[0]):
            return args[0] if isinstance(args[0], SeqOf) else ()
        return UNKNOWN
    if name in ("builtins.map", "builtins.filter") and len(args) >= 2 and not kwargs:
        # lazy: the function runs where the items are taken; how many there are is known when the sequences are
        seqs = [_iterated(a) if not (isinstance(a, frozenset) and not a) else () for a in args[1:]]
        if any(s == () for s in seqs):
            return ()
        if name == "builtins.map" and all(s is not None for s in seqs):
            return (UNKNOWN,) * min(len(s) for s in seqs)
        return UNKNOWN
    if name == "builtins.zip" and args and not kwargs:
        seqs = [_iterated(a) for a in args]
        if any(s == () for s in seqs):
            return ()
        if all(s is not None for s in seqs):
            return tuple(zip(*seqs))
        # a known sequence zipped with one of unknown length (`zip(specs, keys)`): how many items is unknown,
        # what each item holds is known where its sequence is
        elements = [a.element if isinstance(a, SeqOf) else join_values(*s) if s is not None else None
                    for a, s in zip(args, seqs)]
        if all(e is None for e in elements):
            return UNKNOWN
        return SeqOf(tuple(UNKNOWN if e is None else e for e in elements))
    if name == "builtins.enumerate" and 1 <= len(args) + len(kwargs) <= 2 and args and set(kwargs) <= {"start"}:
        start = args[1] if len(args) > 1 else kwargs.get("start", 0)
        if not (isinstance(start, int) and not isinstance(start, bool)):
            return UNKNOWN
        items = _iterated(args[0])
        if isinstance(args[0], SeqOf):
            return SeqOf((UNKNOWN, args[0].element))
        return tuple(enumerate(items, start)) if items is not None else UNKNOWN
    if name == "itertools.product" and args and not kwargs and any(_items(a) == () for a in args):
        return ()   # a product with an empty factor has no items
    if name == "itertools.product" and set(kwargs) <= {"repeat"}:
        # `product(range(n), axes)`: every combination in order, when each factor's items are known (few)
        repeat = kwargs.get("repeat", 1)
        factors = [_iterated(a) for a in args]
        if not (_is_int(repeat) and repeat >= 0) or any(f is None or isinstance(f, SeqOf) for f in factors) \
                or math.prod(len(f) for f in factors) ** repeat > _MAX_ITEMS:
            return UNKNOWN
        return tuple(itertools.product(*factors, repeat=repeat))
    if name == "builtins.reversed" and len(args) == 1 and not kwargs:
        items = _iterated(args[0])
        if isinstance(args[0], SeqOf):
            return args[0]
        return tuple(reversed(items)) if items is not None else UNKNOWN
    if name == "builtins.range" and 1 <= len(args) <= 3 and not kwargs and all(_is_int(a) for a in args) \
            and (len(args) < 3 or args[2] != 0) and len(range(*args)) <= _MAX_RANGE:
        return tuple(range(*args))
    return NOT_HANDLED


def dict_pairs(value: Any) -> dict | None:
    """`dict(pairs)`: the entries of a known sequence of (str key, value) pairs; None when not known."""
    items = _items(value)
    if items is None or len(items) > _MAX_ITEMS:
        return None
    out: dict = {}
    for pair in items:
        pair = _items(pair)
        if pair is None or len(pair) != 2 or not isinstance(pair[0], str) or pair[0] is UNKNOWN:
            return None
        out[pair[0]] = pair[1]
    return out


def _comparable(v: Any, depth: int = 0) -> bool:
    """A constant whose == is Python's own: str/int/float/bool/None, an axis type, or a tuple/list of them."""
    if v is None or isinstance(v, (str, int, float, bool, AxisTypeVal)):
        return v is not UNKNOWN
    items = _items(v)
    return items is not None and depth < 3 and all(_comparable(i, depth + 1) for i in items)


def _plain(v: Any) -> Any:
    return tuple(_plain(i) for i in _items(v)) if _items(v) is not None else v


def compare(op: str, left: Any, right: Any) -> bool | None:
    """`left op right` for == / != / is / is not (axis types: enum members) / in / not in over known constants;
    None when not known."""
    if op in ("Is", "IsNot") and isinstance(left, AxisTypeVal) and isinstance(right, AxisTypeVal):
        same = left.kind == right.kind
        return same if op == "Is" else not same
    if op in ("Is", "IsNot", "Eq", "NotEq") and isinstance(left, QualName) and isinstance(right, QualName) \
            and left.name.startswith("jax.sharding.") and right.name.startswith("jax.sharding."):
        same = left.name == right.name   # `type(spec) is P`: the classes of known values
        return same if op in ("Is", "Eq") else not same
    if op in ("Eq", "NotEq"):
        if not (_comparable(left) and _comparable(right)):
            return None
        if isinstance(left, ListVal) != isinstance(right, ListVal) and _items(left) is not None \
                and _items(right) is not None:
            equal = False   # a list never equals a tuple
        else:
            equal = _plain(left) == _plain(right)
        return equal if op == "Eq" else not equal
    if op in ("Lt", "LtE", "Gt", "GtE"):
        # version tuples (`jax.__version_info__ >= (0, 6, 0)`) and strings; ints are compared elsewhere
        pair = (_plain(left), _plain(right))
        if not all(isinstance(v, tuple) and all(_is_int(i) for i in v) for v in pair) and not all(
                isinstance(v, str) and v is not UNKNOWN for v in pair):
            return None
        a, b = pair
        return {"Lt": a < b, "LtE": a <= b, "Gt": a > b, "GtE": a >= b}[op]
    if op in ("In", "NotIn"):
        if not _comparable(left):
            return None
        if isinstance(right, frozenset):
            container = right
        elif isinstance(right, str) and isinstance(left, str):
            container = right
        elif _items(right) is not None and _comparable(right):
            container = _plain(right)
        else:
            return None
        found = _plain(left) in container
        return found if op == "In" else not found
    return None
