"""The analyzer's verdict equals the real jax's, case by case: for every rule R,
R reported  <=>  the run raised R's error (its `predicts` text is in the message)."""
from __future__ import annotations

import pytest

from cases_index import OWN, ROOT, SHARED, example_cases, own_cases, shared_cases
import groundtruth
from jax_mesh_lsp.analysis import analyze
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.knowledge import entry

RULES = {r.code: entry(r.code) for r in all_rules()}
CASES = own_cases() + shared_cases() + example_cases()


def _id(path):
    if path.is_relative_to(SHARED):
        return str(path.relative_to(SHARED.parent))
    return str(path.relative_to(OWN) if path.is_relative_to(OWN) else path.relative_to(ROOT))


def analyzer_codes(path) -> set[str]:
    """The rules the analyzer says raise: errors and warnings. An error the program itself catches (`try/except`,
    `assertRaises`) is reported as information: jax raises it, but the program goes on."""
    return {f.code for f in analyze(path.read_text(encoding="utf-8"), str(path))
            if f.severity in ("error", "warning")}


@pytest.mark.groundtruth
@pytest.mark.parametrize("case", CASES, ids=_id)
def test_analyzer_agrees_with_jax(case, ground_truth):
    outcome = ground_truth[case]
    assert outcome.type != "ProcessDied", outcome.message
    raised = outcome.raised_rules(RULES)
    reported = analyzer_codes(case) & set(RULES)
    assert reported == raised, (
        f"jax: {outcome.text()[:400]}\nanalyzer reported {sorted(reported)}, jax raised the error of {sorted(raised)}")


@pytest.mark.groundtruth
@pytest.mark.parametrize("case", own_cases() + example_cases(), ids=_id)
def test_expect_header_matches_jax(case, ground_truth):
    """A case's EXPECT header is what jax did (catches a mistaken case before it misleads the analyzer)."""
    outcome = ground_truth[case]
    expected = groundtruth.expected_codes(case)
    raised = outcome.raised_rules(RULES)
    assert expected & set(RULES) == raised, f"EXPECT {sorted(expected)} but jax: {outcome.text()[:400]}"


def test_every_case_folder_has_cases():
    assert len(CASES) >= 30
