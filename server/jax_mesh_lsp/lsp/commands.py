"""workspace/executeCommand:
- `jaxMesh.explain` (argument: a pasted JAX error message or traceback) -> Markdown explanation, or a line saying
  that no entry matches;
- `jaxMesh.fixAll` (argument: a document URI, or {"uri": ...}) -> applies every safe fix of the document through
  `workspace/applyEdit`; returns how many fixes were applied.
"""
from __future__ import annotations

import asyncio

from lsprotocol import types

from .code_actions import fix_all_edits, workspace_edit
from .util import guarded

EXPLAIN = "jaxMesh.explain"
FIX_ALL = "jaxMesh.fixAll"
NO_MATCH = ("No jax-mesh-lsp entry matches this error message. `jax-mesh-lsp rules` lists the JAX errors the "
            "analysis knows.")


def _text_arg(args) -> str:
    parts = []
    for a in args:
        if isinstance(a, str):
            parts.append(a)
        elif isinstance(a, dict):
            parts.extend(str(v) for k, v in a.items() if k in ("text", "message", "error") and v)
    return "\n".join(parts)


def explain(text: str, url_template: str | None = None) -> str:
    from ..knowledge import find_by_message
    from ..knowledge.render import markdown

    if not text.strip():
        return NO_MATCH
    hits = find_by_message(text)
    if not hits:
        return NO_MATCH
    out = markdown(hits[0], url_template, short=False)
    if len(hits) > 1:
        out += "\n**Other entries that match**\n\n" + "\n".join(
            f"- [{e.code}]({e.url(url_template)}) `{e.name}`: {e.summary}" for e in hits[1:]) + "\n"
    return out


def register(server) -> None:
    @server.command(EXPLAIN)
    @guarded(lambda: NO_MATCH)
    def explain_command(ls, *args):
        template = None
        folders = ls.settings.folders()
        if folders:
            template = ls.settings.for_uri(folders[0]).url_template
        return explain(_text_arg(args), template)

    @server.command(FIX_ALL)
    @guarded(0)
    async def fix_all_command(ls, *args):
        uri = None
        for a in args:
            if isinstance(a, str):
                uri = a
            elif isinstance(a, dict):
                uri = a.get("uri") or (a.get("textDocument") or {}).get("uri")
            if uri:
                break
        if not uri:
            return 0
        unit = ls.engine.unit_of(uri)
        if unit is None:
            return 0
        analysed = await ls.engine.current(unit)
        doc = analysed.doc(uri) if analysed is not None else None
        if doc is None or not analysed.snapshot.resolved.enabled:
            return 0
        edits, count = fix_all_edits(doc.items)
        if not edits:
            return 0
        result = await asyncio.wait_for(ls.workspace_apply_edit_async(types.ApplyWorkspaceEditParams(
            edit=workspace_edit(ls, edits), label="jax-mesh-lsp: fix all")), timeout=30)
        return count if result is not None and result.applied else 0
