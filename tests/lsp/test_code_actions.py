"""Code actions: quick fixes as WorkspaceEdits, the preferred one marked, "Ignore ... for this line" last,
source.fixAll; applying an edit makes the diagnostic go away."""
from __future__ import annotations

import textwrap

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import (MESH001_LEGACY, MESH001_MIXED, apply_text_edits, change_doc, codes, diagnostics_for,
                      edits_for, open_doc, open_session)

FIX_ALL = "source.fixAll.jax-mesh-lsp"


async def actions_at(client, uri, diag, only=None):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=diag.range,
        context=types.CodeActionContext(diagnostics=[diag], only=only)))


async def test_unsafe_fix_is_offered_but_not_preferred(client: LanguageClient):
    """Making the mesh's axes Explicit changes how all code under it is sharded: an unsafe fix. It is in the menu,
    but not preferred (auto-fix would apply it without asking) unless jaxMesh.unsafeFixes is on."""
    uri = open_doc(client, client.root / "m.py", MESH001_MIXED)
    (diag,) = await diagnostics_for(client, uri, version=1)
    actions = await actions_at(client, uri, diag)
    quick = [a for a in actions if a.kind == types.CodeActionKind.QuickFix]
    assert quick[-1].title == "Ignore MESH001 for this line"
    assert not [a for a in quick if a.is_preferred]
    explicit = next(a for a in quick if "Explicit" in a.title)
    fixed = apply_text_edits(MESH001_MIXED, edits_for(explicit.edit, uri))
    assert "axis_types=(AxisType.Explicit,) * 2)" in fixed
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []


async def test_unsafe_fixes_setting_prefers_and_fixes_all(tmp_path):
    async with open_session(tmp_path, configuration={"": {"jaxMesh": {"unsafeFixes": True}}}) as client:
        uri = open_doc(client, tmp_path / "m.py", MESH001_MIXED)
        (diag,) = await diagnostics_for(client, uri, version=1)
        quick = [a for a in await actions_at(client, uri, diag) if a.kind == types.CodeActionKind.QuickFix]
        preferred = [a for a in quick if a.is_preferred]
        assert len(preferred) == 1 and "Explicit" in preferred[0].title
        (fix_all,) = await actions_at(client, uri, diag, only=[FIX_ALL])
        assert fix_all.title == "Fix all jax-mesh-lsp problems (1)"
        fixed = apply_text_edits(MESH001_MIXED, edits_for(fix_all.edit, uri))
        assert "axis_types=(AxisType.Explicit,) * 2)" in fixed


# Two legacy `with mesh:` blocks: jax raises in the first, so the analysis reports only that one (the path ends
# there); once it is fixed, the second is reached and flagged.
TWO_LEGACY_BLOCKS = MESH001_LEGACY + textwrap.dedent("""\
    with mesh:
        z = top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
    """)


async def test_fix_all_repeats_until_nothing_is_fixable(client: LanguageClient):
    uri = open_doc(client, client.root / "twice.py", TWO_LEGACY_BLOCKS)
    diags = await diagnostics_for(client, uri, version=1)
    assert [d.range.start.line for d in diags] == [8], "only the first problem is visible before fixing"
    (action,) = await actions_at(client, uri, diags[0], only=[FIX_ALL])
    assert action.title == "Fix all safe jax-mesh-lsp problems (2)"
    fixed = apply_text_edits(TWO_LEGACY_BLOCKS, edits_for(action.edit, uri))
    assert fixed.count("with jax.set_mesh(mesh):") == 2 and "with mesh:" not in fixed
    # the edit only touches the lines that change
    assert all(e.range.start.line in (7, 9) for e in edits_for(action.edit, uri)), edits_for(action.edit, uri)
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []


