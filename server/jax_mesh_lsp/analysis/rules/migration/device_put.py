"""jax.device_put with bare PartitionSpecs: MESH203 without a concrete mesh, MESH216-MESH218 with one."""
from __future__ import annotations

import ast

from ... import pytrees
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
        if not (isinstance(x, ast.Tuple) and len(x.elts) == len(leaves)) and not _tree_prefix(site):
            return None   # the shardings' tree must be a prefix of the arrays' (else another error comes first)
    else:
        arrays = pytrees.flatten(site.arg(0, "x", None))
        if arrays is not None and _certainly_empty(arrays[2]):
            return None   # `device_put([], P(...))`: no array to place, the spec is never resolved
    state, mesh = concrete_mesh(site)
    ctx = site.ctx
    if state == "empty":
        related, fixes = legacy_related_and_fix(site.interp, ctx.legacy_with, ctx=ctx)
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


def _tree_prefix(site) -> bool:
    """Whether the tree of shardings given is certainly a prefix of the tree of arrays (jax.device_put flattens
    `device` up to `x`'s structure before it resolves any spec): `{"w": P(...), "b": P(...)}` for a dict with
    those keys."""
    shardings = pytrees.flatten(site.arg(1, "device", None))
    arrays = pytrees.flatten(site.arg(0, "x", None))
    return shardings is not None and arrays is not None and _prefix(shardings[2], arrays[2])


def _prefix(tree, of) -> bool:
    if tree == "*":
        return _has_leaf(of)   # one sharding for the whole subtree (resolved only if it holds an array)
    if isinstance(tree, tuple) and isinstance(of, tuple) and len(tree) == 2 and len(of) == 2 \
            and tree[0] == of[0] and len(tree[1]) == len(of[1]):
        if tree[0] == "dict":
            return all(k1 == k2 and _prefix(a, b) for (k1, a), (k2, b) in zip(tree[1], of[1]))
        return all(_prefix(a, b) for a, b in zip(tree[1], of[1]))
    return False


def _has_leaf(shape) -> bool:
    """A tree structure (pytrees.flatten's description) that certainly holds a leaf (an unknown part may be
    empty: `None`, `{}`)."""
    if shape == "*":
        return True
    if isinstance(shape, tuple) and len(shape) == 2 and isinstance(shape[1], tuple):
        if shape[0] == "dict":
            return any(_has_leaf(child) for _, child in shape[1])
        return any(_has_leaf(child) for child in shape[1])
    return False


def _certainly_empty(shape) -> bool:
    """A tree structure with no leaf at all (`[]`, `{}`, `None`, nested)."""
    if shape is None:
        return True
    if isinstance(shape, tuple) and len(shape) == 2 and isinstance(shape[1], tuple):
        children = [c for _, c in shape[1]] if shape[0] == "dict" else list(shape[1])
        return all(_certainly_empty(c) for c in children)
    return False
