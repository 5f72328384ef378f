"""Configuration: initializationOptions, workspace/configuration per folder, didChangeConfiguration,
pyproject.toml select/ignore/severity and its change, enable=false, `# noqa`."""
from __future__ import annotations

import asyncio

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import (MESH001_LEGACY, MESH001_MIXED, codes, diagnostics_for, open_doc, open_session,
                      published_count, write)
from jax_mesh_lsp.lsp.util import path_to_uri


async def test_initialization_options_ignore(tmp_path):
    async with open_session(tmp_path, init_options={"ignore": ["MESH001"]}, configuration=False) as client:
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        assert await diagnostics_for(client, uri, version=1) == []


async def test_nested_initialization_options_and_severity(tmp_path):
    async with open_session(tmp_path, init_options={"jaxMesh": {"severity": {"MESH001": "warning"}}},
                            configuration=False) as client:
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        (d,) = await diagnostics_for(client, uri, version=1)
        assert d.severity == types.DiagnosticSeverity.Warning


async def test_workspace_configuration_per_folder(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    config = {path_to_uri(str(one)): {"jaxMesh": {"ignore": ["MESH001"]}},
              path_to_uri(str(two)): {"jaxMesh": {"severity": {"MESH001": "hint"}}}}
    async with open_session(tmp_path, folders=[one, two], configuration=config) as client:
        a = open_doc(client, one / "a.py", MESH001_MIXED)
        b = open_doc(client, two / "b.py", MESH001_MIXED)
        assert await diagnostics_for(client, a, version=1) == []
        (d,) = await diagnostics_for(client, b, version=1)
        assert d.severity == types.DiagnosticSeverity.Hint


async def test_did_change_configuration_reanalyses(client: LanguageClient):
    uri = open_doc(client, client.root / "c.py", MESH001_MIXED)
    assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
    before = published_count(client, uri)
    client.set_configuration({"ignore": ["MESH001"]}, section="jaxMesh")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    assert await diagnostics_for(client, uri, after=before) == []
    before = published_count(client, uri)
    client.set_configuration({"enable": True, "ignore": []}, section="jaxMesh")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    assert codes(await diagnostics_for(client, uri, after=before)) == ["MESH001"]


async def test_pushed_settings_without_workspace_configuration(tmp_path):
    async with open_session(tmp_path, configuration=False) as client:
        uri = open_doc(client, tmp_path / "p.py", MESH001_MIXED)
        assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
        before = published_count(client, uri)
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
            settings={"jaxMesh": {"enable": False}}))
        assert await diagnostics_for(client, uri, after=before) == []


