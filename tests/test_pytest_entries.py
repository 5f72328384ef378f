"""pytest's tests are called by its runner: they start with the context the module left, unless a fixture, a
conftest.py or a set-up hook may set a mesh first. Each variant runs under the real pytest and jax, and the
analyzer's error findings in a test module must agree with whether its test failed with a sharding error."""
from __future__ import annotations

import concurrent.futures
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.crossfile import check_project

BODY = """\
    x = jax.device_put(np.ones((8, 4)), P("data", None))
    assert x.shape == (8, 4)
"""
HEAD = "import numpy as np\nimport pytest\nimport jax\nfrom jax.sharding import PartitionSpec as P\n\n"
MESH = 'jax.make_mesh((8,), ("data",))'

PARAMETRIZED_CASES = '''\
import jax
import jax.numpy as jnp
import pytest
from absl.testing import parameterized
from jax.sharding import AxisType, PartitionSpec as P


@pytest.mark.parametrize("kind", [AxisType.Explicit, AxisType.Auto])
def test_zeros(kind):
    with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(kind,))):
        jnp.zeros((8, 4), out_sharding=P("x"))


class T(parameterized.TestCase):
    @parameterized.named_parameters(("explicit", AxisType.Explicit), ("auto", AxisType.Auto))
    def test_zeros(self, kind):
        with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(kind,))):
            jnp.zeros((8, 4), out_sharding=P("x"))

    @parameterized.product(kind=[AxisType.Explicit], rows=[8, 16])
    def test_ok(self, kind, rows):
        with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(kind,))):
            jnp.zeros((rows, 4), out_sharding=P("x"))
'''

VARIANTS = {
    # folder -> {file: source}; the test module of each is test_<folder>.py
    "plain": {"test_plain.py": HEAD + "def test_put():\n" + BODY},
    "parametrized": {"test_parametrized.py": HEAD + '@pytest.mark.parametrize("rows", [8, 16])\n'
                                                    "def test_put(rows):\n" + BODY},
    "plain_class": {"test_plain_class.py": HEAD + "class TestPut:\n    def test_put(self):\n"
                                                  + textwrap.indent(BODY, "    ")},
    "conftest_autouse": {
        "conftest.py": HEAD + f"@pytest.fixture(autouse=True)\ndef mesh():\n    with jax.set_mesh({MESH}):\n"
                              "        yield\n",
        "test_conftest_autouse.py": HEAD + "def test_put():\n" + BODY},
    "conftest_imports_setup": {
        "mesh_setup.py": f"import jax\njax.set_mesh({MESH})\n",
        "conftest.py": "import mesh_setup  # noqa: F401\n",
        "test_conftest_imports_setup.py": HEAD + "def test_put():\n" + BODY},
    "fixture_param": {"test_fixture_param.py": HEAD + f"@pytest.fixture\ndef mesh():\n"
                                                      f"    with jax.set_mesh({MESH}) as m:\n        yield m\n\n"
                                                      "def test_put(mesh):\n" + BODY},
    "module_autouse": {"test_module_autouse.py": HEAD + f"@pytest.fixture(autouse=True)\ndef _mesh():\n"
                                                        f"    jax.set_mesh({MESH})\n\n"
                                                        "def test_put():\n" + BODY},
    "setup_module": {"test_setup_module.py": HEAD + f"def setup_module():\n    jax.set_mesh({MESH})\n\n"
                                                    "def test_put():\n" + BODY},
    "other_module_sets": {"test_a_setup.py": HEAD + f"jax.set_mesh({MESH})\n\ndef test_nothing():\n    pass\n",
                          "test_other_module_sets.py": HEAD + "def test_put():\n" + BODY},
    "unittest_after_other_module": {
        "test_a_setup.py": HEAD + f"jax.set_mesh({MESH})\n",
        "test_unittest_after_other_module.py": HEAD + "import unittest\n\nclass T(unittest.TestCase):\n"
                                                      "    def test_put(self):\n" + textwrap.indent(BODY, "    ")},
    # a test that sets the mesh and puts it back in a `finally`, or expects set_mesh to refuse: nothing leaks
    "restored_in_finally": {"test_restored_in_finally.py": HEAD + "def test_a_scoped():\n"
                            f"    mesh_cm = jax.set_mesh({MESH})\n    try:\n        pass\n    finally:\n"
                            "        mesh_cm.__exit__(None, None, None)\n\n"
                            "def test_b_put():\n" + BODY},
    "expects_refusal": {"test_expects_refusal.py": HEAD + "from jax.sharding import AxisType, Mesh\n\n"
                        "def test_a_manual_refused():\n"
                        "    with pytest.raises(ValueError):\n"
                        "        jax.set_mesh(Mesh(np.array(jax.devices()), ('x',), axis_types=(AxisType.Manual,)))\n\n"
                        "def test_b_put():\n" + BODY},
    # one case of each parameterised test fails: the finding is shown at that case
    "parametrized_cases": {"test_parametrized_cases.py": PARAMETRIZED_CASES},
    "quiet_fixture": {"test_quiet_fixture.py": HEAD + f"@pytest.fixture\ndef mesh():\n    return {MESH}\n\n"
                                                      "def test_put(mesh):\n" + BODY},
}


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    root = tmp_path_factory.mktemp("pytest_entries")
    for folder, files in VARIANTS.items():
        for name, source in files.items():
            (root / folder).mkdir(exist_ok=True)
            (root / folder / name).write_text(source)
    # each folder as pytest runs it on its own (its conftest.py and modules beside it), side by side
    def run(folder: str) -> bool:
        r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", "."],
                           cwd=root / folder, capture_output=True, text=True, timeout=300, env=groundtruth._env())
        assert "passed" in r.stdout or "failed" in r.stdout, r.stdout + r.stderr
        return bool(re.search(r"^FAILED .*(ValueError|TypeError|RuntimeError)", r.stdout, re.M))

    with concurrent.futures.ThreadPoolExecutor(groundtruth.default_jobs()) as pool:
        failed = dict(zip(VARIANTS, pool.map(run, VARIANTS)))
    findings = {}
    for folder in VARIANTS:
        found = check_project([root / folder])
        findings[folder] = sorted(f.code for fs in found.values() for f in fs if f.severity in ("error", "warning"))
    return failed, findings


