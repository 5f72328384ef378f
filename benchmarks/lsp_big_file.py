"""The language server next to a ~2 MB file (issue 13): how long small requests wait while that file is
analysed and collected, and how much memory comes back when every document is closed.

Opens a small module, then a ~2 MB one; while the big one is parsed and analysed, sends a hover on the small one
every 50 ms and times each answer (goal: none waits > 200 ms). Then types into the big file a few times, closes
everything, waits for the idle collection and compares the server's resident memory with the start (goal:
within 20 %).

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


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mb", type=float, default=1.9)
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
    await asyncio.sleep(2.0)  # the idle collection after start-up
    start_rss = rss_mb(pid)

    unit = program(2000)
    big_text = unit * max(1, int(args.mb * 1_000_000 / len(unit)))
    big = root / "big.py"
    big.write_text(big_text)
    big_uri = big.as_uri()
    done = client.expect(big_uri, 1)
    t0 = time.perf_counter()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=big_uri, language_id="python", version=1, text=big_text)))
    waits = []
    while not done.done() and time.perf_counter() - t0 < 120:
        h0 = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=small_uri), position=types.Position(0, 8)))
        waits.append(time.perf_counter() - h0)
        await asyncio.sleep(0.05)
    big_done = time.perf_counter() - t0
    # and during the idle collection that follows
    for _ in range(40):
        h0 = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=small_uri), position=types.Position(0, 8)))
        waits.append(time.perf_counter() - h0)
        await asyncio.sleep(0.05)
    peak_rss = rss_mb(pid)
    for uri in (big_uri, small_uri):
        client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
    await asyncio.sleep(8.0)  # idle (1 s), then the collection of a big heap
    end_rss = rss_mb(pid)
    await stop(client)
    print(f"{len(big_text) / 1e6:.1f} MB file analysed in {big_done:.1f} s; {len(waits)} hovers on another file "
          f"meanwhile and after: max wait {max(waits) * 1000:.0f} ms, over 200 ms: "
          f"{sum(w > 0.2 for w in waits)} (goal 0)")
    print(f"server memory: start {start_rss:.0f} MB, peak {peak_rss:.0f} MB, after closing all "
          f"{end_rss:.0f} MB = {end_rss / start_rss:.2f}x start (goal <= 1.2x)")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
