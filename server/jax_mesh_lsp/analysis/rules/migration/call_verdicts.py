"""Rules answered at a sharding API's call by the one verdict of that call (several rules share a callee; the
verdict names the error JAX raises there, so each rule only checks whether it is its own)."""
from __future__ import annotations

from ...findings import Finding
from ...values import UNKNOWN, NamedShardingVal, PSpecVal
from .. import CallRule
from .apis import (AUTO_AXES_OUT, CREATORS, DEVICE_CONVERTERS, EXPLICIT_AXES_IN, DEVICE_PUT, NAMED_SHARDING, OUT_SHARDING_APIS, OUT_SHARDING_SINCE, OUT_SHARDED_OPS, PRODUCERS,
                   RESHARD,
                   SPEC_KEYWORDS, WSC)
from .constraint import device_convert_verdict, wsc_verdict
from .device_put import device_put_verdict
from .named_sharding import named_sharding_verdict
from .out_sharding import out_sharding_verdict
from .producers import record_constraint, record_producer
from .repeat import repeat_verdict
from .verdict import OK, Verdict, call_span


def call_verdict(site) -> Verdict | None:
    """The verdict at a call, cached on the site (several rules share a callee)."""
    cached = getattr(site, "_jml_mig_verdict", UNKNOWN)
    if cached is not UNKNOWN:
        return cached
    callee = site.callee
    verdict: Verdict | None = None
    try:
        if callee in PRODUCERS or (callee in OUT_SHARDED_OPS and "out_sharding" in site.kwargs):
            record_producer(site)   # for MESH219/MESH220 at later calls
        if callee == DEVICE_PUT:
            verdict = device_put_verdict(site)
        elif callee == RESHARD:
            if len(site.node.args) == 2 and not site.node.keywords:
                verdict = out_sharding_verdict(site, site.args[1], "reshard") \
                    if site.args[1] is None or isinstance(site.args[1], (PSpecVal, NamedShardingVal)) \
                    else _tree_reshard_verdict(site)
        elif callee == AUTO_AXES_OUT:
            verdict = out_sharding_verdict(site, site.kwargs.get("out_sharding"), "reshard",
                                           shown="auto_axes (which reshards its result to out_sharding=)")
        elif callee == EXPLICIT_AXES_IN:
            verdict = out_sharding_verdict(site, site.kwargs.get("out_sharding"), "reshard",
                                           shown="explicit_axes (which reshards its arguments to in_sharding=)")
        elif callee in DEVICE_CONVERTERS and "device" in site.kwargs:
            verdict = device_convert_verdict(site)
        elif callee in OUT_SHARDING_APIS:
            if "out_sharding" in site.kwargs and tuple(site.interp.jax_version) < OUT_SHARDING_SINCE.get(callee, ()):
                verdict = None
            elif "out_sharding" in site.kwargs:
                verdict = out_sharding_verdict(site, site.kwargs["out_sharding"], callee)
            else:
                verdict = OK
            if callee == "jnp.repeat" and verdict is OK:
                verdict = repeat_verdict(site)
        elif callee == WSC:
            verdict = wsc_verdict(site)
            if verdict is None or verdict is OK:
                record_constraint(site)   # (where it raises, nothing after it runs)
        elif callee == NAMED_SHARDING:
            verdict = named_sharding_verdict(site)
    except Exception as exc:   # a bug in a verdict: unknown here, and said in the log like a rule's failure
        verdict = None
        errors = getattr(site.interp, "rule_errors", None)
        if isinstance(errors, list):
            errors.append(f"verdict at {callee} failed at line {getattr(site.node, 'lineno', '?')}: "
                          f"{type(exc).__name__}: {exc}")
    try:
        site._jml_mig_verdict = verdict
    except Exception:
        pass
    return verdict


def _tree_reshard_verdict(site) -> Verdict | None:
    """`jax.sharding.reshard(batch, {"tokens": P("data", None), ...})`: a tree of shardings over a tree of arrays
    of the same structure, each leaf canonicalized in flattening order; the first that fails is the error.
    None when a structure or a leaf is not known."""
    from ... import pytrees
    specs, arrays = pytrees.flatten(site.args[1]), pytrees.flatten(site.args[0])
    if specs is None or arrays is None or not specs[0] or specs[2] != arrays[2] or "?" in repr(specs[2]) \
            or not all(isinstance(s, (PSpecVal, NamedShardingVal)) for s in specs[0]):
        return None
    for leaf in specs[0]:
        verdict = out_sharding_verdict(site, leaf, "reshard")
        if verdict is not OK:
            return verdict
    return OK


