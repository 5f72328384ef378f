"""Pytrees whose structure is known: `jax.tree.map(f, specs)` over a dict display calls `f` on each leaf now.

JAX's own rules (checked under jax 0.10.2): tuples, lists and dicts are nodes (a dict's leaves in sorted key
order), None is an empty node, and a PartitionSpec (a tuple subclass), a sharding, a mesh, a ShapeDtypeStruct,
an array or a Python scalar is a leaf. Anything else (an instance of a class, which may be a registered pytree;
a namedtuple) makes the structure unknown, and the caller falls back to what it does for an unknown tree. An
unknown value may be a leaf or a subtree: it is passed to `f` as one leaf, and what it maps to is unknown.
"""
from __future__ import annotations

from typing import Any, Callable

from .objects import ObjVal, sorted_keys
from .vma import namedtuple_fields
from .values import (UNKNOWN, ArrayVal, AxisTypeVal, ListVal, MeshVal, NamedShardingVal, PathKeyVal, PSpecVal,
                     StructVal, Varying, _JaxArray)

# (a Varying is a traced value in a shard_map body: one array, or a tree whose every leaf has that type, so a
# function mapped over it gives each leaf's result)
_LEAF_TYPES = (PSpecVal, NamedShardingVal, MeshVal, StructVal, ArrayVal, _JaxArray, AxisTypeVal, Varying, str, int,
               float, bool)
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


def flatten_with_paths(tree: Any, is_leaf=None) -> tuple[list, list, Rebuild, tuple] | None:
    """flatten's leaves with the path of each (a tuple of PathKeyVal, as jax's tree_flatten_with_path gives)."""
    leaves: list = []
    paths: list = []
    made = _flatten(tree, leaves, 0, is_leaf, paths, ())
    if made is None or len(leaves) > _MAX_LEAVES:
        return None
    build, shape = made
    return leaves, paths, lambda new: build(iter(new)), shape


def _flatten(tree: Any, leaves: list, depth: int, is_leaf=None, paths: list | None = None, prefix: tuple = ()):
    if depth > 16:
        return None

    def leaf(value: Any) -> None:
        leaves.append(value)
        if paths is not None:
            paths.append(prefix)

    if is_leaf is not None and tree is not UNKNOWN:
        decided = is_leaf(tree)
        if decided is None:
            return None
        if decided:
            leaf(tree)
            return (lambda it: next(it)), "*"
    if tree is None:
        return (lambda it: None), None
    if tree is UNKNOWN:
        # a leaf or a subtree: `f` is judged on it, but what it maps to is not known
        leaf(UNKNOWN)
        return (lambda it: (next(it), UNKNOWN)[1]), "?"
    if isinstance(tree, _LEAF_TYPES):
        leaf(tree)
        return (lambda it: next(it)), "*"
    if isinstance(tree, (tuple, ListVal)):
        items = tree.items if isinstance(tree, ListVal) else tree
        made = [_flatten(item, leaves, depth + 1, is_leaf, paths, prefix + (PathKeyVal("SequenceKey", i),))
                for i, item in enumerate(items)]
        if any(m is None for m in made):
            return None
        builds = [m[0] for m in made]
        shape = (type(tree).__name__, tuple(m[1] for m in made))
        if isinstance(tree, ListVal):
            return (lambda it: ListVal(tuple(b(it) for b in builds))), shape
        return (lambda it: tuple(b(it) for b in builds)), shape
    if isinstance(tree, ObjVal) and tree.kind == "dict" and tree.known_keys() is not None:
        order = tree.known_keys()
        keys = sorted_keys(order)   # jax orders a dict's leaves by key
        if keys is None:
            return None
        made = {k: _flatten(tree.attrs[k], leaves, depth + 1, is_leaf, paths, prefix + (PathKeyVal("DictKey", k),))
                for k in keys}
        if any(m is None for m in made.values()):
            return None

        def rebuild(it):   # (a dict jax rebuilds has its keys in sorted order too)
            return ObjVal("dict", None, {k: made[k][0](it) for k in keys}, tree.region)
        return rebuild, ("dict", tuple((k, made[k][1]) for k in keys))
    registered = registered_fields(tree)
    if registered is not None:
        # a dataclass registered with jax.tree_util.register_dataclass: its data fields (its others kept as they are)
        return _flatten_fields(tree, registered, "registered", leaves, depth, is_leaf, paths, prefix)
    fields = namedtuple_fields(tree)
    if fields is not None:
        # a NamedTuple: its fields in order; rebuilt as the same class
        return _flatten_fields(tree, fields, "namedtuple", leaves, depth, is_leaf, paths, prefix)
    return None


def _flatten_fields(tree: ObjVal, fields: tuple, kind: str, leaves: list, depth: int, is_leaf, paths, prefix):
    """An instance whose children are these fields, in order, each leaf's path a GetAttrKey; rebuilt as an
    instance of the same class (a NamedTuple holds only its fields; a registered dataclass keeps the others)."""
    made = [_flatten(tree.attrs[f], leaves, depth + 1, is_leaf, paths, prefix + (PathKeyVal("GetAttrKey", f),))
            for f in fields]
    if any(m is None for m in made):
        return None

    def rebuild(it):
        attrs = dict(tree.attrs) if kind == "registered" else {}
        attrs.update({f: m[0](it) for f, m in zip(fields, made)})
        return ObjVal("instance", tree.cls, attrs, tree.region, frozen=True if kind == "namedtuple" else tree.frozen)
    return rebuild, (kind, id(tree.cls), tuple((f, m[1]) for f, m in zip(fields, made)))


def registered_fields(tree: Any) -> tuple | None:
    """The data fields of an instance of a dataclass registered as a pytree, when it holds them all."""
    cls = getattr(tree, "cls", None) if isinstance(tree, ObjVal) and tree.kind == "instance" else None
    fields = getattr(cls, "pytree_fields", None)
    if fields is None or tree.escaped or not all(f in tree.attrs for f in fields):
        return None
    return fields


def keystr(path: tuple, simple: bool = False, separator: str = "") -> str | None:
    """`jax.tree_util.keystr(path)`: "['params']['kernel']" / "[0]"; with simple=True the bare keys joined by
    `separator`. None when an entry is not a known key."""
    parts = []
    for entry in path:
        if not isinstance(entry, PathKeyVal) or not isinstance(entry.key, (str, int)):
            return None
        if simple:
            parts.append(str(entry.key))
        else:
            parts.append(f"[{entry.key!r}]" if entry.kind == "DictKey" else f".{entry.key}"
                         if entry.kind == "GetAttrKey" else f"[{entry.key}]")
    return separator.join(parts)
