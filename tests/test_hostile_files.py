"""Reading what a hostile workspace holds (FIFOs, devices, huge files, symlinks out), the frame reader fed byte
by byte, and the parse of text only an editor buffer can hold (BOM, lone surrogates)."""
from __future__ import annotations

import json
import os
import threading

import pytest

from jax_mesh_lsp.analysis.source import SourceText, python_view
from jax_mesh_lsp.files import InputError, read_bytes_safely, read_source
from jax_mesh_lsp.lsp.transport import FrameReader, decode


def _read_in_thread(*args, **kwargs):
    """read_bytes_safely on a thread: a read that blocks fails the test instead of hanging it."""
    out: dict = {}

    def run():
        try:
            out["value"] = read_bytes_safely(*args, **kwargs)
        except Exception as exc:
            out["error"] = exc
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(5)
    assert not t.is_alive(), "the read blocked"
    return out


def test_fifo_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "pipe.py")
    out = _read_in_thread(tmp_path / "pipe.py")
    assert isinstance(out.get("error"), InputError) and "not a regular file" in str(out["error"])


def test_device_behind_a_symlink_is_refused(tmp_path):
    (tmp_path / "zero.py").symlink_to("/dev/zero")
    out = _read_in_thread(tmp_path / "zero.py")
    assert isinstance(out.get("error"), InputError) and "not a regular file" in str(out["error"])


@pytest.mark.parametrize("cross_file", [True, False])
def test_check_of_a_folder_with_a_fifo_and_dev_zero_finishes(tmp_path, cross_file):
    # the E999 syntax check reads every file too: it must refuse them like the analysis (it once blocked here)
    import subprocess
    import sys
    os.mkfifo(tmp_path / "pipe.py")
    (tmp_path / "zero.py").symlink_to("/dev/zero")
    (tmp_path / "bad.py").write_text("def f(:\n")
    argv = [sys.executable, "-m", "jax_mesh_lsp", "check", "--format", "concise", "--no-progress", str(tmp_path)]
    done = subprocess.run(argv + ([] if cross_file else ["--no-cross-file"]), capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 1, done.stderr
    assert "bad.py:1:7: E999" in done.stdout
    assert "pipe.py: not a regular file: skipped" in done.stderr
    assert "zero.py: not a regular file: skipped" in done.stderr


def test_file_over_the_cap_is_refused_and_named(tmp_path):
    big = tmp_path / "big.py"
    big.write_bytes(b"x = 1\n" * 1000)
    with pytest.raises(InputError, match="big.py: 6,000 bytes is over the limit of 5,999"):
        read_bytes_safely(big, max_bytes=5999)
    assert read_bytes_safely(big, max_bytes=6000) == b"x = 1\n" * 1000


def test_symlinks_are_followed_only_inside_the_roots(tmp_path):
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    ws.mkdir()
    outside.mkdir()
    (outside / "secret.py").write_text("KEY = 1\n")
    (ws / "real.py").write_text("A = 1\n")
    (ws / "inner.py").symlink_to(ws / "real.py")
    (ws / "leak.py").symlink_to(outside / "secret.py")
    assert read_source(ws / "inner.py", roots=[str(ws)]) == "A = 1\n"
    with pytest.raises(InputError, match="outside the workspace"):
        read_source(ws / "leak.py", roots=[str(ws)])
    assert read_source(ws / "leak.py") == "KEY = 1\n"  # the command line names its files itself


def test_bom_and_lone_surrogates_keep_positions():
    text = "\ufeffx = 'é'  # \ud800\ny = '\udc00' + x\n"
    import ast
    tree = ast.parse(python_view(text))
    st = SourceText(text)
    x = tree.body[0].targets[0]
    assert st.char_col(1, x.col_offset) == 1                 # after the BOM, as the editor counts
    name = tree.body[1].value.right
    assert st.char_col(2, name.col_offset) == text.splitlines()[1].index("x")


def _frames(stream: bytes, chunk: int) -> tuple[list, list[str]]:
    errors: list[str] = []
    reader = FrameReader(max_bytes=1000, report=errors.append)
    out = []
    for i in range(0, len(stream), chunk):
        reader.feed(stream[i:i + chunk])
        while (body := reader.next_body()) is not None:
            try:
                out.append(decode(body))
                reader.good()
            except ValueError as exc:
                errors.append(str(exc))
                reader.resync_after_bad(body)
    return out, errors


GOOD = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "m"}).encode()
FRAME = b"Content-Length: %d\r\n\r\n" % len(GOOD) + GOOD


