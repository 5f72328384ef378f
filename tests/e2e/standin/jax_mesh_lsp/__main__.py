import re
import sys

from lsprotocol import types
from pygls.lsp.server import LanguageServer

HREF = "https://example.invalid/jax-mesh-lsp/rules/MESH001"
CALL = re.compile(r"\btop_level_all_gather\(")
LEGACY_WITH = re.compile(r"^(\s*)with (\w+):\s*$")
FIX_ALL = "source.fixAll.jax-mesh-lsp"
SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}

server = LanguageServer("jax-mesh-lsp-standin", "0.0.0")
settings_cache: dict = {}


def analyse(text: str):
    """MESH001 on each top_level_all_gather call when the file has a legacy `with mesh:` and no set_mesh."""
    lines = text.splitlines()
    legacy = [i for i, l in enumerate(lines) if LEGACY_WITH.match(l)]
    if not legacy or "set_mesh(" in text:
        return []
    out = []
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("import", "from")):
            continue
        m = CALL.search(line)
        if m:
            out.append((i, m.start(), m.end() - 1, legacy[0]))
    return out


async def settings_for(uri: str) -> dict:
    try:
        result = await server.workspace_configuration_async(
            types.ConfigurationParams(items=[types.ConfigurationItem(scope_uri=uri, section="jaxMesh")])
        )
        return result[0] or {}
    except Exception as exc:  # noqa: BLE001
        print(f"configuration failed: {exc}", file=sys.stderr)
        return {}


async def publish(uri: str) -> None:
    doc = server.workspace.get_text_document(uri)
    cfg = await settings_for(uri)
    diags = []
    if cfg.get("enable", True) and "MESH001" not in (cfg.get("ignore") or []):
        severity = SEVERITIES.get((cfg.get("severity") or {}).get("MESH001", "error"), types.DiagnosticSeverity.Error)
        for line, start, end, with_line in analyse(doc.source):
            diags.append(
                types.Diagnostic(
                    range=types.Range(types.Position(line, start), types.Position(line, end)),
                    message="top_level_all_gather needs a context mesh whose axes are all Explicit: "
                    "`with mesh:` does not set the context mesh (stand-in server)",
                    severity=severity,
                    code="MESH001",
                    code_description=types.CodeDescription(href=HREF),
                    source="jax-mesh-lsp",
                    data={"withLine": with_line},
                )
            )
    server.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=diags, version=doc.version)
    )


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
async def did_open(params: types.DidOpenTextDocumentParams):
    await publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(params: types.DidChangeTextDocumentParams):
    await publish(params.text_document.uri)


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
async def did_change_configuration(params: types.DidChangeConfigurationParams):
    for uri in list(server.workspace.text_documents):
        await publish(uri)


def fix_edit(uri: str, text: str):
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = LEGACY_WITH.match(line)
        if m:
            new = f"{m.group(1)}with jax.set_mesh({m.group(2)}):"
            return types.WorkspaceEdit(
                changes={uri: [types.TextEdit(types.Range(types.Position(i, 0), types.Position(i, len(line))), new)]}
            )
    return None


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]),
)
def code_action(params: types.CodeActionParams):
    uri = params.text_document.uri
    doc = server.workspace.get_text_document(uri)
    edit = fix_edit(uri, doc.source)
    if edit is None or not analyse(doc.source):
        return []
    only = params.context.only or []
    actions = []
    ours = [d for d in params.context.diagnostics if d.source == "jax-mesh-lsp"]
    if (not only or types.CodeActionKind.QuickFix in only) and ours:
        actions.append(
            types.CodeAction(
                title="Replace `with mesh:` by `with jax.set_mesh(mesh):`",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=ours,
                edit=edit,
                is_preferred=True,
            )
        )
    if not only or any(FIX_ALL.startswith(k) for k in only):
        actions.append(types.CodeAction(title="JAX Mesh: fix all", kind=FIX_ALL, edit=edit))
    return actions


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(params: types.HoverParams):
    doc = server.workspace.get_text_document(params.text_document.uri)
    line = doc.lines[params.position.line] if params.position.line < len(doc.lines) else ""
    for m in re.finditer(r"\btop_level_all_gather\b", line):
        if m.start() <= params.position.character <= m.end():
            return types.Hover(
                contents=types.MarkupContent(
                    kind=types.MarkupKind.Markdown,
                    value=f"**MESH001** top-level-all-gather-needs-explicit-mesh\n\n"
                    f"`top_level_all_gather` reads the context mesh. [Explanation]({HREF})",
                ),
                range=types.Range(
                    types.Position(params.position.line, m.start()), types.Position(params.position.line, m.end())
                ),
            )
    return None


@server.command("jaxMesh.explain")
def explain(ls: LanguageServer, text: str) -> str:
    if "top_level_all_gather works when all mesh axes" in " ".join(text.split()):
        return f"# MESH001: top-level-all-gather-needs-explicit-mesh\n\nEnter the mesh with `jax.set_mesh`.\n\n[More]({HREF})\n"
    return ""


if __name__ == "__main__":
    if sys.argv[1:2] != ["serve"]:
        print("usage: python -m jax_mesh_lsp serve", file=sys.stderr)
        raise SystemExit(2)
    server.start_io()
