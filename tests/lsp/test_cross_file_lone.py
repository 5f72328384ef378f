"""A file opened without a workspace folder (`nvim main.py`, `hx main.py`) resolves the modules beside it: its
own folder, and the nearest folder above with a pyproject.toml / setup.py / .git."""
from __future__ import annotations

import textwrap

from lsprotocol import types

from conftest import CONFIG, capabilities, codes, diagnostics_for, open_doc, stop_session, write
from test_cross_file import MAIN, SETTINGS

PACKAGE_MAIN = MAIN.replace("import settings\n", "from pkg import settings\n")


async def _lone_session():
    client = await CONFIG.start()
    await client.initialize_session(types.InitializeParams(capabilities=capabilities(), root_uri=None,
                                                           workspace_folders=None))
    return client


async def test_a_lone_file_resolves_its_sibling_module(tmp_path):
    write(tmp_path / "settings.py", SETTINGS)
    client = await _lone_session()
    try:
        uri = open_doc(client, tmp_path / "main.py", MAIN)
        diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"], timeout=10)
        assert diags[0].range.start == types.Position(9, 4)
    finally:
        await stop_session(client)


async def test_a_lone_file_resolves_from_its_project_root(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    write(tmp_path / "pkg" / "__init__.py", "")
    write(tmp_path / "pkg" / "settings.py", SETTINGS)
    client = await _lone_session()
    try:
        uri = open_doc(client, tmp_path / "pkg" / "app" / "main.py", PACKAGE_MAIN)
        diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"], timeout=10)
        assert diags[0].range.start == types.Position(9, 4)
    finally:
        await stop_session(client)


async def test_a_file_below_the_workspace_folder_resolves_its_sibling(tmp_path):
    """The editor's root is a folder above the script's (Neovim's cwd, say): `import settings` beside it still
    resolves, as `python sub/main.py` would."""
    from conftest import open_session

    write(tmp_path / "sub" / "settings.py", SETTINGS)
    async with open_session(tmp_path) as client:
        uri = open_doc(client, tmp_path / "sub" / "main.py", MAIN)
        diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"], timeout=10)
        assert diags[0].range.start == types.Position(9, 4)
