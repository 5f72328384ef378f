"""`check` in cross-file mode: the on-disk run cache (answers a re-run, misses on any change the run depended
on) and `--jobs` (the same findings as a serial run)."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

MESH = textwrap.dedent("""\
    import jax
    from jax.sharding import AxisType

    MESH = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.{kind}))
    """)

USER = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    from {module} import MESH

    with jax.set_mesh(MESH):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
        y = top_level_all_gather(x, P(None, None, reduced={{'data'}}))
    """)


def check(folder: Path, cache: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, JAX_MESH_LSP_CACHE_DIR=str(cache))
    env.pop("JAX_MESH_LSP_NO_CACHE", None)
    return subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", "--no-progress", *args, str(folder)],
                          capture_output=True, text=True, env=env, timeout=300)


def project(folder: Path, users: int = 1) -> None:
    (folder / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (folder / "settings.py").write_text(MESH.format(kind="Auto"))
    for i in range(users):
        (folder / f"user{i}.py").write_text(USER.format(module="settings"))


def test_a_rerun_is_answered_from_the_cache_and_a_changed_import_is_not(tmp_path):
    work, cache = tmp_path / "w", tmp_path / "cache"
    work.mkdir()
    project(work)
    first = check(work, cache)
    assert "user0.py:10:9: MESH001" in first.stdout, first.stdout + first.stderr
    assert any(cache.rglob("*")), "nothing cached"
    assert check(work, cache).stdout == first.stdout
    # only the imported module changes (same size, new content): the user's answer changes
    (work / "settings.py").write_text(MESH.format(kind="Expl"))  # not a real axis type: unknown
    (work / "settings.py").write_text(MESH.format(kind="Explicit"))
    assert "MESH001" not in check(work, cache).stdout
    # a new module shadows nothing the run read, but a new file beside them is seen
    (work / "other.py").write_text(MESH.format(kind="Auto"))
    (work / "user0.py").write_text(USER.format(module="other"))
    assert "user0.py:10:9: MESH001" in check(work, cache).stdout


def test_the_same_relative_names_in_another_folder_are_other_files(tmp_path):
    """`check .` in two folders with the same file names: the second run is not answered from the first's
    entry (the cache key holds absolute paths), though the first folder is still there, unchanged."""
    cache = tmp_path / "cache"
    bad, good = tmp_path / "bad", tmp_path / "good"
    for folder, kind in ((bad, "Auto"), (good, "Explicit")):
        folder.mkdir()
        project(folder)
        (folder / "settings.py").write_text(MESH.format(kind=kind))
    env = dict(os.environ, JAX_MESH_LSP_CACHE_DIR=str(cache))
    env.pop("JAX_MESH_LSP_NO_CACHE", None)

    def check_here(folder: Path) -> str:
        return subprocess.run([sys.executable, "-m", "jax_mesh_lsp", "check", "--no-progress", "."], cwd=folder,
                              capture_output=True, text=True, env=env, timeout=300).stdout

    assert "MESH001" in check_here(bad)
    assert "MESH001" not in check_here(good)


def test_a_module_created_beside_a_checked_file_is_seen(tmp_path):
    """Only user0.py is checked (the same command both times); the module it imports appears in between."""
    work, cache = tmp_path / "w", tmp_path / "cache"
    work.mkdir()
    project(work)
    (work / "settings.py").unlink()
    assert "MESH001" not in check(work / "user0.py", cache).stdout
    (work / "settings.py").write_text(MESH.format(kind="Auto"))
    assert "user0.py:10:9: MESH001" in check(work / "user0.py", cache).stdout


def test_jobs_give_the_same_findings_as_a_serial_run(tmp_path):
    work, cache = tmp_path / "w", tmp_path / "cache"
    work.mkdir()
    project(work, users=70)  # above the pool's threshold
    env_cache = tmp_path / "nocache"
    serial = check(work, env_cache / "a", "--jobs", "1", "--format", "concise")
    parallel = check(work, env_cache / "b", "--jobs", "2", "--format", "concise")
    assert serial.stdout.count("MESH001") == 70
    assert parallel.stdout == serial.stdout


def test_syntax_checks_of_unchanged_files_come_from_the_cache(tmp_path, monkeypatch):
    """E999/E902 compile every file (as costly as parsing it): a re-run compiles only what changed, and a
    changed file (or one made unreadable) is judged again."""
    from jax_mesh_lsp import cli, unparsable

    monkeypatch.setenv("JAX_MESH_LSP_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("JAX_MESH_LSP_NO_CACHE", raising=False)
    compiled: list[str] = []
    real = unparsable.problem
    monkeypatch.setattr(unparsable, "problem", lambda path: compiled.append(str(path)) or real(path))
    broken, fine = tmp_path / "broken.py", tmp_path / "fine.py"
    broken.write_text("x = (\n")
    fine.write_text("y = 1\n")

    def codes() -> list[tuple[str, str, int]]:
        return [(Path(f.path).name, f.code, f.span.line) for f in cli._unparsable([broken, fine], 1)]

    assert codes() == [("broken.py", "E999", 1)] and compiled == [str(broken), str(fine)]
    compiled.clear()
    assert codes() == [("broken.py", "E999", 1)] and compiled == []
    fine.write_text("def f():\n    pass\nreturn 1\n")
    assert codes() == [("broken.py", "E999", 1), ("fine.py", "E999", 3)] and compiled == [str(fine)]
    compiled.clear()
    broken.write_text("x = ()\n")
    assert codes() == [("fine.py", "E999", 3)] and compiled == [str(broken)]
    if os.geteuid() != 0:  # root reads anything
        compiled.clear()
        broken.chmod(0)
        assert [c for _, c, _ in codes()] == ["E902", "E999"] and compiled == [str(broken)]