async def test_pyproject_select_ignore_and_change(client: LanguageClient):
    pyproject = client.root / "pyproject.toml"
    write(pyproject, '[tool.jax-mesh-lsp]\nignore = ["MESH001"]\n')
    uri = open_doc(client, client.root / "pkg" / "m.py", MESH001_MIXED)
    assert await diagnostics_for(client, uri, version=1) == []
    # the server registered a watcher for pyproject.toml files
    assert any(r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES for r in client.registrations)
    before = published_count(client, uri)
    write(pyproject, '[tool.jax-mesh-lsp]\nselect = ["MESH0"]\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=path_to_uri(str(pyproject)), type=types.FileChangeType.Changed)]))
    assert codes(await diagnostics_for(client, uri, after=before)) == ["MESH001"]
    before = published_count(client, uri)
    write(pyproject, '[tool.jax-mesh-lsp]\nselect = ["MESH1"]\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=path_to_uri(str(pyproject)), type=types.FileChangeType.Changed)]))
    assert await diagnostics_for(client, uri, after=before) == []


async def test_editor_settings_win_over_pyproject(tmp_path):
    write(tmp_path / "pyproject.toml", '[tool.jax-mesh-lsp]\nseverity = { MESH001 = "hint" }\n')
    async with open_session(tmp_path, configuration={"": {"jaxMesh": {"severity": {"MESH001": "warning"}}}}) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        (d,) = await diagnostics_for(client, uri, version=1)
        assert d.severity == types.DiagnosticSeverity.Warning


async def test_bad_settings_warn_and_keep_the_server(tmp_path):
    write(tmp_path / "pyproject.toml", '[tool.jax-mesh-lsp]\nselect = 7\n')
    config = {"": {"jaxMesh": {"frobnicate": 1, "severity": {"MESH001": "loud"}, "jaxVersion": "banana"}}}
    async with open_session(tmp_path, configuration=config) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
        warnings = [m.message for m in client.log_messages if m.type == types.MessageType.Warning]
        assert any("frobnicate" in w for w in warnings)
        assert any("pyproject.toml" in w for w in warnings)
        assert any("jaxVersion" in w for w in warnings)


async def test_pull_clients_get_a_refresh_on_configuration_change(tmp_path):
    async with open_session(tmp_path, pull=True) as client:
        uri = open_doc(client, tmp_path / "r.py", MESH001_LEGACY)
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        assert codes(report.items) == ["MESH001"]
        client.set_configuration({"ignore": ["MESH"]}, section="jaxMesh")
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
        for _ in range(500):
            if client.diagnostic_refresh_count:
                break
            await asyncio.sleep(0.01)
        assert client.diagnostic_refresh_count >= 1
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
        assert report.kind == "full" and report.items == []


async def test_noqa(client: LanguageClient):
    text = MESH001_MIXED.replace("reduced={'data'}))", "reduced={'data'}))  # noqa: MESH001")
    uri = open_doc(client, client.root / "q.py", text)
    assert await diagnostics_for(client, uri, version=1) == []
    other = MESH001_MIXED.replace("reduced={'data'}))", "reduced={'data'}))  # noqa: MESH002")
    uri2 = open_doc(client, client.root / "q2.py", other)
    assert codes(await diagnostics_for(client, uri2, version=1)) == ["MESH001"]


# What VS Code sends for the jaxMesh section when the user set nothing: every declared setting's default.
VSCODE_DEFAULTS = {"enable": True, "interpreter": [], "importStrategy": "useBundled", "select": [], "ignore": [],
                   "severity": {}, "jaxVersion": "", "urlTemplate": "", "reportUncalled": None, "crossFile": None,
                   "maxCallDepth": None, "unsafeFixes": False, "logLevel": "info", "trace": {"server": "off"}}


async def target_version(client, uri=None):
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.targetJaxVersion", arguments=[uri] if uri else []))


async def test_vscode_defaults_leave_pyproject_in_force(tmp_path):
    """Empty defaults (jaxVersion "", urlTemplate "", reportUncalled null) must not override pyproject.toml, and
    no declared setting is reported as unknown."""
    write(tmp_path / "pyproject.toml", '[tool.jax-mesh-lsp]\njax-version = "0.10.0"\n'
                                       'url-template = "https://wiki.example.com/jax/{code}"\n')
    async with open_session(tmp_path, configuration={"": {"jaxMesh": VSCODE_DEFAULTS}}) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        (d,) = await diagnostics_for(client, uri, version=1)
        assert d.code_description.href == "https://wiki.example.com/jax/MESH001"
        answer = await target_version(client, uri)
        assert answer["version"] == "0.10.0" and answer["source"] == "pyproject", answer
        warnings = [m.message for m in client.log_messages if m.type == types.MessageType.Warning]
        assert warnings == []


async def test_target_jax_version_names_its_source(tmp_path):
    async with open_session(tmp_path, configuration={"": {"jaxMesh": {"jaxVersion": "0.9.0"}}}) as client:
        answer = await target_version(client, path_to_uri(str(tmp_path)))
        assert answer == {"version": "0.9.0", "source": "setting", "detail": "from the setting jaxMesh.jaxVersion"}
    async with open_session(tmp_path, configuration={"": {"jaxMesh": VSCODE_DEFAULTS}}) as client:
        answer = await target_version(client)
        # the test environment has jax 0.10.2 installed beside the server
        assert answer["version"] == "0.10.2" and answer["source"] == "installed", answer


async def test_log_level_error_keeps_warnings_out_of_the_client_log(tmp_path):
    config = {"jaxMesh": {"frobnicate": 1, "logLevel": "error"}}
    async with open_session(tmp_path, configuration={"": config}, init_options=config) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
        assert [m.message for m in client.log_messages if m.type == types.MessageType.Warning] == []
    async with open_session(tmp_path, configuration={"": {"jaxMesh": {"frobnicate": 1}}}) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        await diagnostics_for(client, uri, version=1)
        assert any("frobnicate" in m.message for m in client.log_messages if m.type == types.MessageType.Warning)
