"""MESH224, under an Explicit mesh: lax.cond / lax.switch branches that return arrays sharded differently.

Outside shard_map, under a context mesh with Explicit axes, an array's sharding over them is part of its type
(`f32[8@x]`). JAX traces every branch of a cond and refuses outputs whose types differ ("branches must have equal
output types but they differ"), as it does for Manual axes in a shard_map body (cond_branches.py). The usual cause
is one branch resharding (`jax.reshard(x, P())`) or transposing its array while the other returns it as it is.

The interpreter hands over each cond/switch it traced outside shard_map under such a mesh (pseudo-callee
SHARDED_BRANCHES: the branch functions and what each returned); the verdict speaks only where every branch returned
arrays of known sharding on the context mesh, in one structure of the same ranks, and two differ on Explicit axes.
"""
from __future__ import annotations

from ...findings import Finding, Related
from ...objects import ObjVal
from ...values import ArrayVal, ListVal
from .loop_carry_sharding import explicit_entries
from .specs import Spec, mesh_ok, padded

SHARDED_BRANCHES = "<outputs of the branches of a cond traced outside shard_map under an Explicit mesh>"


_SCALAR = object()   # a Python number leaf (`(out, 1.0)`): a weakly typed scalar, no sharding


def _arrays(value, path: tuple = ()) -> list | None:
    """(path, array) for every leaf, when every leaf is an array of known sharding or a Python number
    (_SCALAR); None otherwise."""
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        out = []
        for n, item in enumerate(value):
            leaves = _arrays(item, path + (n,))
            if leaves is None:
                return None
            out.extend(leaves)
        return out
    if isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None and not value.escaped \
            and value.known_keys() is not None and all(isinstance(k, str) for k in value.known_keys()):
        # a dict (a KV cache `{"k": ..., "v": ..., "pos": ...}`): its leaves in sorted key order, as JAX flattens it
        out = []
        for key in sorted(value.known_keys()):
            leaves = _arrays(value.attrs[key], path + (key,))
            if leaves is None:
                return None
            out.extend(leaves)
        return out
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [(path, _SCALAR)]
    return [(path, value)] if isinstance(value, ArrayVal) else None


def branch_sharding_findings(rule, site) -> list | None:
    ctx = site.ctx
    if ctx.status != "mesh" or not mesh_ok(ctx.mesh) or ctx.shard_map is not None or ctx.kernel is not None:
        return None
    mesh = ctx.mesh
    types = tuple(ctx.types or mesh.types or ())
    explicit = frozenset(n for n, t in zip(mesh.names, types) if t == "Explicit")
    results = [_arrays(r) for r in site.kwargs.get("results") or []]
    branches = site.kwargs.get("branches") or []
    if not explicit or len(results) < 2 or len(results) != len(branches) or any(r is None for r in results):
        return None
    if len({tuple(path for path, _ in r) for r in results}) != 1:
        return None   # another structure: another TypeError first
    per_leaf = list(zip(*results))
    scalars = [leaves for leaves in per_leaf if any(a is _SCALAR for _, a in leaves)]
    if any(not all(a is _SCALAR for _, a in leaves) for leaves in scalars):
        return None   # a number in one branch, an array in another: not compared here
    per_leaf = [leaves for leaves in per_leaf if leaves not in scalars]
    for leaves in per_leaf:
        arrays = [a for _, a in leaves]
        if any(a.mesh is None or not mesh_ok(a.mesh) or not a.mesh.same_mesh(mesh) or a.ndim is None
               for a in arrays) or len({a.ndim for a in arrays}) != 1:
            return None   # (a rank or mesh not known, or shapes that differ: not compared here)
    api = site.kwargs.get("api", "cond")
    all_known = True
    for leaves in per_leaf:
        specs = [explicit_entries(a.spec, explicit) for _, a in leaves]
        if any(s is None for s in specs):
            all_known = False
            continue
        first = specs[0]
        for j, other in enumerate(specs[1:], 1):
            have, got = padded(first, other)
            if have != got:
                return [_finding(rule, site, api, branches, leaves[0][0], 0, j, Spec(have), Spec(got), leaves)]
    return [] if all_known else None


def _name(index: int, api: str) -> str:
    if api == "cond":
        return ("true_fun", "false_fun")[index] if index < 2 else f"branch {index}"
    return f"branches[{index}]"


def _finding(rule, site, api, branches, path, i, j, have: Spec, got: Spec, leaves) -> Finding:
    where = "output" + "".join(f"[{n!r}]" for n in path)
    name_i, name_j = _name(i, api), _name(j, api)
    message = (f"{api} branches must have equal output types but they differ: the {where} of {name_i} is sharded "
               f"{have.text()} on the Explicit mesh axes, the {where} of {name_j} {got.text()} (under an Explicit "
               f"mesh the sharding is part of the type, and a {api}'s branches must agree). Reshard one branch's "
               f"output to the other's sharding (jax.reshard(out, {have.text()})).")
    src = site.interp.source
    related = []
    for index, (_, array) in ((i, leaves[i]), (j, leaves[j])):
        node = array.node
        if getattr(node, "lineno", None) is not None:
            related += site.interp.related_at(node, f"{_name(index, api)}: its {where} is made here")
    return Finding(rule.code, message, src.callee_span(site.node), related=related)
