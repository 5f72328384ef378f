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

    @property
    def known(self) -> bool:
        return self.status != "unknown"

    def same(self, other: "Ctx") -> bool:
        if self.status != other.status:
            return False
        if self.status == "empty":
            return True
        if self.status == "unknown":
            return True
        return (self.mesh is not None and other.mesh is not None and self.mesh.same_mesh(other.mesh)
                and self.types == other.types and self.shard_map is other.shard_map)

    def with_(self, **changes) -> "Ctx":
        return replace(self, **changes)


EMPTY = Ctx("empty")
UNKNOWN_CTX = Ctx("unknown")


def join(a: Ctx, b: Ctx) -> Ctx:
    """The context after two paths meet: kept only when both paths agree."""
    if a.same(b):
        return a
    return UNKNOWN_CTX.with_(kernel=a.kernel if a.kernel is b.kernel else None)


def mesh_ctx(mesh: MeshVal, origin: ast.AST, kind: str) -> Ctx:
    return Ctx("mesh", mesh=mesh, types=mesh.types, origin=origin, origin_kind=kind)
