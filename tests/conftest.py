from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cases_index import example_cases, own_cases, shared_cases  # noqa: E402
import groundtruth  # noqa: E402


@pytest.fixture(scope="session")
def ground_truth():
    """Every single-file case run once under the real jax (in parallel, cached by content hash)."""
    programs = own_cases() + shared_cases() + example_cases()
    return groundtruth.run_programs(programs)
