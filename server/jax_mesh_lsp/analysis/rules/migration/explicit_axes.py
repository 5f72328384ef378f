"""MESH208: a jax.sharding.explicit_axes function called with no context mesh.

Two views of one rule: ExplicitAxesWithoutMesh judges the first call that follows the creation in the same block
(syntactically, with the legacy `with mesh:` fix); ExplicitAxesCalledWithoutMesh is handed every call the
interpreter follows of an explicit_axes-wrapped function (pseudo-callee EXPLICIT_AXES_CALL): in a loop or a
comprehension, from another function, through a factory. JAX reads the context mesh at every call.
"""
from __future__ import annotations

from ...findings import Finding, Related
from .. import CallRule
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
        legacy_related, fixes = legacy_related_and_fix(interp, legacy_with, ctx=ctx)
        related = [Related(src.span(obs.node), "explicit_axes wrapper created here")] + legacy_related
        return Finding(self.code, MESSAGE, src.callee_span(call), related=related, fixes=fixes)


EXPLICIT_AXES_CALL = "<call of an explicit_axes-wrapped function>"
MESSAGE = ("This explicit_axes function is called where the context mesh is empty: explicit_axes switches axes of the "
           "context mesh (never of in_sharding's mesh), so call it under `with jax.set_mesh(mesh):`.")


class ExplicitAxesCalledWithoutMesh(CallRule):
    code = "MESH208"
    callees = frozenset({EXPLICIT_AXES_CALL})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        wrapper = site.kwargs.get("wrapper")   # ("jax.sharding.explicit_axes", axes, in_sharding, created at)
        ctx = site.ctx
        if wrapper is None or ctx.kernel is not None or ctx.status != "empty":
            return None if ctx.status != "mesh" else []
        keywords = getattr(site.node, "keywords", ())
        if wrapper[2] is None and any(k.arg is None for k in keywords):
            return None   # `**kwargs`: whether in_sharding= is among them is not known
        if wrapper[2] is None and not any(k.arg == "in_sharding" for k in keywords):
            return []   # no in_sharding= at all: "Missing required keyword argument" comes first
        legacy_related, fixes = legacy_related_and_fix(site.interp, ctx.legacy_with, ctx=ctx)
        # (where the wrapper was made may be another module: the tuple does not say which)
        return [Finding(self.code, MESSAGE, site.interp.source.callee_span(site.node), related=legacy_related,
                        fixes=fixes)]
