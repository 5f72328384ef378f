"""pytest-lsp harness: the real server (`python -m jax_mesh_lsp serve`) over stdio.

`client` is a session with the default capabilities (push diagnostics, workspace/configuration, watched files)
rooted at a fresh workspace folder; `open_session(...)` starts one with other capabilities or settings.
"""
from __future__ import annotations

import asyncio
import contextlib
import sys
import textwrap
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from jax_mesh_lsp.lsp.util import path_to_uri

SERVER_COMMAND = [sys.executable, "-m", "jax_mesh_lsp", "serve"]
TIMEOUT = 30.0

# A MESH001 program: the context mesh has an Auto axis ('model').
MESH001_MIXED = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax.sharding import AxisType, PartitionSpec as P
    from jax._src.shard_map import top_level_all_gather

    mesh = jax.make_mesh((4, 2), ('data', 'model'),
                         axis_types=(AxisType.Explicit, AxisType.Auto))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
        y = top_level_all_gather(x, P(None, None, reduced={'data'}))
    """)

# A MESH001 program whose only fix is safe: the legacy `with mesh:`.
MESH001_LEGACY = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax.sharding import NamedSharding, PartitionSpec as P
    from jax._src.shard_map import top_level_all_gather

    mesh = jax.make_mesh((8,), ('x',))
    x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
    with mesh:
        y = top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
    """)

CLEAN = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax.sharding import AxisType, PartitionSpec as P
    from jax._src.shard_map import top_level_all_gather

    mesh = jax.make_mesh((4, 2), ('data', 'model'),
                         axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
        y = top_level_all_gather(x, P(None, None, reduced={'data'}))
    """)


def capabilities(*, pull: bool = False, configuration: bool = True, watch: bool = True,
                 refresh: bool = True, encodings: list[str] | None = None, notebooks: bool = True,
                 document_changes: bool = False) -> types.ClientCapabilities:
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        workspace=types.WorkspaceClientCapabilities(
            configuration=configuration,
            apply_edit=True,
            workspace_folders=True,
            workspace_edit=types.WorkspaceEditClientCapabilities(document_changes=document_changes),
            did_change_configuration=types.DidChangeConfigurationClientCapabilities(dynamic_registration=True),
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=watch),
            diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=refresh) if pull else None,
        ),
        text_document=types.TextDocumentClientCapabilities(
            synchronization=types.TextDocumentSyncClientCapabilities(did_save=True),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(value_set=["quickfix", "source"]))),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True,
                                                                           version_support=True),
            diagnostic=types.DiagnosticClientCapabilities(related_document_support=False) if pull else None,
        ),
        notebook_document=types.NotebookDocumentClientCapabilities(
            synchronization=types.NotebookDocumentSyncClientCapabilities()) if notebooks else None,
    )


def _record_publish(client: LanguageClient, params: types.PublishDiagnosticsParams):
    client.diagnostics[params.uri] = params.diagnostics
    client.published.setdefault(params.uri, []).append(params)


def _apply_edit(client: LanguageClient, params: types.ApplyWorkspaceEditParams):
    client.applied_edits.append(params)
    return types.ApplyWorkspaceEditResult(applied=True)


def _registrations(client: LanguageClient, params: types.RegistrationParams):
    client.registrations.extend(params.registrations)


def make_client() -> LanguageClient:
    from pytest_lsp.client import default_converter

    client = LanguageClient(converter_factory=default_converter)
    client.published = {}
    client.applied_edits = []
    client.registrations = []
    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = _record_publish
    features[types.WORKSPACE_APPLY_EDIT] = _apply_edit
    features[types.CLIENT_REGISTER_CAPABILITY] = _registrations
    register_lsp_features(client, features)
    return client


CONFIG = ClientServerConfig(server_command=SERVER_COMMAND, client_factory=make_client)


@contextlib.asynccontextmanager
async def open_session(root: Path, *, folders: list[Path] | None = None, init_options=None,
                       configuration: dict | None = None, **caps):
    """A started and initialized server. `configuration`: {scope_uri or "": {"jaxMesh": {...}}}."""
    client = await CONFIG.start()
    for scope, value in (configuration or {}).items():
        client.set_configuration(value, scope_uri=scope)
    folders = folders or [root]
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=capabilities(**caps),
            root_uri=path_to_uri(str(root)),
            workspace_folders=[types.WorkspaceFolder(uri=path_to_uri(str(f)), name=f.name) for f in folders],
            initialization_options=init_options,
        ))
        yield client
    finally:
        await stop_session(client)


async def stop_session(client: LanguageClient) -> None:
    """shutdown + exit; a server that does not go within 10 s is killed (a failing test must not hang)."""
    try:
        await asyncio.wait_for(client.shutdown_session(), 10)
    except Exception:
        pass
    server = getattr(client, "_server", None)
    if server is not None and server.returncode is None:
        server.kill()
    await client.stop()


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, tmp_path):
    lsp_client.root = tmp_path
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities(),
        root_uri=path_to_uri(str(tmp_path)),
        workspace_folders=[types.WorkspaceFolder(uri=path_to_uri(str(tmp_path)), name="ws")],
    ))
    yield
    await lsp_client.shutdown_session()


# --- helpers ---------------------------------------------------------------------------------------------------

def write(path: Path, text: str) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path_to_uri(str(path))


def open_doc(client: LanguageClient, path: Path, text: str, version: int = 1, language: str = "python") -> str:
    uri = write(path, text)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=version, text=text)))
    return uri


def change_doc(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics_for(client: LanguageClient, uri: str, *, version: int | None = None, after: int = 0,
                          predicate=None, timeout: float = TIMEOUT) -> list[types.Diagnostic]:
    """The diagnostics of the first publish for `uri` (past the first `after` publishes) matching `version`
    and `predicate`."""
    deadline = time.monotonic() + timeout
    while True:
        for params in client.published.get(uri, [])[after:]:
            if version is not None and params.version != version:
                continue
            if predicate is not None and not predicate(params.diagnostics):
                continue
            return list(params.diagnostics)
        if time.monotonic() > deadline:
            got = [(p.version, [d.code for d in p.diagnostics]) for p in client.published.get(uri, [])]
            raise AssertionError(f"no matching publishDiagnostics for {uri} (version={version}); got {got}")
        await asyncio.sleep(0.01)


def published_count(client: LanguageClient, uri: str) -> int:
    return len(client.published.get(uri, []))


def codes(diags) -> list[str]:
    return [d.code for d in diags]


def apply_text_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP edits (UTF-16 positions) to a text, as a client would."""
    lines = text.split("\n")

    def offset(pos: types.Position) -> int:
        before = sum(len(l) + 1 for l in lines[: pos.line])
        line = lines[pos.line] if pos.line < len(lines) else ""
        units, chars = 0, 0
        for ch in line:
            if units >= pos.character:
                break
            units += 2 if ord(ch) > 0xFFFF else 1
            chars += 1
        return before + chars

    spans = sorted(((offset(e.range.start), offset(e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def edits_for(edit: types.WorkspaceEdit, uri: str) -> list[types.TextEdit]:
    if edit.changes:
        return list(edit.changes.get(uri, []))
    out = []
    for change in edit.document_changes or []:
        if getattr(change, "text_document", None) is not None and change.text_document.uri == uri:
            out.extend(change.edits)
    return out


@pytest.fixture
def anyio_backend():
    return "asyncio"
