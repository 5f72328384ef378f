"""The command line, run as a user runs it (a subprocess of `python -m jax_mesh_lsp`)."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BAD = textwrap.dedent("""\
    import jax
    from jax.sharding import AxisType, PartitionSpec as P
    from jax._src.shard_map import top_level_all_gather

    mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Auto))
    with jax.set_mesh(mesh):
        top_level_all_gather(1, P(None, None, reduced={'x'}))
    """)
GOOD = BAD.replace("AxisType.Auto", "AxisType.Explicit")


def run(*args, cwd=None, stdin=None):
    return subprocess.run([sys.executable, "-m", "jax_mesh_lsp", *args], cwd=cwd, capture_output=True, text=True,
                          input=stdin, timeout=900)


@pytest.fixture
def project(tmp_path):
    (tmp_path / "bad.py").write_text(BAD)
    (tmp_path / "good.py").write_text(GOOD)
    (tmp_path / "notes.txt").write_text("top_level_all_gather")
    venv = tmp_path / ".venv" / "lib"
    venv.mkdir(parents=True)
    (venv / "skipped.py").write_text(BAD)
    return tmp_path


def test_text_output_and_exit_codes(project):
    r = run("check", str(project))
    assert r.returncode == 1, r.stderr
    lines = [l for l in r.stdout.splitlines() if "MESH" in l]
    assert lines == [f"{project / 'bad.py'}:7:5: MESH001 top_level_all_gather needs every axis of the context mesh "
                     "to be Explicit, but in the context mesh `mesh` 'y' is Auto."]
    assert "Found 1 problem" in r.stdout
    assert run("check", str(project / "good.py")).returncode == 0


def test_json_is_ruff_shaped(project):
    r = run("check", "--format", "json", str(project / "bad.py"))
    data = json.loads(r.stdout)
    assert len(data) == 1
    item = data[0]
    assert set(item) >= {"code", "message", "severity", "filename", "location", "end_location", "fix", "url"}
    assert item["location"] == {"row": 7, "column": 5}
    assert item["end_location"] == {"row": 7, "column": 25}
    assert item["fix"]["edits"][0]["content"] == "(AxisType.Explicit,) * 2"
    assert item["url"].endswith("MESH001.md")


def test_sarif_and_github(project):
    sarif = json.loads(run("check", "--format", "sarif", str(project / "bad.py")).stdout)
    assert sarif["version"] == "2.1.0"
    assert sarif["runs"][0]["results"][0]["ruleId"] == "MESH001"
    gh = run("check", "--format", "github", str(project / "bad.py")).stdout
    assert gh.startswith("::error title=MESH001,file=") and ",line=7,col=5," in gh


def test_usage_errors_exit_2(project):
    for args in (["check", str(project / "missing.py")], ["check", str(project / "notes.txt")],
                 ["check", "--select", "NOPE1", str(project)], ["check", "--jobs", "-3", str(project)],
                 ["check", "--jax-version", "banana", str(project)], ["explain", "MESH999"], ["check", "--bogus"]):
        r = run(*args)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert r.stderr.strip(), args


def test_bad_pyproject_is_a_clear_error(project):
    (project / "pyproject.toml").write_text("[tool.jax-mesh-lsp]\nselekt = ['MESH001']\n")
    r = run("check", str(project))
    assert r.returncode == 2 and "unknown key" in r.stderr and "selekt" in r.stderr
    (project / "pyproject.toml").write_text("[tool.jax-mesh-lsp\n")
    r = run("check", str(project))
    assert r.returncode == 2 and "not valid TOML" in r.stderr


def test_pyproject_select_ignore_and_severity(project):
    (project / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\nignore = ["MESH001"]\n')
    assert run("check", str(project)).returncode == 0
    (project / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\nseverity = { MESH001 = "warning" }\n')
    data = json.loads(run("check", "--format", "json", str(project)).stdout)
    assert [d["severity"] for d in data] == ["warning"]
    (project / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\nselect = ["MESH1"]\n')
    assert run("check", str(project)).returncode == 0


def test_target_jax_version_changes_make_mesh_default(tmp_path):
    (tmp_path / "m.py").write_text(textwrap.dedent("""\
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            jnp.zeros((16,), out_sharding=P('x'))
        """))
    assert run("check", str(tmp_path)).returncode == 0           # make_mesh is Explicit by default since 0.9.0
    r = run("check", "--jax-version", "0.8.2", str(tmp_path))    # Auto before: an Auto axis in out_sharding
    assert r.returncode == 1 and "MESH207" in r.stdout
    (tmp_path / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\njax-version = "0.8.2"\n')
    assert run("check", str(tmp_path)).returncode == 1


def test_default_target_is_the_installed_jax():
    from importlib import metadata
    from jax_mesh_lsp.jax_version import installed_jax_version, target_version
    assert installed_jax_version() == tuple(int(p) for p in metadata.version("jax").split(".")[:3])
    assert target_version((0, 8, 2)) == (0, 8, 2)
    assert target_version(None) <= (0, 10, 2)


def test_noqa(tmp_path):
    (tmp_path / "a.py").write_text(BAD.replace("reduced={'x'}))", "reduced={'x'}))  # noqa: MESH001"))
    assert run("check", str(tmp_path)).returncode == 0
    (tmp_path / "a.py").write_text(BAD.replace("reduced={'x'}))", "reduced={'x'}))  # noqa: MESH101"))
    assert run("check", str(tmp_path)).returncode == 1
    (tmp_path / "a.py").write_text(BAD.replace("reduced={'x'}))", "reduced={'x'}))  # noqa"))
    assert run("check", str(tmp_path)).returncode == 0


def test_fix_applies_safe_fixes(tmp_path):
    legacy = (ROOT / "examples" / "legacy_with_mesh.py").read_text()
    (tmp_path / "l.py").write_text(legacy)
    r = run("check", "--fix", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "with jax.set_mesh(mesh):" in (tmp_path / "l.py").read_text()
    (tmp_path / "b.py").write_text(BAD)
    assert run("check", "--fix", str(tmp_path)).returncode == 1          # the axis_types fix is not "safe"
    assert run("check", "--fix", "--unsafe-fixes", str(tmp_path)).returncode == 0
    assert "axis_types=(AxisType.Explicit,) * 2" in (tmp_path / "b.py").read_text()


def test_syntax_error_and_odd_encodings_do_not_crash(tmp_path):
    (tmp_path / "broken.py").write_text("import jax\ntop_level_all_gather(\n")
    (tmp_path / "latin.py").write_bytes("# -*- coding: latin-1 -*-\n# caf\xe9\nx = 1\n".encode("latin-1"))
    (tmp_path / "junk.py").write_bytes(b"\xff\xfe\x00top_level_all_gather\x00")
    (tmp_path / "empty.py").write_text("")
    r = run("check", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert "junk.py" in r.stderr


def test_explain_by_code_and_message():
    r = run("explain", "MESH001")
    assert r.returncode == 0 and "What it means" in r.stdout and "shard_map.py" in r.stdout
    msg = ("ValueError: top_level_all_gather works when all mesh  axes of context mesh are explicit. "
           "Got AbstractMesh('x': 4, 'y': 2, axis_types=(Explicit, Auto))")
    r = run("explain", "--message", msg)
    assert r.returncode == 0 and r.stdout.startswith("### MESH001")
    r = run("explain", "--message", "-", stdin=msg)
    assert r.returncode == 0 and "MESH001" in r.stdout
    assert run("explain", "--message", "something unrelated").returncode == 1


def test_rules_json_contract():
    data = json.loads(run("rules", "--format", "json").stdout)
    codes = [d["code"] for d in data]
    assert "MESH001" in codes and codes == sorted(codes)
    for d in data:
        assert set(d) == {"code", "name", "severity", "predicts", "fixable", "url"}
        assert d["predicts"] and d["code"].startswith("MESH")


def test_rules_write_docs(tmp_path):
    r = run("rules", "--write-docs", str(tmp_path))
    assert r.returncode == 0
    assert (tmp_path / "MESH001.md").read_text().startswith("### MESH001")
    assert "MESH001" in (tmp_path / "README.md").read_text()


def test_bundled_examples_are_flagged():
    r = run("check", str(ROOT / "examples"))
    assert r.returncode == 1
    assert "train_mixed_mesh.py" in r.stdout and "train_ok.py" not in r.stdout


def test_installed_jax_sources_have_no_findings():
    import importlib.util
    spec = importlib.util.find_spec("jax")
    if spec is None:
        pytest.skip("jax is not installed")
    r = run("check", "--no-progress", str(Path(spec.origin).parent))
    assert r.returncode == 0, r.stdout[-3000:]


def test_committed_rule_docs_are_current(tmp_path):
    """docs/rules/ is generated from the knowledge base; a stale page means someone forgot to regenerate."""
    run("rules", "--write-docs", str(tmp_path))
    committed = ROOT / "docs" / "rules"
    for page in tmp_path.iterdir():
        assert (committed / page.name).read_text() == page.read_text(), (
            f"docs/rules/{page.name} is stale: run `jax-mesh-lsp rules --write-docs docs/rules`")


def test_notebooks_are_checked_in_cell_order():
    r = run("check", "--format", "json", str(ROOT / "tests" / "support" / "notebook_mesh001.ipynb"))
    data = json.loads(r.stdout)
    assert r.returncode == 1
    assert [(d["code"], d["cell"], d["location"]["row"]) for d in data] == [("MESH001", "cell 4", 2)]
    text = run("check", str(ROOT / "tests" / "support" / "notebook_mesh001.ipynb")).stdout
    assert "notebook_mesh001.ipynb:cell 4:2:1: MESH001" in text
