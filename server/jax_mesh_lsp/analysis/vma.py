"""Which Manual axes an array inside a `jax.shard_map` body varies over (JAX's "vma" type, check_vma=True).

JAX types every value in a shard_map body with the mesh axes it may differ across: an argument varies over the
axes its in_spec names, local computations (arithmetic, `jnp.*`, most of `jax.lax`, array methods) union their
operands' axes, and collectives change them (`psum`/`pmean`/`pmax`/`pmin` drop the axes they reduce over,
`axis_index`/`pvary` add some). An output whose out_spec leaves out an axis it varies over is refused when the
shard_map is traced (MESH221).

The analysis keeps a lower bound (values.Varying): everything it cannot follow (a function it does not know,
a collective it does not model) is "varies over at least nothing", so a claim built on it is never wrong.
"""
from __future__ import annotations

from typing import Any

from .values import UNKNOWN, ListVal, OneOf, Varying, VaryingMethod, as_str_tuple

# array attributes that are arrays again (local), and methods computing locally
ARRAY_ATTRIBUTES = frozenset({"T", "mT", "real", "imag", "at"})
ARRAY_METHODS = frozenset({
    "sum", "mean", "max", "min", "prod", "std", "var", "any", "all", "argmax", "argmin", "cumsum", "cumprod",
    "reshape", "astype", "transpose", "swapaxes", "squeeze", "ravel", "flatten", "clip", "round", "conj",
    "dot", "take", "repeat", "sort", "argsort", "set", "add", "multiply", "get", "__getitem__",
})
# jax.lax functions that reduce over the named axes: the result no longer varies over them
_REDUCING = frozenset({"jax.lax.psum", "jax.lax.pmean", "jax.lax.pmax", "jax.lax.pmin"})
# jax.lax functions that communicate or take functions: what they return is not modelled
_NOT_LOCAL = frozenset({
    "all_gather", "all_gather_invariant", "psum_scatter", "ppermute", "pshuffle", "all_to_all", "ragged_all_to_all",
    "pbroadcast", "pswapaxes", "psum_invariant", "pcast", "axis_size", "scan", "fori_loop", "while_loop", "cond",
    "switch", "map", "associative_scan", "custom_root", "custom_linear_solve", "stop_gradient", "with_sharding_constraint",
    "reduce", "reduce_window", "sort", "top_k",
})


# jax.numpy functions that return Python values (shapes, dtypes), not arrays
_NOT_ARRAYS = frozenset({"shape", "ndim", "size", "result_type", "dtype", "issubdtype", "iinfo", "finfo", "isscalar",
                         "promote_types", "can_cast", "isdtype"})


def lower(value: Any) -> frozenset:
    """Axes the value certainly varies over (nothing known: none)."""
    if isinstance(value, Varying):
        return value.axes
    if isinstance(value, OneOf):
        sets = [lower(o) for o in value.options]
        return frozenset.intersection(*sets) if sets else frozenset()
    return frozenset()


def holds_varying(value: Any) -> bool:
    if isinstance(value, Varying):
        return True
    if isinstance(value, OneOf):
        return any(holds_varying(o) for o in value.options)
    if isinstance(value, (tuple, list)):
        return any(holds_varying(v) for v in value)
    if isinstance(value, ListVal):
        return any(holds_varying(v) for v in value.items)
    return False


def union(values, elementwise: bool = False) -> Any:
    """A local computation of these values: varies over at least what any of them varies over (also inside
    tuples and lists, `jnp.concatenate([a, b])`). None when none of them is a tracked array. `elementwise`
    (arithmetic, comparisons): the result has the operands' rank, when the arrays' ranks are known and the other
    operands are Python numbers."""
    axes: set = set()
    found = False
    ranks: set = set()
    stack = list(values)
    while stack:
        v = stack.pop()
        if isinstance(v, (tuple, list)):
            stack.extend(v)
            ranks.add(None)
        elif isinstance(v, ListVal):
            stack.extend(v.items)
            ranks.add(None)
        elif holds_varying(v):
            found = True
            axes |= lower(v)
            ranks.add(rank(v))
        elif not (isinstance(v, (int, float)) and not isinstance(v, bool)):
            ranks.add(None)
    ndim = max(ranks) if elementwise and ranks and None not in ranks else None
    return Varying(frozenset(axes), ndim) if found else None


