"""Small things every feature module needs: guarded handlers, logging to the client, URIs and paths."""
from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import os
import traceback
from typing import Any, Callable
from urllib.parse import unquote, urlparse

log = logging.getLogger("jax_mesh_lsp")


def guarded(default: Any = None) -> Callable:
    """Wraps a handler (sync or async; first parameter `ls`) so that an exception is logged to the client
    (window/logMessage) and the handler answers `default`: no handler error ever reaches the transport or
    stops the server. Cancellation ($/cancelRequest) still propagates."""

    def decorate(fn: Callable) -> Callable:
        if inspect.iscoroutinefunction(fn):
            @functools.wraps(fn)
            async def async_wrapper(ls, *args, **kwargs):
                try:
                    return await fn(ls, *args, **kwargs)
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    report(ls, fn.__name__, exc)
                    return default() if callable(default) else default
            return async_wrapper

        @functools.wraps(fn)
        def wrapper(ls, *args, **kwargs):
            try:
                return fn(ls, *args, **kwargs)
            except Exception as exc:
                report(ls, fn.__name__, exc)
                return default() if callable(default) else default
        return wrapper

    return decorate


def report(ls, where: str, exc: BaseException) -> None:
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    log.error("%s failed: %s", where, text)
    log_to_client(ls, f"jax-mesh-lsp: {where} failed: {type(exc).__name__}: {exc}\n{text}", "error")


_LEVELS = {"error": 1, "warning": 2, "info": 3, "log": 4}
# The setting jaxMesh.logLevel (error | warning | info | debug): messages less severe are not sent to the client
# (`info` includes window/logMessage's `Log` type, the analysis' notes such as "not analysed: SyntaxError").
client_log_level = {"value": 4}
_SETTING_LEVELS = {"error": (1, logging.ERROR), "warning": (2, logging.WARNING), "info": (4, logging.INFO),
                   "debug": (4, logging.DEBUG)}


def set_client_log_level(name) -> None:
    level = _SETTING_LEVELS.get(str(name).lower()) if name else None
    if level is not None:
        client_log_level["value"] = level[0]
        log.setLevel(level[1])


def log_to_client(ls, message: str, level: str = "info") -> None:
    """window/logMessage; never raises (the transport may be gone)."""
    from lsprotocol import types

    getattr(log, {"log": "debug"}.get(level, level), log.info)(message)
    if _LEVELS.get(level, 3) > client_log_level["value"]:
        return
    try:
        ls.window_log_message(types.LogMessageParams(type=types.MessageType(_LEVELS[level]), message=message))
    except Exception:  # pragma: no cover - nothing left to tell
        pass


def uri_to_path(uri: str) -> str | None:
    """The file system path of a file: URI, else None (untitled:, vscode-notebook-cell:, ...)."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    path = unquote(parsed.path)
    if os.name == "nt" and len(path) >= 3 and path[0] == "/" and path[2] == ":":  # pragma: no cover
        path = path[1:]
    if parsed.netloc and parsed.netloc != "localhost":  # pragma: no cover - UNC
        path = f"//{parsed.netloc}{path}"
    return path


def path_to_uri(path: str) -> str:
    from pygls.uris import from_fs_path

    return from_fs_path(os.path.abspath(path)) or f"file://{path}"


def same_path(a: str | None, b: str | None) -> bool:
    if a is None or b is None:
        return False
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


def uri_key(uri: str) -> str:
    """URIs as pygls' workspace keys them (percent-decoded)."""
    return unquote(uri)
