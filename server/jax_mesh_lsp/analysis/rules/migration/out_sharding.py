"""`out_sharding=` of jnp / lax / random functions and the target of jax.reshard, resolved as canonicalize_sharding
does (sharding_impls.py): MESH205, MESH207, MESH216-MESH218."""
from __future__ import annotations

from typing import Any

from ...fixes import explicit_axis_types_fix
from ...values import NamedShardingVal, PSpecVal
from .context import legacy_note, legacy_related_and_fix, mesh_desc, mesh_related
from .named_sharding import ns_check, ns_fixes, ns_message
from .specs import U, mesh_ok, spec_of
from .verdict import OK, Verdict


def out_sharding_verdict(site, value: Any, api: str, shown: str | None = None) -> Verdict | None:
    """What canonicalize_sharding does with `out_sharding` (sharding_impls.py): None when not certain. `shown`
    names the API in messages when it is not `api` itself."""
    name = shown or api
    if value is None:
        return OK
    ctx = site.ctx
    if ctx.kernel is not None or ctx.status == "unknown":
        return None
    if isinstance(value, PSpecVal):
        spec = spec_of(value)
        if spec is None:
            return None
        if ctx.status == "empty":
            related, fixes = legacy_related_and_fix(site.interp, ctx.legacy_with, ctx=ctx)
            why = legacy_note(ctx) or " No `jax.set_mesh(...)` is in effect here."
            return Verdict("MESH205", f"{name} gets out_sharding={spec.text()}, a bare PartitionSpec, but the context "
                                      f"mesh is empty, so JAX cannot resolve it.{why}", related, fixes)
        if ctx.mesh is None or ctx.types is None:
            return None
        names, types = ctx.mesh.names, ctx.types
        ns = ns_check(names, types, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, ns_message(ns, spec, names, types, "the context mesh"),
                           mesh_related(site, ctx.mesh),
                           ns_fixes(site, ns, ctx.mesh if ctx.types == ctx.mesh.types else None, value.node))
        mesh = ctx.mesh
    elif isinstance(value, NamedShardingVal):
        mesh = value.mesh
        spec = spec_of(value.spec)
        if not mesh_ok(mesh) or spec is None or ns_check(mesh.names, mesh.types, spec, site.interp.jax_version) != "ok":
            return None
        types = mesh.types
        names = mesh.names
        if ctx.status == "mesh" and api != "reshard":
            if ctx.types is None or ctx.mesh is None:
                return None
            both_auto = all(t == "Auto" for t in types) and all(t == "Auto" for t in ctx.types)
            same = ctx.mesh.same_mesh(mesh) and ctx.types == types
            if not both_auto and not same:
                return None   # "Context mesh ... should match the mesh of sharding" (or unknown)
    else:
        return None
    kind = dict(zip(names, types))
    # in canonicalize_sharding's order: the spec's entries flattened, then unreduced and reduced axes
    entries = [a for p in spec.parts if p is not None for a in ((U,) if p == U else p)]
    for axis in entries + sorted(spec.unreduced) + sorted(spec.reduced):
        if axis == U:
            return None   # looked up as an axis name: a KeyError, before any axis after it is checked
        if kind[axis] in ("Auto", "Manual"):
            if kind[axis] == "Manual" and ctx.shard_map is not None:
                where = "inside this jax.shard_map body"
            elif mesh.types is not None and tuple(mesh.types) != tuple(types):
                # (under jax.sharding.auto_axes / explicit_axes: the context retypes the mesh's axes)
                where = (f"in the context mesh here: jax.sharding.auto_axes / explicit_axes changed the axis types "
                         f"of mesh {mesh_desc(site, mesh)}")
            else:
                where = f"in mesh {mesh_desc(site, mesh)}"
            related = mesh_related(site, mesh)
            fixes = []
            if kind[axis] == "Auto" and "Manual" not in types and mesh.types == types and \
                    (mesh.path is None or mesh.path == site.interp.path):
                fix = explicit_axis_types_fix(mesh, site.interp.module_frame.env, site.interp.tree, site.interp.source)
                if fix is not None:
                    fixes.append(fix)
            note = ""
            if kind[axis] == "Auto" and not mesh.types_given and mesh.constructor == "jax.make_mesh":
                note = " (jax.make_mesh made Auto axes by default before jax 0.9.0, the targeted version here)"
            elif kind[axis] == "Auto" and not mesh.types_given and mesh.constructor:
                note = f" ({mesh.constructor.rsplit('.', 1)[-1]} makes Auto axes without axis_types=)"
            return Verdict("MESH207", f"{spec.text()} passed to {name} names axis {axis!r}, which is {kind[axis]} "
                                      f"{where}{note}; out_sharding / reshard may only name Explicit axes.",
                           related, fixes)
    return OK
