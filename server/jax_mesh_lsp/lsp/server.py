"""The language server: pygls 2 on stdio. `main()` is what `jax-mesh-lsp serve` runs.

The handlers are thin and live one feature per module (diagnostics, code_actions, hover, configuration, notebooks,
commands); the engine runs the pure analysis in a worker process. Start-up stays light: the analysis, the knowledge
base and any resolver are imported on first use, not at start.
"""
from __future__ import annotations

import logging
import os
import re
import sys

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from .. import __version__
from .util import log, log_to_client

NAME = "jax-mesh-lsp"


def _lsp_lines(self):
    """pygls splits documents with str.splitlines, which also breaks lines at form feeds, U+2028 and friends;
    LSP (and the Python tokenizer) end lines at \\n, \\r\\n and \\r only. Incremental edits must agree."""
    return tuple(m for m in re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", self.source) if m)


def _patch_pygls() -> None:
    from pygls.workspace.text_document import TextDocument

    from .textsync import apply_incremental_change

    TextDocument.lines = property(_lsp_lines)
    TextDocument._apply_incremental_change = apply_incremental_change  # cost of the edit, not of the file


class JaxMeshServer(LanguageServer):
    def __init__(self) -> None:
        from .configuration import Settings
        from .engine import Engine
        from .notebooks import SYNC_OPTIONS

        super().__init__(NAME, __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
                         notebook_document_sync=SYNC_OPTIONS, max_workers=2)
        self.settings = Settings(self)
        self.engine = Engine(self)
        self.use_pull = False

    def start_io(self, stdin=None, stdout=None) -> None:
        """stdio with our own framing and request checks (transport.py, guard.py) in place of pygls' reader."""
        import asyncio
        import threading

        from pygls.io_ import StdoutWriter

        from . import transport
        from .guard import Guard

        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        self.guard = Guard(self, self.report_transport_error)
        fd = (stdin or sys.stdin.buffer).fileno()
        try:
            asyncio.run(transport.serve(self._stop_event, fd, self.guard.dispatch, self.report_transport_error))
        except BrokenPipeError:
            log.error("%s: the client's end of the pipe is gone; exiting", NAME)
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()

    def report_transport_error(self, text: str) -> None:
        """A message that could not be read or was refused: logged on stderr and to the client."""
        log_to_client(self, f"{NAME}: {text}", "error")

    def report_server_error(self, error: Exception, source) -> None:
        """Errors outside a request (a failed notification handler, a message that does not parse): logged to
        the client's output, never a pop-up, never fatal."""
        log_to_client(self, f"{NAME}: internal error ({getattr(source, '__name__', source)}): {error}", "error")

    def request_diagnostic_refresh(self) -> None:
        caps = self.client_capabilities
        ws = caps.workspace if caps else None
        if self.use_pull and ws and ws.diagnostics and ws.diagnostics.refresh_support:
            try:
                self.workspace_diagnostic_refresh(None)
            except Exception as exc:  # pragma: no cover
                log_to_client(self, f"{NAME}: workspace/diagnostic/refresh failed: {exc}", "warning")


def create_server() -> JaxMeshServer:
    from . import code_actions, commands, configuration, diagnostics, hover, notebooks

    _patch_pygls()
    server = JaxMeshServer()
    for module in (configuration, diagnostics, notebooks, code_actions, hover, commands):
        module.register(server)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls, params=None):
        ls.engine.worker.stop()

    return server


def _setup_logging(log_file: str | None) -> None:
    # pygls logs every message body at INFO: keep it quiet unless something is wrong
    logging.getLogger("pygls").setLevel(logging.WARNING)
    if log_file:
        handler = logging.FileHandler(log_file, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root = logging.getLogger()
        root.addHandler(handler)
        log.setLevel(logging.DEBUG)
        root.setLevel(logging.INFO)
    else:
        # stderr is the editor's output channel: warnings and worse only
        logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                            format="%(levelname)s %(name)s: %(message)s")


def main(log_file: str | None = None, argv: list[str] | None = None) -> int:
    """Runs the server on stdin/stdout until the client says exit. `--log-file PATH` (or `log_file`) also writes
    the server log to a file; `--stdio` is accepted and ignored (stdio is the only transport)."""
    args = list(sys.argv[1:] if argv is None else argv)
    while args:
        arg = args.pop(0)
        if arg == "--log-file" and args:
            log_file = args.pop(0)
        elif arg.startswith("--log-file="):
            log_file = arg.split("=", 1)[1]
    from ..isolation import drop_from_sys_path
    drop_from_sys_path()  # also when started some other way than `python -m jax_mesh_lsp` (see isolation.py)
    _setup_logging(log_file)
    # Every thread started from here on (analysis pools, the stdin reader) gets a big stack, so a deeply nested
    # file is retried in place with a higher recursion limit (analysis/deep.py). Reserved, not resident.
    import threading
    from ..analysis import deep
    threading.stack_size(deep.STACK_BYTES)
    deep.ALL_THREADS_BIG = True
    server = create_server()
    # Everything imported so far lives as long as the process: keep it out of the collector's way (the
    # analysis allocates many short-lived AST nodes, and full collections would walk all of pygls' types).
    import gc
    gc.freeze()
    server.engine.gc.install()  # collect when idle, not mid-typing (see idle_gc.py)
    server.engine.worker.start_forked()  # the analysis worker, while this process has one thread (worker_client.py)
    log.info("%s %s starting on stdio (python %s)", NAME, __version__, sys.version.split()[0])
    server.start_io()
    # LSP: exit code 0 after a `shutdown` request, 1 when the client vanished or sent `exit` alone. Exit at
    # once: an analysis still running in a worker thread (or a hung jedi) must not keep the process alive.
    code = 0 if getattr(server.protocol, "_shutdown", False) else 1
    server.engine.worker.kill()
    logging.shutdown()
    try:
        sys.stdout.flush()
    except Exception:
        pass
    os._exit(code)
