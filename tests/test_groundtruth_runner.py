"""The ground-truth runner itself: a program forked from the runner that already imported jax must end exactly as
it does in a fresh interpreter, and nothing one program does may reach the next (the suite's verdicts rest on it)."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import groundtruth

pytestmark = pytest.mark.groundtruth

# Each program asserts it starts from a clean jax, then dirties it for whoever runs next in the same runner.
DIRTY = textwrap.dedent("""\
    import jax, jax.numpy as jnp
    from jax.sharding import AxisType
    assert jax.sharding.get_abstract_mesh().empty, "a context mesh leaked in"
    assert jnp.zeros(1).dtype == jnp.float32, "jax_enable_x64 leaked in"
    import helper
    assert helper.WHO == {who!r}, "a sibling module of another program leaked in"
    jax.config.update("jax_enable_x64", True)
    jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,)))
    {last}
    """)
PROGRAMS = {
    "clean_a": DIRTY.format(who="a", last="print('done')"),
    "clean_b": DIRTY.format(who="b", last="raise ValueError('the second one raises: ' + str(len(jax.devices())))"),
    "exits": "import os, jax\nos._exit(3)\n",
    "system_exit": "import sys\nsys.exit('bye')\n",
    "sets_environment": "import os\nos.environ['JAX_ENABLE_X64'] = '1'\nimport jax, jax.numpy as jnp\n"
                        "assert jnp.zeros(1).dtype == jnp.float64, jnp.zeros(1).dtype\n",
}


@pytest.fixture(scope="module")
def programs(tmp_path_factory) -> dict[str, Path]:
    out = {}
    for name, text in PROGRAMS.items():
        folder = tmp_path_factory.mktemp(name)
        (folder / "helper.py").write_text(f"WHO = {name[-1]!r}\n")
        (folder / "main.py").write_text(text)
        out[name] = folder / "main.py"
    return out


def test_forked_outcomes_equal_fresh_interpreter_outcomes(programs):
    # twice through the same runner, interleaved: each run must still see a clean jax
    order = [programs[n] for n in ("clean_a", "clean_b", "exits", "system_exit")] * 2
    forked = groundtruth.run_forked(order)
    assert forked[programs["clean_a"]] == groundtruth.Outcome(None, "NO_ERROR")
    assert forked[programs["clean_b"]] == groundtruth.Outcome("ValueError", "the second one raises: 8")
    assert forked[programs["system_exit"]] == groundtruth.Outcome("SystemExit", "bye")
    assert forked[programs["exits"]].type == "ProcessDied" and forked[programs["exits"]].message.startswith("exit 3")
    # and as a fresh interpreter ends it (every case of the suite was compared so once, when the runner came)
    assert groundtruth.run_in_subprocess(programs["clean_b"]) == forked[programs["clean_b"]]


def test_a_program_that_sets_the_environment_gets_a_fresh_interpreter(programs, tmp_path, monkeypatch):
    """jax reads JAX_* variables when it is imported: under the fork runner it already was."""
    monkeypatch.delenv("JAX_MESH_GT_FORK", raising=False)
    assert groundtruth.needs_fresh_interpreter(programs["sets_environment"])
    assert not groundtruth.needs_fresh_interpreter(programs["clean_a"])
    monkeypatch.setattr(groundtruth, "CACHE_DIR", tmp_path)
    assert groundtruth.run_program(programs["sets_environment"]) == groundtruth.Outcome(None, "NO_ERROR")
    assert groundtruth.run_forked([programs["sets_environment"]])[programs["sets_environment"]].type \
        == "AssertionError"  # what forking it would have got wrong


def test_outcomes_are_cached_by_content(programs, tmp_path, monkeypatch):
    monkeypatch.setattr(groundtruth, "CACHE_DIR", tmp_path)
    first = groundtruth.run_programs([programs["clean_b"], programs["clean_a"]])
    assert len(list(tmp_path.glob("*.json"))) == 2
    calls = []
    monkeypatch.setattr(groundtruth, "run_forked", lambda *a, **k: calls.append(a) or {})
    assert groundtruth.run_programs([programs["clean_a"], programs["clean_b"]]) == first
    assert all(not a[0] for a in calls)  # nothing left to run
