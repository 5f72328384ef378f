"""The context mesh at a call as the migration rules read it, and the related locations that explain it."""
from __future__ import annotations

import ast
from typing import Any

from ...context import Ctx
from ...findings import Related
from ...fixes import legacy_with_fix
from ...values import MeshVal


def concrete_mesh(site) -> tuple[str, Any]:
    """("empty", None) when no concrete mesh is set (what jax.set_mesh sets; device_put / ShapeDtypeStruct /
    jit read it), ("mesh", MeshVal) when it is known, ("unknown", None) otherwise."""
    ctx = site.ctx
    if ctx.kernel is not None:
        return "unknown", None
    if ctx.status == "empty":
        return "empty", None
    if ctx.status != "mesh" or ctx.shard_map is not None:
        return "unknown", None
    if ctx.origin_kind == "abstract":
        # use_abstract_mesh sets only the abstract mesh; the concrete one underneath is what was in effect when
        # it was entered: none (abstract_only) or, when that is unknown (a caller's), possibly one
        return ("empty", None) if ctx.abstract_only else ("unknown", None)
    if ctx.origin_kind in ("with", "global") and isinstance(ctx.mesh, MeshVal) and ctx.mesh.kind == "Mesh":
        return "mesh", ctx.mesh
    return "unknown", None


def legacy_note(ctx: Ctx) -> str:
    """A sentence for messages at a call under a legacy `with mesh:` block ("" elsewhere)."""
    if ctx.legacy_with is not None:
        return " The legacy `with mesh:` block around it does not set the context mesh (deprecated since jax 0.10.1)."
    return ""


def legacy_related_and_fix(interp, legacy_with: ast.AST | None,
                           what: str = "legacy `with mesh:`: sets no context mesh",
                           ctx: Ctx | None = None) -> tuple[list, list]:
    """The legacy `with mesh:` block as a related location, and the fix that makes it `with jax.set_mesh(mesh):`.
    `ctx`: the context `legacy_with` may come from; a block in another module (a caller's) is located there, and
    gets no fix here (an edit of this file at that file's offsets would be garbage)."""
    if legacy_with is None:
        return [], []
    if ctx is not None and legacy_with is ctx.legacy_with and ctx.legacy_path not in (None, interp.path):
        return [Related(ctx.legacy_span, what, ctx.legacy_path)], []
    related = [Related(interp.source.span(legacy_with), what)]
    try:
        fix = legacy_with_fix(legacy_with, interp.module_frame.env, interp.tree, interp.source)
    except Exception:
        return related, []
    return related, [fix]


def mesh_related(site, mesh: MeshVal | None) -> list:
    """Where the mesh is built, as a related location ([] when unknown)."""
    if mesh is None or mesh.node is None:
        return []
    here = mesh.path is None or mesh.path == site.interp.path
    span = mesh.span if mesh.span is not None else site.interp.source.span(mesh.node)
    return [Related(span, f"mesh {mesh.describe()} is built here", None if here else mesh.path)]


def mesh_desc(site, mesh: MeshVal) -> str:
    """The mesh as messages name it: its variable's name when it has one, and its axes."""
    bound = site.interp.mesh_names.get(mesh.key())
    return f"`{bound}` ({mesh.describe()})" if bound else f"({mesh.describe()})"


def ctx_origin_related(interp, ctx: Ctx) -> list:
    """Where the context mesh was set, as a related location."""
    if ctx.origin is None:
        return []
    if ctx.origin_path not in (None, interp.path):
        return [Related(ctx.origin_span, "context mesh set here", ctx.origin_path)] if ctx.origin_span else []
    return [Related(interp.source.span(ctx.origin), "context mesh set here")]
