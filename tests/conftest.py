from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cases_index import example_cases, own_cases, shared_cases  # noqa: E402
import groundtruth  # noqa: E402

# test sessions that are cases (tests/test_pytest_sessions.py and tests/test_crossfile.py run each one in a
# folder of its own), not ours
collect_ignore_glob = ["cases/pytest_sessions/*", "cases/pytest_failing/*", "cases/unittest_projects/*"]


@pytest.fixture(scope="session")
def ground_truth():
    """Every single-file case run once under the real jax (in parallel, cached by content hash)."""
    programs = own_cases() + shared_cases() + example_cases()
    return groundtruth.run_programs(programs)
