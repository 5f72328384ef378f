"""The abstract values the evaluator computes: what can be known about an expression without running it.

Anything that cannot be evaluated is UNKNOWN; no value is ever guessed.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any


class _Unknown:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNKNOWN"

    def __bool__(self) -> bool:
        return False


UNKNOWN: Any = _Unknown()

AXIS_KINDS = ("Auto", "Explicit", "Manual")


@dataclass(frozen=True)
class QualName:
    """A reference to something in an imported module, by its canonical dotted name (`jax.set_mesh`)."""
    name: str


@dataclass(frozen=True)
class AxisTypeVal:
    kind: str  # one of AXIS_KINDS


@dataclass(frozen=True)
class ListVal:
    """A list display: kept apart from tuples because JAX treats them differently (axis_types)."""
    items: tuple


@dataclass(frozen=True, eq=False)
class MeshVal:
    """A mesh whose construction the analysis understood."""
    kind: str                                  # "Mesh" | "AbstractMesh"
    names: tuple[str, ...]
    sizes: tuple[int | None, ...] | None
    types: tuple[str, ...] | None              # None: axis types unknown
    node: ast.AST                              # the constructor call
    path: str | None = None
    constructor: str = ""                      # "jax.make_mesh", "jax.sharding.Mesh", ...
    types_given: bool = False                  # axis_types= was passed
    problem: str | None = None                 # why constructing it raises, if it does
    identity: int = field(default=0)
    span: Any = None                           # Span of the constructor call in its own file

    def key(self) -> int:
        """Identity of the mesh object at run time: `mesh.abstract_mesh` shares its concrete mesh's key."""
        return self.identity or id(self)

    def abstract(self) -> "MeshVal":
        return MeshVal("AbstractMesh", self.names, self.sizes, self.types, self.node, self.path,
                       self.constructor, self.types_given, self.problem, self.key(), self.span)

    @property
    def all_explicit(self) -> bool | None:
        if self.types is None:
            return None
        return bool(self.types) and all(t == "Explicit" for t in self.types)

    def describe(self) -> str:
        parts = []
        for i, name in enumerate(self.names):
            size = self.sizes[i] if self.sizes and i < len(self.sizes) else None
            kind = self.types[i] if self.types and i < len(self.types) else "?"
            parts.append(f"{name}={size if size is not None else '?'} ({kind})")
        return f"{self.kind} " + ", ".join(parts) if parts else f"{self.kind} with no axes"

    def same_mesh(self, other: "MeshVal") -> bool:
        return self.key() == other.key()


@dataclass(frozen=True)
class PSpecVal:
    parts: tuple                 # each: None | str | tuple[str, ...] | UNKNOWN
    reduced: frozenset | None = None
    unreduced: frozenset | None = None
    node: ast.AST | None = None


@dataclass(frozen=True)
class NamedShardingVal:
    mesh: Any
    spec: Any


@dataclass(frozen=True, eq=False)
class FuncVal:
    """A function defined in this file (def or lambda), with the transformations wrapped around it."""
    node: ast.AST                      # FunctionDef | AsyncFunctionDef | Lambda
    wrappers: tuple = ()               # outermost first: ShardMapWrap, "jit", ...
    closure: Any = None                # the Frame the function was defined in

    def wrapped(self, wrapper) -> "FuncVal":
        return FuncVal(self.node, (wrapper,) + self.wrappers, self.closure)


@dataclass(frozen=True)
class ShardMapWrap:
    """`jax.shard_map(..., mesh=..., axis_names=...)` around a function."""
    mesh: Any                          # MeshVal | None (take the context mesh) | UNKNOWN
    axis_names: Any                    # frozenset[str] | None (all axes) | UNKNOWN
    node: ast.AST


@dataclass(frozen=True)
class PartialVal:
    """`functools.partial(f, *args, **kwargs)` of a known callee."""
    func: Any
    args: tuple
    kwargs: tuple                      # ((name, value), ...)
    node: ast.AST


@dataclass(frozen=True)
class SetMeshResult:
    """What `jax.set_mesh(m)` returns: it has already set the mesh; `with` restores the previous one on exit."""
    mesh: Any


@dataclass(frozen=True)
class UseAbstractMeshCM:
    """`jax.sharding.use_abstract_mesh(am)`: sets the context mesh on `__enter__` only."""
    mesh: Any


def as_str_tuple(value) -> tuple[str, ...] | None:
    """A str or a tuple/list of str as a tuple of str; None when anything is unknown."""
    if isinstance(value, str):
        return (value,)
    items = value.items if isinstance(value, ListVal) else value
    if isinstance(items, tuple) and all(isinstance(v, str) for v in items):
        return items
    return None
