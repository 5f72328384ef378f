"""jax.lax.with_sharding_constraint (pjit.py): a bare spec with no mesh (MESH206), NamedSharding checks
(MESH216-MESH218), then the all-Explicit assertion (MESH220) or the Auto-only check (MESH212)."""
from __future__ import annotations

import ast
from typing import Any

from ...findings import Fix, Related, TextEdit
from ...fixes import name_for
from ...objects import ObjVal
from ...pytrees import flatten
from ...values import ArrayVal, ListVal, MeshVal, NamedShardingVal, PSpecVal, QualName
from .context import legacy_related_and_fix, mesh_related
from .named_sharding import ns_check, ns_fixes, ns_message
from .producers import _produced_expr, array_spec, defining_call
from .specs import U, Spec, mesh_ok, padded, sizes_settled, spec_of
from .verdict import OK, Verdict
from .syntax import made_where


def _wsc_context(site) -> tuple[str, Any, Any, bool] | None:
    """(how, names, types, all_explicit) of the mesh with_sharding_constraint resolves a bare spec with:
    the context mesh, else the legacy `with mesh:` physical mesh; ("none", ...) when there is neither."""
    ctx = site.ctx
    if ctx.kernel is not None or ctx.shard_map is not None:
        return None
    if ctx.status == "mesh":
        if ctx.mesh is None or ctx.types is None:
            return None
        explicit = bool(ctx.types) and all(t == "Explicit" for t in ctx.types)
        return "context", ctx.mesh, ctx.types, explicit
    if ctx.status == "empty":
        if ctx.legacy_with is not None:
            legacy = ctx.legacy_mesh   # (the value entered: the name may be a caller's local, or rebound since)
            if not mesh_ok(legacy) or legacy.kind != "Mesh":
                return None
            return "legacy", legacy, legacy.types, False
        return "none", None, None, False
    return None


def wsc_verdict(site) -> Verdict | None:
    """jax.lax.with_sharding_constraint (pjit.py): PartitionSpec with no mesh (MESH206), NamedSharding checks
    (MESH216-218), then the all-Explicit assertion (MESH220) or the Auto-only check (MESH212)."""
    if len(site.node.args) != 2 or site.node.keywords or any(isinstance(a, ast.Starred) for a in site.node.args):
        return None
    value = site.args[1]
    if isinstance(value, (tuple, ListVal, ObjVal)) and not isinstance(value, PSpecVal):
        return _tree_verdict(site, value)
    found = _wsc_context(site)
    if found is None:
        return None
    how, cmesh, ctypes, all_explicit = found
    ctx = site.ctx
    if isinstance(value, PSpecVal):
        spec = spec_of(value)
        if spec is None:
            return None
        if how == "none":
            return Verdict("MESH206", f"with_sharding_constraint gets a bare PartitionSpec {spec.text()}, but no mesh "
                                      "is set (neither jax.set_mesh nor a legacy `with mesh:`), so it cannot be "
                                      "resolved.")
        ns = ns_check(cmesh.names, ctypes, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, ns_message(ns, spec, cmesh.names, ctypes, "the mesh in context"),
                           mesh_related(site, cmesh),
                           ns_fixes(site, ns, cmesh if cmesh.types == ctypes else None, value.node))
        smesh, stypes = cmesh, ctypes
    elif isinstance(value, NamedShardingVal):
        spec = spec_of(value.spec)
        smesh = value.mesh
        if spec is None or not mesh_ok(smesh) or ns_check(smesh.names, smesh.types, spec, site.interp.jax_version) != "ok":
            return None
        stypes = smesh.types
    else:
        return None
    if all_explicit:
        return _wsc_assert_verdict(site, spec, smesh, stypes, value)
    kind = dict(zip(smesh.names, stypes))
    bad = [a for a in spec.axes() if kind[a] != "Auto"]
    if not bad:
        return OK
    related = mesh_related(site, smesh)
    if how == "legacy":
        where = ("the legacy `with mesh:` block sets no context mesh, so the spec is resolved on that mesh, where "
                 f"{', '.join(f'{a!r} is {kind[a]}' for a in bad)}")
        related += legacy_related_and_fix(site.interp, ctx.legacy_with, ctx=ctx)[0]
    elif how == "context":
        where = f"in the context mesh {', '.join(f'{a!r} is {kind[a]}' for a in bad)} and not every axis is Explicit"
    else:
        where = f"in its mesh {', '.join(f'{a!r} is {kind[a]}' for a in bad)} and no mesh is set"
    note = ""
    if not smesh.types_given and smesh.constructor == "jax.make_mesh":
        note = " (jax.make_mesh makes Explicit axes by default since jax 0.9.0)"
    return Verdict("MESH212", f"with_sharding_constraint may only name Auto axes here, but {where}{note}. Use "
                              "jax.reshard under jax.set_mesh for Explicit axes, or make the mesh Auto.",
                   related, [])


