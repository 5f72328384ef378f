"""A workspace written by an attacker: modules that shadow the standard library, a sitecustomize, a conftest, a
compiled extension imported by the opened file, `zero.py -> /dev/zero`, a FIFO `pipe.py` and a 30 MB `big.py`.

The server is started as the extension starts it (`python -I -m jax_mesh_lsp serve`) and plainly
(`python -m jax_mesh_lsp serve`), both with the workspace as working directory. Nothing of the workspace may
run (every module writes a marker when imported), the file's cross-file MESH001 still appears, a hover answers
within 2 s and the server's peak memory stays under 1 GiB.
"""
from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import time
from pathlib import Path

import pytest
from lsprotocol import types

from conftest import capabilities, codes, diagnostics_for, make_client, open_doc, stop_session
from jax_mesh_lsp.lsp.util import path_to_uri

# selectors: imported while the analysis worker's fork server boots (worker_client.py starts it in an empty folder)
SHADOWS = ("logging", "json", "random", "tempfile", "sitecustomize", "conftest", "selectors")

MESHDEF = textwrap.dedent("""\
    import jax
    from jax.sharding import AxisType

    MESH = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Auto))
    """)

MAIN = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    import big
    import cext
    import meshdef
    import pipe
    import zero

    spec = cext.make_spec(zero.AXES, pipe.AXES, big.AXES)
    with jax.set_mesh(meshdef.MESH):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        top_level_all_gather(x, P(None, 'y', reduced={'x'}))
        top_level_all_gather(x, cext.make_spec(spec))
    """)

CEXT_C = textwrap.dedent("""\
    #include <Python.h>
    #include <stdio.h>
    static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "cext", NULL, -1, NULL};
    PyMODINIT_FUNC PyInit_cext(void) {
        FILE *f = fopen(MARKER, "w");
        if (f) { fputs("cext ran", f); fclose(f); }
        return PyModule_Create(&def);
    }
    """)


def build_extension(ws: Path, markers: Path) -> Path:
    """cext<EXT_SUFFIX> in the workspace; its init writes markers/cext. Checked to work (the test can fail)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    include = sysconfig.get_paths()["include"]
    if cc is None or not (Path(include) / "Python.h").exists():
        pytest.skip("no C compiler or Python headers to build a test extension")
    src = ws.parent / "cext.c"
    src.write_text(CEXT_C)
    out = ws / ("cext" + sysconfig.get_config_var("EXT_SUFFIX"))
    marker = markers / "cext"
    subprocess.run([cc, "-shared", "-fPIC", f"-I{include}", f'-DMARKER="{marker}"', str(src), "-o", str(out)],
                   check=True, capture_output=True, timeout=120)
    subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path.insert(0, sys.argv[1]); import cext",
                    str(ws)], check=True, timeout=60)
    assert marker.exists(), "the test extension does not write its marker"
    marker.unlink()
    return out