def rank(value: Any) -> int | None:
    if isinstance(value, Varying):
        return value.ndim
    if isinstance(value, OneOf):
        ranks = {rank(o) for o in value.options}
        return ranks.pop() if len(ranks) == 1 else None
    return None


def method_result(method: VaryingMethod, args: list, kwargs: dict) -> Varying:
    joined = union(list(args) + list(kwargs.values()))
    return Varying(method.axes | (joined.axes if joined is not None else frozenset()))


def _named(value: Any) -> frozenset | None:
    names = as_str_tuple(value) if not isinstance(value, str) else (value,)
    return frozenset(names) if names is not None else None


def library_result(name: str, args: list, kwargs: dict, in_body: bool) -> Any:
    """What a jax.numpy / jax.lax call returns inside a shard_map body, as a Varying; None when not modelled."""
    if name in _REDUCING:
        axes = _named(args[1] if len(args) > 1 else kwargs.get("axis_name"))
        if not args or axes is None:
            return None
        return Varying(lower(args[0]) - axes, rank(args[0])) if holds_varying(args[0]) else None
    if name == "jax.lax.axis_index" and in_body:
        axes = _named(args[0] if args else kwargs.get("axis_name"))
        return Varying(axes, 0) if axes is not None else None
    if name == "jax.lax.pvary":
        axes = _named(args[1] if len(args) > 1 else kwargs.get("axis_name"))
        if not args or axes is None:
            return None
        return Varying(lower(args[0]) | axes, rank(args[0]))
    leaf = name.rsplit(".", 1)[1]
    local = (name.startswith(("jnp.", "jax.numpy.")) and leaf not in _NOT_ARRAYS) or (
        name.startswith("jax.lax.") and leaf not in _NOT_LOCAL)
    if not local:
        return None
    return union(list(args) + list(kwargs.values()))


def spec_axes(spec: Any) -> frozenset | None:
    """The mesh axes a PartitionSpec names (None: not a fully known spec, or one with reduced/unreduced axes)."""
    from .values import PSpecVal, UNKNOWN
    if not isinstance(spec, PSpecVal) or spec.reduced or spec.unreduced:
        return None
    axes: set = set()
    for part in spec.parts:
        if part is None:
            continue
        if isinstance(part, str):
            axes.add(part)
        elif isinstance(part, tuple) and all(isinstance(p, str) for p in part):
            axes.update(part)
        else:
            return None   # UNKNOWN, P.UNCONSTRAINED
    return frozenset(axes)


# jax.lax functions that name mesh axes (axis_name: the 2nd argument, or the 1st for axis_index / axis_size)
_COLLECTIVES = frozenset({"psum", "pmean", "pmax", "pmin", "pvary", "pcast", "all_gather", "all_gather_invariant",
                          "psum_scatter", "ppermute", "pshuffle", "all_to_all", "ragged_all_to_all", "pbroadcast",
                          "pswapaxes", "psum_invariant", "axis_index", "axis_size"})


def names_non_manual_axis(name: str, args: list, kwargs: dict, manual: frozenset | None) -> bool:
    """A collective over axes that are not (certainly) Manual here: JAX raises at it (an unbound axis name)
    or it is not modelled; either way the body's outputs are not judged."""
    if not name.startswith("jax.lax.") or name.rsplit(".", 1)[1] not in _COLLECTIVES:
        return False
    first = name.rsplit(".", 1)[1] in ("axis_index", "axis_size")
    value = (args[0] if args else kwargs.get("axis_name")) if first else \
        (args[1] if len(args) > 1 else kwargs.get("axis_name"))
    axes = _named(value)
    return axes is None or (manual is not None and not axes <= manual)


def forget(value: Any) -> Any:
    """A body's result as its caller sees it: the tracked arrays become unknown values again."""
    if isinstance(value, (Varying, VaryingMethod)):
        return UNKNOWN
    if isinstance(value, tuple):
        return tuple(forget(v) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(forget(v) for v in value.items))
    if isinstance(value, OneOf):
        return UNKNOWN if any(isinstance(o, (Varying, VaryingMethod)) for o in value.options) else value
    return value