def device_convert_verdict(site) -> Verdict | None:
    """`jnp.asarray(x, device=NamedSharding(mesh, spec))` (also jnp.array, jnp.astype, jnp.linspace): the
    conversion binds with that sharding, then constrains its result with with_sharding_constraint (lax.py
    _convert_element_type_bind_with_trace) when the mesh is concrete. Checked under jax 0.10.2: with no context
    mesh the Auto-only check applies to every mesh, all-Explicit ones too; with the same mesh set, only where not
    every axis is Explicit (else the constraint asserts the sharding the conversion just gave); another context
    mesh fails earlier, with another message."""
    if "out_sharding" in site.kwargs:
        return None   # "Only one of `device` or `out_sharding` can be set"
    value = site.kwargs["device"]
    if not isinstance(value, NamedShardingVal):
        return None
    if site.callee == "jnp.asarray" and not site.interp.tracing:
        # outside a trace, asarray of an array that already has this sharding returns it as it is (checked under
        # jax 0.10.2): judged only for values that are certainly not placed jax arrays
        if not _certainly_converted(site, value):
            return None
    spec, smesh = spec_of(value.spec), value.mesh
    if spec is None or not mesh_ok(smesh) or smesh.kind != "Mesh" \
            or ns_check(smesh.names, smesh.types, spec, site.interp.jax_version) != "ok":
        return None
    ctx = site.ctx
    if ctx.kernel is not None or ctx.shard_map is not None:
        return None
    if ctx.status == "mesh":
        if ctx.mesh is None or ctx.types is None or not smesh.same_mesh(ctx.mesh) or ctx.types != smesh.types:
            return None
        if all(t == "Explicit" for t in smesh.types):
            return OK
        where = "in the context mesh"
    elif ctx.status == "empty" and ctx.legacy_with is None:
        where = "no mesh is set, and in its mesh"
    else:
        return None
    kind = dict(zip(smesh.names, smesh.types))
    bad = [a for a in spec.axes() if kind[a] != "Auto"]
    if not bad:
        return OK
    name = site.callee.replace("jnp.", "jax.numpy.")
    return Verdict("MESH212", f"{name}(device=NamedSharding(...)) constrains its result with "
                              f"with_sharding_constraint, which may only name Auto axes here, but {where} "
                              f"{', '.join(f'{a!r} is {kind[a]}' for a in bad)}. Use jax.device_put(x, sharding) "
                              "to place the array, or make those axes Auto.",
                   mesh_related(site, smesh), [])


def _certainly_converted(site, sharding: NamedShardingVal) -> bool:
    """The value given to asarray is certainly not a jax array that already has `sharding`: a Python value, a
    host (NumPy) array, or an array whose known sharding differs."""
    x = site.args[0] if site.args else None
    if isinstance(x, (int, float, ListVal, tuple)) and not isinstance(x, bool):
        return True
    node = site.arg_node(0, "a")
    made = defining_call(site.interp, node, site.frame.func) if isinstance(node, ast.Name) else node
    if isinstance(made, ast.Call):
        callee = site.interp.peek(made.func, site.frame)
        if isinstance(callee, QualName) and callee.name.startswith(("np.", "numpy.")):
            return True   # a NumPy array, on the host
    rec = _produced_expr(site, node, site.frame.func, unmeshed=True)
    if rec is None and isinstance(x, ArrayVal):
        rec = x
    if rec is None:
        return False
    if rec.mesh is None:
        return True   # made with no mesh (NumPy, or jnp with no mesh set): placed anew
    spec = spec_of(sharding.spec)
    if spec is None or not rec.mesh.same_mesh(sharding.mesh) or getattr(rec, "ndim", None) is None:
        return False
    have, want = padded(rec.spec, spec)
    return have != want


