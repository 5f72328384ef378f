"""MESH213/MESH214: a jax.shard_map wrapper called with no context mesh and no mesh=, or with a mesh= that is not
the context mesh."""
from __future__ import annotations

import ast

from ...findings import Finding, Related
from ...values import MeshVal
from .apis import SPEC_KEYWORDS
from .context import ctx_origin_related, legacy_related_and_fix
from .deferred import DeferredRule, record_creation
from .specs import mesh_ok
from .syntax import has_unpacking
from .wrapper_calls import wrapper_first_call


def _given_mesh(site):
    """The mesh= of a jax.shard_map call (None when not given)."""
    if len(site.args) > 1:
        return site.args[1]   # jax.experimental.shard_map.shard_map(f, mesh, in_specs, out_specs)
    return site.kwargs.get("mesh", None)


def no_mesh_message(legacy_with) -> str:
    """MESH213's message (a legacy `with mesh:` around the call is named: it does not set the context mesh)."""
    why = ("the legacy `with mesh:` block does not set the context mesh" if legacy_with is not None else
           "no jax.set_mesh(...) is in effect")
    return (f"This jax.shard_map has no mesh= and is called where the context mesh is empty ({why}); pass "
            "mesh=... or call it under `with jax.set_mesh(mesh):`.")


def other_mesh_message(mesh: MeshVal, ctx_mesh: MeshVal, ctx_types, bound_by_first_call: bool = False) -> str:
    """MESH214's message: both meshes as names=sizes (types). `bound_by_first_call`: a shard_map without mesh=,
    which took the context mesh of its first call."""
    def desc(m, types):
        return ", ".join(f"{n}={s if s is not None else '?'} ({t})" for n, s, t in
                         zip(m.names, m.sizes or (None,) * len(m.names), types or ("?",) * len(m.names)))
    given, context = desc(mesh, mesh.types), desc(ctx_mesh, ctx_types)
    why = "names, sizes and axis types"
    if given == context:
        why = ("names, sizes, axis types and device kind: an AbstractMesh built by hand has no device kind, one "
               "taken from devices (`mesh.abstract_mesh`) has theirs")
    if bound_by_first_call:
        return (f"This jax.shard_map has no mesh= and took the context mesh of its first call ({given}); called "
                f"again under another context mesh ({context}), JAX refuses: they must be the same abstract mesh "
                f"({why}). Make one shard_map per mesh (or pass mesh=) instead of reusing it.")
    return (f"jax.shard_map is given mesh ({given}) but is called under the context mesh "
            f"({context}); they must be the same abstract mesh ({why}). "
            "Drop mesh= to use the context mesh, or pass that mesh.")


class ShardMapWithoutMesh(DeferredRule):
    code = "MESH213"
    callees = frozenset({"jax.shard_map"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        if _given_mesh(site) is not None or has_unpacking(site.node):
            return
        record_creation(site, self.code)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "empty" or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp)
        if found is None:
            return None
        call, stmt, legacy = found
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        legacy_related, fixes = legacy_related_and_fix(interp, legacy_with, ctx=ctx)
        related = [Related(src.span(obs.node), "jax.shard_map without mesh= is created here")] + legacy_related
        message = no_mesh_message(legacy_with)
        return Finding(self.code, message, src.callee_span(call) if isinstance(call, ast.Call) else src.span(call),
                       related=related, fixes=fixes)


def _meshes_differ(a: MeshVal, a_types, b: MeshVal, b_types) -> bool | None:
    """Whether the two are different abstract meshes (names, sizes, axis types); None when not certain."""
    if a.names != b.names:
        return True
    if a.sizes is not None and b.sizes is not None and a.sizes != b.sizes:
        return True
    if a_types is not None and b_types is not None and tuple(a_types) != tuple(b_types):
        return True
    if a.same_mesh(b) and tuple(a_types or ()) == tuple(b_types or ()) and a_types is not None:
        return False
    if a.sizes is not None and b.sizes is not None and a_types is not None and b_types is not None:
        # equal shape, names and types: equal abstract meshes, unless one was built as an AbstractMesh
        # (its device kind is unset)
        if a.kind == "Mesh" and b.kind == "Mesh" or a.same_mesh(b):
            return False
        a_by_hand, b_by_hand = _built_without_devices(a), _built_without_devices(b)
        if a_by_hand is not None and b_by_hand is not None:
            # an AbstractMesh built by hand has no device kind; one taken from devices has theirs
            return a_by_hand != b_by_hand
    return None


def _built_without_devices(mesh: MeshVal) -> bool | None:
    """Whether the mesh is an AbstractMesh constructed directly, without abstract_device (so its device kind is
    unset); False for a mesh made from devices or its `.abstract_mesh`; None when not known."""
    if mesh.constructor != "jax.sharding.AbstractMesh":
        return False if mesh.constructor else None
    call = mesh.node
    if not isinstance(call, ast.Call) or any(k.arg is None or k.arg == "abstract_device" for k in call.keywords) \
            or len(call.args) > 3 or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    return True


class ShardMapMeshDiffers(DeferredRule):
    code = "MESH214"
    callees = frozenset({"jax.shard_map"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        mesh = _given_mesh(site)
        if not mesh_ok(mesh):
            return
        record_creation(site, self.code, mesh=mesh)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "mesh" or ctx.kernel is not None or ctx.mesh is None:
            return None
        mesh = obs.data["mesh"]
        ctx_mesh = ctx.mesh
        if _meshes_differ(ctx_mesh, ctx.types, mesh, mesh.types) is not True:
            return None
        found = wrapper_first_call(obs, interp)
        if found is None:
            return None
        call, _, _ = found
        src = interp.source
        message = other_mesh_message(mesh, ctx_mesh, ctx.types)
        related = [Related(src.span(obs.node), "the shard_map and its mesh="),
                   Related(ctx_mesh.span or src.span(ctx_mesh.node), "the context mesh is built here")]
        related += ctx_origin_related(interp, ctx)
        return Finding(self.code, message, src.callee_span(call), related=related)
