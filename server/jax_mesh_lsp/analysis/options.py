"""What the analysis is asked to do: target jax version, rule selection, severities, reach."""
from __future__ import annotations

from dataclasses import dataclass, field

NEWEST_KNOWN_JAX = (0, 10, 2)
SEVERITIES = ("error", "warning", "information", "hint", "off")


def parse_version(text: str) -> tuple[int, ...]:
    """'0.8.2' -> (0, 8, 2). Raises ValueError on anything else."""
    parts = str(text).strip().split(".")
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() for p in parts):
        raise ValueError(f"not a jax version: {text!r} (expected something like 0.10.2)")
    return tuple(int(p) for p in parts) + (0,) * (3 - len(parts))


@dataclass
class AnalysisOptions:
    jax_version: tuple[int, ...] = NEWEST_KNOWN_JAX
    select: tuple[str, ...] = ()           # code prefixes; empty means all
    ignore: tuple[str, ...] = ()
    severity: dict[str, str] = field(default_factory=dict)
    max_call_depth: int = 12
    # Bodies of functions that no analysed path calls are judged with an unknown context mesh. What they
    # get wrong on their own (a `with jax.set_mesh(...)` inside them) is certain only if they ever run, so
    # it is reported only on request, at this severity.
    report_uncalled: bool = False
    uncalled_severity: str = "warning"

    def rule_enabled(self, code: str) -> bool:
        if self.select and not any(code.startswith(p) for p in self.select):
            return False
        return not any(code.startswith(p) for p in self.ignore)

    def severity_for(self, code: str, default: str) -> str:
        return self.severity.get(code, default)
