"""MESH001: `top_level_all_gather` needs a context mesh whose axes are all Explicit."""
from __future__ import annotations

from ..context import Ctx
from ..findings import Finding, Related
from ..fixes import explicit_axis_types_fix, legacy_with_fix, wrap_in_set_mesh_fix
from ..values import MeshVal, NamedShardingVal
from . import CallRule


def located(span, path, site, node, message: str) -> Related:
    """A related location that may be in another module (the mesh set by the caller of an inlined helper)."""
    if span is None:
        span = site.interp.source.span(node)
    return Related(span, message, None if path in (None, site.interp.path) else path)


def mesh_definition(mesh: MeshVal, site) -> Related:
    """Where the mesh was built: in this file, or in another module (cross-file resolution sets mesh.path)."""
    here = mesh.path is None or mesh.path == site.interp.path
    span = mesh.span if mesh.span is not None else site.interp.source.span(mesh.node)
    return Related(span, f"mesh {mesh.describe()} is built here", None if here else mesh.path)


class TopLevelAllGatherNeedsExplicitMesh(CallRule):
    code = "MESH001"
    callees = frozenset({"jax._src.shard_map.top_level_all_gather"})
    keywords = ("top_level_all_gather",)

    # The rule's ground truth is jax 0.10.x; older releases lack or differ in this experimental collective.
    MIN_JAX = (0, 10, 0)

    def check(self, site):
        ctx: Ctx = site.ctx
        if ctx.status == "unknown" or tuple(site.interp.jax_version) < self.MIN_JAX:
            return None
        source = site.interp.source
        span = source.callee_span(site.node)
        related: list[Related] = []
        fixes = []
        env = site.interp.module_frame.env
        tree = site.interp.tree
        if ctx.status == "empty":
            if ctx.legacy_with is not None:
                why = ("the legacy `with mesh:` block does not set the context mesh (it only sets the deprecated "
                       "resource environment), so the context mesh is empty")
                related.append(located(ctx.legacy_span, ctx.legacy_path, site, ctx.legacy_with,
                                       "legacy `with mesh:` (sets no context mesh)"))
                if ctx.legacy_path in (None, site.interp.path):
                    fixes.append(legacy_with_fix(ctx.legacy_with, env, tree, source))
            else:
                why = "no mesh is set here: the context mesh is empty (use `jax.set_mesh(mesh)`)"
            mesh_expr = self._mesh_to_enter(site)
            stmt = site.interp.stmt_stack[-1] if site.interp.stmt_stack else None
            if mesh_expr is not None and stmt is not None and ctx.legacy_with is None:
                fixes.append(wrap_in_set_mesh_fix(stmt, mesh_expr, env, tree, source))
            message = f"top_level_all_gather needs a context mesh whose axes are all Explicit, but {why}."
            return [Finding(self.code, message, span, related=related, fixes=fixes,
                            data={"context": "empty"})]
        types = ctx.types
        mesh: MeshVal = ctx.mesh
        if types is None:
            return None
        if types and all(t == "Explicit" for t in types):
            return []
        bad = [f"'{n}' is {t}" for n, t in zip(mesh.names, types) if t != "Explicit"]
        bound = site.interp.mesh_names.get(mesh.key())
        mesh_desc = f"`{bound}`" if bound else f"({mesh.describe()})"
        related.append(mesh_definition(mesh, site))
        if ctx.shard_map is not None and ctx.manual_axes:
            reason = (f"inside this jax.shard_map body the mapped axes are Manual ({', '.join(bad)}); "
                      "use jax.lax.all_gather inside shard_map instead")
            related.append(located(ctx.origin_span, ctx.origin_path, site, ctx.shard_map.node,
                                   "jax.shard_map makes these axes Manual"))
        else:
            origin = {"with": "set", "global": "set", "abstract": "set by use_abstract_mesh",
                      "auto_axes": "made Auto by auto_axes"}.get(ctx.origin_kind, "set")
            default_note = ""
            if ctx.origin_kind == "auto_axes":
                default_note = " (inside jax.sharding.auto_axes)"
            elif not mesh.types_given and mesh.types == types:
                default_note = f" ({mesh.constructor.rsplit('.', 1)[-1]} defaults to Auto without axis_types=)"
            reason = f"in the context mesh {mesh_desc} {', '.join(bad)}{default_note}"
            if ctx.origin is not None:
                related.append(located(ctx.origin_span, ctx.origin_path, site, ctx.origin, f"context mesh {origin} here"))
            # the axis_types fix helps only where the mesh's own types are what is wrong (not inside auto_axes)
            if ("Manual" not in types and mesh.types == types and ctx.origin_kind != "auto_axes"
                    and (mesh.path is None or mesh.path == site.interp.path)):
                fix = explicit_axis_types_fix(mesh, env, tree, source)
                if fix is not None:
                    fixes.append(fix)
        message = f"top_level_all_gather needs every axis of the context mesh to be Explicit, but {reason}."
        return [Finding(self.code, message, span, related=related, fixes=fixes,
                        data={"context": "mesh", "axes": list(mesh.names), "types": list(types)})]

    @staticmethod
    def _mesh_to_enter(site) -> str | None:
        """The mesh worth entering: the one of the out_sharding's NamedSharding, else the only explicit one bound."""
        out = site.arg(1, "out_sharding")
        if isinstance(out, NamedShardingVal) and isinstance(out.mesh, MeshVal):
            node = site.arg_node(1, "out_sharding")
            if hasattr(node, "args") and node.args:
                return site.interp.source.segment(node.args[0])
        candidates = {name for name, value in site.frame.env.items()
                      if isinstance(value, MeshVal) and value.kind == "Mesh" and value.all_explicit}
        module = site.interp.module_frame.env
        candidates |= {name for name, value in module.items()
                       if isinstance(value, MeshVal) and value.kind == "Mesh" and value.all_explicit}
        return candidates.pop() if len(candidates) == 1 else None
