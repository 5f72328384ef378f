"""The context mesh at a call as the migration rules read it, and the related locations that explain it."""
from __future__ import annotations

import ast
from typing import Any

from ...context import Ctx
from ...findings import Related
from ...fixes import legacy_with_fix
from ...values import MeshVal


def mentions_set_mesh(interp) -> bool:
    """Whether the module names set_mesh anywhere in code (comments and strings do not count)."""
    cached = getattr(interp, "_jml_mig_mentions_set_mesh", None)
    if cached is None:
        cached = any((isinstance(n, ast.Attribute) and n.attr == "set_mesh") or
                     (isinstance(n, ast.Name) and n.id == "set_mesh") or
                     (isinstance(n, ast.alias) and n.name.split(".")[-1] == "set_mesh")
                     for n in ast.walk(interp.tree))
        try:
            interp._jml_mig_mentions_set_mesh = cached
        except Exception:
            pass
    return cached


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
        # use_abstract_mesh sets only the abstract mesh; a concrete one may lie underneath only if set_mesh is
        # used somewhere in the file.
        return ("empty", None) if not mentions_set_mesh(site.interp) else ("unknown", None)
    if ctx.origin_kind in ("with", "global") and isinstance(ctx.mesh, MeshVal) and ctx.mesh.kind == "Mesh":
        return "mesh", ctx.mesh
    return "unknown", None


def legacy_note(ctx: Ctx) -> str:
    """A sentence for messages at a call under a legacy `with mesh:` block ("" elsewhere)."""
    if ctx.legacy_with is not None:
        return " The legacy `with mesh:` block around it does not set the context mesh (deprecated since jax 0.10.1)."
    return ""


def legacy_related_and_fix(interp, legacy_with: ast.AST | None,
                           what: str = "legacy `with mesh:`: sets no context mesh") -> tuple[list, list]:
    """The legacy `with mesh:` block as a related location, and the fix that makes it `with jax.set_mesh(mesh):`."""
    if legacy_with is None:
        return [], []
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
    return [Related(interp.source.span(ctx.origin), "context mesh set here")]
