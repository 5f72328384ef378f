"""MESH206: bare PartitionSpecs in jax.jit's in_shardings/out_shardings, the jitted function called with no mesh set
(judged at that first call, after the run); with_sharding_constraint's MESH206, raised at its own call."""
from __future__ import annotations

from typing import Any

from ...findings import Finding, Related
from ...values import FuncVal, NamedShardingVal, PSpecVal
from .apis import SPEC_KEYWORDS, WSC
from .call_verdicts import VerdictRule
from .context import legacy_related_and_fix
from .deferred import DeferredRule, record_creation
from .specs import Spec, sharding_leaves, spec_of
from .wrapper_calls import wrapper_first_call


def _has_pspec_leaf(value: Any) -> Spec | None | bool:
    """The first bare PartitionSpec among jit shardings (a Spec), False when none, None when unknown."""
    leaves = sharding_leaves(value)
    if leaves is None:
        return None
    first = None
    for leaf in leaves:
        if isinstance(leaf, PSpecVal):
            spec = spec_of(leaf)
            if spec is None:
                return None
            first = first or spec
        elif not (leaf is None or isinstance(leaf, NamedShardingVal)):
            return None
    return first if first is not None else False


# jax 0.8.2's jit resolves PartitionSpec shardings only against a concrete mesh (use_abstract_mesh alone raises
# MESH206); jax 0.10 resolves them against the abstract mesh when one of its axes is Explicit (and then fails
# differently without devices), else against the empty concrete mesh (pjit.get_ctx_mesh): MESH206 again.
JIT_NEEDS_CONCRETE_MESH_UNTIL = (0, 8, 2)
JIT_USES_EXPLICIT_ABSTRACT_MESH_FROM = (0, 10, 0)


def jit_sees_no_mesh(ctx, jax_version) -> bool:
    """Under use_abstract_mesh alone (no concrete mesh under it, outside shard_map): jit finds no mesh for its
    PartitionSpecs."""
    if not (ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None and ctx.abstract_only):
        return False
    version = tuple(jax_version)
    if version <= JIT_NEEDS_CONCRETE_MESH_UNTIL:
        return True
    return version >= JIT_USES_EXPLICIT_ABSTRACT_MESH_FROM and ctx.types is not None and bool(ctx.types) \
        and all(t in ("Auto", "Manual") for t in ctx.types)


class ConstraintSpecWithoutMesh(VerdictRule):
    """MESH206 for with_sharding_constraint: raised at its call (so the path stops there, and a handler around
    it catches it), unlike jit's, which is judged later."""
    code = "MESH206"
    callees = frozenset({WSC})
    keywords = SPEC_KEYWORDS


class JitSpecWithoutMesh(DeferredRule):
    """MESH206 for jax.jit's in_shardings/out_shardings (with_sharding_constraint's: ConstraintSpecWithoutMesh)."""
    code = "MESH206"
    callees = frozenset({"jax.jit"})
    keywords = SPEC_KEYWORDS
    # the specs may come from a caller in another module (`@jit_with_shardings(P('data'))`): a module that
    # hands them to jax.jit matters cross-file even when it spells no PartitionSpec itself
    cross_file_keywords = ("in_shardings", "out_shardings")
    needs_keywords = {"jax.jit": frozenset({"in_shardings", "out_shardings"})}

    def observe(self, site):
        if not site.args or not isinstance(site.args[0], FuncVal):
            return
        spec = None
        for key in ("in_shardings", "out_shardings"):
            if key in site.kwargs:
                got = _has_pspec_leaf(site.kwargs[key])
                if got is None:
                    return
                if got:
                    spec = spec or (key, got)
        if spec is None:
            return
        record_creation(site, self.code, which=spec[0], spec=spec[1])

    def judge(self, obs, interp):
        ctx = obs.ctx
        abstract_only = jit_sees_no_mesh(ctx, interp.jax_version)
        if (ctx.status != "empty" and not abstract_only) or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp, skip_mesh_blocks=True)
        if found is None:
            return None
        call, stmt, legacy = found
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        legacy_related, fixes = legacy_related_and_fix(interp, legacy_with, "legacy `with mesh:`: jit ignores it",
                                                       ctx=ctx)
        related = [Related(src.span(obs.node), f"jax.jit with {obs.data['which']}={obs.data['spec'].text()}")]
        related += legacy_related
        why = " The legacy `with mesh:` block does not count for jit." if legacy_with is not None else ""
        message = (f"This jitted function has bare PartitionSpecs in {obs.data['which']} and is called with no mesh "
                   f"set, so jit cannot resolve them.{why} Call it under `with jax.set_mesh(mesh):` or pass "
                   "NamedShardings.")
        return Finding(self.code, message, src.callee_span(call), related=related, fixes=fixes)