def _tree_verdict(site, shardings: Any) -> Verdict | None:
    """with_sharding_constraint(tree, tree of shardings) (`params`, `{"w": P(...), "b": P(...)}`): pjit.py matches
    the two trees, resolves every sharding (a bare spec with no mesh: MESH206), then under an all-Explicit
    context asserts each leaf's sharding in order (MESH220 at the first that differs). Judged only when both
    trees have one known structure, every sharding is a bare spec the context mesh resolves, and every array's
    sharding is known."""
    arrays = flatten(site.args[0])
    specs = flatten(shardings)
    if arrays is None or specs is None or arrays[2] != specs[2] or not specs[0]:
        return None   # (a mismatch, or a prefix tree: another error first, or not followed)
    found = _wsc_context(site)
    if found is None or not all(isinstance(leaf, PSpecVal) for leaf in specs[0]):
        return None
    how, cmesh, ctypes, all_explicit = found
    parsed = [spec_of(leaf) for leaf in specs[0]]
    if any(p is None for p in parsed):
        return None
    if how == "none":
        return Verdict("MESH206", f"with_sharding_constraint gets bare PartitionSpecs ({parsed[0].text()} first), "
                                  "but no mesh is set (neither jax.set_mesh nor a legacy `with mesh:`), so they "
                                  "cannot be resolved.")
    if how != "context" or not all_explicit or any(
            ns_check(cmesh.names, ctypes, p, site.interp.jax_version) != "ok" for p in parsed):
        return None
    if not sizes_settled(cmesh, site.interp):
        return None
    for array, spec in zip(arrays[0], parsed):
        # (a NumPy leaf is replicated once jax takes it, as the one-array form reads it)
        if not isinstance(array, ArrayVal) or array.ndim is None or U in spec.parts \
                or len(spec.parts) > array.ndim or spec.unreduced or spec.reduced \
                or getattr(array.spec, "unreduced", None) or getattr(array.spec, "reduced", None):
            return None
        if array.mesh is not None and (not cmesh.same_mesh(array.mesh) or array.types != ctypes):
            return None
        have, want = padded(array.spec, spec)
        if have != want:
            src = site.interp.source
            related = site.interp.related_at(array.node, f"the array gets {Spec(have).text()} here")
            return Verdict("MESH220", f"every axis of the context mesh is Explicit, so with_sharding_constraint "
                                      f"only checks the shardings: a leaf of the tree is {Spec(have).text()} "
                                      f"({made_where(related, array.node)}) but its constraint says "
                                      f"{Spec(want).text()}. Use jax.reshard to change it.", related)
    return OK


def _wsc_assert_verdict(site, spec: Spec, smesh: MeshVal, stypes: tuple, value: Any) -> Verdict | None:
    """All axes Explicit: the constraint asserts that the array already has this sharding (MESH220)."""
    ctx = site.ctx
    # a NamedSharding over another mesh is compared all the same (pjit.py: the assert reads only the context
    # mesh's axis types and the two specs); jax.reshard to that other mesh is no fix to propose then
    other_mesh = isinstance(value, NamedShardingVal) and not (smesh.same_mesh(ctx.mesh) and stypes == ctx.types)
    rec = array_spec(site, site.arg_node(0, "x"), unmeshed=True)
    if rec is None:   # entries compare as JAX canonicalises them: ('x',) is 'x', longer tuples keep their order
        return None
    if U in spec.parts:
        return None
    if rec.ndim is not None:
        if len(spec.parts) > rec.ndim:
            return None
    elif len(spec.parts) > len(rec.spec.parts):
        return None   # the constraint may be longer than the array's rank: a different error
    if spec.unreduced or spec.reduced or getattr(rec.spec, "unreduced", None) or getattr(rec.spec, "reduced", None):
        return None   # the assertion iterates both specs: `*pspec` of one with reduced axes is a ValueError first
    if not sizes_settled(smesh, site.interp):
        return None   # (size-1 axes compare like any other: checked under jax 0.8.2 and 0.10.2)
    have, want = padded(rec.spec, spec)
    if have == want:
        return OK
    src = site.interp.source
    fixes = []
    func = site.node.func
    reshard, edits = name_for(site.interp.module_frame.env, site.interp.tree, src, "jax.reshard")
    if not other_mesh:
        fixes.append(Fix(f"Use {reshard} (it moves the data; the constraint only asserts here)",
                         (TextEdit(src.span(func), reshard),) + tuple(edits), safe=False, preferred=True))
    related = site.interp.related_at(rec.node, f"the array gets {Spec(have).text()} here")
    return Verdict("MESH220", f"every axis of the context mesh is Explicit, so with_sharding_constraint only checks "
                              f"the sharding: the array is {Spec(have).text()} ({made_where(related, rec.node)}) but "
                              f"the constraint says {Spec(want).text()}. Use jax.reshard to change it.",
                   related, fixes)
