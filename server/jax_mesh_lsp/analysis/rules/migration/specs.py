"""PartitionSpecs and meshes known well enough to judge: every entry, every axis name and type known."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...objects import ObjVal, sorted_keys
from ...values import UNKNOWN, ListVal, MeshVal, PSpecVal, QualName
from ...pytrees import registered_fields
from ...vma import namedtuple_fields
from ..all_gather_specs import _axis_set


UNCONSTRAINED = "jax.sharding.PartitionSpec.UNCONSTRAINED"
U = "UNCONSTRAINED"   # a PartitionSpec entry that is P.UNCONSTRAINED


@dataclass(frozen=True)
class Spec:
    """A PartitionSpec whose every entry is known: None, a tuple of axis names, or U (P.UNCONSTRAINED)."""
    parts: tuple
    reduced: frozenset = frozenset()
    unreduced: frozenset = frozenset()
    tuple_entries: bool = False    # some entry was written as a tuple (('x',) and 'x' are kept apart)

    def axes(self) -> list[str]:
        return [a for p in self.parts if p is not None and p != U for a in p]

    def text(self) -> str:
        items = []
        for p in self.parts:
            if p is None:
                items.append("None")
            elif p == U:
                items.append("P.UNCONSTRAINED")
            elif len(p) == 1:
                items.append(repr(p[0]))
            else:
                items.append("(" + ", ".join(map(repr, p)) + ")")
        if self.unreduced:
            items.append("unreduced={" + ", ".join(map(repr, sorted(self.unreduced))) + "}")
        if self.reduced:
            items.append("reduced={" + ", ".join(map(repr, sorted(self.reduced))) + "}")
        return "P(" + ", ".join(items) + ")"


def spec_of(value: Any) -> Spec | None:
    """The Spec of an evaluated PartitionSpec; None when anything in it is unknown or it is malformed."""
    if not isinstance(value, PSpecVal):
        return None
    parts: list = []
    tuples = False
    for p in value.parts:
        if isinstance(p, ListVal):
            p = p.items   # PartitionSpec makes a list entry a tuple (YAML configs give lists)
        if p is None:
            parts.append(None)
        elif isinstance(p, str):
            parts.append((p,))
        elif isinstance(p, tuple) and all(isinstance(a, str) for a in p):
            parts.append(p if p else None)
            tuples = True
        elif isinstance(p, QualName) and p.name == UNCONSTRAINED:
            parts.append(U)
        else:
            return None
    reduced, unreduced = _axis_set(value.reduced), _axis_set(value.unreduced)
    if reduced is None or unreduced is None or reduced & unreduced:
        return None   # unknown, or PartitionSpec itself refuses the overlap
    spec = Spec(tuple(parts), reduced, unreduced, tuples)
    axes = spec.axes()
    if len(set(axes)) != len(axes):
        return None   # duplicate axis: a different error
    return spec


def sharding_leaves(value: Any) -> list | None:
    """The leaves of a tuple/list/dict/NamedTuple pytree of shardings; None when the structure is not known."""
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        out: list = []
        for item in value:
            sub = sharding_leaves(item)
            if sub is None:
                return None
            out.extend(sub)
        return out
    fields = namedtuple_fields(value)
    if fields is None:
        fields = registered_fields(value)
    if fields is not None:
        # `AdamState(mu=specs, nu=specs, count=P())`: a NamedTuple's children are its fields, in order; so are a
        # dataclass's registered as a pytree (`state.replace(params=specs, ...)` as a TrainState of specs)
        return sharding_leaves(tuple(value.attrs[f] for f in fields))
    if isinstance(value, ObjVal) and value.kind == "dict":
        if value.escaped:
            return None
        out = []
        keys = sorted_keys(value.attrs)   # JAX flattens a dict in the order of its sorted keys
        if keys is None:
            return None
        for key in keys:
            sub = sharding_leaves(value.attrs[key])
            if sub is None:
                return None
            out.extend(sub)
        return out
    if value is UNKNOWN:
        return None
    return [value]


def padded(a: Spec, b: Spec) -> tuple[tuple, tuple]:
    """Both specs' entries, the shorter padded with None (replicated) to the same length."""
    n = max(len(a.parts), len(b.parts))
    return tuple(a.parts) + (None,) * (n - len(a.parts)), tuple(b.parts) + (None,) * (n - len(b.parts))


def sizes_settled(mesh: Any, interp: Any) -> bool:
    """Whether an array's type over `mesh` is known without the mesh's axis sizes: they are known, or size-1 axes
    stay in the type as any other (jax_remove_size_one_mesh_axis_from_type is off by default in 0.8.2-0.10.2; a
    program that names it may turn it on). A mesh of `jax.device_count()` devices has unknown sizes."""
    sizes = getattr(mesh, "sizes", None)
    if sizes is not None and all(s is not None for s in sizes):
        return True
    text = getattr(getattr(interp, "source", None), "text", None)
    return isinstance(text, str) and "remove_size_one_mesh_axis" not in text


def mesh_ok(mesh: Any) -> bool:
    """A mesh whose axis names and types are known and that was built without error."""
    return isinstance(mesh, MeshVal) and mesh.problem is None and mesh.types is not None