@pytest.mark.parametrize("junk", [
    b"content-length: abc\r\n\r\n" + GOOD,
    b"Content-Length: -3\r\n\r\n" + GOOD,
    b"Content-Length: 7\r\n\r\n" + GOOD,
    b"Content-Length: %d\r\n\r\n" % (len(GOOD) + 25) + GOOD,
    b"Content-Length: %d\r\n\r\n" % (len(GOOD) + 3) + GOOD,     # runs into the next header's first bytes
    b"Content-Length: 99999999999999\r\n\r\n" + GOOD,
    b"Content-Length: 5000\r\n\r\n" + GOOD,                       # over the reader's cap
    b"X-Junk\r\n\r\n" + GOOD,
    b"\x00\xff" * 100,
])
@pytest.mark.parametrize("chunk", [1, 7, 4096])
def test_reader_resynchronises(junk, chunk):
    out, errors = _frames(junk + FRAME + FRAME, chunk)
    assert out[-2:] == [json.loads(GOOD)] * 2
    assert errors


@pytest.mark.parametrize("frame", [
    b"content-length: %d\r\n\r\n" % len(GOOD) + GOOD,
    b"Content-Length: %d\n\n" % len(GOOD) + GOOD,
    b"Content-Length:%d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" % len(GOOD) + GOOD,
])
def test_reader_accepts_what_the_spec_allows(frame):
    out, errors = _frames(frame + FRAME, 3)
    assert out == [json.loads(GOOD)] * 2 and errors == []


def test_max_file_bytes_is_configurable(tmp_path, monkeypatch, capsys):
    from jax_mesh_lsp import files
    from jax_mesh_lsp.cli import main

    monkeypatch.setattr(files, "MAX_FILE_BYTES", files.MAX_FILE_BYTES)  # restored after the test
    (tmp_path / "pyproject.toml").write_text("[tool.jax-mesh-lsp]\nmax-file-bytes = 1024\n")
    (tmp_path / "long.py").write_text("x = 1\n" * 400)
    main(["check", "--no-cross-file", str(tmp_path)])
    err = capsys.readouterr().err
    assert "long.py: 2,400 bytes is over the limit of 1,024 (setting max-file-bytes): skipped" in err
    for bad in ("true", "100", str(1 << 30)):  # a workspace cannot lift the cap to read a 1 GB file
        (tmp_path / "pyproject.toml").write_text(f"[tool.jax-mesh-lsp]\nmax-file-bytes = {bad}\n")
        assert main(["check", str(tmp_path)]) == 2


MESH001 = """\
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
    y = top_level_all_gather(x, P(None, None, reduced={'data'}))
"""


@pytest.mark.parametrize("cross_file", [True, False])
def test_check_analyses_a_500_term_chain(tmp_path, capsys, cross_file):
    from jax_mesh_lsp.cli import main

    (tmp_path / "chain.py").write_text("z = " + " + ".join(["1"] * 500) + "\n" + MESH001)
    argv = ["check", "--no-progress", str(tmp_path / "chain.py")] + ([] if cross_file else ["--no-cross-file"])
    assert main(argv) == 1
    out = capsys.readouterr()
    assert "chain.py:10:9: MESH001" in out.out and "nests too deeply" not in out.err


def test_working_directory_and_workspace_folders_leave_sys_path(tmp_path, monkeypatch):
    import sys

    from jax_mesh_lsp.isolation import drop_from_sys_path

    ws, keep = tmp_path / "ws", tmp_path / "site"
    ws.mkdir()
    keep.mkdir()
    (tmp_path / "link").symlink_to(ws)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", ["", ".", str(tmp_path), str(tmp_path / "link"), str(keep)])
    removed = drop_from_sys_path([str(ws)])
    assert sys.path == [str(keep)]
    assert set(removed) == {"", ".", str(tmp_path), str(tmp_path / "link")}


def test_a_flood_of_junk_is_logged_in_brief():
    out, errors = _frames(b"junk line\n" * 1000 + FRAME, 4096)
    assert out == [json.loads(GOOD)]
    assert len(errors) == 21 and errors[-1] == "980 more framing errors were not logged"


def test_headers_nested_in_bodies_do_not_recurse():
    stream = b"Content-Length: 900\r\n\r\n" * 5000 + FRAME
    out, errors = _frames(stream, 1 << 16)
    assert out == [json.loads(GOOD)]