def hostile_workspace(tmp_path: Path) -> tuple[Path, Path]:
    ws, markers = tmp_path / "ws", tmp_path / "markers"
    ws.mkdir()
    markers.mkdir()
    for name in SHADOWS:
        (ws / f"{name}.py").write_text(f"open({str(markers / name)!r}, 'w').write('ran')\n")
    build_extension(ws, markers)
    (ws / "zero.py").symlink_to("/dev/zero")
    os.mkfifo(ws / "pipe.py")
    line = "AXES = ('x', 'y')  # " + "padding " * 8 + "\n"
    with open(ws / "big.py", "w") as fh:
        fh.write(line * (30 * 1024 * 1024 // len(line) + 1))
    (ws / "meshdef.py").write_text(MESHDEF)
    (ws / "pyproject.toml").write_text("[project]\nname = 'hostile'\n")
    return ws, markers


def peak_rss_bytes(pid: int) -> int:
    """Peak RSS of the server plus the processes under it (the analysis worker, its fork server)."""
    from test_worker import tree

    total = 0
    for p in tree(pid):
        try:
            lines = Path(f"/proc/{p}/status").read_text().splitlines()
        except OSError:
            continue
        total += next(int(line.split()[1]) * 1024 for line in lines if line.startswith("VmHWM:"))
    assert total, "no VmHWM"
    return total


@pytest.mark.parametrize("isolated", [True, False], ids=["python -I -m (extension)", "python -m, cwd=workspace"])
async def test_hostile_workspace_runs_nothing(tmp_path, isolated):
    ws, markers = hostile_workspace(tmp_path)
    client = make_client()
    flags = ["-I"] if isolated else []
    # plain: no PYTHONSAFEPATH or the like, so the working directory (the workspace) really is on sys.path
    env = None if isolated else {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    log = tmp_path / "server.log"
    await client.start_io(sys.executable, *flags, "-m", "jax_mesh_lsp", "serve", "--log-file", str(log),
                          cwd=str(ws), env=env)
    try:
        await asyncio.wait_for(client.initialize_session(types.InitializeParams(
            capabilities=capabilities(), root_uri=path_to_uri(str(ws)),
            workspace_folders=[types.WorkspaceFolder(uri=path_to_uri(str(ws)), name="ws")])), 60)
        uri = open_doc(client, ws / "main.py", MAIN)
        # MESH001 comes from the cross-file phase only (the mesh is built in meshdef.py), so the scan of
        # the workspace that passes zero.py, pipe.py and big.py must have finished
        diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"], timeout=90)
        assert diags[0].range.start.line == 14
        start = time.monotonic()
        hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(14, 8))), 10)
        assert time.monotonic() - start < 2.0
        assert hover is not None
        pid = client._server.pid
        rss = peak_rss_bytes(pid)
        print(f"hover {(time.monotonic() - start) * 1000:.0f} ms after the cross-file MESH001; "
              f"peak RSS {rss / 2**20:.0f} MiB")
        assert rss < 1024 ** 3, f"peak RSS {rss / 2**20:.0f} MiB"
    finally:
        await stop_session(client)
    assert sorted(p.name for p in markers.iterdir()) == [], "workspace code ran in the server"
    print(log.read_text())


def test_jedi_never_imports_a_compiled_module(tmp_path, monkeypatch):
    """Even with the workspace on sys.path (PYTHONPATH, a .pth), jedi infers without importing `cext`."""
    from jax_mesh_lsp.crossfile.jedi_bridge import JediBridge

    ws, markers = tmp_path / "ws", tmp_path / "markers"
    ws.mkdir()
    markers.mkdir()
    build_extension(ws, markers)
    monkeypatch.syspath_prepend(str(ws))
    source = "import cext\ncext.make_spec\n"
    bridge = JediBridge(str(ws))
    for line, col in ((1, 8), (2, 6)):
        bridge.goto(source, str(ws / "main.py"), line, col)
        bridge.references(source, str(ws / "main.py"), line, col)
    assert bridge.calls == 4
    assert not (markers / "cext").exists(), "jedi imported the workspace's compiled module"
    assert "cext" not in sys.modules


def test_jedi_follows_no_symlink_out_of_the_workspace(tmp_path):
    from jax_mesh_lsp.crossfile.jedi_bridge import JediBridge

    ws, outside = tmp_path / "ws", tmp_path / "outside"
    ws.mkdir()
    outside.mkdir()
    (outside / "secret.py").write_text("def KEY():\n    pass\n")
    (ws / "inner_real.py").write_text("def VALUE():\n    pass\n")
    (ws / "leak.py").symlink_to(outside / "secret.py")
    (ws / "inner.py").symlink_to(ws / "inner_real.py")
    bridge = JediBridge(str(ws))
    source = "import leak, inner\nleak.KEY\ninner.VALUE\n"
    assert [d.name for d in bridge.goto(source, str(ws / "main.py"), 3, 7)] == ["VALUE"]
    assert bridge.goto(source, str(ws / "main.py"), 2, 6) == []


def test_jedi_never_swaps_sys_path(tmp_path, monkeypatch):
    """jedi would put the workspace on the process-wide sys.path while it searches a module: an import on another
    thread at that moment could load a workspace module."""
    from jax_mesh_lsp.crossfile.jedi_bridge import JediBridge

    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "helper.py").write_text("def make():\n    pass\n")
    seen: list[list[str]] = []

    import jedi.inference.compiled.subprocess.functions as functions
    original = functions._find_module

    def spy(*args, **kwargs):
        seen.append(list(sys.path))
        return original(*args, **kwargs)
    monkeypatch.setattr(functions, "_find_module", spy)
    bridge = JediBridge(str(ws))
    defs = bridge.goto("import helper\nhelper.make\n", str(ws / "main.py"), 2, 8)
    assert [d.name for d in defs] == ["make"]
    assert seen and all(str(ws) not in path for path in seen)
