"""jax.device_put with bare PartitionSpecs: MESH203 without a concrete mesh, MESH216-MESH218 with one."""
from __future__ import annotations

import ast

from ...values import NamedShardingVal, PSpecVal
from .context import concrete_mesh, ctx_origin_related, legacy_note, legacy_related_and_fix, mesh_desc, mesh_related
from .named_sharding import ns_check, ns_fixes, ns_message
from .specs import mesh_ok, sharding_leaves, spec_of
from .verdict import OK, Verdict


def device_put_verdict(site) -> Verdict | None:
    """jax.device_put: bare PartitionSpecs need a concrete mesh (api.py pspec_to_sharding), then become
    NamedShardings of it (MESH216-218)."""
    if site.kwargs.keys() - {"device", "src", "donate", "may_alias"}:
        return None
    leaves: list = []
    targets = [site.arg(1, "device", None)] + ([site.kwargs["src"]] if site.kwargs.get("src") is not None else [])
    for value in targets:
        got = sharding_leaves(value)
        if got is None:
            return None
        leaves.extend(got)
    specs = [v for v in leaves if isinstance(v, PSpecVal)]
    if not specs:
        return OK if all(v is None or isinstance(v, NamedShardingVal) for v in leaves) else None
    if any(not (v is None or isinstance(v, (PSpecVal, NamedShardingVal))) for v in leaves):
        return None
    parsed = [spec_of(v) for v in specs]
    if any(p is None for p in parsed):
        return None
    if len(leaves) > 1:
        x = site.arg_node(0, "x")
        if not (isinstance(x, ast.Tuple) and len(x.elts) == len(leaves)):
            return None   # the pytree structures must match; not checked here
    state, mesh = concrete_mesh(site)
    ctx = site.ctx
    if state == "empty":
        related, fixes = legacy_related_and_fix(site.interp, ctx.legacy_with)
        if ctx.status == "mesh" and ctx.origin_kind == "abstract":
            why = " Only use_abstract_mesh is in effect, which sets no concrete mesh."
            related += ctx_origin_related(site.interp, ctx)
        else:
            why = legacy_note(ctx) or " No `jax.set_mesh(...)` is in effect here."
        return Verdict("MESH203", f"jax.device_put gets a bare PartitionSpec {parsed[0].text()}, but no concrete mesh "
                                  f"is set, so it cannot be turned into a sharding.{why}", related, fixes)
    if state != "mesh" or not mesh_ok(mesh):
        return None
    for spec, pnode in zip(parsed, specs):
        ns = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, ns_message(ns, spec, mesh.names, mesh.types, f"the set mesh {mesh_desc(site, mesh)}"),
                           mesh_related(site, mesh), ns_fixes(site, ns, mesh, pnode.node))
    return OK
