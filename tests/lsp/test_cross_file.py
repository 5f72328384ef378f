"""Cross-file: a mesh built in another module. Each version gets one answer, cross-file included (no
single-file result first). An edit of the defining module (open in the editor) re-checks the documents that
use it."""
from __future__ import annotations

import textwrap

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import change_doc, codes, diagnostics_for, open_doc, open_session, published_count

SETTINGS = textwrap.dedent("""\
    import jax
    from jax.sharding import AxisType

    AXES = ('x', 'y')
    MESH = jax.make_mesh((4, 2), AXES, axis_types=(AxisType.Explicit, AxisType.Auto))
    """)

MAIN = textwrap.dedent("""\
    import jax
    import numpy as np
    from jax._src.shard_map import top_level_all_gather
    from jax.sharding import PartitionSpec as P

    import settings

    with jax.set_mesh(settings.MESH):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        top_level_all_gather(x, P(None, 'y', reduced={'x'}))
    """)


async def test_mesh_from_another_module(client: LanguageClient):
    (client.root / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    settings_uri = open_doc(client, client.root / "settings.py", SETTINGS)
    uri = open_doc(client, client.root / "main.py", MAIN)
    diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"])
    (d,) = diags
    assert d.range.start == types.Position(9, 4)
    built = next(r for r in d.related_information if "built here" in r.message)
    assert built.location.uri == settings_uri and built.location.range.start.line == 4

    # the defining module changes in the editor: main.py is checked again
    before = published_count(client, uri)
    change_doc(client, settings_uri, SETTINGS.replace("AxisType.Auto", "AxisType.Explicit"), 2)
    assert await diagnostics_for(client, uri, after=before, predicate=lambda d: d == []) == []


async def test_cross_file_can_be_switched_off(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.jax-mesh-lsp]\ncross-file = false\n")
    async with open_session(tmp_path) as client:
        open_doc(client, tmp_path / "settings.py", SETTINGS)
        uri = open_doc(client, tmp_path / "main.py", MAIN)
        assert await diagnostics_for(client, uri, version=1) == []
        import asyncio
        await asyncio.sleep(1.5)
        assert all(p.diagnostics == [] for p in client.published[uri])


async def test_a_module_changed_on_disk_rechecks_its_users(client: LanguageClient):
    from jax_mesh_lsp.lsp.util import path_to_uri

    (client.root / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    settings = client.root / "settings.py"
    settings.write_text(SETTINGS)
    uri = open_doc(client, client.root / "main.py", MAIN)
    await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"])
    assert any(w["globPattern"] == "**/*.py" for r in client.registrations
               if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES for w in r.register_options["watchers"])
    before = published_count(client, uri)
    settings.write_text(SETTINGS.replace("AxisType.Auto", "AxisType.Explicit"))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=path_to_uri(str(settings)), type=types.FileChangeType.Changed)]))
    assert await diagnostics_for(client, uri, after=before, predicate=lambda d: d == []) == []


async def test_workspace_code_is_never_run(client: LanguageClient):
    (client.root / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    marker = client.root / "RAN"
    trap = f"import pathlib\npathlib.Path({str(marker)!r}).write_text('imported')\n"
    (client.root / "settings.py").write_text(trap + SETTINGS)
    (client.root / "sitecustomize.py").write_text(trap)
    (client.root / "conftest.py").write_text(trap)
    uri = open_doc(client, client.root / "main.py", MAIN)
    await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"])
    assert not marker.exists()
