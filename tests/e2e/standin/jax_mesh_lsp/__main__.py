import re
import sys

from pygls import uris

from lsprotocol import types
from pygls.lsp.server import LanguageServer

HREF = "https://example.invalid/jax-mesh-lsp/rules/MESH001"
CALL = re.compile(r"\btop_level_all_gather\(")
MULTICAST = re.compile(r"multicast_ref\(\w+, (\"x\")\)")
AXIS_TYPES = re.compile(r"axis_types=\(AxisType\.Explicit, AxisType\.Auto\)")
FIX_ALL = "source.fixAll.jax-mesh-lsp"
SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}

server = LanguageServer("jax-mesh-lsp-standin", "0.0.0")
settings_cache: dict = {}


def mesh_config_text(uri: str) -> tuple[str, str]:
    """URI and text of mesh_config.py beside the document (the open buffer if open, else the file)."""
    target = uri.rsplit("/", 1)[0] + "/mesh_config.py"
    doc = server.workspace.text_documents.get(target)
    if doc is not None:
        return target, doc.source
    try:
        with open(uris.to_fs_path(target), encoding="utf-8") as f:
            return target, f.read()
    except OSError:
        return target, ""


def analyse(uri: str, text: str):
    """(code, line, start, end, message) findings, by pattern: a mesh_config.py mesh with an Auto axis makes every
    top_level_all_gather call MESH001; multicast_ref(ref, "x") is MESH101."""
    _, config = mesh_config_text(uri)
    out = []
    for i, line in enumerate(text.splitlines()):
        if line.lstrip().startswith(("import", "from")):
            continue
        m = CALL.search(line)
        if m and "AxisType.Auto" in config:
            out.append(("MESH001", i, m.start(), m.end() - 1, "top_level_all_gather needs every axis of the context "
                        "mesh to be Explicit, but in the context mesh 'model' is Auto. (stand-in server)"))
        m = MULTICAST.search(line)
        if m:
            out.append(("MESH101", i, m.start(1), m.end(1), "collective axes \"x\" (missing 'y') (stand-in server)"))
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
    if cfg.get("enable", True):
        for code, line, start, end, message in analyse(uri, doc.source):
            if code in (cfg.get("ignore") or []):
                continue
            level = (cfg.get("severity") or {}).get(code, "error")
            config_uri, config_text = mesh_config_text(uri)
            related = []
            for n, l in enumerate(config_text.splitlines()):
                if l.startswith("mesh ="):
                    related.append(types.DiagnosticRelatedInformation(
                        location=types.Location(config_uri, types.Range(types.Position(n, 0), types.Position(n, 4))),
                        message="mesh built here"))
            diags.append(
                types.Diagnostic(
                    range=types.Range(types.Position(line, start), types.Position(line, end)),
                    message=message,
                    severity=SEVERITIES.get(level, types.DiagnosticSeverity.Error),
                    code=code,
                    code_description=types.CodeDescription(href=HREF.replace("MESH001", code)),
                    source="jax-mesh-lsp",
                    related_information=related if code == "MESH001" else None,
                )
            )
    server.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=diags, version=doc.version)
    )


async def publish_all() -> None:
    # A change in one file (mesh_config.py) can change the findings in another.
    for uri in list(server.workspace.text_documents):
        await publish(uri)


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
async def did_open(params: types.DidOpenTextDocumentParams):
    await publish_all()


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(params: types.DidChangeTextDocumentParams):
    await publish_all()


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
async def did_change_configuration(params: types.DidChangeConfigurationParams):
    await publish_all()


def fix_edit(uri: str, text: str):
    """MESH001's fix edits the other file: every mesh axis Explicit in mesh_config.py."""
    config_uri, config_text = mesh_config_text(uri)
    for i, line in enumerate(config_text.splitlines()):
        m = AXIS_TYPES.search(line)
        if m:
            return types.WorkspaceEdit(changes={config_uri: [types.TextEdit(
                types.Range(types.Position(i, m.start()), types.Position(i, m.end())),
                "axis_types=(AxisType.Explicit,) * 2")]})
    return None


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]),
)
def code_action(params: types.CodeActionParams):
    uri = params.text_document.uri
    doc = server.workspace.get_text_document(uri)
    edit = fix_edit(uri, doc.source)
    if edit is None or not any(f[0] == "MESH001" for f in analyse(uri, doc.source)):
        return []
    only = params.context.only or []
    actions = []
    ours = [d for d in params.context.diagnostics if d.source == "jax-mesh-lsp"]
    if (not only or types.CodeActionKind.QuickFix in only) and ours:
        actions.append(
            types.CodeAction(
                title="Make every axis of the mesh Explicit",
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
