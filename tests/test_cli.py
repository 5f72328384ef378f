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
    lines = [l for l in r.stdout.splitlines() if "MESH001 [" in l]
    assert lines == [f"{project / 'bad.py'}:7:5: MESH001 [error] top_level_all_gather needs every axis of the context "
                     "mesh to be Explicit, but in the context mesh `mesh` 'y' is Auto."]
    assert "Found 1 problem" in r.stdout
    assert run("check", str(project / "good.py")).returncode == 0
    concise = run("check", "--format", "concise", str(project))
    assert concise.returncode == 1
    assert concise.stdout.splitlines()[0] == lines[0] and "Found 1 problem" in concise.stdout
    assert not any(l.lstrip().startswith("|") for l in concise.stdout.splitlines())


def test_text_output_shows_the_source_line_and_related_locations_across_files(tmp_path):
    """Like Ruff's full output: the line with a caret under the call, then the locations that explain it, in
    the other module too: the mesh built in main.py, the `with` that set it, the call into the helper."""
    folder = ROOT / "tests" / "cases" / "projects" / "helper_called_under_auto_pos"
    r = run("check", ".", cwd=folder)
    assert r.returncode == 1, r.stdout + r.stderr
    out = r.stdout.splitlines()
    head = out.index("utils.py:6:12: MESH001 [error] top_level_all_gather needs every axis of the context mesh to be "
                     "Explicit, but in the context mesh `mesh` 'x' is Auto.")
    assert out[head + 1:head + 5] == [
        "   |",
        " 6 |     return top_level_all_gather(x, P(reduced={'x'}))",
        "   |            ^^^^^^^^^^^^^^^^^^^^ MESH001",
        "   |"]
    assert "  ::: main.py:9:8: mesh Mesh x=8 (Auto) is built here" in out
    assert "  ::: main.py:10:6: context mesh set here" in out
    called = out.index("  ::: main.py:11:5: called from here")
    assert out[called + 2] == "11 |     gather(jax.device_put(np.arange(16.), P('x')))"
    assert out[called + 3].startswith("   |     ^^^^^^")
    assert "   = help: jax-mesh-lsp explain MESH001" in out