async def test_ignore_for_this_line_adds_noqa(client: LanguageClient):
    uri = open_doc(client, client.root / "n.py", MESH001_MIXED)
    (diag,) = await diagnostics_for(client, uri, version=1)
    ignore = (await actions_at(client, uri, diag))[-1]
    fixed = apply_text_edits(MESH001_MIXED, edits_for(ignore.edit, uri))
    assert "top_level_all_gather(x, P(None, None, reduced={'data'}))  # noqa: MESH001\n" in fixed
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []


async def test_ignore_extends_an_existing_noqa(client: LanguageClient):
    text = MESH001_MIXED.replace("reduced={'data'}))", "reduced={'data'}))  # noqa: E501")
    uri = open_doc(client, client.root / "e.py", text)
    (diag,) = await diagnostics_for(client, uri, version=1)
    ignore = (await actions_at(client, uri, diag))[-1]
    fixed = apply_text_edits(text, edits_for(ignore.edit, uri))
    assert "# noqa: E501, MESH001\n" in fixed
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []


async def test_fix_all_applies_safe_fixes(client: LanguageClient):
    uri = open_doc(client, client.root / "legacy.py", MESH001_LEGACY)
    (diag,) = await diagnostics_for(client, uri, version=1)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(types.Position(0, 0), types.Position(0, 0)),
        context=types.CodeActionContext(diagnostics=[], only=[FIX_ALL])))
    assert [a.kind for a in actions] == [FIX_ALL]
    fixed = apply_text_edits(MESH001_LEGACY, edits_for(actions[0].edit, uri))
    assert "with jax.set_mesh(mesh):" in fixed
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []
    # `only: quickfix` leaves the source action out; `only: source` keeps it
    quick = await actions_at(client, uri, diag, only=[types.CodeActionKind.QuickFix])
    assert all(a.kind == types.CodeActionKind.QuickFix for a in quick)


async def test_unsafe_fixes_are_not_in_fix_all(client: LanguageClient):
    uri = open_doc(client, client.root / "mixed.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(types.Position(0, 0), types.Position(0, 0)),
        context=types.CodeActionContext(diagnostics=[], only=["source"])))
    assert actions == []


async def test_wrap_in_set_mesh_fix(client: LanguageClient):
    text = textwrap.dedent("""\
        import jax, numpy as np
        from jax.sharding import NamedSharding, PartitionSpec as P
        from jax._src.shard_map import top_level_all_gather

        mesh = jax.make_mesh((4, 2), ('data', 'model'))
        w = jax.device_put(np.arange(16.).reshape(8, 2), NamedSharding(mesh, P('data', None)))
        full = top_level_all_gather(w, NamedSharding(mesh, P(None, None, reduced={'data'})))
        """)
    uri = open_doc(client, client.root / "wrap.py", text)
    (diag,) = await diagnostics_for(client, uri, version=1)
    actions = await actions_at(client, uri, diag)
    wrap = next(a for a in actions if "set_mesh" in a.title)
    fixed = apply_text_edits(text, edits_for(wrap.edit, uri))
    assert "with jax.set_mesh(mesh):\n    full = top_level_all_gather(" in fixed
    change_doc(client, uri, fixed, 2)
    assert await diagnostics_for(client, uri, version=2) == []


async def test_versioned_document_changes_when_supported(tmp_path):
    async with open_session(tmp_path, document_changes=True) as client:
        uri = open_doc(client, tmp_path / "v.py", MESH001_LEGACY, version=7)
        (diag,) = await diagnostics_for(client, uri, version=7)
        actions = await actions_at(client, uri, diag)
        change = actions[0].edit.document_changes[0]
        assert change.text_document.uri == uri and change.text_document.version == 7


async def test_fix_all_command_applies_through_the_client(client: LanguageClient):
    uri = open_doc(client, client.root / "cmd.py", MESH001_LEGACY)
    await diagnostics_for(client, uri, version=1)
    applied = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.fixAll", arguments=[uri]))
    assert applied == 1
    (params,) = client.applied_edits
    fixed = apply_text_edits(MESH001_LEGACY, edits_for(params.edit, uri))
    assert "with jax.set_mesh(mesh):" in fixed
    assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
