"""MESH213/MESH214 judged where a shard_map wrapper is called, wherever that is: a wrapper stored on `self` in
`setup()` and called from another method, returned by a factory, called in a loop or from `main()`.

shard_map_mesh.py judges the first call that follows the creation in the same block (syntactically); here the
interpreter hands over every call it follows of a function wrapped by `jax.shard_map` (or the legacy
`jax.experimental.shard_map.shard_map`), with the context mesh at that call (pseudo-callee SHARD_MAP_CALL, the
ShardMapWrap in kwargs["wrapper"]). JAX checks the mesh when the wrapper is called, so that context is the one
that decides.
"""
from __future__ import annotations

from ...findings import Finding, Related
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .context import legacy_related_and_fix
from .shard_map_mesh import _meshes_differ, no_mesh_message, other_mesh_message
from .specs import mesh_ok

SHARD_MAP_CALL = "<call of a shard_map-wrapped function>"


def _creation_related(site, wrap, what: str) -> list:
    """Where the wrapper was created, when that is in this file."""
    if wrap.path not in (None, site.interp.path):
        return []
    return [Related(site.interp.source.span(wrap.node), what)]


class ShardMapCalledWithoutMesh(CallRule):
    code = "MESH213"
    callees = frozenset({SHARD_MAP_CALL})
    keywords = SPEC_KEYWORDS  # a wrapper with PartitionSpecs: a file that names none has none

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        ctx = site.ctx
        if wrap is None or wrap.mesh is not None:
            return None if wrap is None else []
        if ctx.kernel is not None or ctx.status != "empty":
            return None if ctx.status != "mesh" else []
        legacy_related, fixes = legacy_related_and_fix(site.interp, ctx.legacy_with, ctx=ctx)
        message = no_mesh_message(ctx.legacy_with)
        related = _creation_related(site, wrap, "jax.shard_map without mesh= is created here") + legacy_related
        return [Finding(self.code, message, site.interp.source.callee_span(site.node), related=related, fixes=fixes)]


class ShardMapCalledUnderOtherMesh(CallRule):
    code = "MESH214"
    callees = frozenset({SHARD_MAP_CALL})
    keywords = SPEC_KEYWORDS  # a wrapper with PartitionSpecs: a file that names none has none

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        ctx = site.ctx
        if wrap is None or not mesh_ok(wrap.mesh):
            return None
        # inside a shard_map body too: the context mesh there has the body's Manual axes, so a nested
        # shard_map given the outer mesh (whose axes are not Manual) is called under another abstract mesh
        if ctx.status != "mesh" or ctx.kernel is not None or ctx.mesh is None:
            return None if ctx.status != "empty" else []
        differ = _meshes_differ(ctx.mesh, ctx.types, wrap.mesh, wrap.mesh.types)
        if differ is not True:
            return [] if differ is False else None
        bound = bool(site.kwargs.get("bound_by_first_call"))
        message = other_mesh_message(wrap.mesh, ctx.mesh, ctx.types, bound)
        related = _creation_related(site, wrap, "the shard_map, without mesh=" if bound else "the shard_map and its mesh=")
        return [Finding(self.code, message, site.interp.source.callee_span(site.node), related=related)]
