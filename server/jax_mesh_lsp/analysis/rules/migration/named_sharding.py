"""NamedSharding(mesh, spec): what building it does (MESH216-MESH218), and how that error is reported wherever a
PartitionSpec becomes a NamedSharding (device_put, out_sharding, with_sharding_constraint, the constructor)."""
from __future__ import annotations

import ast

from ...findings import Fix, TextEdit
from ...fixes import explicit_axis_types_fix
from ...values import MeshVal, PSpecVal
from .context import mesh_desc, mesh_related
from .specs import U, Spec, mesh_ok, spec_of
from .verdict import OK, Verdict


# jax 0.8.2 accepts Manual axes in reduced=/unreduced= (only Auto is refused; "... of type `Explicit` or `Manual`");
# jax 0.10.2 refuses Manual too. Versions in between were not checked: a Manual axis there is left unknown.
REDUCED_REFUSES_MANUAL_SINCE = (0, 10, 2)
REDUCED_ALLOWS_MANUAL_UNTIL = (0, 8, 2)
# an entry mixing Manual with Auto/Explicit axes (`P(('x', 'y'))`): a ValueError in 0.8.2, accepted in 0.10.2
# (checked under both; Auto with Explicit is accepted by both)
MIXED_MANUAL_ACCEPTED_SINCE = (0, 10, 2)


def ns_check(names: tuple, types: tuple | None, spec: Spec, version: tuple = (0, 10, 2)) -> str | None:
    """What building NamedSharding(mesh, spec) does: "ok", the code of the error it raises (MESH216-218), or None
    when it raises something else or it is not certain (named_sharding.py: _check_mesh_resource_axis, then
    _check_mesh_unreduced)."""
    if types is None or len(types) != len(names):
        return None
    axes = spec.axes()
    if any(a not in names for a in axes):
        return None
    kind = dict(zip(names, types))
    version = tuple(version)
    for p in spec.parts:
        if p is not None and p != U and "Manual" in {kind[a] for a in p} and len({kind[a] for a in p}) > 1 \
                and version < MIXED_MANUAL_ACCEPTED_SINCE:
            return None   # jax 0.8.2 refuses an entry mixing Manual with other axes (an error no rule predicts)
    if U in spec.parts and "Auto" not in types:
        return "MESH216"

    def refused(axis_kind: str) -> bool | None:
        if axis_kind == "Auto":
            return True
        if axis_kind == "Manual":
            if version >= REDUCED_REFUSES_MANUAL_SINCE:
                return True
            if version <= REDUCED_ALLOWS_MANUAL_UNTIL:
                return False
            return None
        return False

    for label, axes_set in (("MESH217", spec.unreduced), ("MESH218", spec.reduced)):
        if any(u not in names for u in axes_set):
            return None
        verdicts = [refused(kind[u]) for u in axes_set]
        if any(v is True for v in verdicts):
            # JAX iterates over the set; if another axis's verdict is unknown the first error is still this one
            return label
        if any(v is None for v in verdicts):
            return None
    return "ok"


def ns_message(code: str, spec: Spec, names: tuple, types: tuple, where: str) -> str:
    """The message of a MESH216-218 finding; `where` names the mesh the spec is resolved on."""
    kind = dict(zip(names, types))
    if code == "MESH216":
        return (f"{spec.text()} uses P.UNCONSTRAINED, but {where} has no Auto axis "
                f"({', '.join(f'{n} is {t}' for n, t in zip(names, types))}); JAX refuses it.")
    if code == "MESH217":
        bad = sorted(u for u in spec.unreduced if kind.get(u) != "Explicit")
        return (f"unreduced={{{', '.join(map(repr, bad))}}} names {', '.join(f'{a!r} ({kind[a]})' for a in bad)} "
                f"of {where}; unreduced axes must be Explicit.")
    bad = sorted(r for r in spec.reduced if kind.get(r) != "Explicit")
    return (f"reduced={{{', '.join(map(repr, bad))}}} names {', '.join(f'{a!r} ({kind[a]})' for a in bad)} "
            f"of {where}; reduced axes must be Explicit.")


def ns_fixes(site, code: str, mesh: MeshVal | None, spec_node: ast.AST | None) -> list:
    """Fixes of a MESH216-218 finding: make the mesh's axes Explicit (when it is built in this file), or replace
    P.UNCONSTRAINED by None in the literal spec."""
    interp = site.interp
    fixes = []
    if code in ("MESH217", "MESH218") and mesh is not None and mesh.types is not None and "Manual" not in mesh.types \
            and (mesh.path is None or mesh.path == interp.path):
        fix = explicit_axis_types_fix(mesh, interp.module_frame.env, interp.tree, interp.source)
        if fix is not None:
            fixes.append(fix)
    if code == "MESH216" and isinstance(spec_node, ast.Call):
        edits = []
        for arg in spec_node.args:
            if isinstance(arg, ast.Attribute) and arg.attr == "UNCONSTRAINED":
                edits.append(TextEdit(interp.source.span(arg), "None"))
        if edits:
            fixes.append(Fix("Replace P.UNCONSTRAINED by None (replicated) on this Explicit mesh", tuple(edits)))
    return fixes


def named_sharding_verdict(site) -> Verdict | None:
    """jax.sharding.NamedSharding(mesh, spec) itself."""
    mesh = site.arg(0, "mesh")
    value = site.arg(1, "spec")
    if not mesh_ok(mesh) or not isinstance(value, PSpecVal):
        return None
    spec = spec_of(value)
    if spec is None:
        return None
    ns = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
    if ns is None or ns == "ok":
        return OK if ns == "ok" else None
    return Verdict(ns, ns_message(ns, spec, mesh.names, mesh.types, f"mesh {mesh_desc(site, mesh)}"),
                   mesh_related(site, mesh), ns_fixes(site, ns, mesh, value.node))
