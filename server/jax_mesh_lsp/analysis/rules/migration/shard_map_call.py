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


_PMAP_DEFAULT_AXIS = "_internal_pmap_axis_name"   # jax 0.10.2's name for a pmap given no axis_name


class ShardMapCalledUnderOtherMesh(CallRule):
    code = "MESH214"
    callees = frozenset({SHARD_MAP_CALL})
    # a wrapper with PartitionSpecs (a file that names none has none), or a pmap
    keywords = SPEC_KEYWORDS + ("pmap",)

    def check(self, site):
        if "pmap" in site.kwargs:
            return _pmap_verdict(site)
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


def _pmap_verdict(site):
    """jax.pmap runs as a jax.shard_map over its own one-axis mesh (axis_name, every mapped device, Auto): under a
    context mesh that jax.set_mesh set, the two must be the same abstract mesh. Certain when the context mesh's
    axis names or types already differ from any such mesh (its size is the mapped dimension, not known here)."""
    ctx = site.ctx
    axis = site.kwargs.get("pmap", None)
    axis = _PMAP_DEFAULT_AXIS if axis is None else axis
    if not isinstance(axis, str):
        return None
    if ctx.status != "mesh" or ctx.kernel is not None or ctx.shard_map is not None or ctx.mesh is None \
            or ctx.types is None or ctx.origin_kind == "abstract" or ctx.abstract_only is not False:
        return None if ctx.status != "empty" else []
    if tuple(ctx.mesh.names) == (axis,) and all(t == "Auto" for t in ctx.types):
        return None   # the same names and types: sizes and devices decide
    context = ", ".join(f"{n}={s if s is not None else '?'} ({t})" for n, s, t in
                        zip(ctx.mesh.names, ctx.mesh.sizes or (None,) * len(ctx.mesh.names), ctx.types))
    shown = f"'{axis}'" if axis != _PMAP_DEFAULT_AXIS else f"'{axis}' (no axis_name given)"
    message = (f"jax.pmap runs as a jax.shard_map over a mesh of its own (one Auto axis {shown}, over the mapped "
               f"devices), but it is called under the context mesh ({context}) that jax.set_mesh set; they must "
               "be the same abstract mesh. Call the pmap outside the `with jax.set_mesh(...)` block, or port it "
               "to jax.shard_map over the context mesh.")
    related = []
    node = site.kwargs.get("pmap_node")
    if node is not None and getattr(node, "lineno", None) is not None:
        related.append(Related(site.interp.source.span(node), "the jax.pmap is made here"))
    return [Finding("MESH214", message, site.interp.source.callee_span(site.node), related=related)]
