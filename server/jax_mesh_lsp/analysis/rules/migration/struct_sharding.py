"""The sharding of a `jax.ShapeDtypeStruct(sharding=P(...))`, resolved when it is read: MESH204 with no concrete mesh
set, MESH216-218 when the mesh set at the read refuses the spec.

The struct is a value (values.StructVal) that flows like any other: returned by a helper, kept in an object, passed
on. The interpreter judges every read of its sharding (`.sharding`, `.format`, print/str/repr/format, an f-string)
as a call of the pseudo-callee STRUCT_SHARDING_READ, under the context mesh of that read (checked under jax
0.10.2: the struct is made under any mesh, or none, and the read raises)."""
from __future__ import annotations

from ...findings import Finding, Related
from ...values import StructVal
from .. import CallRule
from .apis import SPEC_KEYWORDS, STRUCT_SHARDING_READ
from .context import concrete_mesh
from .named_sharding import ns_check, ns_message
from .specs import mesh_ok, spec_of


def _read(site):
    """(the struct, its Spec) at a read, or None when either is unknown."""
    if site.callee != STRUCT_SHARDING_READ or not site.args or not isinstance(site.args[0], StructVal):
        return None
    struct = site.args[0]
    spec = spec_of(struct.spec)
    return (struct, spec) if spec is not None else None


def _made_here(site, struct: StructVal) -> list:
    node = struct.node
    if node is None:
        return []
    return [Related(site.interp.source.span(node), "ShapeDtypeStruct with a bare PartitionSpec")]


class StructSpecWithoutMesh(CallRule):
    code = "MESH204"
    # the constructor is watched too: a function making a struct is worth judging alone (no verdict there)
    callees = frozenset({STRUCT_SHARDING_READ, "jax.ShapeDtypeStruct"})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        found = _read(site)
        if found is None:
            return None
        struct, spec = found
        ctx = site.ctx
        if ctx.kernel is not None:
            return None
        if ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None:
            if not ctx.abstract_only:
                return None  # a concrete mesh entered before it (a caller's) may still be in effect
        elif ctx.status == "mesh":
            return []        # a concrete mesh is set: the spec resolves (or another rule's error)
        elif ctx.status != "empty":
            return None
        why = (" Only use_abstract_mesh is in effect, which sets no concrete mesh." if ctx.status == "mesh" else
               " The legacy `with mesh:` block does not set it." if ctx.legacy_with is not None else "")
        message = (f"The sharding of this ShapeDtypeStruct(sharding={spec.text()}) is read here, with no concrete "
                   f"mesh set: JAX resolves the bare PartitionSpec only when it is read, and needs jax.set_mesh then."
                   f"{why}")
        return [Finding(self.code, message, site.interp.source.span(site.node), related=_made_here(site, struct))]


class _StructSpecRefusedBySetMesh(CallRule):
    """MESH216-218: the sharding, read under a set mesh, is that P resolved on the mesh (NamedSharding(mesh, P)),
    which the mesh refuses."""
    callees = frozenset({STRUCT_SHARDING_READ})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        found = _read(site)
        if found is None:
            return None
        struct, spec = found
        state, mesh = concrete_mesh(site)
        if state == "empty":
            return []        # MESH204's error, not this one
        if state != "mesh" or not mesh_ok(mesh):
            return None
        verdict = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
        if verdict is None:
            return None
        if verdict != self.code:
            return []
        message = ("The sharding of this ShapeDtypeStruct is read here, which resolves its bare PartitionSpec on "
                   "the set mesh: " + ns_message(self.code, spec, mesh.names, mesh.types, "the set mesh"))
        return [Finding(self.code, message, site.interp.source.span(site.node), related=_made_here(site, struct))]


class StructUnconstrainedWithoutAuto(_StructSpecRefusedBySetMesh):
    code = "MESH216"


class StructUnreducedOnNonExplicit(_StructSpecRefusedBySetMesh):
    code = "MESH217"


class StructReducedOnNonExplicit(_StructSpecRefusedBySetMesh):
    code = "MESH218"
