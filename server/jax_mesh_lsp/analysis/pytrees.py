"""Pytrees whose structure is known: `jax.tree.map(f, specs)` over a dict display calls `f` on each leaf now.

JAX's own rules (checked under jax 0.10.2): tuples, lists and dicts are nodes (a dict's leaves in sorted key
order), None is an empty node, and a PartitionSpec (a tuple subclass), a sharding, a mesh, a ShapeDtypeStruct,
an array or a Python scalar is a leaf. Anything else (an instance of a class, which may be a registered pytree;
a namedtuple) makes the structure unknown, and the caller falls back to what it does for an unknown tree. An
unknown value may be a leaf or a subtree: it is passed to `f` as one leaf, and what it maps to is unknown.
"""
from __future__ import annotations

from typing import Any, Callable

from .objects import ObjVal
from .values import (UNKNOWN, ArrayVal, AxisTypeVal, ListVal, MeshVal, NamedShardingVal, PSpecVal, StructVal, _JaxArray)

_LEAF_TYPES = (PSpecVal, NamedShardingVal, MeshVal, StructVal, ArrayVal, _JaxArray, AxisTypeVal, str, int, float, bool)
_MAX_LEAVES = 256   # a bigger tree is judged as an unknown one (a call per leaf would cost too much)

Rebuild = Callable[[list], Any]


def flatten(tree: Any, is_leaf=None) -> tuple[list, Rebuild, tuple] | None:
    """The leaves of a tree of known structure, the function that builds the same structure around new leaves,
    and a hashable description of the structure (trees mapped together must agree on it); None when the
    structure is not known. `is_leaf`: jax's `is_leaf=` as a function of a subtree giving True, False or None
    (not known: then neither is the structure)."""
    leaves: list = []
    made = _flatten(tree, leaves, 0, is_leaf)
    if made is None or len(leaves) > _MAX_LEAVES:
        return None
    build, shape = made
    return leaves, lambda new: build(iter(new)), shape


def _flatten(tree: Any, leaves: list, depth: int, is_leaf=None):
    if depth > 16:
        return None
    if is_leaf is not None and tree is not UNKNOWN:
        decided = is_leaf(tree)
        if decided is None:
            return None
        if decided:
            leaves.append(tree)
            return (lambda it: next(it)), "*"
    if tree is None:
        return (lambda it: None), None
    if tree is UNKNOWN:
        # a leaf or a subtree: `f` is judged on it, but what it maps to is not known
        leaves.append(UNKNOWN)
        return (lambda it: (next(it), UNKNOWN)[1]), "?"
    if isinstance(tree, _LEAF_TYPES):
        leaves.append(tree)
        return (lambda it: next(it)), "*"
    if isinstance(tree, (tuple, ListVal)):
        items = tree.items if isinstance(tree, ListVal) else tree
        made = [_flatten(item, leaves, depth + 1, is_leaf) for item in items]
        if any(m is None for m in made):
            return None
        builds = [m[0] for m in made]
        shape = (type(tree).__name__, tuple(m[1] for m in made))
        if isinstance(tree, ListVal):
            return (lambda it: ListVal(tuple(b(it) for b in builds))), shape
        return (lambda it: tuple(b(it) for b in builds)), shape
    if isinstance(tree, ObjVal) and tree.kind == "dict" and tree.known_keys() is not None:
        order = tree.known_keys()
        keys = sorted(order)   # jax orders a dict's leaves by key
        made = {k: _flatten(tree.attrs[k], leaves, depth + 1, is_leaf) for k in keys}
        if any(m is None for m in made.values()):
            return None

        def rebuild(it):   # (a dict jax rebuilds has its keys in sorted order too)
            return ObjVal("dict", None, {k: made[k][0](it) for k in keys}, tree.region)
        return rebuild, ("dict", tuple((k, made[k][1]) for k in keys))
    return None
