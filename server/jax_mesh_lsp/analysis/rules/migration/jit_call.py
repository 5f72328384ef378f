"""MESH206 judged where a `jax.jit(f, in_shardings=P(...))` function is called, wherever that is: returned by a
factory, kept on an object, called from another function.

jit_specs.py judges the first call that follows the creation in the same block (syntactically); here the
interpreter hands over every call it follows of a jitted function whose shardings it knows (pseudo-callee
JIT_SHARDINGS_CALL, the JitShardingsWrap in kwargs["wrapper"]), with the context mesh at that call, where JAX
resolves bare PartitionSpecs.
"""
from __future__ import annotations

from ...findings import Finding, Related
from ...values import NamedShardingVal, PSpecVal
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .context import concrete_mesh, legacy_related_and_fix
from .jit_specs import _has_pspec_leaf, jit_sees_no_mesh
from .named_sharding import ns_check, ns_message
from .specs import mesh_ok, sharding_leaves, spec_of

JIT_SHARDINGS_CALL = "<call of a jitted function with known shardings>"


class JitSpecsCalledWithoutMesh(CallRule):
    code = "MESH206"
    callees = frozenset({JIT_SHARDINGS_CALL})
    keywords = SPEC_KEYWORDS  # a wrapper with PartitionSpecs: a file that names none has none

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        if wrap is None:
            return None
        found = None
        for which, value in (("in_shardings", wrap.in_shardings), ("out_shardings", wrap.out_shardings)):
            if value is None:
                continue
            spec = _has_pspec_leaf(value)
            if spec is None:
                return None
            found = found or ((which, spec) if spec else None)
        if found is None:
            return []
        ctx = site.ctx
        interp = site.interp
        abstract_only = jit_sees_no_mesh(ctx, interp.jax_version)
        if ctx.kernel is not None or ctx.status == "unknown":
            return None
        if ctx.status != "empty" and not abstract_only:
            return []
        which, spec = found
        legacy_related, fixes = legacy_related_and_fix(interp, ctx.legacy_with, "legacy `with mesh:`: jit ignores it",
                                                       ctx=ctx)
        related = []
        if wrap.path in (None, interp.path):
            related.append(Related(interp.source.span(wrap.node), f"jax.jit with {which}={spec.text()}"))
        related += legacy_related
        why = " The legacy `with mesh:` block does not count for jit." if ctx.legacy_with is not None else ""
        message = (f"This jitted function has bare PartitionSpecs in {which} and is called with no mesh "
                   f"set, so jit cannot resolve them.{why} Call it under `with jax.set_mesh(mesh):` or pass "
                   "NamedShardings.")
        return [Finding(self.code, message, interp.source.callee_span(site.node), related=related, fixes=fixes)]


def bare_specs(in_shardings, out_shardings) -> tuple | None:
    """Every bare PartitionSpec of a jit's (or pjit's) in_shardings, then out_shardings, in order
    ((which, Spec), ...); None when some leaf is unknown."""
    found = []
    for which, value in (("in_shardings", in_shardings), ("out_shardings", out_shardings)):
        if value is None:
            continue
        leaves = sharding_leaves(value)
        if leaves is None:
            return None
        for leaf in leaves:
            if isinstance(leaf, PSpecVal):
                spec = spec_of(leaf)
                if spec is None:
                    return None
                found.append((which, spec))
            elif not (leaf is None or isinstance(leaf, NamedShardingVal)):
                return None
    return tuple(found)


class _JitSpecsRefusedBySetMesh(CallRule):
    """MESH216-218 for jax.jit's bare PartitionSpecs: called under a set mesh, the jitted function first makes
    NamedSharding(mesh, P) of each (in_shardings, then out_shardings), before it traces anything; one the mesh
    refuses raises there (checked under jax 0.10.2: before a body error, an arity error or an out-rank error)."""
    callees = frozenset({JIT_SHARDINGS_CALL})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        if wrap is None:
            return None
        specs = bare_specs(wrap.in_shardings, wrap.out_shardings)
        if specs is None:
            return None
        if not specs:
            return []
        state, mesh = concrete_mesh(site)
        if state == "empty":
            return []        # MESH206's error
        if state != "mesh" or not mesh_ok(mesh):
            return None
        return refused_specs(site, self.code, specs, mesh, "jitted function is called under the set mesh",
                             "the set mesh", "jax.jit", wrap.node, wrap.path)


def refused_specs(site, code: str, specs: tuple, mesh, how: str, where: str, api: str, made_at, made_in) -> list | None:
    """The first bare spec `mesh` refuses, when that is rule `code`'s error ([] another's or none, None unknown)."""
    for which, spec in specs:
        verdict = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
        if verdict is None:
            return None  # unknown before any certain refusal: which error comes first is not known
        if verdict == "ok":
            continue
        if verdict != code:
            return []
        interp = site.interp
        related = []
        if made_at is not None and made_in in (None, interp.path):
            related.append(Related(interp.source.span(made_at), f"{api} with {which}={spec.text()}"))
        message = (f"This {how}, which turns its {which} {spec.text()} into a NamedSharding first: "
                   + ns_message(code, spec, mesh.names, mesh.types, where))
        return [Finding(code, message, interp.source.callee_span(site.node), related=related)]
    return []


class JitUnconstrainedWithoutAuto(_JitSpecsRefusedBySetMesh):
    code = "MESH216"


class JitUnreducedOnNonExplicit(_JitSpecsRefusedBySetMesh):
    code = "MESH217"


class JitReducedOnNonExplicit(_JitSpecsRefusedBySetMesh):
    code = "MESH218"
