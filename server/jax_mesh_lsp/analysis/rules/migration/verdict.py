"""The verdict at a sharding API's call, shared by every rule that judges that call, and where such a finding goes."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...findings import Span


@dataclass
class Verdict:
    code: str | None            # the rule whose error JAX raises; None: none of ours ("ok")
    message: str = ""
    related: list = field(default_factory=list)
    fixes: list = field(default_factory=list)


OK = Verdict(None)


def call_span(site) -> Span:
    """A finding at a call is reported on its callee."""
    return site.interp.source.callee_span(site.node)
