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

from .values import (PY_INT, PY_NUMBER, UNKNOWN, ListVal, OneOf, QualName, Varying, VaryingMethod, as_str_tuple,
                     join_values, numeric_like)

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
    exact = True
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
            exact = exact and is_exact(v)
        elif not (isinstance(v, (int, float)) and not isinstance(v, bool)):
            ranks.add(None)
            exact = exact and neutral(v)
    ndim = max(ranks) if elementwise and ranks and None not in ranks else None
    return Varying(frozenset(axes), ndim, exact) if found else None


def matmul(left: Any, right: Any) -> Any:
    """`left @ right`: local, varying over what either varies over; its rank by numpy's matmul rules when both
    ranks are known (both >= 2: the larger; a vector on either side drops one dimension)."""
    out = union([left, right])
    if out is None:
        return None
    l, r = rank(left) if holds_varying(left) else None, rank(right) if holds_varying(right) else None
    ndim = None
    if l is not None and r is not None and l >= 1 and r >= 1:
        ndim = 0 if l == r == 1 else r - 1 if l == 1 else l - 1 if r == 1 else max(l, r)
    return Varying(out.axes, ndim, out.exact)


def is_exact(value: Any) -> bool:
    return isinstance(value, Varying) and value.exact


def neutral(value: Any) -> bool:
    """A value that is no array of the body (a Python constant, a dtype, a slice): it adds no axis."""
    if value is None or isinstance(value, (bool, int, float, str, slice, QualName)) or value is Ellipsis \
            or value is PY_INT or value is PY_NUMBER:
        return True   # (PY_INT / PY_NUMBER: a Python number of unknown value, an entry of `x.shape`, say)
    if isinstance(value, (tuple, frozenset)):
        return all(neutral(v) for v in value)
    return False


def indexed(value: Any, index: Any) -> Varying | None:
    """`x[index]`: varies over what x and an array index do; its rank when x's is known and the index is made
    of Python ints (each drops an axis), slices (keep one) and None (adds one)."""
    result = union([value, index])
    base = rank(value)
    parts = index if isinstance(index, tuple) else (index,)
    if result is None or base is None or not all(
            p is None or isinstance(p, slice) or (isinstance(p, int) and not isinstance(p, bool)) for p in parts):
        return result
    indexed_axes = sum(1 for p in parts if p is not None)
    if indexed_axes > base:
        return result   # too many indices: an IndexError, whatever the rank
    ndim = base - sum(1 for p in parts if isinstance(p, int)) + sum(1 for p in parts if p is None)
    return Varying(result.axes, ndim, result.exact)


def rank(value: Any) -> int | None:
    if isinstance(value, Varying):
        return value.ndim
    if isinstance(value, OneOf):
        ranks = {rank(o) for o in value.options}
        return ranks.pop() if len(ranks) == 1 else None
    return None


# reductions: with no axis given the result is a scalar
_FULL_REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "any", "all", "argmax", "argmin"})
# methods and jnp functions whose result has their array's rank
_SAME_RANK = frozenset({"astype", "conj", "round", "clip", "cumsum", "cumprod", "sort", "argsort"})


def _reduced_rank(base: int | None, axis: Any, keepdims: Any) -> int | None:
    """The rank after reducing over `axis` (an int or a tuple of ints; None: all of them)."""
    if base is None or not isinstance(keepdims, bool):
        return None
    if keepdims:
        return base
    if axis is None:
        return 0
    if isinstance(axis, int) and not isinstance(axis, bool):
        return base - 1 if base >= 1 else None
    if isinstance(axis, tuple) and all(isinstance(a, int) and not isinstance(a, bool) for a in axis):
        return base - len(axis) if base >= len(axis) else None
    return None


def method_result(method: VaryingMethod, args: list, kwargs: dict) -> Varying:
    joined = union(list(args) + list(kwargs.values()))
    ndim = None
    if method.name in _FULL_REDUCTIONS and not args and set(kwargs) <= {"dtype"}:
        ndim = 0
    elif method.name in _FULL_REDUCTIONS and len(args) <= 1 and set(kwargs) <= {"axis", "keepdims"}:
        ndim = _reduced_rank(method.ndim, args[0] if args else kwargs.get("axis"), kwargs.get("keepdims", False))
    elif method.name in _SAME_RANK and method.name not in ("cumsum", "cumprod") or (
            method.name in ("cumsum", "cumprod") and (args or "axis" in kwargs)):
        ndim = method.ndim
    exact = method.exact and all(is_exact(a) or neutral(a) for a in list(args) + list(kwargs.values()))
    return Varying(method.axes | (joined.axes if joined is not None else frozenset()), ndim, exact)


