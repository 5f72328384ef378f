"""Three dependent modules open together, as each documented editor sees them (issue 13), by the capabilities
it sends (editor_profiles.py): push (Neovim 0.7-0.10, Helix, eglot), pull without
`workspace.diagnostics.refreshSupport` (Neovim 0.11+), pull with refresh support (VS Code).

For each: the cross-file MESH001 of main.py shows within 2 s of opening; during 5 s idle there is no publish and
at most one refresh request (no refresh loop); a 30-key typing burst in main.py and one in the module that builds
the mesh never show main.py without its MESH001 (no single-file-then-cross-file flicker); it is shown at the end.
"""
from __future__ import annotations

import asyncio
import textwrap
import time

import pytest
from lsprotocol import types

from conftest import CONFIG, open_doc, stop_session, write
from editor_profiles import PROFILES
from jax_mesh_lsp.lsp.util import path_to_uri

MESH = textwrap.dedent("""\
    import jax
    from jax.sharding import AxisType

    AXES = ('data', 'model')
    MESH = jax.make_mesh((4, 2), AXES, axis_types=(AxisType.Explicit, AxisType.Auto))
    # mesh
    """)

COLLECTIVES = textwrap.dedent("""\
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    from fsdp.mesh import AXES


    def gather(x):
        return top_level_all_gather(x, P(None, None, reduced={AXES[0]}))
    """)

MAIN = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    from fsdp import collectives
    from fsdp.mesh import MESH

    with jax.set_mesh(MESH):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
        y = top_level_all_gather(x, P(None, None, reduced={'data'}))
        z = collectives.gather(x)
    # end
    """)

TYPED = "# the quick brown fox jumps ov"  # 30 keys
KEY_S = 0.04


def has_mesh001(diags) -> bool:
    return any(d.code == "MESH001" and d.range.start.line == 10 for d in diags)


class View:
    """What the editor shows for main.py, and every state it went through after first showing the MESH001."""

    def __init__(self, client, uri: str, pull: bool):
        self.client, self.uri, self.pull = client, uri, pull
        self.result_id: str | None = None
        self.shown: list | None = None
        self.history: list[bool] = []
        self.pulls: list[asyncio.Task] = []

    async def pull_once(self) -> None:
        report = await self.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=self.uri), previous_result_id=self.result_id))
        if isinstance(report, types.RelatedFullDocumentDiagnosticReport):
            self.result_id = report.result_id
            self.shown = list(report.items)
        # an `unchanged` report keeps what is shown
        self.history.append(self.shown is not None and has_mesh001(self.shown))

    def request(self) -> None:
        """What a pull client does after opening / changing a document: pull (answers may overlap)."""
        if self.pull:
            self.pulls.append(asyncio.ensure_future(self.pull_once()))

    async def settle(self) -> None:
        if self.pulls:
            await asyncio.gather(*self.pulls)
            self.pulls.clear()

    def current(self):
        if self.pull:
            return self.shown
        published = self.client.published.get(self.uri)
        return published[-1].diagnostics if published else None

    def pushed_history(self) -> list[bool]:
        return [has_mesh001(p.diagnostics) for p in self.client.published.get(self.uri, [])]

    async def wait_shown(self, timeout: float) -> float:
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if self.pull:
                await self.settle()
                if self.shown is not None and has_mesh001(self.shown):
                    return time.monotonic() - start
                self.request()
            elif self.current() is not None and has_mesh001(self.current()):
                return time.monotonic() - start
            await asyncio.sleep(0.02)
        raise AssertionError(f"main.py never showed the cross-file MESH001 within {timeout} s: {self.current()}")


def typing(client, uri: str, text: str, line: int, start_version: int, view: View):
    """Types `TYPED` key by key at the end of `line` (incremental changes), pulling after each like an editor."""
    col = len(text.splitlines()[line])
    version = start_version
    for i, ch in enumerate(TYPED):
        version += 1
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(line, col + i), types.Position(line, col + i)), text=ch)]))
        yield version


@pytest.mark.parametrize("editor", list(PROFILES))
async def test_three_dependent_modules(tmp_path, editor):
    caps, pull, refresh = PROFILES[editor]
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    write(tmp_path / "fsdp" / "__init__.py", "")
    client = await CONFIG.start()
    client.set_configuration({"jaxMesh": {}}, scope_uri="")
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=caps, root_uri=path_to_uri(str(tmp_path)),
            workspace_folders=[types.WorkspaceFolder(uri=path_to_uri(str(tmp_path)), name="demo")]))
        mesh_uri = open_doc(client, tmp_path / "fsdp" / "mesh.py", MESH)
        open_doc(client, tmp_path / "fsdp" / "collectives.py", COLLECTIVES)
        uri = open_doc(client, tmp_path / "main.py", MAIN)
        view = View(client, uri, pull)
        view.request()
        took = await view.wait_shown(2.0)
        assert took <= 2.0

        # idle: no publish, at most one refresh
        await asyncio.sleep(1.0)
        await view.settle()
        published = sum(len(v) for v in client.published.values())
        refreshes = client.diagnostic_refresh_count
        await asyncio.sleep(5.0)
        assert sum(len(v) for v in client.published.values()) == published, "published while idle"
        assert client.diagnostic_refresh_count - refreshes <= 1, "refresh loop while idle"
        if pull:
            assert client.published == {}, "a pull client got pushes too"

        # typing in main.py, then in the module that builds the mesh: main.py keeps its MESH001 throughout
        mark = len(view.pushed_history())
        view.history.clear()
        refreshes = client.diagnostic_refresh_count
        for _ in typing(client, uri, MAIN, 12, 1, view):
            view.request()
            await asyncio.sleep(KEY_S)
        before_mesh_typing = client.diagnostic_refresh_count
        for _ in typing(client, mesh_uri, MESH, 5, 1, view):
            if client.diagnostic_refresh_count > refreshes:  # a client with refresh support pulls again
                refreshes = client.diagnostic_refresh_count
                view.request()
            await asyncio.sleep(KEY_S)
        await asyncio.sleep(1.5)
        view.request()
        await view.settle()
        history = view.history if pull else view.pushed_history()[mark:]
        assert history and all(history), f"main.py lost its cross-file MESH001 for a moment: {history}"
        assert has_mesh001(view.current()), "not shown at the end"
        if refresh:
            # typing in a comment of mesh.py changes no answer of main.py: no refresh needed
            assert client.diagnostic_refresh_count - before_mesh_typing <= 1

        # a settings change reaches the open buffer: pushed; or a refresh; or (no refresh support) the next pull
        refreshes = client.diagnostic_refresh_count
        client.set_configuration({"ignore": ["MESH001"]}, section="jaxMesh")
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if pull:
                if refresh and client.diagnostic_refresh_count == refreshes:
                    await asyncio.sleep(0.02)
                    continue
                await view.pull_once()
            if view.current() == []:
                break
            await asyncio.sleep(0.05)
        assert view.current() == [], f"the settings change did not reach main.py: {view.current()}"
    finally:
        await stop_session(client)
