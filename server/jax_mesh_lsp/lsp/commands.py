"""workspace/executeCommand:
- `jaxMesh.explain` (argument: a pasted JAX error message or traceback) -> Markdown explanation, or a line saying
  that no entry matches;
- `jaxMesh.fixAll` (argument: a document URI, or {"uri": ...}) -> applies every safe fix of the document through
  `workspace/applyEdit`; returns how many fixes were applied (Fix All: repeated until nothing more is fixable);
- `jaxMesh.targetJaxVersion` (argument: a document or folder URI, optional) -> {"version": "0.10.2", "source":
  "setting" | "pyproject" | "installed" | "newest-known", "detail": "..."}: the jax version the analysis targets
  there and where it came from (the VS Code extension's status bar).
"""
from __future__ import annotations

import asyncio

from lsprotocol import types

from .code_actions import encoding_of, fix_all, unsafe_fixes_allowed, workspace_edit
from .util import guarded

EXPLAIN = "jaxMesh.explain"
FIX_ALL = "jaxMesh.fixAll"
TARGET_VERSION = "jaxMesh.targetJaxVersion"
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


def target_jax_version(ls, uri: str | None) -> dict:
    """The jax version the analysis targets for `uri` (else the first folder) and its source."""
    import os

    from ..analysis.options import NEWEST_KNOWN_JAX, parse_version
    from ..jax_version import installed_jax_version
    from .util import uri_to_path

    folders = ls.settings.folders()
    uri = uri or (folders[0] if folders else None)
    path = uri_to_path(uri) if uri else None
    if path is not None and os.path.isdir(path):
        path = os.path.join(path, "__init__.py")  # options are per directory: any file in the folder
    resolved = ls.settings.for_uri(uri or "untitled:", path)
    version = resolved.options.jax_version
    shown = ".".join(map(str, version))
    newest = ".".join(map(str, NEWEST_KNOWN_JAX))

    def valid(value) -> bool:
        try:
            return isinstance(value, str) and value.strip() not in ("", "auto") and parse_version(value) is not None
        except ValueError:
            return False

    if valid(ls.settings.editor_settings(uri).get("jaxVersion")):
        return {"version": shown, "source": "setting", "detail": "from the setting jaxMesh.jaxVersion"}
    project = ls.settings._project(os.path.dirname(path)) if path else None
    if project is not None and project.jax_version is not None:
        where = f" ({project.source})" if project.source else ""
        return {"version": shown, "source": "pyproject", "detail": f"from jax-version in [tool.jax-mesh-lsp]{where}"}
    installed = installed_jax_version()
    if installed is not None:
        text = ".".join(map(str, installed))
        detail = f"the jax installed beside the server (jax {text})"
        if installed > NEWEST_KNOWN_JAX:
            detail += f", newer than the newest the rules know ({newest})"
        return {"version": shown, "source": "installed", "detail": detail}
    return {"version": shown, "source": "newest-known",
            "detail": "no jax installed and none configured: the newest version the rules know"}


def register(server) -> None:
    @server.command(TARGET_VERSION)
    @guarded(None)
    async def target_version_command(ls, *args):
        # after a settings change, answer with the new settings (the client asks right after telling us)
        try:
            await asyncio.wait_for(ls.settings.ready.wait(), timeout=5)
            await asyncio.wait_for(ls.settings.settled.wait(), timeout=5)
        except asyncio.TimeoutError:
            pass
        uri = next((a for a in args if isinstance(a, str)), None)
        return target_jax_version(ls, uri)

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
        edits, count = await fix_all(ls, analysed, doc, unsafe_fixes_allowed(ls, uri), encoding_of(ls))
        if not edits:
            return 0
        result = await asyncio.wait_for(ls.workspace_apply_edit_async(types.ApplyWorkspaceEditParams(
            edit=workspace_edit(ls, edits), label="jax-mesh-lsp: fix all")), timeout=30)
        return count if result is not None and result.applied else 0