# jnp functions applied elementwise (with broadcasting): the result has the highest rank of the operands
_ELEMENTWISE = frozenset({
    "abs", "absolute", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log1p", "log2", "log10", "tanh", "sinh",
    "cosh", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "arctan2", "square", "negative", "sign", "floor",
    "ceil", "rint", "reciprocal", "maximum", "minimum", "add", "subtract", "multiply", "divide", "true_divide",
    "power", "where", "logical_and", "logical_or", "logical_not", "greater", "less", "equal", "not_equal",
    "greater_equal", "less_equal", "isnan", "isfinite", "nan_to_num", "real", "imag", "conj", "conjugate",
})


# jnp functions making a new array from Python values: it varies over nothing (what fills it aside)
_SCALAR_TYPES = frozenset({"float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
                           "uint8", "uint16", "uint32", "uint64", "bool_", "complex64", "complex128"})
_CREATORS = frozenset({"zeros", "ones", "empty", "full", "array", "asarray", "arange"}) | _SCALAR_TYPES


def _created(leaf: str, args: list, kwargs: dict) -> Varying | None:
    if set(kwargs) - {"dtype"}:
        return None   # out_sharding=, device=, fill_value=...: not modelled
    if leaf in ("zeros", "ones", "empty"):
        return Varying(frozenset(), _shape_rank(args[0]) if args else None, True)
    if leaf == "full" and len(args) in (2, 3) and numeric_like(args[1]):
        # `jnp.full((1,), g.size, jnp.float32)`: a Python number broadcast to that shape, replicated
        return Varying(frozenset(), _shape_rank(args[0]), True)
    if leaf == "full" and len(args) == 2 and is_exact(args[1]):
        return Varying(lower(args[1]), None, True)
    if leaf in ("array", "asarray") and len(args) == 1 and isinstance(args[0], (int, float)) \
            and not isinstance(args[0], bool):
        return Varying(frozenset(), 0, True)
    if leaf in _SCALAR_TYPES and len(args) == 1 and not kwargs and isinstance(args[0], (int, float)):
        return Varying(frozenset(), 0, True)   # `jnp.float32(0.0)`: a constant scalar, replicated
    if leaf == "arange" and args and all(isinstance(a, int) and not isinstance(a, bool) for a in args):
        return Varying(frozenset(), 1, True)
    return None


def _shape_rank(shape: Any) -> int | None:
    if isinstance(shape, int) and not isinstance(shape, bool):
        return 1
    if isinstance(shape, tuple) and all(d is UNKNOWN or d is PY_INT or (isinstance(d, int) and not isinstance(d, bool))
                                        for d in shape):
        return len(shape)   # (sizes not known, `x.shape[1:]`: the length is the rank)
    return None


