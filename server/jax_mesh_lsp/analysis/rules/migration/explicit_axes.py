"""MESH208: a jax.sharding.explicit_axes function called with no context mesh."""
from __future__ import annotations

from ...findings import Finding, Related
from .apis import SPEC_KEYWORDS
from .context import legacy_related_and_fix
from .deferred import DeferredRule, record_creation
from .syntax import has_unpacking
from .wrapper_calls import wrapper_first_call


class ExplicitAxesWithoutMesh(DeferredRule):
    code = "MESH208"
    callees = frozenset({"jax.sharding.explicit_axes"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        if has_unpacking(site.node):
            return
        record_creation(site, self.code, has_sharding=site.kwargs.get("in_sharding", None) is not None)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "empty" or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp, skip_mesh_blocks=True)
        if found is None:
            return None
        call, stmt, legacy = found
        if not obs.data["has_sharding"] and all(k.arg != "in_sharding" for k in call.keywords):
            return None   # "Missing required keyword argument: 'in_sharding'" comes first
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        legacy_related, fixes = legacy_related_and_fix(interp, legacy_with)
        related = [Related(src.span(obs.node), "explicit_axes wrapper created here")] + legacy_related
        message = ("This explicit_axes function is called where the context mesh is empty: explicit_axes switches "
                   "axes of the context mesh (never of in_sharding's mesh), so call it under `with jax.set_mesh(mesh):`.")
        return Finding(self.code, message, src.callee_span(call), related=related, fixes=fixes)