def verdict_findings(code: str, site) -> list | None:
    """Rule `code`'s answer at this call: None when the verdict is unknown, [] when it is another rule's or none."""
    verdict = call_verdict(site)
    if verdict is None:
        return None
    if verdict.code != code:
        return []
    return [Finding(code, verdict.message, call_span(site), related=list(verdict.related),
                    fixes=list(verdict.fixes))]


class VerdictRule(CallRule):
    """A rule answered by the shared verdict of its callee."""
    def check(self, site):
        return verdict_findings(self.code, site)


_OUT_SHARDING_CALLEES = OUT_SHARDING_APIS | {RESHARD, AUTO_AXES_OUT, EXPLICIT_AXES_IN}
# these APIs turn a PartitionSpec into a sharding only through out_sharding=
_OUT_SHARDING_NEEDED = {api: frozenset({"out_sharding"}) for api in OUT_SHARDING_APIS}
# every call that turns a PartitionSpec into a NamedSharding
_NAMED_SHARDING_CALLEES = frozenset({NAMED_SHARDING, DEVICE_PUT, RESHARD, WSC, AUTO_AXES_OUT, EXPLICIT_AXES_IN}) | \
    OUT_SHARDING_APIS


class DevicePutSpecWithoutMesh(VerdictRule):
    code = "MESH203"
    callees = frozenset({DEVICE_PUT})
    keywords = SPEC_KEYWORDS


class OutShardingSpecWithoutMesh(VerdictRule):
    code = "MESH205"
    callees = _OUT_SHARDING_CALLEES
    keywords = SPEC_KEYWORDS
    # (a helper module applying specs another module names: `shard(params, specs)`)
    cross_file_keywords = ("reshard", "out_sharding")
    needs_keywords = _OUT_SHARDING_NEEDED


class SpecNamesAutoOrManualAxis(VerdictRule):
    code = "MESH207"
    callees = _OUT_SHARDING_CALLEES
    keywords = SPEC_KEYWORDS
    # (a helper module applying specs another module names: `shard(params, specs)`)
    cross_file_keywords = ("reshard", "out_sharding")
    needs_keywords = _OUT_SHARDING_NEEDED


class ConstraintOnNonAutoAxes(VerdictRule):
    code = "MESH212"
    callees = frozenset({WSC}) | DEVICE_CONVERTERS
    keywords = SPEC_KEYWORDS
    # (a helper module applying specs another module names: `shard(params, specs)`)
    cross_file_keywords = ("with_sharding_constraint",)
    needs_keywords = {api: frozenset({"device"}) for api in DEVICE_CONVERTERS}


class UnconstrainedWithoutAuto(VerdictRule):
    code = "MESH216"
    callees = _NAMED_SHARDING_CALLEES
    keywords = SPEC_KEYWORDS
    needs_keywords = _OUT_SHARDING_NEEDED


class UnreducedOnNonExplicit(VerdictRule):
    code = "MESH217"
    callees = _NAMED_SHARDING_CALLEES
    keywords = SPEC_KEYWORDS
    needs_keywords = _OUT_SHARDING_NEEDED


class ReducedOnNonExplicit(VerdictRule):
    code = "MESH218"
    callees = _NAMED_SHARDING_CALLEES
    keywords = SPEC_KEYWORDS
    needs_keywords = _OUT_SHARDING_NEEDED


class RepeatNeedsOutSharding(VerdictRule):
    code = "MESH219"
    callees = frozenset({"jnp.repeat", DEVICE_PUT, RESHARD}) | CREATORS
    keywords = SPEC_KEYWORDS
    needs_keywords = {api: frozenset({"out_sharding"}) for api in CREATORS}


class ConstraintAssertsUnderExplicit(VerdictRule):
    code = "MESH220"
    callees = frozenset({WSC}) | PRODUCERS
    keywords = SPEC_KEYWORDS
    # (a helper module applying specs another module names: `shard(params, specs)`)
    cross_file_keywords = ("with_sharding_constraint",)
    needs_keywords = {api: frozenset({"out_sharding"}) for api in CREATORS}