def _numpy_rank(leaf: str, args: list, kwargs: dict) -> int | None:
    """The rank of a jnp function's result where its arguments fix it."""
    if not args:
        return None
    if leaf == "einsum" and isinstance(args[0], str) and "->" in args[0] and "." not in args[0] \
            and set(kwargs) <= {"precision", "preferred_element_type", "optimize"}:
        out = args[0].split("->", 1)[1].strip()
        return len(out) if out.isalpha() or not out else None   # `"etd,te->td"`: one letter per dimension
    if leaf in _ELEMENTWISE and not kwargs:
        result = union(list(args), elementwise=True)
        return result.ndim if result is not None else None
    base = rank(args[0])
    if base is None:
        return None
    if leaf in ("dot", "matmul") and len(args) == 2 and set(kwargs) <= {"precision", "preferred_element_type"}:
        other = rank(args[1])
        if other is None or base < 1 or other < 1:
            return None
        if base == 1 or other == 1:
            return base + other - 2   # a vector on either side contracts away (1-D with 1-D: a scalar)
        # `jnp.dot` of N-d and M-d arrays is N+M-2 dimensional; `jnp.matmul` broadcasts the batch dimensions
        return base + other - 2 if leaf == "dot" else max(base, other)
    if leaf == "expand_dims":
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        if isinstance(axis, int) and not isinstance(axis, bool):
            return base + 1
        if isinstance(axis, tuple) and all(isinstance(a, int) for a in axis):
            return base + len(axis)
        return None
    if leaf in _FULL_REDUCTIONS and len(args) == 1 and set(kwargs) <= {"dtype"}:
        return 0
    if leaf in _FULL_REDUCTIONS and len(args) <= 2 and set(kwargs) <= {"axis", "keepdims"}:
        return _reduced_rank(base, args[1] if len(args) > 1 else kwargs.get("axis"), kwargs.get("keepdims", False))
    if leaf in _SAME_RANK and len(args) == 1 and leaf not in ("cumsum", "cumprod") and set(kwargs) <= {"dtype"}:
        return base
    if leaf in _LIKE and set(kwargs) <= {"dtype"} and len(args) == (2 if leaf == "full_like" else 1):
        return base   # `jnp.zeros_like(x)`: x's shape (and, in a shard_map body, what x varies over)
    return None


_LIKE = frozenset({"zeros_like", "ones_like", "empty_like", "full_like"})


def _named(value: Any) -> frozenset | None:
    names = as_str_tuple(value) if not isinstance(value, str) else (value,)
    return frozenset(names) if names is not None else None


_RANDOM_LOCAL = frozenset({"fold_in", "split", "normal", "uniform", "bernoulli", "randint", "truncated_normal",
                           "categorical", "gumbel", "permutation", "choice", "key_data", "wrap_key_data"})


# lax functions that return a pair of arrays of their operand's shape
_TOP_K = frozenset({"jax.lax.top_k", "jax.lax.approx_max_k", "jax.lax.approx_min_k"})


def library_result(name: str, args: list, kwargs: dict, in_body: bool, manual: frozenset | None = None) -> Any:
    """What a jax.numpy / jax.lax call returns inside a shard_map body, as a Varying; None when not modelled.
    `manual`: the body's Manual axes when known (nothing in it varies over any other)."""
    if name in _REDUCING:
        axes = _named(args[1] if len(args) > 1 else kwargs.get("axis_name"))
        if not args or axes is None or not holds_varying(args[0]):
            return None
        left = lower(args[0]) - axes
        # what it may vary over is at most the Manual axes it does not reduce: exact when those are all known to
        # vary (`pmean(g, "data")` on a one-axis mesh is invariant, whatever g was)
        exact = is_exact(args[0]) or (manual is not None and manual - axes <= left)
        return Varying(left, rank(args[0]), exact)
    if name == "jax.lax.axis_index" and in_body:
        axes = _named(args[0] if args else kwargs.get("axis_name"))
        return Varying(axes, 0, True) if axes is not None else None
    if name == "jax.lax.pvary":
        axes = _named(args[1] if len(args) > 1 else kwargs.get("axis_name"))
        if not args or axes is None:
            return None
        return Varying(lower(args[0]) | axes, rank(args[0]), is_exact(args[0]))
    if name in _VARYING_COLLECTIVES:
        return _varying_collective(name, args, kwargs)
    if name.startswith("jax.random.") and name.rsplit(".", 1)[1] in _RANDOM_LOCAL:
        # per-device random values: they vary over whatever their key (and other operands) vary over
        result = union(list(args) + [v for k, v in kwargs.items() if k not in ("shape", "dtype")])
        return Varying(result.axes, None, False) if result is not None else None
    if name in _TOP_K and args and holds_varying(args[0]):
        # `values, indices = lax.top_k(x, k)`: two arrays of x's rank, each varying over what x does
        made = Varying(lower(args[0]), rank(args[0]), is_exact(args[0]))
        return (made, made)
    leaf = name.rsplit(".", 1)[1]
    local = (name.startswith(("jnp.", "jax.numpy.")) and leaf not in _NOT_ARRAYS) or (
        name.startswith("jax.lax.") and leaf not in _NOT_LOCAL) or (
        name.startswith("jax.nn.") and leaf in _NN_LOCAL)
    if not local:
        return None
    if name.startswith(("jnp.", "jax.numpy.")) and leaf in _CREATORS:
        created = _created(leaf, args, kwargs)
        if created is not None:
            return created
    result = union(list(args) + list(kwargs.values()))
    if result is not None and name.startswith(("jnp.", "jax.numpy.")):
        ndim = _numpy_rank(leaf, args, kwargs)
        if ndim is not None:
            result = Varying(result.axes, ndim, result.exact)
    return result


