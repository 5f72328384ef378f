"""Latency of the language server, measured over real stdio like an editor sees it.

Prints p50/p95 for
- start-up: process spawn -> `initialize` answered (the client then sends `initialized`);
- didChange -> publishDiagnostics on a 2,000-line file (each change a different edit, one at a time: the
  per-document debounce is included);
- hover on that file (on a flagged call and on a mesh variable), after it has been analysed.

Goals (issue 5): p95 <= 50 ms for didChange and hover, start-up <= 0.3 s.

    python benchmarks/lsp_latency.py [--runs N] [--startups N] [--lines N]
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import textwrap
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

SERVER = [sys.executable, "-m", "jax_mesh_lsp", "serve"]

HEAD = textwrap.dedent("""\
    import functools
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
    from jax._src.shard_map import top_level_all_gather

    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
    """)

BLOCK = textwrap.dedent("""\


    class Layer{i}:
        \"\"\"A dense layer with a residual connection.\"\"\"

        def __init__(self, width, scale={i}.0):
            self.width = width
            self.scale = scale
            self.params = {{'w': np.zeros((width, width)), 'b': np.zeros((width,))}}

        def __call__(self, x):
            h = x @ self.params['w'] + self.params['b']
            h = jnp.tanh(h) * self.scale
            return x + h


    def loss_{i}(params, batch):
        logits = batch['x'] @ params['w']
        labels = batch['y']
        return jnp.mean((logits - labels) ** 2)
    """)

TAIL = textwrap.dedent("""\


    def step(x):
        with jax.set_mesh(mesh):
            x = jax.device_put(x, P('data', None))
            return top_level_all_gather(x, P(None, None, reduced={'data'}))


    result = step(np.arange(16.).reshape(8, 2))
    """)


def program(lines: int) -> str:
    text = HEAD
    i = 0
    while text.count("\n") + BLOCK.count("\n") + TAIL.count("\n") <= lines:
        text += BLOCK.format(i=i)
        i += 1
    return text + TAIL


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def row(name: str, values: list[float], goal: float, unit: str = "ms") -> str:
    scale = 1000 if unit == "ms" else 1
    p50, p95 = pct(values, 50) * scale, pct(values, 95) * scale
    ok = "ok" if p95 <= goal else "over goal"
    return f"{name:<42} n={len(values):<4} p50={p50:8.1f} {unit}  p95={p95:8.1f} {unit}  goal p95<={goal:g} {unit}: {ok}"


class Client(LanguageClient):
    def __init__(self):
        super().__init__("lsp-latency", "1")
        self.waiters: dict[tuple[str, int], asyncio.Future] = {}
        self.published: dict[str, types.PublishDiagnosticsParams] = {}

        @self.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_publish(params: types.PublishDiagnosticsParams):
            self.published[params.uri] = params
            fut = self.waiters.pop((params.uri, params.version), None)
            if fut is not None and not fut.done():
                fut.set_result(params)

        @self.feature(types.WORKSPACE_CONFIGURATION)
        def on_configuration(params: types.ConfigurationParams):
            return [{} for _ in params.items]

        @self.feature(types.WINDOW_LOG_MESSAGE)
        def on_log(params: types.LogMessageParams):
            pass

    def expect(self, uri: str, version: int) -> asyncio.Future:
        fut = asyncio.get_running_loop().create_future()
        self.waiters[(uri, version)] = fut
        return fut


def capabilities() -> types.ClientCapabilities:
    return types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(configuration=True),
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True)))


async def start(root: Path) -> tuple[Client, float]:
    client = Client()
    t0 = time.perf_counter()
    await client.start_io(*SERVER)
    uri = Path(root).as_uri()
    await client.initialize_async(types.InitializeParams(
        capabilities=capabilities(), root_uri=uri,
        workspace_folders=[types.WorkspaceFolder(uri=uri, name="bench")]))
    elapsed = time.perf_counter() - t0
    client.initialized(types.InitializedParams())
    return client, elapsed


async def stop(client: Client) -> None:
    try:
        await asyncio.wait_for(client.shutdown_async(None), 10)
        client.exit(None)
    except Exception:
        pass
    await client.stop()


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=100, help="didChange and hover samples (default 100)")
    parser.add_argument("--startups", type=int, default=10, help="server starts (default 10)")
    parser.add_argument("--lines", type=int, default=2000, help="size of the edited file (default 2000)")
    args = parser.parse_args()

    root = Path(tempfile.mkdtemp(prefix="lsp-latency-"))
    startups = []
    for _ in range(args.startups):
        client, elapsed = await start(root)
        startups.append(elapsed)
        await stop(client)

    client, _ = await start(root)
    text = program(args.lines)
    path = root / "train.py"
    path.write_text(text)
    uri = path.as_uri()
    lines = text.splitlines()
    call_line = next(i for i, l in enumerate(lines) if "return top_level_all_gather" in l)
    call_col = lines[call_line].index("top_level_all_gather") + 3
    mesh_line = next(i for i, l in enumerate(lines) if "set_mesh(mesh)" in l)
    mesh_col = lines[mesh_line].index("(mesh") + 2
    edit_line = next(i for i, l in enumerate(lines) if "scale=0.0" in l)
    edit_col = lines[edit_line].index("0.0")

    opened = client.expect(uri, 1)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)))
    first = await asyncio.wait_for(opened, 60)
    assert [d.code for d in first.diagnostics] == ["MESH001"], first.diagnostics

    changes = []
    version = 1
    for n in range(args.runs):
        version += 1
        digit = str(n % 10)
        done = client.expect(uri, version)
        t0 = time.perf_counter()
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(edit_line, edit_col), types.Position(edit_line, edit_col + 1)),
                text=digit)]))
        params = await asyncio.wait_for(done, 60)
        changes.append(time.perf_counter() - t0)
        assert [d.code for d in params.diagnostics] == ["MESH001"]

    hovers = []
    for n in range(args.runs):
        line, col = (call_line, call_col) if n % 2 else (mesh_line, mesh_col)
        t0 = time.perf_counter()
        h = await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, col)))
        hovers.append(time.perf_counter() - t0)
        assert h is not None
    await stop(client)

    print(f"jax-mesh-lsp latency, {len(lines)}-line file, python {sys.version.split()[0]}, "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print(row("start-up (spawn -> initialize answered)", startups, 0.3, unit="s"))
    print(row("  for reference: `python -c pass`", bare_python(args.startups), 0.3, unit="s"))
    print(row("didChange -> publishDiagnostics", changes, 50))
    print(row("hover", hovers, 50))
    print(row("  for reference: analyze_module alone", analysis_alone(text, edit_line, edit_col, args.runs), 50))
    return 0


def bare_python(runs: int) -> list[float]:
    """How long this machine takes to start any Python process right now (the floor under start-up)."""
    import subprocess

    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        times.append(time.perf_counter() - t0)
    return times


def analysis_alone(text: str, line: int, col: int, runs: int) -> list[float]:
    """The pure analysis of the same edits in this process: what the server adds on top is the rest."""
    from jax_mesh_lsp.analysis import analyze_module

    lines = text.split("\n")
    times = []
    for n in range(runs):
        lines[line] = lines[line][:col] + str(n % 10) + lines[line][col + 1:]
        source = "\n".join(lines)
        t0 = time.perf_counter()
        analyze_module(source, "/tmp/train.py")
        times.append(time.perf_counter() - t0)
    return times


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
