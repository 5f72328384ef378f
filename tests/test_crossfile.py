"""Cross-file analysis (jedi): meshes and helpers across the modules of a project, judged like the runtime.

Each folder of tests/cases/projects/ is a small project whose entry script main.py carries the EXPECT header
(helper modules carry none). For each project, the analyzer's verdict on the whole folder (its findings'
codes, over every file) must equal what the real jax raises when main.py runs, and the EXPECT header must say
the same. The rest checks the API the CLI and the language server use: document overlays, invalidation when
the defining module changes, the non-blocking call, caches, depth limits, and jedi failing.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.analysis import AnalysisOptions, analyze
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.crossfile import Project, check_project, project_for
from jax_mesh_lsp.crossfile.interp import ProjectInterpreter
from jax_mesh_lsp.crossfile.jedi_bridge import JediBridge
from jax_mesh_lsp.knowledge import entry

ROOT = Path(__file__).resolve().parent.parent
PROJECTS_DIR = ROOT / "tests" / "cases" / "projects"
PROJECTS = sorted(p for p in PROJECTS_DIR.iterdir() if (p / "main.py").is_file())
RULES = {r.code: entry(r.code) for r in all_rules()}


# ------------------------------------------------------------------------------------------ running a project
def _project_key(folder: Path) -> str:
    """Every file of the project counts (packages in sub-folders too), plus the support modules and jax."""
    h = hashlib.sha256()
    for f in sorted(folder.rglob("*.py")):
        h.update(str(f.relative_to(folder)).encode() + b"\0" + f.read_bytes())
    for f in sorted(groundtruth.SUPPORT.glob("*.py")):
        h.update(f.read_bytes())
    h.update(_runtime_id().encode())
    return h.hexdigest()[:24]


def _runtime_id() -> str:
    """The Python and jax versions (what decides an outcome besides the program)."""
    from importlib import metadata
    versions = []
    for dist in ("jax", "jaxlib"):
        try:
            versions.append(metadata.version(dist))
        except metadata.PackageNotFoundError:
            versions.append("none")
    return " ".join([sys.version.split()[0], *versions])


def run_project(folder: Path) -> groundtruth.Outcome:
    """main.py under the real jax (its folder on sys.path, like `python main.py`), cached by content."""
    cached = groundtruth.CACHE_DIR / f"project-{_project_key(folder)}.json"
    if cached.exists():
        data = json.loads(cached.read_text())
        return groundtruth.Outcome(data["type"], data["message"])
    # as run_program.py in a fresh interpreter (forked from the runner that has imported jax already)
    outcome = groundtruth.run_uncached([folder / "main.py"])[folder / "main.py"]
    groundtruth.CACHE_DIR.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps({"type": outcome.type, "message": outcome.message, "program": str(folder)}))
    return outcome


@pytest.fixture(scope="session")
def project_outcomes():
    import concurrent.futures
    with concurrent.futures.ThreadPoolExecutor(groundtruth.default_jobs()) as pool:  # the runner's pace
        return dict(zip(PROJECTS, pool.map(run_project, PROJECTS)))


def analyzer_codes(folder: Path, **kwargs) -> set[str]:
    """The rules the analyzer says raise over the folder: errors and warnings (an error the program catches is
    information, and raises nothing)."""
    found = check_project([folder], **kwargs)
    return {f.code for findings in found.values() for f in findings if f.severity in ("error", "warning")}


def caught_codes(folder: Path) -> set[str]:
    found = check_project([folder])
    return {f.code for findings in found.values() for f in findings if f.severity == "information"}


# ------------------------------------------------------------------------------------------ the projects
def test_there_are_enough_projects():
    assert len(PROJECTS) >= 20
    for p in PROJECTS:
        modules = list(p.rglob("*.py"))
        assert len(modules) >= 2, f"{p.name}: a project has several modules"
        for m in modules:
            head = m.read_text(encoding="utf-8")[:300]
            assert ("# EXPECT:" in head) == (m.name == "main.py" and m.parent == p), m
    expected = [groundtruth.expected_codes(p / "main.py") for p in PROJECTS]
    assert sum(1 for e in expected if e) >= 10 and sum(1 for e in expected if not e) >= 8


@pytest.mark.parametrize("folder", PROJECTS, ids=lambda p: p.name)
def test_analyzer_matches_expect(folder):
    """Fast (no jax run): the findings over the whole folder have exactly the EXPECT codes."""
    assert analyzer_codes(folder) == groundtruth.expected_codes(folder / "main.py") & set(RULES)


@pytest.mark.groundtruth
@pytest.mark.parametrize("folder", PROJECTS, ids=lambda p: p.name)
def test_verdict_equals_runtime(folder, project_outcomes):
    outcome = project_outcomes[folder]
    assert outcome.type != "ProcessDied", outcome.message
    raised = outcome.raised_rules(RULES)
    expected = groundtruth.expected_codes(folder / "main.py")
    assert expected & set(RULES) == raised, f"EXPECT {sorted(expected)} but jax: {outcome.text()[:400]}"
    assert analyzer_codes(folder) == raised, f"jax: {outcome.text()[:300]}"


def test_import_only_inside_a_handler_is_caught_there():
    """An optional module whose top level raises, imported only in a `try` whose handler catches the error: the
    module's finding is information naming the importer's handler (the program goes on)."""
    folder = ROOT / "tests" / "cases" / "projects" / "optional_module_import_caught_neg"
    found = [f for fs in check_project([folder]).values() for f in fs]
    assert [(f.code, f.severity) for f in found] == [("MESH203", "information")]
    assert "caught by the `try`/`except` at main.py:" in found[0].message
    assert any(r.path and r.path.endswith("main.py") for r in found[0].related)


# a project whose correct code a file judged alone must get wrong (said in its main.py, with why)
_SINGLE_FILE_BLIND = "# SINGLE-FILE-BLIND:"


def test_cross_file_finds_what_single_file_cannot():
    """The positives need the other modules: file by file, the single-file check says nothing there."""
    gained = 0
    for folder in PROJECTS:
        single = {f.code for m in folder.rglob("*.py") for f in analyze(m.read_text(encoding="utf-8"), str(m))}
        expected = groundtruth.expected_codes(folder / "main.py")
        if _SINGLE_FILE_BLIND in (folder / "main.py").read_text(encoding="utf-8"):
            # (a module's global rewritten by another module: a file judged alone cannot know; cross-file can)
            assert single - expected, f"{folder.name}: no longer needs its {_SINGLE_FILE_BLIND} mark"
            continue
        assert single <= expected, f"{folder.name}: single-file reports {single - expected}"
        gained += bool(expected - single)
    assert gained >= 15


def test_a_module_naming_only_apis_that_fail_on_specs_from_elsewhere_is_run_only_if_a_spec_can_reach_it():
    """`utils.py` and `unused.py` call `jax.reshard(x, spec)` and spell no spec: `utils` is imported (through
    `steps`) by a module that spells one, and is judged (the project's own test finds its MESH205);
    nothing imports `unused`, so a batch run does not interpret it at all."""
    folder = PROJECTS_DIR / "helper_two_imports_from_the_spec_pos"
    project = Project(str(folder))
    try:
        with project._operation():
            project.scan(AnalysisOptions())
            found = project.check(sorted(str(p) for p in folder.glob("*.py")), AnalysisOptions())
        analysed = {os.path.basename(key[0]) for key in project._analyses if key[1] == "main"}
    finally:
        project.close()
    assert {f.code for f in found[str(folder / "utils.py")]} == {"MESH205"}
    assert "utils.py" in analysed and "unused.py" not in analysed, analysed


@pytest.mark.parametrize("folder", sorted((ROOT / "tests" / "cases" / "limits" / "projects").glob("*_neg")),
                         ids=lambda p: p.name)
def test_limit_projects_are_silent_cross_file(folder):
    """The multi-module limits are single-file policy only (a helper module judged alone): cross-file, where
    the callers are known (a remat or checkpoint of the helper, a method of main's class), they must stay
    silent. A verdict judged alone must not outlive callers the search could not reach."""
    assert groundtruth.expected_codes(folder / "main.py") == set()
    assert analyzer_codes(folder) == set()


@pytest.mark.parametrize("folder", sorted((ROOT / "tests" / "cases" / "limits" / "projects").glob("*_pos")),
                         ids=lambda p: p.name)
def test_limit_projects_agree_cross_file(folder):
    """Multi-module limits where only single-file mode disagrees (it cannot see that importing a helper module
    raises): cross-file, the findings over the folder are exactly what jax raises (the EXPECT header)."""
    expected = groundtruth.expected_codes(folder / "main.py")
    assert expected and analyzer_codes(folder) == expected & set(RULES)


def test_cli_check_on_a_project_folder():
    pos, neg = PROJECTS_DIR / "helper_callers_in_two_modules_pos", PROJECTS_DIR / "helper_called_under_explicit_neg"
    r = subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", "--format", "json", str(pos)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    data = json.loads(r.stdout)
    assert [(Path(d["filename"]).name, d["code"], d["location"]["row"]) for d in data] == [("train.py", "MESH001", 11)]
    assert data[0]["message"].startswith("This call leads to: ")
    r = subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", str(neg)], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    r = subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", "--no-cross-file", str(pos)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout


def test_placement_every_caller_bad_is_reported_at_the_collective():
    found = check_project([PROJECTS_DIR / "helper_called_under_auto_pos"])
    hits = [(Path(p).name, f) for p, fs in found.items() for f in fs]
    assert [(name, f.span.line) for name, f in hits] == [("utils.py", 6)]
    f = hits[0][1]
    where = {(Path(r.path).name if r.path else "utils.py", r.message) for r in f.related}
    assert ("main.py", "called from here") in where
    assert any(name == "main.py" and "context mesh" in msg for name, msg in where)  # the `with` in main.py


def test_placement_a_lambda_is_judged_with_the_function_that_makes_it():
    """The NamedSharding that fails is built in a lambda of `shardings_for`, which main.py calls: the error lands
    on that call in partitioning.py (the lambda runs as part of shardings_for), not as "This call leads to" in
    main.py; the structure comes from jax.eval_shape of an initializer the analysis would otherwise skip."""
    found = check_project([PROJECTS_DIR / "lambda_in_helper_builds_shardings_of_an_inert_init_pos"])
    hits = [(Path(p).name, f.code, f.span.line) for p, fs in found.items() for f in fs]
    assert hits == [("partitioning.py", "MESH216", 9)], hits


def test_every_bad_caller_shows_its_mesh_and_with():
    found = check_project([PROJECTS_DIR / "helper_every_caller_bad_pos"])
    (f,) = [f for fs in found.values() for f in fs]
    assert Path(f.path).name == "ops.py"
    related = {(Path(r.path).name, r.message.split(" ")[0]) for r in f.related}
    for module in ("evaluate.py", "train.py"):
        assert {(module, "called"), (module, "mesh"), (module, "context")} <= related, related


def test_placement_disagreeing_callers_report_the_offending_call():
    found = check_project([PROJECTS_DIR / "helper_callers_disagree_pos"])
    hits = [(Path(p).name, f.span.line, f.message) for p, fs in found.items() for f in fs]
    assert [(n, l) for n, l, _ in hits] == [("main.py", 14)]
    assert hits[0][2].startswith("This call leads to: ")


def test_mesh_definition_in_another_module_is_a_related_location():
    found = check_project([PROJECTS_DIR / "config_mesh_in_train_pos"])
    (f,) = [f for fs in found.values() for f in fs]
    assert Path(f.path).name == "train.py"
    assert any(r.path and Path(r.path).name == "config.py" and "built here" in r.message for r in f.related)


def test_related_places_keep_their_file_when_shown_at_a_call_in_another_module(tmp_path):
    """A finding shown at the call that leads to it ("This call leads to: ...") keeps the files of its related
    places: the shard_map's creation is in layers.py, not in main.py where the finding is shown."""
    (tmp_path / "layers.py").write_text(textwrap.dedent("""\
        import jax
        from jax.sharding import PartitionSpec as P
        mlp = jax.shard_map(lambda x: x * 2, in_specs=P('x'), out_specs=P('x'))
        def forward(x):
            return mlp(x)
        """))
    (tmp_path / "main.py").write_text("import jax.numpy as jnp\nimport layers\nlayers.forward(jnp.ones(8))\n")
    found = [f for fs in check_project([tmp_path]).values() for f in fs]
    shown = [f for f in found if Path(f.path).name == "main.py"]
    assert shown and shown[0].code == "MESH213"
    places = {(Path(r.path).name, r.span.line) for r in shown[0].related}
    assert ("layers.py", 5) in places and ("layers.py", 3) in places, places


def test_an_array_made_in_a_third_module_is_located_there(tmp_path):
    """The array a rule points at ("the array gets P(...) here") is made in norms.py, the call that raises is in
    attention.py and the finding is shown in main.py: the related place keeps norms.py (it used to take the
    raising call's file, pointing at an unrelated line there)."""
    (tmp_path / "norms.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp
        def rms_norm(x, scale):
            var = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
            return x * (1.0 / jnp.sqrt(var + 1e-6)) * scale
        """))
    (tmp_path / "attention.py").write_text(textwrap.dedent("""\
        import jax.numpy as jnp
        # a comment line
        # another
        def expand_kv(kv):
            return jnp.repeat(kv, 2, axis=2)
        """))
    (tmp_path / "main.py").write_text(textwrap.dedent("""\
        import jax
        import jax.numpy as jnp
        from jax.sharding import AxisType, PartitionSpec as P
        from attention import expand_kv
        from norms import rms_norm

        @jax.jit
        def block(k, scale):
            return expand_kv(rms_norm(k, scale))

        mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
        with jax.set_mesh(mesh):
            k = jax.device_put(jnp.ones((4, 8, 4, 16)), P("data", None, "model", None))
            block(k, jnp.ones((16,)))
        """))
    found = [f for fs in check_project([tmp_path]).values() for f in fs if f.code == "MESH219"]
    assert found, found
    places = {(Path(r.path or found[0].path).name, r.span.line) for r in found[0].related}
    assert ("norms.py", 4) in places, places
    assert not any(name == "attention.py" and line == 4 for name, line in places), places
    assert "made in another module" in found[0].message


def test_a_callers_legacy_with_in_another_module_is_located_there_and_not_edited_here(tmp_path):
    """The legacy `with mesh:` around the call is main.py's (a local of its function): the finding in lib.py
    names it at its own place, and offers no fix that would edit lib.py at main.py's offsets."""
    (tmp_path / "lib.py").write_text(textwrap.dedent("""\
        import jax
        from jax.sharding import PartitionSpec as P
        def f(x):
            return jax.lax.with_sharding_constraint(x, P("batch", None))
        def g(x):
            return jax.shard_map(lambda a: a * 2, in_specs=P("batch"), out_specs=P("batch"))(x)
        """))
    (tmp_path / "main.py").write_text(textwrap.dedent("""\
        import sys
        import jax
        import jax.numpy as jnp
        import lib
        def constrain():
            mesh = jax.make_mesh((8,), ("batch",))
            with mesh:
                lib.f(jnp.ones((16, 4)))
        def double():
            mesh = jax.make_mesh((8,), ("batch",))
            with mesh:
                lib.g(jnp.ones((16, 4)))
        if sys.argv[1:] == ["constrain"]:
            constrain()
        else:
            double()
        """))
    found = [f for fs in check_project([tmp_path]).values() for f in fs]
    assert {f.code for f in found} == {"MESH212", "MESH213"}, found
    for f in found:
        legacy = [r for r in f.related if "legacy" in r.message]
        assert legacy and all(Path(r.path).name == "main.py" and r.span.line in (7, 11) for r in legacy), f.related
        if Path(f.path).name == "lib.py":
            assert not any(e.path not in (None, f.path) for fix in f.fixes for e in getattr(fix, "edits", ())), f
            assert not any("set_mesh" in fix.title for fix in f.fixes), f.fixes


def test_test_methods_sharing_a_name_across_test_modules_are_still_the_runners_to_call(tmp_path):
    """Test modules share method names (`test_unconstrained` in both): another module that does not name this
    one cannot call its test method, so the finding stays where it raises, not at the method's def."""
    body = textwrap.dedent("""\
        import unittest
        import jax
        from jax.sharding import NamedSharding, PartitionSpec as P
        class T(unittest.TestCase):
            def setUp(self):
                self.mesh = jax.make_mesh((8,), ("x",))
            def test_unconstrained(self):
                NamedSharding(self.mesh, P("x", P.UNCONSTRAINED))
        """)
    (tmp_path / "a_test.py").write_text(body)
    (tmp_path / "b_test.py").write_text(body)
    found = [f for fs in check_project([tmp_path]).values() for f in fs]
    assert sorted((Path(f.path).name, f.code, f.span.line) for f in found) == [
        ("a_test.py", "MESH216", 8), ("b_test.py", "MESH216", 8)], found
    assert not any(f.message.startswith("This call leads to") for f in found), found


# ------------------------------------------------------------------------------------------ the LSP API
MESH_PY = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax.sharding import AxisType

    MESH = jax.sharding.Mesh(np.array(jax.devices()), ('x',), axis_types=(AxisType.Explicit,))
    """)
TRAIN_PY = textwrap.dedent("""\
    import jax
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    from mesh import MESH

    with jax.set_mesh(MESH):
        top_level_all_gather(jax.device_put(jax.numpy.arange(8.), P('x')), P(reduced={'x'}))
    """)


@pytest.fixture
def workspace(tmp_path):
    (tmp_path / "mesh.py").write_text(MESH_PY)
    (tmp_path / "train.py").write_text(TRAIN_PY)
    return tmp_path


def test_editing_the_mesh_module_changes_the_diagnostics_of_train(workspace):
    project = Project(workspace)
    train, mesh = workspace / "train.py", workspace / "mesh.py"
    assert project.analyze_document(train, TRAIN_PY, 1) == []
    # the editor changes mesh.py (unsaved): axis_types is gone, jax.sharding.Mesh defaults to Auto
    project.update_document(mesh, MESH_PY.replace(", axis_types=(AxisType.Explicit,)", ""), 2)
    assert str(train) in project.dependents(mesh)
    found = project.analyze_document(train, None, 1)
    assert [(f.code, f.span.line) for f in found] == [("MESH001", 8)]
    assert any(r.path == str(mesh) for r in found[0].related)
    project.update_document(mesh, MESH_PY, 3)  # restored
    assert project.analyze_document(train, None, 1) == []
    project.close_document(mesh)
    assert project.analyze_document(train, None, 1) == []


def test_saving_the_mesh_module_invalidates_by_mtime(workspace):
    project = Project(workspace)
    train = workspace / "train.py"
    assert project.analyze_document(train) == []
    text = MESH_PY.replace("AxisType.Explicit", "AxisType.Auto")
    (workspace / "mesh.py").write_text(text)
    os.utime(workspace / "mesh.py", ns=(time.time_ns() + 10**9, time.time_ns() + 10**9))
    assert [f.code for f in project.analyze_document(train)] == ["MESH001"]


def test_async_api_does_not_block_and_agrees(workspace):
    project = project_for(workspace / "train.py", roots=[workspace])
    assert project is project_for(workspace / "mesh.py", roots=[workspace])  # one Project per folder
    project.update_document(workspace / "mesh.py", MESH_PY.replace("Explicit", "Auto"), 7)
    future = project.analyze_document_async(workspace / "train.py", TRAIN_PY, 1, AnalysisOptions())
    found = future.result(timeout=60)
    assert [f.code for f in found] == ["MESH001"]
    project.close_document(workspace / "mesh.py")
    project.close()


def test_caches_are_reused_and_bounded(tmp_path):
    for i in range(30):
        (tmp_path / f"m{i}.py").write_text(f"from mesh import MESH\nX{i} = MESH\n")
    (tmp_path / "mesh.py").write_text(MESH_PY)
    (tmp_path / "train.py").write_text(TRAIN_PY)
    project = Project(tmp_path, cache_size=8)
    opts = AnalysisOptions()
    project.check([tmp_path / "train.py"], opts)
    before = dict(project.stats)
    project.check([tmp_path / "train.py"], opts)
    assert project.stats["analyses"] == before["analyses"]  # served from the cache
    for i in range(30):
        project.analyze_document(tmp_path / f"m{i}.py", None, None, opts)
    assert len(project._analyses) <= 8


def test_depth_limit_and_cycles():
    chain = PROJECTS_DIR / "helper_wrapper_chain_pos"
    assert analyzer_codes(chain) == {"MESH001"}
    assert analyzer_codes(chain, max_depth=1) == set()   # too deep to see: silent, never guessed
    assert analyzer_codes(PROJECTS_DIR / "import_cycle_neg", max_depth=10) == set()


def test_a_method_named_only_at_its_def_is_judged_alone(tmp_path, monkeypatch):
    """A test method (the runner finds it by name; nothing in the project names it): its body raises whatever
    calls it, and single-file reports it. Cross-file must too, also where jedi is not asked (a long file)."""
    from jax_mesh_lsp.crossfile import project as project_module
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    module = tmp_path / "big_test.py"
    module.write_text(textwrap.dedent("""\
        import jax
        import numpy as np
        from jax.sharding import AxisType, PartitionSpec as P
        from jax._src.shard_map import top_level_all_gather


        class GatherTest:
            def test_gather(self):
                mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
                with jax.set_mesh(mesh):
                    top_level_all_gather(jax.device_put(np.arange(8.), P('x')), P())
        """))
    single = [(f.code, f.span.line) for f in analyze(module.read_text(), str(module))]
    assert single == [("MESH001", 11)]
    monkeypatch.setattr(project_module, "JEDI_MAX_LINES", 0)
    found = Project(tmp_path).check([str(module)], AnalysisOptions())
    assert [(f.code, f.span.line) for fs in found.values() for f in fs] == single


def test_a_loose_folder_is_listed_only_up_to_a_limit(tmp_path, monkeypatch):
    """Two scripts in a folder with no project marker (a home folder, /tmp): the project is that folder, and
    walking all of it for callers could take minutes. The listing stops after LOOSE_FOLDER_MAX_FILES files, and
    the callers search then says unknown (never "no caller"). A marked project is listed whole."""
    from jax_mesh_lsp.crossfile import project as project_module
    monkeypatch.setattr(project_module, "LOOSE_FOLDER_MAX_FILES", 3)
    loose = tmp_path / "loose"
    for i in range(6):
        (loose / f"d{i}").mkdir(parents=True)
        (loose / f"d{i}" / f"m{i}.py").write_text(f"def helper_{i}():\n    return {i}\n")
    project = Project(str(loose))
    assert not project.marked and project._files_mentioning("helper_0") is None
    marked = tmp_path / "marked"
    marked.mkdir()
    (marked / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    for i in range(6):
        (marked / f"m{i}.py").write_text(f"def helper_{i}():\n    return {i}\n")
    project = Project(str(marked))
    assert project.marked and [Path(f.path).name for f in project._files_mentioning("helper_5")] == ["m5.py"]


def test_jedi_failures_mean_unknown_not_a_crash(monkeypatch):
    def boom(self, *a, **k):
        raise RuntimeError("jedi exploded")
    monkeypatch.setattr(JediBridge, "_script", boom)
    # the self.mesh project no longer needs jedi: main.py's own run builds the object and follows the method call
    # (the interpreter's object model), so it is found even with jedi broken
    assert analyzer_codes(PROJECTS_DIR / "self_mesh_in_init_pos") == {"MESH001"}
    # functions' callers come from the project's imports: unaffected
    assert analyzer_codes(PROJECTS_DIR / "helper_called_under_auto_pos") == {"MESH001"}
    # with jedi asked for every caller, main.py's own run still sees its call raise, and says so at that call
    folder = PROJECTS_DIR / "helper_called_under_auto_pos"
    project = Project(folder, references="jedi")
    found = project.check(sorted(str(p) for p in folder.glob("*.py")), AnalysisOptions())
    hits = [(Path(p).name, f.message) for p, fs in found.items() for f in fs]
    assert [n for n, _ in hits] == ["main.py"] and hits[0][1].startswith("This call leads to: ")
    assert analyzer_codes(PROJECTS_DIR / "helper_called_under_explicit_neg") == set()


def test_jedi_references_agree_with_the_import_index():
    """The two ways of finding callers give the same verdicts on the projects."""
    for folder in PROJECTS:
        project = Project(folder, references="jedi")
        found = project.check(sorted(str(p) for p in folder.rglob("*.py")), AnalysisOptions())
        codes = {f.code for fs in found.values() for f in fs if f.severity in ("error", "warning")}
        assert codes == groundtruth.expected_codes(folder / "main.py") & set(RULES), folder.name


def test_jedi_is_imported_lazily():
    code = textwrap.dedent(f"""
        import sys
        from jax_mesh_lsp.crossfile import check_project
        assert 'jedi' not in sys.modules
        check_project([{str(PROJECTS_DIR / 'factory_pos')!r}])   # resolution only: no jedi needed
        print('jedi' in sys.modules)
        """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "False"


def test_unreadable_and_broken_files_do_not_stop_the_project(tmp_path):
    (tmp_path / "mesh.py").write_text("import jax\nMESH = jax.make_mesh((8,), ('x',)\n")  # syntax error
    (tmp_path / "train.py").write_text(TRAIN_PY)
    (tmp_path / "junk.py").write_bytes(b"\xff\xfe\x00top_level_all_gather\x00")
    errors: list[str] = []
    found = check_project([tmp_path], errors=errors)
    assert all(v == [] for v in found.values())
    assert any("junk.py" in e for e in errors)


def test_interpreter_hooks_the_subclass_relies_on_still_exist():
    """crossfile extends the core's interpreter; a renamed hook must fail here, not silently."""
    core = ProjectInterpreter.__mro__[1]
    for name in ("run", "_expr_Call", "call_function", "_expr_Attribute", "apply", "bind_target", "_import_effect",
                 "_is_local_module", "_locals", "_mutates", "exec_block", "peek"):
        assert callable(getattr(core, name, None)), name
    from jax_mesh_lsp.analysis.rules import mosaic_gpu
    assert hasattr(mosaic_gpu, "_STATES") and callable(mosaic_gpu._state)  # see crossfile.interp.share_rule_state


def test_check_project_judges_notebooks_as_the_cli_does(tmp_path):
    """A notebook in a project folder is analysed (its cells as one program), not skipped."""
    import shutil
    notebook = ROOT / "tests" / "support" / "notebook_mesh001.ipynb"
    shutil.copy(notebook, tmp_path / "nb.ipynb")
    (tmp_path / "helper.py").write_text("x = 1\n")
    found = check_project([tmp_path])
    codes = {f.code for fs in found.values() for f in fs}
    assert "MESH001" in codes, found
    assert all(f.data.get("cell") for fs in found.values() for f in fs if f.code == "MESH001")


# ------------------------------------------------------------------------------ unittest modules of a project
UNITTEST_PROJECTS = sorted((ROOT / "tests" / "cases" / "unittest_projects").iterdir())


# what jax's message says for each code these projects expect (the rule's own message, not another error)
_UNITTEST_MESSAGE = {"MESH205": "PartitionSpec", "MESH203": "PartitionSpec", "MESH001": "top_level_all_gather",
                     "MESH220": "with_sharding_constraint"}


def _unittest_expected(name: str) -> set[str]:
    """`*_pos`: MESH205; `*_pos_mesh203`: that code; anything else: no finding."""
    if name.endswith("_pos"):
        return {"MESH205"}
    head, _, code = name.rpartition("_pos_")
    return {code.upper()} if head and code.startswith("mesh") else set()


@pytest.mark.parametrize("folder", UNITTEST_PROJECTS, ids=lambda p: p.name)
def test_unittest_module_calling_another_module_agrees_with_jax(folder, tmp_path):
    """Test modules run by unittest / absltest: a test method whose own lines name no watched API calls a
    library module that does (the runner calls it with the context the module left); parameterised tests
    under user decorators. Copied out of this repository first (its conftest.py would make the test session's
    context unknown), run under the real runner and analysed there."""
    import shutil
    project = tmp_path / folder.name
    shutil.copytree(folder, project)
    env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS="--xla_force_host_platform_device_count=8")
    run = subprocess.run([sys.executable, "main.py"], cwd=project, env=env, capture_output=True, text=True,
                         timeout=300)
    expected = _unittest_expected(folder.name)
    raised = run.returncode != 0
    assert raised == bool(expected), run.stderr[-2000:]
    for code in expected:
        assert _UNITTEST_MESSAGE[code] in run.stderr, run.stderr[-2000:]
    assert analyzer_codes(project) == expected
