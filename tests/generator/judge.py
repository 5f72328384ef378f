"""Both sides of the comparison: which rule's message jax raised, and what the analyzer flagged.

The rule for a jax outcome comes only from public rule metadata (`jax-mesh-lsp rules --format json`: each
rule's `predicts` text); the analyzer's verdict only from its CLI (`jax-mesh-lsp check --format json`), once
cross-file and once with --no-cross-file. Findings of severity error/warning are "flagged"; information-level
ones (e.g. an error a handler catches) are not.
"""
from __future__ import annotations

import contextlib
import functools
import io
import json
from pathlib import Path

MODES = {"cross-file": [], "single-file": ["--no-cross-file"]}
FLAGGED = ("error", "warning")


def _cli(argv: list[str]) -> str:
    from jax_mesh_lsp.cli import main  # the CLI's own entry point, run in this process (no start-up per call)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit:
            pass
    return out.getvalue()


@functools.lru_cache(maxsize=None)
def rules() -> dict[str, str]:
    """code -> the text of the jax error message the rule predicts."""
    return {r["code"]: r["predicts"] for r in json.loads(_cli(["rules", "--format", "json"])) if r.get("predicts")}


def rule_of(outcome) -> str | None:
    """The rule whose predicted message jax raised (the longest match wins), or None."""
    if outcome.type is None:
        return None
    from jax_mesh_lsp.knowledge import predicted_in   # (` ... ` marks where JAX's message varies)
    hits = [code for code, text in rules().items() if predicted_in(text, outcome.message)]
    return max(hits, key=lambda c: len(rules()[c])) if hits else None


def analyze(folder: Path, files: list[str], jax_version: str) -> dict[str, dict]:
    """mode -> {"flagged": sorted codes, "info": sorted codes, "findings": [short texts]}."""
    result = {}
    for mode, extra in MODES.items():
        argv = ["check", "--format", "json", "--no-progress", "--exit-zero", "--jobs", "1",
                "--jax-version", jax_version, *extra, *[str(folder / f) for f in files]]
        try:
            findings = json.loads(_cli(argv) or "[]")
        except ValueError:
            findings = []
        flagged = sorted({f["code"] for f in findings if f.get("severity") in FLAGGED})
        info = sorted({f["code"] for f in findings if f.get("severity") not in FLAGGED})
        result[mode] = {"flagged": flagged, "info": info,
                        "findings": [f"{Path(f['filename']).name}:{f['location']['row']} {f['code']} "
                                     f"{f['severity']}: {f['message'][:160]}" for f in findings]}
    return result