def test_severity_is_shown(project):
    (project / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\nseverity = { MESH001 = "warning" }\n')
    r = run("check", str(project))
    assert f"{project / 'bad.py'}:7:5: MESH001 [warning] " in r.stdout


def test_unparsable_files_are_problems(tmp_path):
    """Like Ruff: a file Python would refuse is reported (E999 with the parser's message and position, E902 when
    it cannot be decoded), exit 1; never "All checks passed!"."""
    (tmp_path / "broken.py").write_text("import jax\nmesh = jax.make_mesh((8,), ('x',)\nprint(mesh)\n")
    r = run("check", str(tmp_path / "broken.py"))
    assert r.returncode == 1, r.stdout + r.stderr
    assert f"{tmp_path / 'broken.py'}:2:21: E999 [error] SyntaxError: '(' was never closed" in r.stdout
    assert "2 | mesh = jax.make_mesh((8,), ('x',)" in r.stdout
    assert "All checks passed" not in r.stdout and "Found 1 problem" in r.stdout
    assert "not analysed" not in r.stderr  # said once, as the finding
    (tmp_path / "bad_utf8.py").write_bytes(b"import jax\nname = 'caf\xe9'\n")
    data = json.loads(run("check", "--format", "json", str(tmp_path / "bad_utf8.py")).stdout)
    assert [(d["code"], d["location"], d["severity"]) for d in data] == [("E902", {"row": 2, "column": 12}, "error")]
    assert "not valid utf-8" in data[0]["message"]
    (tmp_path / "plain.py").write_text("def f():\n    pass\nreturn 1\n")  # no jax at all: still checked
    r = run("check", "--select", "MESH1", str(tmp_path / "plain.py"))   # and not a rule one can deselect
    assert r.returncode == 1 and "plain.py:3:1: E999 [error] SyntaxError: 'return' outside function" in r.stdout
    (tmp_path / "fine.py").write_text("x = '\\d'\n")  # a SyntaxWarning is not an error
    r = run("check", str(tmp_path / "fine.py"))
    assert r.returncode == 0 and r.stderr == "", r.stderr


def test_fix_says_what_unsafe_fixes_would_add(tmp_path):
    (tmp_path / "b.py").write_text(BAD)  # its only fix changes the mesh's axis types: unsafe
    r = run("check", str(tmp_path))
    assert "1 more fix available with `--fix --unsafe-fixes`" in r.stdout
    r = run("check", "--fix", str(tmp_path))
    assert r.returncode == 1
    assert "Fixed 0 findings." in r.stdout and "1 more fix available with `--fix --unsafe-fixes`" in r.stdout
    assert (tmp_path / "b.py").read_text() == BAD
    r = run("check", "--fix", "--unsafe-fixes", str(tmp_path))
    assert r.returncode == 0 and "Fixed 1 finding." in r.stdout and "unsafe-fixes" not in r.stdout
    legacy = (ROOT / "examples" / "legacy_with_mesh.py").read_text()  # a safe fix: no hint
    (tmp_path / "b.py").write_text(legacy)
    r = run("check", str(tmp_path))
    assert "1 fixable with the `--fix` option." in r.stdout and "unsafe-fixes" not in r.stdout
    data = run("check", "--fix", "--format", "json", str(tmp_path))
    assert json.loads(data.stdout) == [] and "Fixed 1 finding." in data.stderr


def test_jax_version_outside_the_modeled_range_is_an_error(project):
    for version in ("0.4.30", "0.7.0", "0.11.0", "1.0"):
        r = run("check", "--jax-version", version, str(project))
        assert r.returncode == 2, (version, r.stdout, r.stderr)
        assert f"{version} is outside the jax versions the rules model (0.7.1 to 0.10.2)" in r.stderr
    for version in ("0.7.1", "0.8.2", "0.10.2"):  # accepted (top_level_all_gather exists only since 0.10.0)
        assert run("check", "--jax-version", version, str(project)).returncode == (version == "0.10.2"), version
    (project / "pyproject.toml").write_text('[tool.jax-mesh-lsp]\njax-version = "0.4.30"\n')
    r = run("check", str(project))
    assert r.returncode == 2 and "jax-version: 0.4.30 is outside" in r.stderr and "pyproject.toml" in r.stderr


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
    assert r.returncode == 1, r.stderr
    codes = sorted(l.split(": ")[1].split()[0] + " " + Path(l.split(":")[0]).name
                   for l in r.stdout.splitlines() if " [error] " in l)
    assert codes == ["E902 junk.py", "E999 broken.py"], r.stdout  # the latin-1 file (with its cookie) is fine
    assert "Traceback" not in r.stderr


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
    assert "\n2 | top_level_all_gather(1, P(reduced={'x'}))\n  | ^^^^^^^^^^^^^^^^^^^^ MESH001\n" in text  # the cell's line


def test_fix_repeats_until_nothing_more_is_fixable(tmp_path, monkeypatch):
    """jax raises the first error on a path, and so does the analysis: a fix can reveal the next one. `--fix`
    checks again after fixing, until nothing more is fixable, a bounded number of rounds."""
    from types import SimpleNamespace
    from jax_mesh_lsp import cli
    from jax_mesh_lsp.analysis.findings import Finding, Fix, Span, TextEdit
    target = tmp_path / "m.py"

    def finding_for(text: str, endless: bool) -> list[Finding]:
        if not endless and "step3" in text:
            return []
        n = int(text.strip()[len("step"):])
        return [Finding("MESH205", "x", Span(1, 0, 1, len(text.rstrip("\n"))), path=str(target),
                        fixes=[Fix("next", (TextEdit(Span(1, 0, 1, len(text.rstrip("\n"))), f"step{n + 1}"),),
                                   safe=True)])]

    for endless, rounds in ((False, 3), (True, cli.MAX_FIX_ROUNDS)):
        target.write_text("step0\n")
        calls = []

        def fake_analyse(files, config, options, jobs, progress, endless=endless):
            calls.append(1)
            return finding_for(target.read_text(), endless), []

        monkeypatch.setattr(cli, "_analyse", fake_analyse)
        monkeypatch.setattr(cli, "_unparsable", lambda files, jobs: [])
        remaining, fixed = cli._apply_fixes(finding_for(target.read_text(), endless), [target], SimpleNamespace(),
                                            None, 1, unsafe=False)
        assert fixed == rounds
        assert len(calls) == rounds
        assert bool(remaining) == endless


def test_an_installed_jax_older_than_the_rules_know_is_named(monkeypatch, capsys):
    from jax_mesh_lsp import cli, jax_version
    monkeypatch.setattr(jax_version, "installed_jax_version", lambda: (0, 4, 30))
    cli._warn_if_installed_jax_is_not_modeled()
    assert "installed jax 0.4.30 is older than the versions the rules model (0.7.1 to 0.10.2)" in capsys.readouterr().err
    monkeypatch.setattr(jax_version, "installed_jax_version", lambda: (0, 10, 2))
    cli._warn_if_installed_jax_is_not_modeled()
    assert capsys.readouterr().err == ""


def test_build_outputs_are_skipped_but_a_package_named_dist_is_code(tmp_path):
    """`build/` and `dist/` hold build outputs and are not walked, unless one is a package of the project's own
    (`dist/__init__.py`, say distributed helpers that main.py imports): that is code the program runs."""
    from jax_mesh_lsp.files import collect
    for folder in ("build/lib/pkg", "dist", "pkg/dist", "helpers/dist"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "mod.py").write_text("x = 1\n")
    (tmp_path / "pkg" / "dist" / "__init__.py").write_text("")
    checked = {p.relative_to(tmp_path).as_posix() for p in collect([str(tmp_path)])}
    assert checked == {"pkg/dist/__init__.py", "pkg/dist/mod.py"}
