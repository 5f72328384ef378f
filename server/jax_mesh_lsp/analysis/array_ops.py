"""The sharding of an op's result from its operands' known shardings (JAX's sharding-in-types rules).

Rules ask for an array's sharding by value (an `ArrayVal`: spec, mesh, rank); this module says what an operation
does to it. Only ops whose rule is certain are here, each checked under jax 0.10.2 (`jax.typeof(out).sharding`
after the op, eager and under jit, on a 2-D and a 3-D array sharded over two axes); anything else, or any operand
whose sharding or rank is not known, gives None (unknown), never a guess:
- elementwise ops of one array (and Python scalars): the operand's spec;
- elementwise ops of arrays (broadcast, trailing dimensions aligned): per dimension the one sharding the operands
  give it (an unsharded operand takes the other's);
- `*_like` without `shape=`: the operand's spec (no `dtype=` change matters);
- reductions over known axes: the reduced dimensions dropped (None with `keepdims=True`), `axis=None` gives P();
- permutations (`transpose` with axes, `swapaxes`, `moveaxis`): the entries permuted;
- new unit dimensions (`expand_dims`, `x[None]`, `x[:, None]`) and one_hot's class dimension: None entries
  inserted;
- `stack` / `concatenate` of arrays with the same spec: None inserted at the stacked axis / the spec kept;
- `einsum` whose summed letters are unsharded in every operand (matmul, the same for its free dimensions): each
  output letter keeps its operands' one entry;
- ops whose every array operand is replicated (matmul / dot / einsum, reshape, slicing with constant indices,
  `where`): a replicated result of the rank the op gives (no sharding comes from nowhere).
"""
from __future__ import annotations

import ast
import math
import dataclasses
from typing import Any

from .rules.migration.specs import U, Spec
from .objects import ObjVal
from .values import (JAX_ARRAY, PY_INT, UNKNOWN, ArrayVal, KeysVal, ListVal, OfType, OneOf, SeqOf, Varying,
                     VaryingMethod, join_values, numeric_like, shape_of)

_UNARY = frozenset(f"jnp.{n}" for n in (
    "abs", "absolute", "negative", "positive", "sign", "exp", "exp2", "expm1", "log", "log1p", "log2", "log10",
    "sqrt", "rsqrt", "cbrt", "square", "reciprocal", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh",
    "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "floor", "ceil", "round", "rint", "trunc", "fix", "real",
    "imag", "conj", "conjugate", "isnan", "isinf", "isfinite", "logical_not", "copy", "asarray", "array", "tril",
    "triu", "nan_to_num", "astype", "deg2rad", "rad2deg", "signbit", "flip")) | frozenset(
    f"jax.nn.{n}" for n in ("relu", "relu6", "gelu", "silu", "swish", "sigmoid", "softplus", "soft_sign", "tanh",
                            "elu", "selu", "celu", "leaky_relu", "log_sigmoid", "mish", "hard_tanh",
                            "hard_sigmoid", "hard_silu", "hard_swish")) | frozenset(
    {"jax.lax.stop_gradient", "jax.nn.softmax", "jax.nn.log_softmax"}) | frozenset(
    f"jax.lax.{n}" for n in ("rsqrt", "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log1p", "tanh", "logistic",
                             "abs", "neg", "sign", "sin", "cos", "tan", "erf", "erfc", "erf_inv", "floor", "ceil",
                             "round", "square", "integer_pow", "is_finite", "real", "imag", "conj"))
_ALONG_AXIS = frozenset({"jax.nn.softmax", "jax.nn.log_softmax", "jnp.flip"})   # these keep it along any axis
# keyword arguments these may take without changing the sharding (device= / out_sharding= place anew)
_QUIET_KWARGS = frozenset({"dtype", "copy", "approximate", "axis", "k", "nan", "posinf", "neginf", "decimals",
                           "negative_slope", "alpha"})
_BINARY = frozenset(f"jnp.{n}" for n in (
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "maximum", "minimum", "fmax",
    "fmin", "mod", "remainder", "arctan2", "hypot", "logaddexp", "greater", "greater_equal", "less", "less_equal",
    "equal", "not_equal", "logical_and", "logical_or", "logical_xor", "clip"))
_ALONG_ONE_AXIS = frozenset({"jnp.sort", "jnp.argsort"})
_CUMULATIVE = frozenset(f"jnp.{n}" for n in ("cumsum", "cumprod", "nancumsum", "nancumprod", "cumulative_sum",
                                              "cumulative_prod"))
_LIKE = frozenset({"jnp.zeros_like", "jnp.ones_like", "jnp.full_like", "jnp.empty_like"})
_REDUCTIONS = frozenset(f"jnp.{n}" for n in (
    "sum", "mean", "max", "min", "prod", "var", "std", "amax", "amin", "argmax", "argmin", "all", "any",
    "nansum", "nanmean", "nanmax", "nanmin", "linalg.norm")) | frozenset({"jax.nn.logsumexp",
                                                                       "jax.scipy.special.logsumexp"})
# array methods that are these functions of the array
METHODS = {"sum": "jnp.sum", "mean": "jnp.mean", "max": "jnp.max", "min": "jnp.min", "prod": "jnp.prod",
           "var": "jnp.var", "std": "jnp.std", "argmax": "jnp.argmax", "argmin": "jnp.argmin", "all": "jnp.all",
           "any": "jnp.any", "swapaxes": "jnp.swapaxes", "transpose": "jnp.transpose", "clip": "jnp.clip",
           "round": "jnp.round", "conj": "jnp.conj", "copy": "jnp.copy", "reshape": "jnp.reshape", "dot": "jnp.dot"}


# `jnp.asarray(x, jnp.float32)`, `x.astype(jnp.bfloat16)`: a dtype as the second argument keeps the sharding
_DTYPE_SECOND = frozenset({"jnp.asarray", "jnp.array", "jnp.astype"})
_DTYPE_NAMES = frozenset({"float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
                          "uint32", "bool_", "complex64", "float8_e4m3fn", "float8_e5m2"})


def _dtype_like(value: Any) -> bool:
    from .values import DtypeVal, QualName
    if isinstance(value, DtypeVal):
        return True
    if isinstance(value, str):
        return value in _DTYPE_NAMES
    return isinstance(value, QualName) and value.name.rsplit(".", 1)[-1] in _DTYPE_NAMES and \
        value.name.split(".", 1)[0] in ("jnp", "np", "numpy", "jax")


def _scalar(value: Any) -> bool:
    """A Python number (its value may be unknown: `x / math.sqrt(x.shape[-1])`), or None (a missing operand)."""
    return numeric_like(value) or value is None