# jax.nn functions that compute on their operands alone (activations, normalisers, one_hot): local, so their
# result varies over what the operands vary over
_NN_LOCAL = frozenset({"relu", "relu6", "gelu", "silu", "swish", "sigmoid", "softplus", "soft_sign", "tanh",
                       "elu", "celu", "selu", "leaky_relu", "log_sigmoid", "hard_tanh", "softmax", "log_softmax",
                       "logsumexp", "standardize", "one_hot", "glu", "squareplus", "mish"})


# Collectives whose result varies over its operand's axes and the axes they act on (JAX inserts a pvary for the
# latter, then keeps the operand's type: `collective_vma_rule` in jax/_src/lax/parallel.py); with `to=` (pcast,
# all_gather) only 'varying' is modelled. The value: how the result's rank follows the operand's.
_VARYING_COLLECTIVES = {
    "jax.lax.pcast": "same", "jax.lax.all_gather": "gather", "jax.lax.psum_scatter": "scatter",
    "jax.lax.ppermute": "same", "jax.lax.pshuffle": "same", "jax.lax.all_to_all": "same",
}


def _varying_collective(name: str, args: list, kwargs: dict) -> Varying | None:
    to = kwargs.get("to", "varying")
    invariant = name == "jax.lax.all_gather" and to == "invarying"   # all_gather_invariant: drops the axes
    if not args or not holds_varying(args[0]) or (to != "varying" and not invariant) \
            or kwargs.get("axis_index_groups") is not None:
        return None
    axes = _named(args[1] if len(args) > 1 else kwargs.get("axis_name"))
    if not axes:
        return None
    ndim = rank(args[0])
    tiled = kwargs.get("tiled", False)
    if ndim is not None and not isinstance(tiled, bool):
        ndim = None
    elif ndim is not None and not tiled and _VARYING_COLLECTIVES[name] == "gather":
        ndim += 1
    elif ndim is not None and not tiled and _VARYING_COLLECTIVES[name] == "scatter":
        ndim -= 1
    if invariant:
        return Varying(lower(args[0]) - axes, ndim, is_exact(args[0]))
    return Varying(lower(args[0]) | axes, ndim, is_exact(args[0]))


# ------------------------------------------------------------------ control flow inside a body
# lax.scan / while_loop / fori_loop return a carry of exactly the initial carry's type (JAX refuses a body whose
# carry out differs: "carry input and carry output must have equal types"), lax.cond / switch a value of exactly
# each branch's type ("branches must have equal output types"); their functions are traced with arguments of
# those types. Everything else the structure holds stays unknown.

def operand(value: Any) -> Any:
    """What a traced function receives for this value: its tracked arrays, unknown for everything else."""
    if isinstance(value, Varying):
        return value
    if isinstance(value, tuple):
        return tuple(operand(v) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(operand(v) for v in value.items))
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return Varying(frozenset(), 0, True)   # a Python number becomes an array that varies over nothing
    if isinstance(value, OneOf) and all(isinstance(o, Varying) for o in value.options):
        return Varying(lower(value), rank(value))
    fields = namedtuple_fields(value)
    if fields is not None:
        # a NamedTuple (a train state, metrics) is a tuple of its fields
        from .objects import ObjVal
        return ObjVal("instance", value.cls, {f: operand(value.attrs[f]) for f in fields}, value.region, frozen=True)
    return _each_entry(value, operand)


def _each_entry(value: Any, fn) -> Any:
    """A plain dict of ours (a batch `{"x": ..., "y": ...}`): a fresh one with `fn` of each entry; UNKNOWN for
    anything else."""
    from .objects import ObjVal
    if isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None and not value.escaped \
            and value.known_keys() is not None:
        return ObjVal("dict", None, {k: fn(v) for k, v in value.attrs.items()}, value.region)
    return UNKNOWN


