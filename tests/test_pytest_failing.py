"""Test modules whose one test fails under pytest with a rule's error, reached through pytest's own machinery
(fixtures filling a test's parameters, chains of fixtures, yield fixtures, test classes). Each folder's test module
says `# EXPECT: MESHnnn` in its first line; pytest must fail with that rule's message, and the analyzer must report
exactly that rule as an error (tests/cases/pytest_failing/). Their passing twins are in pytest_sessions/."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.crossfile import check_project
from jax_mesh_lsp.knowledge import entries

FAILING = Path(__file__).resolve().parent / "cases" / "pytest_failing"
FOLDERS = sorted(p.name for p in FAILING.iterdir() if p.is_dir())


def _expected(folder: Path) -> str:
    (test_file,) = folder.glob("test_*.py")
    head = test_file.read_text().splitlines()[0]
    assert head.startswith("# EXPECT: MESH"), head
    return head.split(":", 1)[1].strip()


def test_there_are_failing_sessions():
    assert len(FOLDERS) >= 3


@pytest.mark.parametrize("name", FOLDERS)
def test_session_fails_with_the_rule_the_analyzer_reports(name, tmp_path):
    folder = tmp_path / name
    shutil.copytree(FAILING / name, folder, ignore=shutil.ignore_patterns("__pycache__"))
    code = _expected(folder)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "."], cwd=folder,
                       capture_output=True, text=True, timeout=300, env=groundtruth._env())
    errors = [line[1:].strip() for line in r.stdout.splitlines() if line.startswith("E   ")]
    raised = {c for line in errors for c in groundtruth.Outcome("Error", line.split(": ", 1)[-1])
              .raised_rules(entries())}
    assert r.returncode == 1 and code in raised, r.stdout[-3000:]
    found = {f.code for fs in check_project([folder]).values() for f in fs if f.severity in ("error", "warning")}
    assert found == {code}