def _full(array: ArrayVal) -> tuple | None:
    """The array's spec entries, one per dimension; None when the rank or an entry is not known."""
    spec = array.spec
    if not isinstance(spec, Spec) or array.ndim is None or len(spec.parts) > array.ndim or U in spec.parts \
            or spec.reduced or spec.unreduced:
        return None
    return tuple(spec.parts) + (None,) * (array.ndim - len(spec.parts))


def _made(like: ArrayVal, parts: tuple, node: ast.AST, shape: tuple | None = None) -> ArrayVal:
    return ArrayVal(Spec(tuple(parts)), like.mesh, like.types, node, len(parts),
                    shape=shape if shape is not None and len(shape) == len(parts) else None,
                    placement_unknown=like.placement_unknown)


def _broadcast_shape(operands: list) -> tuple | None:
    """The sizes numpy broadcasting gives arrays of known sizes (a 0-d one counts as `()`); None when one is
    not known or they do not broadcast."""
    shapes = []
    for a in operands:
        sizes = () if a.ndim == 0 else shape_of(a)
        if sizes is None:
            return None
        shapes.append(sizes)
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        sizes = {s[i - rank + len(s)] for s in shapes if i - rank + len(s) >= 0} - {1}
        if len(sizes) > 1:
            return None
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _axis(value: Any, ndim: int) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and -ndim <= value < ndim:
        return value % ndim
    return None