def namedtuple_fields(value: Any) -> list | None:
    """The fields, in order, of a NamedTuple instance whose every field is known; None for anything else."""
    from .objects import ClassVal, ObjVal
    if not (isinstance(value, ObjVal) and value.kind == "instance" and isinstance(value.cls, ClassVal)
            and value.cls.namedtuple and not value.escaped):
        return None
    fields = value.cls.fields()
    return fields if fields and set(fields) == set(value.attrs) else None


def cotangent(value: Any, depth: int = 0) -> Any:
    """The gradient with respect to an argument: it has the argument's type (JAX transposes the implicit pcast of
    an argument that varies over fewer axes into a psum), so a replicated parameter gets a replicated gradient;
    under a mesh, an array's gradient has its sharding (checked under jax 0.10.2: value_and_grad of a dict of
    P('data', None) / P(None, 'model') params, eager and jitted). Dicts of parameters give dicts of gradients."""
    from .objects import ObjVal
    from .values import JAX_ARRAY, ArrayVal
    if isinstance(value, Varying):
        return Varying(value.axes, value.ndim, False)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return Varying(frozenset(), 0, False)
    if isinstance(value, ArrayVal):
        # (over Auto axes the compiler places the gradient as it likes: only an all-Explicit sharding is its type)
        types = value.types if value.types is not None else getattr(value.mesh, "types", None)
        certain = value.mesh is not None and not value.host and types is not None and all(
            t == "Explicit" for t in types)
        return value if certain else JAX_ARRAY
    if value is JAX_ARRAY:
        return JAX_ARRAY
    if depth > 6:
        return UNKNOWN
    if isinstance(value, OneOf):
        return join_values(*[cotangent(v, depth + 1) for v in value.options])
    if isinstance(value, tuple):
        return tuple(cotangent(v, depth + 1) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(cotangent(v, depth + 1) for v in value.items))
    if isinstance(value, ObjVal) and value.kind == "dict" and not value.escaped and not value.keys_unsure:
        return ObjVal("dict", None, {k: cotangent(v, depth + 1) for k, v in value.attrs.items()}, value.region)
    return UNKNOWN


def sliced(value: Any) -> Any:
    """One step's slice of scanned-over arrays (`xs`): the leading axis is gone."""
    value = operand(value)
    if isinstance(value, Varying):
        return Varying(value.axes, value.ndim - 1 if value.ndim else None, value.exact)
    if isinstance(value, tuple):
        return tuple(sliced(v) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(sliced(v) for v in value.items))
    if _each_entry(value, sliced) is not UNKNOWN:
        return _each_entry(value, sliced)
    return value


def stacked(value: Any) -> Any:
    """Per-step results stacked along a new leading axis (scan's `ys`, lax.map)."""
    if isinstance(value, Varying):
        return Varying(value.axes, value.ndim + 1 if value.ndim is not None else None, value.exact)
    if isinstance(value, tuple):
        return tuple(stacked(v) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(stacked(v) for v in value.items))
    if value is not None:
        return _each_entry(value, stacked)
    return None


def joined(results: list) -> Any:
    """The value of several branches that must all have one type: each leaf varies over what any branch's
    does (each branch's lower bound is a lower bound of that one type)."""
    results = [operand(r) for r in results]
    if not results:
        return UNKNOWN
    if all(isinstance(r, tuple) for r in results) and len({len(r) for r in results}) == 1:
        return tuple(joined(list(leaves)) for leaves in zip(*results))
    if all(isinstance(r, ListVal) for r in results) and len({len(r.items) for r in results}) == 1:
        return ListVal(tuple(joined(list(leaves)) for leaves in zip(*(r.items for r in results))))
    tracked = [r for r in results if isinstance(r, Varying)]
    if tracked and all(isinstance(r, Varying) or r is UNKNOWN for r in results):
        ranks = {r.ndim for r in tracked} - {None}   # one type: a rank known in any branch is its rank
        axes = frozenset().union(*(r.axes for r in tracked))
        # an exact branch is the type (a branch varying over more raises instead)
        exact = any(r.exact and r.axes == axes for r in tracked)
        return Varying(axes, ranks.pop() if len(ranks) == 1 else None, exact)
    return UNKNOWN


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
