"""Every knowledge entry's INVALID examples raise its error under the real jax and are flagged; its VALID
examples are neither (Fixit-style examples, run for real)."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.analysis import analyze
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.knowledge import entries

EXAMPLES = [(e.code, kind, i, code) for e in entries().values()
            for kind in ("invalid", "valid") for i, code in enumerate(e.data.get("examples", {}).get(kind, []))]
EXAMPLE_DIR = Path(__file__).resolve().parent / ".examples"


@pytest.fixture(scope="module")
def example_outcomes():
    EXAMPLE_DIR.mkdir(exist_ok=True)
    paths = {}
    for code, kind, i, text in EXAMPLES:
        name = f"{code}_{kind}_{i}_{hashlib.sha1(text.encode()).hexdigest()[:8]}.py"
        path = EXAMPLE_DIR / name
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
        paths[(code, kind, i)] = path
    outcomes = groundtruth.run_programs(list(paths.values()))
    return {key: (paths[key], outcomes[paths[key]]) for key in paths}


def test_every_entry_has_a_rule_and_examples():
    implemented = {r.code for r in all_rules()}
    for e in entries().values():
        assert e.code in implemented, f"{e.code} has a knowledge entry but no rule"
        ex = e.data.get("examples", {})
        assert ex.get("invalid") and ex.get("valid"), f"{e.code} needs VALID and INVALID examples"
    assert implemented <= set(entries()), "every rule needs a knowledge entry"


@pytest.mark.groundtruth
@pytest.mark.parametrize("code,kind,index", [(c, k, i) for c, k, i, _ in EXAMPLES],
                         ids=[f"{c}-{k}-{i}" for c, k, i, _ in EXAMPLES])
def test_example(code, kind, index, example_outcomes):
    path, outcome = example_outcomes[(code, kind, index)]
    predicts = entries()[code].predicts
    flagged = code in {f.code for f in analyze(path.read_text(), str(path))}
    if kind == "invalid":
        assert outcome.matches(predicts), f"jax did not raise {code}'s error: {outcome.text()[:300]}"
        assert flagged, f"the analyzer missed {code} in its own invalid example"
    else:
        assert not outcome.matches(predicts), f"jax raised {code}'s error on a valid example: {outcome.text()[:300]}"
        assert not flagged, f"the analyzer flagged {code} on its own valid example"
