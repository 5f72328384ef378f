"""MESH206 judged where a `jax.jit(f, in_shardings=P(...))` function is called, wherever that is: returned by a
factory, kept on an object, called from another function.

jit_specs.py judges the first call that follows the creation in the same block (syntactically); here the
interpreter hands over every call it follows of a jitted function whose shardings it knows (pseudo-callee
JIT_SHARDINGS_CALL, the JitShardingsWrap in kwargs["wrapper"]), with the context mesh at that call, where JAX
resolves bare PartitionSpecs.
"""
from __future__ import annotations

from ...findings import Finding, Related
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .context import legacy_related_and_fix
from .jit_specs import JIT_NEEDS_CONCRETE_MESH_UNTIL, _has_pspec_leaf

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
        abstract_only = (ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None
                         and tuple(interp.jax_version) <= JIT_NEEDS_CONCRETE_MESH_UNTIL
                         and ctx.abstract_only)  # no concrete mesh under it (else: a caller's, maybe)
        if ctx.kernel is not None or ctx.status == "unknown":
            return None
        if ctx.status != "empty" and not abstract_only:
            return []
        which, spec = found
        legacy_related, fixes = legacy_related_and_fix(interp, ctx.legacy_with, "legacy `with mesh:`: jit ignores it")
        related = []
        if wrap.path in (None, interp.path):
            related.append(Related(interp.source.span(wrap.node), f"jax.jit with {which}={spec.text()}"))
        related += legacy_related
        why = " The legacy `with mesh:` block does not count for jit." if ctx.legacy_with is not None else ""
        message = (f"This jitted function has bare PartitionSpecs in {which} and is called with no mesh "
                   f"set, so jit cannot resolve them.{why} Call it under `with jax.set_mesh(mesh):` or pass "
                   "NamedShardings.")
        return [Finding(self.code, message, interp.source.callee_span(site.node), related=related, fixes=fixes)]