def result(name: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """The result of `name(*args, **kwargs)` when its sharding follows from a known operand's."""
    if any(k in ("device", "out_sharding", "shape", "out_shardings") for k in kwargs):
        return None
    if name in ("jnp.stack", "jnp.concatenate"):
        return _joined(name, args, kwargs, node)
    if name in _NUMPY_JOINS:
        return _host_joined(_NUMPY_JOINS[name], args, kwargs, node)
    if name in _OF_REPLICATED:
        return _of_replicated(name, args, kwargs, node)
    if name in _UNARY and len(args) == 1 and _scalar(args[0]) and args[0] is not None and set(kwargs) <= {"dtype"}:
        # `jnp.sqrt(head_dim)`: a 0-d array, made with no mesh (it takes any other operand's placement)
        return ArrayVal(Spec(()), None, None, node, 0)
    if name in _BINARY and len(args) == 2 and all(_scalar(a) and a is not None for a in args) and not kwargs:
        return ArrayVal(Spec(()), None, None, node, 0)   # `jnp.minimum(i + 1, n - 1)` of Python numbers: likewise
    arrays = [a for a in list(args) + list(kwargs.values()) if isinstance(a, ArrayVal)]
    if not arrays or not args or not isinstance(args[0], ArrayVal):
        return None
    if name in _UNARY:
        if len(arrays) == 1 and all(_scalar(a) or (name in _DTYPE_SECOND and i == 1 and _dtype_like(a))
                                    for i, a in enumerate(args[1:], 1)) and set(kwargs) <= _QUIET_KWARGS - {"axis"} | (
                {"axis"} if name in _ALONG_AXIS else set()):
            parts = _full(args[0])
            return _made(args[0], parts, node, shape_of(args[0])) if parts is not None else None
        return None
    if name in _LIKE:
        parts = _full(args[0])
        if parts is None or len(arrays) != 1 or set(kwargs) - {"dtype", "fill_value"}:
            return None
        return _made(args[0], parts, node, shape_of(args[0]))
    if name in _BINARY:
        return _elementwise(args, kwargs, node) if not set(kwargs) - {"dtype"} else None
    if name in _REDUCTIONS:
        return _reduced(name, args, kwargs, node)
    if name in ("jnp.swapaxes", "jnp.moveaxis", "jnp.transpose"):
        return _permuted(name, args, kwargs, node)
    if name == "jnp.rot90" and len(arrays) == 1 and args and isinstance(args[0], ArrayVal):
        return _rotated(args, kwargs, node)
    if name in _UPDATE_SLICES and len(args) >= 2 and set(kwargs) <= {"axis"}:
        # the operand's sharding: jax requires the update's to be the same (another raises a ShardingTypeError)
        parts = _full(args[0])
        return _made(args[0], parts, node) if parts is not None else None
    if name == "jax.lax.top_k" and len(args) == 2 and not kwargs and len(arrays) == 1:
        # along the last axis: unsharded there, both outputs keep the sharding (checked under jax 0.10.2)
        parts = _full(args[0])
        if parts is None or not parts or parts[-1] is not None:
            return None
        return (_made(args[0], parts, node), _made(args[0], parts, node))
    if name in _ALONG_ONE_AXIS:
        # `jnp.sort(x, axis=-1)`, `jax.lax.top_k(x, k)[0]`-like ops along an unsharded axis: the same sharding
        # (along a sharded one jax refuses them: "must be unsharded over the sorting dimension")
        parts = _full(args[0])
        axis = args[1] if len(args) > 1 else kwargs.get("axis", -1)
        if parts is None or not parts or len(arrays) != 1 or len(args) > 2 or set(kwargs) - {"axis", "stable",
                                                                                              "descending"}:
            return None
        at = _axis(axis, len(parts)) if isinstance(axis, int) and not isinstance(axis, bool) else None
        return _made(args[0], parts, node) if at is not None and parts[at] is None else None
    if name == "jnp.take_along_axis" and len(args) == 2 and set(kwargs) <= {"axis", "mode"} and len(arrays) == 2:
        # the indices' sharding, when it is the array's and the axis is unsharded in both
        parts, taken = _full(args[0]), _full(args[1])
        axis = kwargs.get("axis")
        at = _axis(axis, len(parts)) if parts is not None and isinstance(axis, int) and not isinstance(
            axis, bool) else None
        if at is None or parts != taken or parts[at] is not None or not _same_mesh(args[0], args[1]):
            return None
        return _made(args[1], taken, node)
    if name in _CUMULATIVE:
        # `jnp.cumprod(alphas)`: the same shape along an unsharded axis (axis=None flattens: a replicated 1-D
        # array of a replicated one)
        parts = _full(args[0])
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        if parts is None or len(arrays) != 1 or len(args) > 2 or set(kwargs) - {"axis", "dtype"}:
            return None
        if axis is None:
            return _made(args[0], (None,), node) if all(p is None for p in parts) and parts else None
        at = _axis(axis, len(parts)) if isinstance(axis, int) and not isinstance(axis, bool) else None
        return _made(args[0], parts, node) if at is not None and parts[at] is None else None
    if name == "jnp.roll":
        # along an unsharded dimension: the same sharding (along a sharded one jax refuses the slicing)
        parts = _full(args[0])
        axis = args[2] if len(args) > 2 else kwargs.get("axis")
        if axis is None and parts and all(p is None for p in parts) and len(arrays) == 1 and len(args) == 2 \
                and numeric_like(args[1]) and not set(kwargs) - {"axis"}:
            return _made(args[0], parts, node, shape_of(args[0]))   # flattened, rolled, put back: replicated
        if parts is None or len(arrays) != 1 or len(args) < 2 or not numeric_like(args[1]) \
                or set(kwargs) - {"axis"} or not isinstance(axis, int) or isinstance(axis, bool):
            return None
        at = _axis(axis, len(parts))
        return _made(args[0], parts, node) if at is not None and parts[at] is None else None
    if name == "jax.nn.one_hot":
        # a new unsharded class dimension at `axis` (-1 by default); the others keep their entries
        parts = _full(args[0])
        axis = kwargs.get("axis", -1)
        if parts is None or len(args) != 2 or len(arrays) != 1 or set(kwargs) - {"axis", "dtype"} \
                or not isinstance(axis, int) or isinstance(axis, bool):
            return None
        at = _axis(axis, len(parts) + 1)
        return _made(args[0], parts[:at] + (None,) + parts[at:], node) if at is not None else None
    if name == "jnp.expand_dims":
        parts = _full(args[0])
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        if parts is None or len(args) > 2 or set(kwargs) - {"axis"} or not isinstance(axis, int):
            return None
        at = _axis(axis, len(parts) + 1)
        return _made(args[0], parts[:at] + (None,) + parts[at:], node) if at is not None else None
    return None


_UPDATE_SLICES = frozenset({"jax.lax.dynamic_update_slice", "jax.lax.dynamic_update_slice_in_dim",
                            "jax.lax.dynamic_update_index_in_dim"})
_OF_REPLICATED = frozenset({"jnp.matmul", "jnp.dot", "jnp.reshape", "jnp.where", "jnp.einsum", "jnp.take"})


def replicated(value: Any) -> bool:
    """An array of known rank whose every dimension is unsharded."""
    parts = _full(value) if isinstance(value, ArrayVal) else None
    return parts is not None and all(p is None for p in parts)


def _replicated_result(operands: list, ndim: int | None, node: ast.AST) -> ArrayVal | None:
    arrays = [a for a in operands if isinstance(a, ArrayVal)]
    if ndim is None or ndim < 0 or not arrays or not all(replicated(a) for a in arrays) or not all(
            _same_mesh(a, arrays[0]) for a in arrays[1:]) or not all(
            isinstance(a, ArrayVal) or _scalar(a) for a in operands):
        return None
    return _made(arrays[0], (None,) * ndim, node)


def matmul(left: Any, right: Any, node: ast.AST) -> ArrayVal | None:
    """`x @ w`: replicated arrays give a replicated result of matmul's rank; otherwise, with the contracted
    dimension unsharded on at least one side and a weight of rank 1 or 2, the free dimensions keep their entries
    (`f32[16@data,8] @ f32[8,16@model]` is `f32[16@data,16@model]`). An axis named twice is JAX's error."""
    if not (isinstance(left, ArrayVal) and isinstance(right, ArrayVal)) or left.ndim is None or right.ndim is None:
        return None
    a, b = left.ndim, right.ndim
    if a == 0 or b == 0:
        return None   # matmul refuses scalars
    ndim = 0 if a == b == 1 else b - 1 if a == 1 else a - 1 if b == 1 else max(a, b)
    sizes = _matmul_shape(left, right)
    replicated_out = _replicated_result([left, right], ndim, node)
    if replicated_out is not None:
        return _made(replicated_out, replicated_out.spec.parts, node, sizes) if sizes is not None else replicated_out
    lp, rp = _full(left), _full(right)
    if lp is None or rp is None or b > 2:
        return None
    placed = _placed_operand([left, right], [lp, rp])
    if placed is None:
        return None
    contracted = (lp[-1], rp[0])
    if all(p is not None for p in contracted):
        return None   # (sharded on both sides: JAX asks for out_sharding=, or refuses specs that differ)
    # a contraction sharded on one side only: the result keeps the free dimensions' entries (jax 0.10.2,
    # lax._dot_general_sharding_computation: `f32[8@b,16@m] @ f32[16,16@m]` is `f32[8@b,16@m]`)
    parts = lp[:-1] + (rp[1:] if b == 2 else ())
    named = [axis for p in parts if p is not None for axis in (p if isinstance(p, tuple) else (p,))]
    if len(named) != len(set(named)):
        return None   # the same axis on two dimensions: JAX refuses the result
    return _made(placed, parts, node, sizes)


def _matmul_shape(left: ArrayVal, right: ArrayVal) -> tuple | None:
    """The sizes of `left @ right` for a right operand of rank 1 or 2 whose contracted size matches (a
    mismatch is JAX's TypeError: no sizes); None when a size is not known."""
    ls, rs = shape_of(left), shape_of(right)
    if ls is None or rs is None or not ls or not rs or len(rs) > 2 or ls[-1] != rs[0]:
        return None
    if len(ls) == 1:
        return rs[1:]
    return ls[:-1] + rs[1:]


def _of_replicated(name: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    if name == "jnp.matmul" and len(args) == 2 and not kwargs:
        return matmul(args[0], args[1], node)
    if name == "jnp.dot" and len(args) == 2 and not kwargs:
        if any(isinstance(a, ArrayVal) and (a.ndim is None or a.ndim > 2) for a in args):
            return None   # (dot of higher ranks contracts differently from matmul)
        return matmul(args[0], args[1], node)
    if name == "jnp.reshape" and args and isinstance(args[0], ArrayVal) and set(kwargs) <= {"order"}:
        shape = args[1] if len(args) == 2 and isinstance(args[1], (tuple, ListVal)) else tuple(args[1:])
        shape = shape.items if isinstance(shape, ListVal) else shape
        if not shape or not all((isinstance(d, int) and not isinstance(d, bool)) or d is PY_INT for d in shape):
            return None
        found = _replicated_result([args[0]], len(shape), node)
        sizes = _reshape_sizes(args[0], tuple(shape))
        if found is not None:
            return _made(found, found.spec.parts, node, sizes) if sizes is not None else found
        return _reshaped(args[0], tuple(shape), node)
    if name == "jnp.where" and len(args) == 3 and not kwargs:
        # elementwise over the condition and both branches (checked under jax 0.10.2: a replicated mask and
        # an x of P('data', None) give P('data', None)); two array branches of different shardings are JAX's
        # ShardingTypeError ("select cases must have the same shardings"): not followed
        x, y = args[1], args[2]
        if isinstance(x, ArrayVal) and isinstance(y, ArrayVal) and (_full(x) is None or _full(x) != _full(y)):
            return None
        return _elementwise(list(args), {}, node)
    if name == "jnp.take" and len(args) == 2 and set(kwargs) <= {"axis", "mode", "fill_value"} \
            and isinstance(args[0], ArrayVal) and isinstance(args[1], ArrayVal) and args[1].ndim is not None \
            and args[0].ndim is not None:
        # `jnp.take(table, ids, axis=0)` of a replicated table and ids: replicated, one row per id (checked under
        # jax 0.10.2; axis None takes from the flattened table)
        axis = kwargs.get("axis")
        if axis is None:
            return _replicated_result(list(args), args[1].ndim, node)
        if not isinstance(axis, int) or isinstance(axis, bool) or _axis(axis, args[0].ndim) is None:
            return None
        return _replicated_result(list(args), args[0].ndim - 1 + args[1].ndim, node)
    if name == "jnp.einsum" and args and isinstance(args[0], str) and "->" in args[0] and "." not in args[0] \
            and set(kwargs) <= {"precision", "preferred_element_type"}:
        found = _replicated_result(list(args[1:]), len(args[0].split("->")[1].strip()), node)
        return found if found is not None else einsum(args[0], list(args[1:]), node)
    return None


def _reshape_sizes(array: ArrayVal, new_sizes: tuple) -> tuple | None:
    """The sizes `x.reshape(*new_sizes)` gives: those written (one -1 worked out from the array's known sizes);
    None when one is not known, or the element counts cannot match (JAX's TypeError)."""
    if not all(isinstance(d, int) and not isinstance(d, bool) and d >= -1 for d in new_sizes) \
            or list(new_sizes).count(-1) > 1:
        return None
    old = shape_of(array) if not (array.ndim == 0) else ()
    total = math.prod(old) if old is not None and all(isinstance(d, int) for d in old) else None
    if -1 in new_sizes:
        rest = math.prod(d for d in new_sizes if d != -1)
        if total is None or rest == 0 or total % rest:
            return None
        new_sizes = tuple(total // rest if d == -1 else d for d in new_sizes)
    if total is not None and math.prod(new_sizes) != total:
        return None
    return new_sizes


def _reshaped(array: ArrayVal, new_sizes: tuple, node: ast.AST) -> ArrayVal | None:
    """`x.reshape(b, s, heads, head_dim)` of an array of known sizes sharded over Explicit axes: JAX's rule
    (lax._reshape_sharding_rule) where the sharded dimensions come through unchanged, singleton dimensions
    added or dropped, or one unsharded dimension split or several unsharded ones merged. Anything else (a
    sharded dimension split or merged, which JAX may refuse) is not followed."""
    op_shape, parts = shape_of(array), _full(array)
    mesh = array.mesh
    if op_shape is None or parts is None or not all(isinstance(d, int) for d in new_sizes):
        return None
    names, types = getattr(mesh, "names", None), array.types
    if names is None or types is None or len(types) != len(names):
        return None
    for p in parts:
        for axis in (p if isinstance(p, tuple) else (p,) if p is not None else ()):
            if axis not in names or types[names.index(axis)] != "Explicit":
                return None   # (an Auto axis: XLA chooses the result's layout)
    if new_sizes.count(-1) == 1:
        known = math.prod(d for d in new_sizes if d != -1)
        total = math.prod(op_shape)
        if known <= 0 or total % known:
            return None
        new_sizes = tuple(total // known if d == -1 else d for d in new_sizes)
    if any(d < 0 for d in new_sizes) or math.prod(new_sizes) != math.prod(op_shape):
        return None
    if [d for d in op_shape if d != 1] == [d for d in new_sizes if d != 1]:
        kept = iter(p for d, p in zip(op_shape, parts) if d != 1)
        out = tuple(None if d == 1 else next(kept) for d in new_sizes)
        return _made(array, out, node, new_sizes)
    split = _split_on_one_axis(op_shape, new_sizes)
    if split is not None:
        out = []
        for group, p in zip(split, parts):
            if isinstance(group, list):
                if p is not None:
                    return None
                out.extend([None] * len(group))
            else:
                out.append(p)
        return _made(array, tuple(out), node, new_sizes) if len(out) == len(new_sizes) else None
    merge = _split_on_one_axis(new_sizes, op_shape) if len(new_sizes) < len(op_shape) else None
    if merge is not None:
        it = iter(parts)
        out = []
        for group in merge:
            if isinstance(group, list):
                if any(next(it) is not None for _ in group):
                    return None
                out.append(None)
            else:
                out.append(next(it))
        return _made(array, tuple(out), node, new_sizes) if len(out) == len(new_sizes) else None
    return None


def _split_on_one_axis(op_shape: tuple, new_sizes: tuple) -> list | None:
    """jax's lax._split_on_one_axis: per dimension of `op_shape`, its size (kept) or the list of sizes it is
    split into, when exactly one dimension is split; None when the reshape is no such split."""
    if len(new_sizes) <= len(op_shape):
        return None
    whole = len(op_shape)
    ones = 0
    while op_shape and new_sizes and op_shape[-1] == 1 and new_sizes[-1] == 1:
        ones += 1
        op_shape, new_sizes = op_shape[:-1], new_sizes[:-1]
    i = j = count = 0
    out: list = []
    while j < len(new_sizes):
        if i >= len(op_shape):
            return None
        if op_shape[i] == new_sizes[j]:
            out.append(op_shape[i])
        else:
            count += 1
            if count > 1:
                return None   # (jax refuses it: not followed)
            temp = [new_sizes[j]]
            next_j, next_i = j + 1, i + 1
            while math.prod(temp) != op_shape[i] or (next_j < len(new_sizes) and new_sizes[next_j] == 1):
                if math.prod(temp) > op_shape[i]:
                    return None
                if math.prod(temp) == op_shape[i] and next_i < len(op_shape) and next_j < len(new_sizes) \
                        and new_sizes[next_j] == op_shape[next_i]:
                    break
                j += 1
                if j >= len(new_sizes):
                    return None
                temp.append(new_sizes[j])
                next_j += 1
            out.append(temp)
        i += 1
        j += 1
    out.extend([1] * ones)
    return out if len(out) == whole and i == len(op_shape) else None


# creators whose first argument (or `shape=`) is the shape; arange and eye make one and two dimensions
_SHAPED_CREATORS = frozenset({"jnp.zeros", "jnp.ones", "jnp.empty", "jnp.full"})
_RANDOM_SHAPED = frozenset({"jax.random.normal", "jax.random.uniform", "jax.random.truncated_normal",
                            "jax.random.bernoulli"})
PLACING_KWARGS = _PLACING_KWARGS = frozenset({"device", "out_sharding", "sharding"})


def created(name: str, args: list, kwargs: dict, node: ast.AST, mesh: Any = None,
            types: tuple | None = None) -> ArrayVal | None:
    """`jnp.zeros((16, 8))`, `jnp.arange(n)`, `jax.random.normal(key, (4, 4))` of a spelled-out shape, with no
    placing keyword (`out_sharding=`, `device=`: the producers' business): replicated, of known rank. With no
    mesh set it is uncommitted (`mesh` None: it takes the placement of whatever it meets); under a context mesh
    it is P(None, ...) on that mesh (checked under jax 0.10.2, Explicit and mixed meshes)."""
    name = name.replace("jax.numpy.", "jnp.")
    if set(kwargs) & _PLACING_KWARGS:
        return None
    if name in ("jnp.asarray", "jnp.array") and len(args) <= 2 and set(kwargs) <= {"dtype", "copy"} and args \
            and isinstance(args[0], OfType) and args[0].type == "numpy.ndarray":
        # a NumPy array of a rank not known here, put on the device as a whole: replicated (P() says so for any
        # rank; jax 0.10.2 shows `P(None,)` for a 1-d one)
        return ArrayVal(Spec(()), mesh, types, node, None)
    if name in ("jnp.asarray", "jnp.array") and len(args) <= 2 and set(kwargs) <= {"dtype", "copy"} and args \
            and args[0] is not None and _scalar(args[0]):
        # a Python number: a 0-d array (`jnp.array(num_steps, jnp.int32)`), nothing to shard
        return ArrayVal(Spec(()), mesh, types, node, 0, shape=())
    if name in _SHAPED_CREATORS:
        fill = args[1] if len(args) > 1 else kwargs.get("fill_value", UNKNOWN)
        if name == "jnp.full" and not _scalar(fill) and not (_plain_scalar_array(fill) and (
                fill.mesh is None or (mesh is not None and getattr(fill.mesh, "same_mesh", None) is not None
                                      and fill.mesh.same_mesh(mesh)))):
            return None   # (a fill value that is an array broadcasts its own sharding)
        shape = args[0] if args else kwargs.get("shape")
    elif name == "jax.random.bernoulli":
        shape = args[2] if len(args) > 2 else kwargs.get("shape")
    elif name in _RANDOM_SHAPED:
        shape = args[1] if len(args) > 1 else kwargs.get("shape")
    elif name == "jnp.arange" and args and all(_scalar(a) and a is not None for a in args):
        ints = len(args) <= 3 and all(isinstance(a, int) and not isinstance(a, bool) for a in args) \
            and not (len(args) == 3 and args[2] == 0)
        shape = (len(range(*args)) if ints else PY_INT,)
    elif name in ("jnp.eye", "jnp.identity") and args and _is_size(args[0]) and len(args) <= 2 \
            and set(kwargs) <= {"dtype", "M", "k"}:
        columns = args[1] if len(args) > 1 and name == "jnp.eye" else kwargs.get("M", args[0])
        shape = (args[0], columns if _is_size(columns) else PY_INT)
    elif name == "jnp.linspace" and len(args) >= 2 and _scalar(args[0]) and _scalar(args[1]) \
            and args[0] is not None and args[1] is not None and not kwargs.get("retstep", False) \
            and set(kwargs) <= {"num", "endpoint", "dtype", "retstep", "axis"} and len(args) <= 3:
        num = args[2] if len(args) > 2 else kwargs.get("num", 50)
        shape = (num if _is_size(num) else PY_INT,) if _is_size(num) or num is PY_INT else None
        if shape is None:
            return None
    else:
        return None
    if isinstance(shape, ListVal):
        shape = shape.items
    if isinstance(shape, int) and not isinstance(shape, bool):
        shape = (shape,)
    if not (isinstance(shape, tuple) and all((isinstance(d, int) and not isinstance(d, bool)) or d is PY_INT
                                             for d in shape)):
        return None
    sizes = shape if all(isinstance(d, int) for d in shape) else None   # (PY_INT: a size not known)
    return ArrayVal(Spec((None,) * len(shape)), mesh, types, node, len(shape), shape=sizes)


def _plain_scalar_array(value: Any) -> bool:
    """A 0-d jax.Array with nothing to shard (no reduced / unreduced axes): as a fill value it is a number."""
    return isinstance(value, ArrayVal) and value.ndim == 0 and not value.host and not value.spec.parts \
        and not value.spec.reduced and not value.spec.unreduced


def _is_size(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def einsum(subscripts: str, operands: list, node: ast.AST) -> ArrayVal | None:
    """`jnp.einsum("bd,df->bf", x, w)` of placed arrays: every letter summed away (in no output) is unsharded in
    every operand, a letter of several operands has the same entry in each, and each output letter takes its
    operands' entry (`f32[8@data,16] , f32[16,32@model] -> f32[8@data,32@model]`). Anything else (a sharded
    contraction, entries that disagree, an axis on two output dimensions) is unknown here."""
    inputs, _, output = subscripts.replace(" ", "").partition("->")
    terms = inputs.split(",")
    if len(terms) != len(operands) or not all(isinstance(a, ArrayVal) for a in operands) \
            or not all(t.isalpha() for t in terms) or not output.isalpha() and output \
            or len(set(output)) != len(output):
        return None
    every = [_full(a) for a in operands]
    if any(p is None or len(p) != len(t) for p, t in zip(every, terms)):
        return None
    placed = _placed_operand(operands, every)
    if placed is None:
        return None
    entry: dict = {}
    for term, parts in zip(terms, every):
        if len(set(term)) != len(term):
            return None   # a repeated letter in one operand (a trace / diagonal)
        for letter, part in zip(term, parts):
            if letter in entry and entry[letter] != part:
                return None
            entry[letter] = part
    if any(letter not in output and part is not None for letter, part in entry.items()):
        return None   # a sharded contraction: reduced, or an error, or out_sharding= decides
    if any(letter not in entry for letter in output):
        return None
    parts = tuple(entry[letter] for letter in output)
    named = [axis for p in parts if p is not None for axis in (p if isinstance(p, tuple) else (p,))]
    if len(named) != len(set(named)):
        return None
    return _made(placed, parts, node)


def _elementwise(args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """Arrays (broadcast against each other, trailing dimensions aligned) and Python scalars: each dimension
    takes the one sharding its operands give it (an unsharded operand takes the other's: `f32[16@d] + f32[16]`
    is `f32[16@d]`); two different ones, or an axis on two dimensions, are JAX's error (unknown here)."""
    operands = [a for a in args if not _scalar(a)]
    if not operands or not all(isinstance(a, ArrayVal) for a in operands):
        return None
    every = [_full(a) for a in operands]
    if any(p is None for p in every):
        return None
    first = _placed_operand(operands, every)
    if first is None:
        return None
    rank = max(len(p) for p in every)
    merged: list = [None] * rank
    for parts in every:
        for i, entry in enumerate(parts, rank - len(parts)):
            if entry is None:
                continue
            if merged[i] is not None and merged[i] != entry:
                return None
            merged[i] = entry
    named = [axis for p in merged if p is not None for axis in (p if isinstance(p, tuple) else (p,))]
    if len(named) != len(set(named)):
        return None
    return _made(first, tuple(merged), node, _broadcast_shape(operands))


def _placed_operand(operands: list, parts: list) -> ArrayVal | None:
    """The operand whose mesh the result is on: every operand on one mesh, or made with no mesh and unsharded
    (an uncommitted array: JAX places it on the others' mesh, replicated). None when meshes differ."""
    meshed = [a for a in operands if a.mesh is not None]
    if not meshed:
        return operands[0]
    if any(not _same_mesh(a, meshed[0]) for a in meshed[1:]):
        return None
    if any(a.mesh is None and any(p is not None for p in ps) for a, ps in zip(operands, parts)):
        return None
    return meshed[0]


def binary(left: Any, right: Any, node: ast.AST) -> ArrayVal | None:
    """`x + y`, `x * 2`, `x ** 2`: an elementwise operator."""
    return _elementwise([left, right], {}, node)


def _same_mesh(a: ArrayVal, b: ArrayVal) -> bool:
    if a.mesh is None or b.mesh is None:
        return a.mesh is None and b.mesh is None
    return a.mesh.same_mesh(b.mesh) and a.types == b.types


def _reduced(name: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    parts = _full(args[0])
    if name == "jnp.linalg.norm" and (len(args) > 1 or kwargs.get("ord") is not None):
        return None   # norm(x, ord, axis): a second argument is the order (a matrix norm reduces differently)
    if parts is None or len(args) > 2 or set(kwargs) - {"axis", "keepdims", "dtype", "ddof", "ord"}:
        return None
    axis = args[1] if len(args) > 1 else kwargs.get("axis")
    keep = kwargs.get("keepdims", False)
    if not isinstance(keep, bool):
        return None
    sizes = shape_of(args[0])
    if axis is None:
        return _made(args[0], (None,) * len(parts) if keep else (), node, (1,) * len(parts) if keep else ())
    if isinstance(axis, ListVal):
        axis = axis.items
    axes = axis if isinstance(axis, tuple) else (axis,)
    at = {_axis(a, len(parts)) for a in axes}
    if None in at:
        return None
    if name in ("jnp.argmax", "jnp.argmin") and len(axes) != 1:
        return None
    kept = tuple(None if i in at else p for i, p in enumerate(parts)) if keep else \
        tuple(p for i, p in enumerate(parts) if i not in at)
    if sizes is not None:
        sizes = tuple(1 if i in at else n for i, n in enumerate(sizes)) if keep else \
            tuple(n for i, n in enumerate(sizes) if i not in at)
    return _made(args[0], kept, node, sizes)


def _rotated(args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """`jnp.rot90(x, k, axes)`: flips and, for an odd k, swaps the two axes' dimensions (jax 0.10.2: their
    entries swap with them, the others stay)."""
    parts = _full(args[0])
    if parts is None or len(args) > 3 or set(kwargs) - {"k", "axes"}:
        return None
    k = args[1] if len(args) > 1 else kwargs.get("k", 1)
    axes = args[2] if len(args) > 2 else kwargs.get("axes", (0, 1))
    axes = axes.items if isinstance(axes, ListVal) else axes
    if not (isinstance(k, int) and not isinstance(k, bool)) or not (isinstance(axes, tuple) and len(axes) == 2):
        return None
    n = len(parts)
    a, b = _axis(axes[0], n), _axis(axes[1], n)
    if a is None or b is None or a == b:
        return None
    out = list(parts)
    if k % 2:
        out[a], out[b] = out[b], out[a]
    return _made(args[0], tuple(out), node)


def _permuted(name: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    parts = _full(args[0])
    if parts is None or kwargs:
        return None
    n = len(parts)
    if name == "jnp.transpose":
        if len(args) == 1:
            return _made(args[0], tuple(reversed(parts)), node)
        perm = args[1].items if isinstance(args[1], ListVal) else args[1]
        if len(args) != 2 or not isinstance(perm, tuple) or sorted(
                a % n if isinstance(a, int) and -n <= a < n else -1 for a in perm) != list(range(n)):
            return None
        return _made(args[0], tuple(parts[a % n] for a in perm), node)
    if len(args) != 3:
        return None
    a, b = _axis(args[1], n), _axis(args[2], n)
    if a is None or b is None:
        return None
    if name == "jnp.swapaxes":
        out = list(parts)
        out[a], out[b] = out[b], out[a]
        return _made(args[0], tuple(out), node)
    out = list(parts)
    moved = out.pop(a)
    out.insert(b, moved)
    return _made(args[0], tuple(out), node)


# NumPy's stack / concatenate: a host array (of jax arrays too: NumPy copies them to the host)
_NUMPY_JOINS = {f"{m}.{f}": f for m in ("np", "numpy") for f in ("stack", "concatenate")}


def _host_joined(kind: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """`np.stack([img for img in images])`: arrays of one rank, stacked (one more dimension) or concatenated."""
    if not args or len(args) > 2 or set(kwargs) - {"axis", "dtype"}:
        return None
    seq = args[0].items if isinstance(args[0], ListVal) else args[0]
    if isinstance(seq, SeqOf) and seq.nonempty:
        seq = (seq.element,)
    if not isinstance(seq, tuple) or not seq or not all(isinstance(a, ArrayVal) and a.ndim is not None for a in seq):
        return None
    ndim = seq[0].ndim
    if any(a.ndim != ndim for a in seq) or (kind == "concatenate" and ndim == 0):
        return None
    rank = ndim + 1 if kind == "stack" else ndim
    axis = args[1] if len(args) > 1 else kwargs.get("axis", 0)
    if _axis(axis, rank) is None:
        return None
    return ArrayVal(Spec((None,) * rank), None, None, node, rank, host=True)


def _joined(name: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    if not args or len(args) > 2 or set(kwargs) - {"axis"}:
        return None
    seq = args[0].items if isinstance(args[0], ListVal) else args[0]
    if isinstance(seq, SeqOf) and seq.nonempty:
        seq = (seq.element,)   # `jnp.stack([init(k) for k in keys])`: some number of arrays, each that one
    if not isinstance(seq, tuple) or not seq or not all(isinstance(a, ArrayVal) for a in seq):
        return None
    first = seq[0]
    parts = _full(first)
    if parts is None or any(_full(a) != parts or not _same_mesh(a, first) for a in seq[1:]):
        return None
    axis = args[1] if len(args) > 1 else kwargs.get("axis", 0)
    if name == "jnp.concatenate":
        return _made(first, parts, node) if _axis(axis, len(parts)) is not None else None
    at = _axis(axis, len(parts) + 1)
    return _made(first, parts[:at] + (None,) + parts[at:], node) if at is not None else None


def indexed(array: ArrayVal, index: Any, node: ast.AST) -> ArrayVal | None:
    """`x[None]`, `x[:, None]`, `x[...]`: only new unit dimensions and whole slices; of a replicated array, any
    constant index (`x[0:8]`, `x[:, :4]`, `x[3]`)."""
    parts = _full(array)
    if parts is None:
        return None
    index = _without_ellipsis(index, len(parts))
    if index is _BAD_INDEX:
        return None
    if (index is PY_INT or (isinstance(index, int) and not isinstance(index, bool)) or _plain_scalar_array(index)) \
            and parts and parts[0] is None:
        # (a 0-d array of indices, `ac[t]` with `t = ts[i]`, picks one row as an int does)
        # `xs[t]` (a constant, or a scan/fori_loop index) along an unsharded leading dimension: the rest as they
        # were (checked under jax 0.10.2, eager and in a fori_loop body)
        sizes = shape_of(array)
        return _made(array, parts[1:], node, sizes[1:] if sizes else None)
    if all(p is None for p in parts):
        items = index if isinstance(index, tuple) else (index,)
        if len(items) - sum(i is None for i in items) <= len(parts) and all(
                i is None or isinstance(i, slice) or (isinstance(i, int) and not isinstance(i, bool)) for i in items):
            dropped = sum(isinstance(i, int) and not isinstance(i, bool) for i in items)
            added = sum(i is None for i in items)
            return _made(array, (None,) * (len(parts) - dropped + added), node)
        return None
    items = index if isinstance(index, tuple) else (index,)
    out, at = [], 0
    for item in items:
        if item is None:
            out.append(None)
            continue
        if at >= len(parts):
            return None
        if item == slice(None):
            out.append(parts[at])
        elif parts[at] is not None:
            return None   # (slicing or picking along a sharded dimension is a gather: out_sharding= is needed)
        elif isinstance(item, slice):
            out.append(None)   # `x[:, ::-1]`, `x[:, :4]` along an unsharded dimension (checked under jax 0.10.2)
        elif not (item is PY_INT or (isinstance(item, int) and not isinstance(item, bool))
                  or _plain_scalar_array(item)):
            return None   # (an array of indices: advanced indexing)
        at += 1   # (an int drops the dimension: `xd[:, 0]` is P('d'))
    return _made(array, tuple(out) + parts[at:], node)


_BAD_INDEX: Any = object()


def _without_ellipsis(index: Any, ndim: int) -> Any:
    """The index with its one `...` spelled out as whole slices (`x[..., None]` of a 2-D array is
    `x[:, :, None]`); the index itself when it has none; _BAD_INDEX when it cannot be."""
    items = index if isinstance(index, tuple) else (index,)
    count = sum(1 for i in items if i is Ellipsis)
    if count == 0:
        return index
    if count > 1:
        return _BAD_INDEX   # (an IndexError)
    taken = sum(1 for i in items if i is not None and i is not Ellipsis)
    if taken > ndim:
        return _BAD_INDEX
    at = items.index(Ellipsis)
    spelled = items[:at] + (slice(None),) * (ndim - taken) + items[at + 1:]
    return spelled if len(spelled) != 1 or isinstance(index, tuple) else spelled[0]


def scanned_slice(value: Any, depth: int = 0) -> Any:
    """One slice of a scanned `xs` as the body gets it: each array with its leading (unsharded) dimension gone;
    an array split along it (JAX refuses that: "0th dimension of all xs should be replicated") or any other
    value is unknown."""
    if isinstance(value, ArrayVal):
        parts = _full(value)
        if parts is None or not parts or parts[0] is not None:
            return UNKNOWN
        return _made(value, parts[1:], value.node)
    if depth < 3 and isinstance(value, tuple):
        return tuple(scanned_slice(v, depth + 1) for v in value)
    from .objects import ObjVal
    if depth < 3 and isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None \
            and not value.escaped and value.known_keys() is not None:
        # `lax.scan(body, x, {"w_in": ..., "w_out": ...})`: a dict of stacked layers, each leaf sliced
        return ObjVal("dict", None, {k: scanned_slice(v, depth + 1) for k, v in value.attrs.items()}, value.region)
    return UNKNOWN


MAPPING_WRAPPERS = (("traced", "jax.vmap"), ("traced", "jax.pmap"))


def static_axes(value: Any) -> Any:
    """vmap's `in_axes` / `out_axes` as the wrapper keeps it: an int, None, or a tuple of those; "?" otherwise."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if type(value) is tuple and all(v is None or (isinstance(v, int) and not isinstance(v, bool)) for v in value):
        return value
    return "?"


def vmapped_arguments(in_axes: Any, args: list, kwargs: dict) -> tuple[list, dict] | str | None:
    """What a vmapped body gets for its arguments (jax 0.10.2, `jax.typeof` inside the body): an array mapped
    along a dimension loses it and its sharding, keeping the other dimensions' entries; an unmapped one (None)
    comes as it is; keyword arguments are mapped along their first dimension. None when that is not known here:
    `in_axes` not a plain int / tuple, or an unmapped array sharded over a mesh axis a mapped dimension uses
    (JAX refuses that before it traces the body: "raises" where that is certain)."""
    if in_axes == "?" or (type(in_axes) is tuple and len(in_axes) != len(args)):
        return None
    per_arg = list(in_axes) if type(in_axes) is tuple else [in_axes] * len(args)
    mapped_over: set = set()
    unmapped_uses: set = set()
    for value, axis in list(zip(args, per_arg)) + [(v, 0) for v in kwargs.values()]:
        for leaf in _array_leaves(value):
            parts = _full(leaf)
            if parts is None:
                continue
            if axis is None:
                unmapped_uses.update(_axis_names(p) for p in parts)
            elif -len(parts) <= axis < len(parts):
                mapped_over.update(_axis_names(parts[axis]))
    unmapped = {n for names in unmapped_uses for n in names}
    if mapped_over & unmapped:
        # "Unmapped values passed to vmap cannot be sharded along the mesh axis you are vmapping over" (an
        # Explicit one: its sharding is part of the type), before the body runs
        return "raises" if all(_explicit_axis(args, kwargs, n) for n in mapped_over & unmapped) else None
    return ([_mapped_slice(v, a) for v, a in zip(args, per_arg)],
            {k: _mapped_slice(v, 0) for k, v in kwargs.items()})


def vmapped_outputs(in_axes: Any, out_axes: Any, args: list, kwargs: dict, result: Any) -> Any:
    """What a vmap called from outside gives for the body's `result` (jax 0.10.2, checked with `jax.typeof`):
    each array leaf gets the mapped dimension back at `out_axes`, sharded as every mapped input was along its
    mapped dimension (JAX refuses inputs that disagree); a Python number becomes an array of unknown sharding.
    None where that is not known: axes not plain ints, a mapped input whose sharding along that dimension is not
    known, or an output on a mesh not all Explicit (where the compiler places Auto axes)."""
    if in_axes == "?" or type(out_axes) is not int or (type(in_axes) is tuple and len(in_axes) != len(args)):
        return None
    per_arg = list(in_axes) if type(in_axes) is tuple else [in_axes] * len(args)
    entries: set = set()
    sizes: set = set()
    for value, axis in list(zip(args, per_arg)) + [(v, 0) for v in kwargs.values()]:
        if axis is None:
            continue
        if isinstance(value, KeysVal) and value.count is not None and axis in (0, -1):
            entries.add(None)   # a row of keys split from one key: replicated, `count` of them
            sizes.add(value.count)
            continue
        if not isinstance(value, ArrayVal):
            return None   # (a container or an array of unknown sharding: what the mapped dimension holds is unknown)
        parts = _full(value)
        if parts is None or not -len(parts) <= axis < len(parts):
            return None
        entries.add(parts[axis])
        shape = shape_of(value)
        sizes.add(shape[axis] if shape is not None else None)
    if len(entries) != 1:
        return None   # no mapped input, or inputs JAX refuses as sharded differently
    entry = entries.pop()
    size = sizes.pop() if len(sizes) == 1 else None
    return _with_mapped_dim(result, entry, size, out_axes)


def _with_mapped_dim(value: Any, entry: Any, size: Any, out_axis: int, depth: int = 0) -> Any:
    if isinstance(value, ArrayVal):
        parts = _full(value)
        mesh = value.mesh
        if parts is None or mesh is None or not getattr(mesh, "all_explicit", False) or value.types is None \
                or not all(t == "Explicit" for t in value.types) or not -len(parts) - 1 <= out_axis <= len(parts):
            return JAX_ARRAY
        at = out_axis % (len(parts) + 1)
        shape = shape_of(value)
        return _made(value, parts[:at] + (entry,) + parts[at:], value.node,
                     shape[:at] + (size,) + shape[at:] if shape is not None and isinstance(size, int) else None)
    if isinstance(value, (int, float)) or value is JAX_ARRAY or isinstance(value, KeysVal):
        return JAX_ARRAY
    if value is None or depth > 6:
        return value if value is None else UNKNOWN
    if isinstance(value, OneOf):
        return join_values(*[_with_mapped_dim(o, entry, size, out_axis, depth + 1) for o in value.options])
    if isinstance(value, tuple) and type(value) is tuple:
        return tuple(_with_mapped_dim(v, entry, size, out_axis, depth + 1) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(_with_mapped_dim(v, entry, size, out_axis, depth + 1) for v in value.items))
    if isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None and not value.escaped:
        return dataclasses.replace(value, attrs={k: _with_mapped_dim(v, entry, size, out_axis, depth + 1)
                                                 for k, v in value.attrs.items()})
    return UNKNOWN


def _explicit_axis(args: list, kwargs: dict, name: str) -> bool:
    """Every array argument using mesh axis `name` is on a mesh where it is certainly Explicit."""
    found = False
    for value in list(args) + list(kwargs.values()):
        for leaf in _array_leaves(value):
            mesh = leaf.mesh
            names = getattr(mesh, "names", None)
            if names is None or name not in names:
                if any(name in _axis_names(p) for p in (_full(leaf) or ())):
                    return False
                continue
            types = leaf.types
            if types is None or len(types) != len(names) or types[names.index(name)] != "Explicit":
                return False
            found = True
    return found


def _axis_names(entry: Any) -> tuple:
    if entry is None:
        return ()
    return entry if isinstance(entry, tuple) else (entry,)


def _array_leaves(value: Any, depth: int = 0) -> list:
    if isinstance(value, ArrayVal):
        return [value]
    if isinstance(value, tuple) and depth < 4:
        return [leaf for v in value for leaf in _array_leaves(v, depth + 1)]
    return []


def _mapped_slice(value: Any, axis: Any, depth: int = 0) -> Any:
    """One argument of a vmapped body, mapped along `axis` (None: not mapped)."""
    if axis is None:
        return value
    if isinstance(value, ArrayVal):
        parts = _full(value)
        if parts is None or not -len(parts) <= axis < len(parts):
            return UNKNOWN
        axis %= len(parts)
        shape = shape_of(value)
        return _made(value, parts[:axis] + parts[axis + 1:], value.node,
                     shape[:axis] + shape[axis + 1:] if shape is not None else None)
    if isinstance(value, tuple) and type(value) is tuple and depth < 4:
        return tuple(_mapped_slice(v, axis, depth + 1) for v in value)
    return one_slice(value)


def one_slice(value: Any, depth: int = 0) -> Any:
    """What a vmapped / pmapped body gets for an argument: an array's sharding and rank are no longer known (which
    dimension is mapped, `in_axes`, is not followed); containers are sliced leaf by leaf."""
    if isinstance(value, ArrayVal):
        return UNKNOWN
    if isinstance(value, (Varying, VaryingMethod)):
        return dataclasses.replace(value, ndim=None)   # it varies over the same axes, with one rank less
    if isinstance(value, OneOf):
        return join_values(*[one_slice(o, depth) for o in value.options])
    if depth > 8:
        return UNKNOWN
    if isinstance(value, tuple):
        return tuple(one_slice(v, depth + 1) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(one_slice(v, depth + 1) for v in value.items))
    if isinstance(value, ObjVal) and value.kind == "dict" and any(
            isinstance(v, (ArrayVal, Varying, VaryingMethod, tuple, ListVal, ObjVal)) for v in value.attrs.values()):
        return UNKNOWN   # (a dict of arrays: not rebuilt)
    return value
