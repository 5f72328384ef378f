"""The context mesh: what `jax.sharding.get_abstract_mesh()` would return at a point of the program."""
from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import Any

from .values import MeshVal


@dataclass(frozen=True)
class Ctx:
    status: str                              # "empty" | "mesh" | "unknown"
    mesh: MeshVal | None = None
    types: tuple[str, ...] | None = None     # effective axis types here (shard_map makes axes Manual)
    origin: ast.AST | None = None            # the set_mesh / use_abstract_mesh call that set it
    origin_kind: str = ""                    # "with" | "global" | "abstract"
    shard_map: Any = None                    # the ShardMapWrap whose body we are in, if any
    manual_axes: frozenset = frozenset()
    kernel: ast.AST | None = None            # the plgpu.kernel / pallas_call whose body we are in
    legacy_with: ast.AST | None = None       # an enclosing `with mesh:` (sets no context mesh)
    origin_path: str | None = None           # file and span of `origin` (it may be another module's)
    origin_span: Any = None
    legacy_path: str | None = None
    legacy_span: Any = None
    legacy_mesh: Any = None                  # the MeshVal of `legacy_with` (pjit traces its bodies under it)
    # status "unknown" only: the known contexts one of which is in effect (paths that disagree met here). Code
    # that does not look at them sees an unknown context (sound); rules judge each and are certain if all agree.
    alternatives: tuple = ()
    # status "mesh" from use_abstract_mesh entered where no context mesh was set: no concrete mesh exists, so an
    # eager computation cannot be lowered (JAX asks for lowering_platforms)
    abstract_only: bool | None = False        # None: entered over an unknown context

    @property
    def known(self) -> bool:
        return self.status != "unknown"

    def same(self, other: "Ctx") -> bool:
        if self.status != other.status:
            return False
        if self.status == "empty":
            return True
        if self.status == "unknown":
            return _same_options(self.alternatives, other.alternatives)
        return (self.mesh is not None and other.mesh is not None and self.mesh.same_mesh(other.mesh)
                and self.types == other.types and self.shard_map is other.shard_map
                and self.abstract_only == other.abstract_only)

    def with_(self, **changes) -> "Ctx":
        if self.alternatives and "alternatives" not in changes:
            # what changes for the context (a kernel body entered, a legacy `with mesh:`) changes for each option
            changes["alternatives"] = tuple(replace(a, **changes) for a in self.alternatives)
        return replace(self, **changes)

    @property
    def options(self) -> tuple:
        """The contexts one of which is in effect: itself, or its alternatives."""
        return self.alternatives or (self,)


EMPTY = Ctx("empty")
UNKNOWN_CTX = Ctx("unknown")


MAX_CTX_ALTERNATIVES = 4


def join(a: Ctx, b: Ctx) -> Ctx:
    """The context after two paths meet: kept when both paths agree; else unknown, remembering the known contexts
    it is one of (rules judge each), unless a path's context is itself unknown."""
    if a.same(b):
        return a
    kernel = a.kernel if a.kernel is b.kernel else None
    options: list[Ctx] = []
    for ctx in (a, b):
        if ctx.status == "unknown" and not ctx.alternatives:
            return UNKNOWN_CTX.with_(kernel=kernel)
        for option in ctx.options:
            if not any(option.same(seen) for seen in options):
                options.append(option)
    if len(options) > MAX_CTX_ALTERNATIVES:
        return UNKNOWN_CTX.with_(kernel=kernel)
    return Ctx("unknown", kernel=kernel, alternatives=tuple(options))


def _same_options(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(any(x.same(y) for y in b) for x in a)


def mesh_ctx(mesh: MeshVal, origin: ast.AST, kind: str) -> Ctx:
    return Ctx("mesh", mesh=mesh, types=mesh.types, origin=origin, origin_kind=kind)
