"""Checks each decoded JSON-RPC message before pygls sees it, and answers what pygls would leave unanswered.

pygls 2.1 drops a request whose params fail validation (hover at line -1 or 2**31) without a reply, ignores
requests after `shutdown` silently and answers requests before `initialize` with `null`. The LSP spec wants:
InvalidParams (-32602), InvalidRequest (-32600) after shutdown, ServerNotInitialized (-32002) before initialize
(notifications then are dropped, except `exit`).
"""
from __future__ import annotations

import logging
from typing import Any

from lsprotocol.types import EXIT, INITIALIZE, ResponseError

log = logging.getLogger("jax_mesh_lsp.guard")

PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS, INTERNAL_ERROR = -32700, -32600, -32602, -32603
SERVER_NOT_INITIALIZED = -32002


class Guard:
    def __init__(self, server, report):
        self.server = server
        self.report = report          # (text) -> None: logs an error where the user can see it
        self.initialized = False

    def _reply_error(self, msg_id: Any, code: int, message: str) -> None:
        self.server.protocol._send_response(msg_id, None, ResponseError(code=code, message=message))

    def dispatch(self, message: Any) -> None:
        """One decoded message: validated, then handed to pygls. Never raises (except SystemExit on `exit`)."""
        if not isinstance(message, dict):
            self.report(f"JSON-RPC message is not an object ({type(message).__name__}): dropped")
            return
        msg_id = message.get("id")
        has_id = "id" in message and isinstance(msg_id, (int, str)) and not isinstance(msg_id, bool)
        method = message.get("method")
        if message.get("jsonrpc") != "2.0" or ("method" in message and not isinstance(method, str)) \
                or ("id" in message and not has_id and msg_id is not None):
            self.report(f"invalid JSON-RPC message dropped: {str(message)[:200]}")
            if has_id and "method" in message:
                self._reply_error(msg_id, INVALID_REQUEST, "not a valid JSON-RPC 2.0 request")
            return
        is_request = method is not None and has_id
        if method is not None:
            if not self.initialized and method != INITIALIZE:
                if is_request:
                    self._reply_error(msg_id, SERVER_NOT_INITIALIZED, "the server is not initialized yet")
                    return
                if method != EXIT:
                    return     # notifications before initialize are dropped (LSP)
            if getattr(self.server.protocol, "_shutdown", False) and method != EXIT:
                if is_request:
                    self._reply_error(msg_id, INVALID_REQUEST, "the server is shut down")
                return
            if method == INITIALIZE and self.initialized and is_request:
                self._reply_error(msg_id, INVALID_REQUEST, "initialize was already sent")
                return
        protocol = self.server.protocol
        try:
            structured = protocol.structure_message(message)
        except Exception as exc:
            cause = exc.__cause__ or exc
            detail = _short(cause)
            if is_request:  # the envelope was checked above: what does not structure is the params
                self._reply_error(msg_id, INVALID_PARAMS, f"invalid params for {method}: {detail}")
            else:
                self.report(f"message {method or '(response)'} dropped, its params are invalid: {detail}")
            return
        if method == INITIALIZE and is_request:
            self.initialized = True
            _drop_workspace_paths(message.get("params"))
        elif method == "workspace/didChangeWorkspaceFolders":
            event = (message.get("params") or {}).get("event") if isinstance(message.get("params"), dict) else None
            if isinstance(event, dict):
                _drop_workspace_paths({"workspaceFolders": event.get("added")})
        try:
            protocol.handle_message(structured)
        except (SystemExit, KeyboardInterrupt):
            raise
        except Exception as exc:  # pygls answers request errors itself; this is a bug there or here
            log.exception("handling %s failed", method)
            self.report(f"handling {method} failed: {type(exc).__name__}: {exc}")


def _short(exc: BaseException) -> str:
    """cattrs' validation errors nest; the innermost messages say what was wrong."""
    parts: list[str] = []

    def walk(e: BaseException) -> None:
        subs = getattr(e, "exceptions", None)
        if subs:
            for s in subs:
                walk(s)
        else:
            parts.append(f"{type(e).__name__}: {e}")
    walk(exc)
    return "; ".join(parts)[:300] or type(exc).__name__


def _drop_workspace_paths(params: Any) -> None:
    """The workspace folders never serve imports (a folder may be on sys.path via PYTHONPATH or a .pth)."""
    from ..isolation import drop_from_sys_path
    from .util import uri_to_path

    if not isinstance(params, dict):
        return
    folders = [params.get("rootPath")]
    uris = [params.get("rootUri")] + [f.get("uri") for f in params.get("workspaceFolders") or []
                                      if isinstance(f, dict)]
    folders += [uri_to_path(u) for u in uris if isinstance(u, str)]
    removed = drop_from_sys_path([f for f in folders if isinstance(f, str) and f])
    if removed:
        log.warning("removed workspace folders from sys.path: %s", removed)
