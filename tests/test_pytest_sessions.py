"""Test sessions whose tests pass under pytest (or whose main.py runs) while pytest's machinery decides the
context or what runs: fixtures in every form, plugins, configuration above the analysed folder, skips,
collection rules (tests/cases/pytest_sessions/, from a differential round). The analyzer must not report an
error or warning in any of them; each is proven by running it for real, in a folder of its own."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.crossfile import check_project

SESSIONS = Path(__file__).resolve().parent / "cases" / "pytest_sessions"
FOLDERS = sorted(p.name for p in SESSIONS.iterdir() if p.is_dir())


def _layout(folder: Path) -> tuple[list[str], Path, Path]:
    """(the command that runs it, where it runs, what the analyzer is given)."""
    if (folder / "main.py").is_file():
        return [sys.executable, "main.py"], folder, folder
    if not list(folder.glob("test_*.py")) and (folder / "tests").is_dir():
        # the tests in tests/, run there, with a conftest.py / pytest.ini above them
        return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "."], folder / "tests", \
            folder / "tests"
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "."], folder, folder


def test_there_are_sessions():
    assert len(FOLDERS) >= 15


@pytest.mark.parametrize("name", FOLDERS)
def test_session_runs_and_is_not_flagged(name, tmp_path):
    folder = tmp_path / name
    shutil.copytree(SESSIONS / name, folder, ignore=shutil.ignore_patterns("__pycache__", "NOTE.txt"))
    command, cwd, analysed = _layout(folder)
    r = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300, env=groundtruth._env())
    assert r.returncode in (0, 5) and " failed" not in r.stdout, r.stdout[-2000:] + r.stderr[-2000:]
    found = [f for fs in check_project([analysed]).values() for f in fs if f.severity in ("error", "warning")]
    assert not found, [(Path(f.path).name, f.span.line, f.code) for f in found]
