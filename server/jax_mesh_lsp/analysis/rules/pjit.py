"""MESH206 for `jax.experimental.pjit.pjit`: bare PartitionSpecs need the legacy `with mesh:`; MESH216-218 when
that legacy mesh refuses one of them.

pjit is not `jax.jit`: it resolves bare PartitionSpecs in `in_shardings` / `out_shardings` against the resource
environment that the legacy `with mesh:` sets, and raises MESH206's error when none is in effect, even under
`jax.set_mesh` (checked under jax 0.10.2). The interpreter calls this rule when a pjit-wrapped function whose
shardings hold a bare PartitionSpec is called (pseudo-callee PJIT_CALL, the pjit call node in kwargs).
"""
from __future__ import annotations

from ..findings import Finding, Related
from . import CallRule
from .migration.jit_call import bare_specs, refused_specs
from .migration.specs import mesh_ok

PJIT_CALL = "<call of a pjit function with bare PartitionSpecs>"


class PjitSpecNeedsLegacyMesh(CallRule):
    code = "MESH206"
    callees = frozenset({PJIT_CALL})
    # A bare PartitionSpec is spelled in the file itself, unless it comes from another module of the project
    # (then only cross-file analysis can see it): `pjit` alone is in most of jax's own modules.
    keywords = ("PartitionSpec", "jax.P", "jax import P")
    cross_file_keywords = ("pjit",)

    def check(self, site):
        ctx = site.ctx
        if not ctx.known or ctx.kernel is not None:
            return None  # code we cannot see (a caller, a context manager) may have entered a legacy mesh
        if ctx.legacy_with is not None:
            return []
        pjit_node = site.kwargs.get("pjit")
        source = site.interp.source
        related = []
        if pjit_node is not None and site.kwargs.get("pjit_path") in (None, site.interp.path):
            related.append(Related(source.span(pjit_node), "pjit with bare PartitionSpec shardings"))
        set_note = (" `jax.set_mesh` does not count for pjit (only for jax.jit)." if ctx.status == "mesh" else "")
        message = ("This pjit function has bare PartitionSpecs in its shardings and is called with no legacy "
                   f"`with mesh:` in effect, so pjit cannot resolve them.{set_note} Call it inside `with mesh:`, "
                   "pass NamedShardings, or use jax.jit under `with jax.set_mesh(mesh):`.")
        return [Finding(self.code, message, source.callee_span(site.node), related=related)]


class _PjitSpecsRefusedByLegacyMesh(CallRule):
    """MESH216-218 for pjit's bare PartitionSpecs: under the legacy `with mesh:` pjit makes NamedSharding(mesh,
    spec) of each (in_shardings, then out_shardings) when the function is called, and the mesh may refuse one
    (checked under jax 0.10.2, also with jax.set_mesh of the same mesh inside the legacy block)."""
    callees = frozenset({PJIT_CALL})
    keywords = ("PartitionSpec", "jax.P", "jax import P")

    def check(self, site):
        ctx = site.ctx
        if not ctx.known or ctx.kernel is not None or ctx.legacy_with is None:
            return None if not ctx.known or ctx.kernel is not None else []
        mesh = ctx.legacy_mesh   # (the value entered: the name may be a caller's local, or rebound since)
        if not mesh_ok(mesh) or mesh.kind != "Mesh":
            return None
        if ctx.status == "mesh" and not mesh.same_mesh(ctx.mesh):
            return None      # which of the two meshes resolves the specs is not modelled
        specs = bare_specs(site.kwargs.get("in_shardings"), site.kwargs.get("out_shardings"))
        if not specs:
            return None if specs is None else []
        return refused_specs(site, self.code, specs, mesh, "pjit function is called under the legacy `with mesh:`",
                             "the legacy mesh", "pjit", site.kwargs.get("pjit"), site.kwargs.get("pjit_path"))


class PjitUnconstrainedWithoutAuto(_PjitSpecsRefusedByLegacyMesh):
    code = "MESH216"


class PjitUnreducedOnNonExplicit(_PjitSpecsRefusedByLegacyMesh):
    code = "MESH217"


class PjitReducedOnNonExplicit(_PjitSpecsRefusedByLegacyMesh):
    code = "MESH218"


RULES = [PjitSpecNeedsLegacyMesh, PjitUnconstrainedWithoutAuto, PjitUnreducedOnNonExplicit, PjitReducedOnNonExplicit]
