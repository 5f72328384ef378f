"""The client capabilities each documented editor sends (the parts that shape diagnostics and settings), so a
pytest-lsp test can be each of them. Taken from the editors' client code: vscode-languageclient 9, Neovim's
`vim.lsp.protocol.make_client_capabilities()` (0.10 and 0.11), Helix 25.01, Emacs 30's eglot."""
from __future__ import annotations

from lsprotocol import types as t


def _text_document(*, pull: bool, related: bool = True, version: bool = True) -> t.TextDocumentClientCapabilities:
    return t.TextDocumentClientCapabilities(
        synchronization=t.TextDocumentSyncClientCapabilities(did_save=True, will_save=False),
        hover=t.HoverClientCapabilities(content_format=[t.MarkupKind.Markdown, t.MarkupKind.PlainText]),
        code_action=t.CodeActionClientCapabilities(
            code_action_literal_support=t.ClientCodeActionLiteralOptions(
                code_action_kind=t.ClientCodeActionKindOptions(value_set=["", "quickfix", "source"]))),
        publish_diagnostics=t.PublishDiagnosticsClientCapabilities(related_information=related,
                                                                   version_support=version),
        diagnostic=t.DiagnosticClientCapabilities(dynamic_registration=False,
                                                  related_document_support=False) if pull else None,
    )


def _workspace(*, refresh: bool | None, watch_dynamic: bool) -> t.WorkspaceClientCapabilities:
    return t.WorkspaceClientCapabilities(
        configuration=True,
        workspace_folders=True,
        apply_edit=True,
        did_change_configuration=t.DidChangeConfigurationClientCapabilities(dynamic_registration=False),
        did_change_watched_files=t.DidChangeWatchedFilesClientCapabilities(dynamic_registration=watch_dynamic),
        diagnostics=t.DiagnosticWorkspaceClientCapabilities(refresh_support=refresh) if refresh is not None
        else None,
    )


def _caps(*, pull: bool, refresh: bool | None, watch_dynamic: bool, encodings: list[str] | None,
          related: bool = True, version: bool = True) -> t.ClientCapabilities:
    return t.ClientCapabilities(
        general=t.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        workspace=_workspace(refresh=refresh, watch_dynamic=watch_dynamic),
        text_document=_text_document(pull=pull, related=related, version=version),
    )


# editor -> (capabilities, pulls diagnostics, supports workspace/diagnostic/refresh)
PROFILES: dict[str, tuple[t.ClientCapabilities, bool, bool]] = {
    # vscode-languageclient 9: pulls (the server offers diagnosticProvider) and handles refresh
    "vscode": (_caps(pull=True, refresh=True, watch_dynamic=True, encodings=["utf-16"]), True, True),
    # Neovim 0.7-0.10 (vim.lsp.start_client): push only; file watching not dynamically registered on Linux
    "neovim-0.10": (_caps(pull=False, refresh=None, watch_dynamic=False, encodings=["utf-8", "utf-16", "utf-32"]),
                    False, False),
    # Neovim 0.11+ (vim.lsp.config): pulls, declares no workspace.diagnostics.refreshSupport
    "neovim-0.11": (_caps(pull=True, refresh=None, watch_dynamic=False, encodings=["utf-8", "utf-16", "utf-32"]),
                    True, False),
    # Helix 25.01: push
    "helix": (_caps(pull=False, refresh=None, watch_dynamic=True, encodings=["utf-8", "utf-32", "utf-16"]),
              False, False),
    # Emacs eglot: push; no related information, no versioned publishes
    "eglot": (_caps(pull=False, refresh=None, watch_dynamic=True, encodings=["utf-32", "utf-8", "utf-16"],
                    related=False, version=False), False, False),
}
