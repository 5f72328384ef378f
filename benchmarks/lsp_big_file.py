"""The language server next to a ~2 MB file (issue 13): how long small requests wait while that file is
analysed and collected, and how much memory comes back when every document is closed.

Opens a small module, then a ~2 MB one; while the big one is parsed and analysed, sends a hover on the small one
every 50 ms and times each answer (goal: none waits > 200 ms). Then types into the big file (hovering both files
between keystrokes), waits for its analysis and the idle collection, closes everything and compares the memory of
the server and its worker processes with the start (goal: within 20 %).

    python benchmarks/lsp_big_file.py [--mb 2.0]
"""
from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types

sys.path.insert(0, str(Path(__file__).parent))
from lsp_latency import program, start, stop  # noqa: E402


def _status_kb(pid: int, field: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:  # gone meanwhile
        pass
    return 0


def _pss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def process_tree(pid: int) -> list[int]:
    """The server and every process under it (the fork server, the analysis worker, the resource tracker)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        for task in Path(f"/proc/{p}/task").glob("*/children"):
            try:
                todo += [int(c) for c in task.read_text().split()]
            except OSError:
                pass
    return out


def memory_mb(pid: int) -> tuple[float, float, int]:
    """(RSS summed over the process tree, PSS summed (shared pages counted once), processes) in MB."""
    tree = process_tree(pid)
    return (sum(_status_kb(p, "VmRSS") for p in tree) / 1024, sum(_pss_kb(p) for p in tree) / 1024, len(tree))


async def hover_wait(client, uri: str, position: types.Position) -> float:
    h0 = time.perf_counter()
    await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    return time.perf_counter() - h0


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mb", type=float, default=1.9)
    parser.add_argument("--edits", type=int, default=10, help="keystrokes typed into the big file (default 10)")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="lsp-big-"))
    client, _ = await start(root)
    pid = client._server.pid
    small_text = program(40)
    small = root / "small.py"
    small.write_text(small_text)
    small_uri = small.as_uri()
    opened = client.expect(small_uri, 1)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=small_uri, language_id="python", version=1, text=small_text)))
    await asyncio.wait_for(opened, 60)
    await asyncio.sleep(3.0)  # the idle collection after start-up
    start_mem = memory_mb(pid)
    small_pos = types.Position(0, 8)

    unit = program(2000)
    big_text = unit * max(1, int(args.mb * 1_000_000 / len(unit)))
    big = root / "big.py"
    big.write_text(big_text)
    big_uri = big.as_uri()
    done = client.expect(big_uri, 1)
    t0 = time.perf_counter()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=big_uri, language_id="python", version=1, text=big_text)))
    waits = []  # every request's wait, on the small file and (once analysed) the big one
    while not done.done() and time.perf_counter() - t0 < 300:
        waits.append((await hover_wait(client, small_uri, small_pos), "hover small, big analysed"))
        await asyncio.sleep(0.05)
    big_done = time.perf_counter() - t0
    peak = memory_mb(pid)

    # typing into the big file (one character every 120 ms) while hovering both files
    lines = big_text.splitlines()
    edit_line = next(i for i, l in enumerate(lines) if "scale=0.0" in l)
    edit_col = lines[edit_line].index("0.0")
    big_pos = types.Position(edit_line, edit_col)
    version = 1
    for n in range(args.edits):
        version += 1
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=big_uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(edit_line, edit_col), types.Position(edit_line, edit_col + 1)),
                text=str(n % 10))]))
        waits.append((await hover_wait(client, small_uri, small_pos), "hover small, typing in big"))
        waits.append((await hover_wait(client, big_uri, big_pos), "hover big, typing in big"))
        await asyncio.sleep(0.12)
    last = client.expect(big_uri, version)
    t1 = time.perf_counter()
    while not last.done() and time.perf_counter() - t1 < 300:
        waits.append((await hover_wait(client, small_uri, small_pos), "hover small, big re-analysed"))
        await asyncio.sleep(0.05)
    # and during the idle collection that follows
    for _ in range(40):
        waits.append((await hover_wait(client, small_uri, small_pos), "hover small, idle collection"))
        await asyncio.sleep(0.05)
    peak = max(peak, memory_mb(pid))
    for uri in (big_uri, small_uri):
        client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
    await asyncio.sleep(8.0)  # idle (1 s), then the collection / the worker's replacement
    end_mem = memory_mb(pid)
    await stop(client)
    worst = sorted(waits, reverse=True)[:3]
    print(f"{len(big_text) / 1e6:.1f} MB file analysed in {big_done:.1f} s, then {args.edits} keystrokes typed into "
          f"it; {len(waits)} hovers meanwhile and after: max wait {worst[0][0] * 1000:.0f} ms, over 200 ms: "
          f"{sum(w > 0.2 for w, _ in waits)} (goal 0); slowest: "
          + ", ".join(f"{w * 1000:.0f} ms ({what})" for w, what in worst))
    print(f"memory of the server and its worker processes (RSS summed; PSS summed): start {start_mem[0]:.0f} MB "
          f"({start_mem[1]:.0f} MB, {start_mem[2]} processes), peak {peak[0]:.0f} MB ({peak[1]:.0f} MB), after "
          f"closing all {end_mem[0]:.0f} MB ({end_mem[1]:.0f} MB) = {end_mem[0] / start_mem[0]:.2f}x start "
          f"({end_mem[1] / start_mem[1]:.2f}x) (goal <= 1.2x)")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