# the failing variants whose tests the analysis reaches as the runner does (a module fixture that only makes a
# value, here a mesh nobody enters, is read as it is: the test still starts with the module's context)
REACHED = {"plain", "parametrized", "plain_class", "parametrized_cases", "restored_in_finally", "expects_refusal",
           "quiet_fixture"}


@pytest.mark.parametrize("folder", sorted(VARIANTS))
def test_flagged_only_where_the_test_fails_under_pytest(suite, folder):
    failed, findings = suite
    if not failed[folder]:
        assert not findings[folder], (folder, findings[folder])
    elif folder in REACHED:
        assert findings[folder], folder


def test_the_suite_has_failing_and_passing_variants(suite):
    failed, findings = suite
    assert {k for k, v in failed.items() if v} == REACHED
    assert all(findings[k] == ["MESH203"] for k in REACHED - {"parametrized_cases"})
    assert findings["parametrized_cases"] == ["MESH207", "MESH207"]


def test_a_finding_only_some_cases_reach_is_shown_at_those_cases(tmp_path):
    (tmp_path / "test_cases.py").write_text(PARAMETRIZED_CASES)
    found = [f for fs in check_project([tmp_path]).values() for f in fs]
    lines = PARAMETRIZED_CASES.splitlines()
    shown = sorted(lines[f.span.line - 1][f.span.col:f.span.end_col] for f in found)
    assert shown == ['("auto", AxisType.Auto)', "AxisType.Auto"], shown


def test_a_lone_pytest_module_keeps_the_unknown_context(tmp_path):
    """Without the project (--no-cross-file) its conftests cannot be seen: no finding."""
    (tmp_path / "test_lone.py").write_text(VARIANTS["plain"]["test_plain.py"])
    r = subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", "--no-cross-file", "--format", "concise",
                        str(tmp_path / "test_lone.py")], capture_output=True, text=True, timeout=120)
    assert "MESH203" not in r.stdout, r.stdout
