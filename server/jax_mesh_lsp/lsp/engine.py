"""Runs the analysis off the event loop and keeps the latest result per unit (a text document or a notebook).

- A snapshot (text, version, options) is taken on the event loop; the analysis and the translation to LSP types
  run in the analysis worker, a separate process (worker.py, worker_client.py): a thread would hold the GIL
  through the parse of a big file and stall every request. Results come back as plain data.
- Results are keyed by (document version, settings generation): a result computed for an older version is never
  published or used; the work is simply redone for the newest text.
- Pushing is debounced per document and coalesced: while an analysis runs, further changes only mark the
  document dirty; when it finishes, a stale result is dropped and the newest text analysed.
- One answer per version: the result of a document is the complete one (this file, then the project's modules
  when cross-file is on), computed in one worker job. A single-file result is never published or pulled (it
  would drop the cross-file findings for a moment: flicker).
- Hover and code actions answer from the last complete result without waiting for a running analysis (code
  actions only when it was computed for the same text; hover checks the hovered line is unchanged).
- Other documents: when a document's text changed, the open documents that import it are re-analysed; their
  new answer is pushed, or a pull client with refresh support is asked to refresh once, only if it differs
  from what that client was last given. A re-analysis caused by another module announces nothing further, so
  modules that import each other cannot ping-pong.
- The workspace's code is never imported or run: the analysis reads text only.
"""
from __future__ import annotations

import asyncio
import io
import os
import time
import tokenize
import traceback
from dataclasses import dataclass, field
from typing import Any

from lsprotocol import types

from ..analysis.findings import Span
from . import convert
from .util import log, log_to_client, same_path, uri_key, uri_to_path, path_to_uri

MAX_CHARS = int(os.environ.get("JAX_MESH_LSP_MAX_CHARS", 2_000_000))
DEBOUNCE_S = float(os.environ.get("JAX_MESH_LSP_DEBOUNCE_MS", "10")) / 1000
REFRESH_COALESCE_S = 0.05     # refresh requests closer than this are sent once
PYTHON_LANGUAGES = ("python", "", None)


def is_python(doc) -> bool:
    return doc.language_id in PYTHON_LANGUAGES or str(doc.uri).endswith((".py", ".pyi"))


@dataclass
class DocSnapshot:
    uri: str
    version: int | None
    text: str


@dataclass
class Snapshot:
    unit: str
    key: tuple
    kind: str                      # "text" | "notebook"
    path: str | None
    source: str
    docs: list[DocSnapshot]
    program: Any                   # NotebookProgram | None
    resolved: Any                  # configuration.Resolved
    encoding: str
    open_texts: dict[str, str] = field(default_factory=dict)   # filled in the worker (worker.open_documents)
    open_versions: dict[str, Any] = field(default_factory=dict)
    roots: tuple[str, ...] = ()    # workspace folders (paths): the cross-file projects


@dataclass
class DocResult:
    uri: str
    version: int | None
    lines: list[str]
    items: list[convert.Item] = field(default_factory=list)

    @property
    def diagnostics(self) -> list[types.Diagnostic]:
        return [item.diagnostic for item in self.items]


@dataclass
class Analysed:
    snapshot: Snapshot
    result: Any                    # AnalysisResult | None
    docs: dict[str, DocResult]     # by uri_key
    note: str | None = None        # why nothing was reported (syntax error, too big, ...), for the log
    note_level: str = "log"
    elapsed: float = 0.0
    phase: str = "single"          # "single": this file alone (fast); "cross": with the project's modules
    dependents: tuple[str, ...] = ()

    @property
    def result_id(self) -> str:
        """The same diagnostics give the same id (a pull then answers `unchanged`)."""
        return f"{hash(repr(self.signature())) & 0xFFFFFFFFFFFF:x}"

    def signature(self) -> dict:
        # everything a client shows: a settings change of severity alone must count as a change
        return {k: [(i.finding.code, i.span, i.finding.message, i.finding.severity, len(i.finding.related),
                     len(i.fixes)) for i in d.items] for k, d in self.docs.items()}

    def same_diagnostics(self, other: "Analysed | None") -> bool:
        return other is not None and self.signature() == other.signature()

    @property
    def key(self) -> tuple:
        return self.snapshot.key

    def doc(self, uri: str) -> DocResult | None:
        return self.docs.get(uri_key(uri))


class Engine:
    def __init__(self, server):
        from .idle_gc import IdleCollector
        from .worker_client import WorkerClient

        self.server = server
        self.gc = IdleCollector(on_idle=self._idle)
        self.worker = WorkerClient(self._documents, lambda text, level: log_to_client(server, text, level))
        self.results: dict[str, Analysed] = {}
        self.inflight: dict[str, tuple[tuple, asyncio.Future]] = {}
        self.push_tasks: dict[str, asyncio.Task] = {}
        self.push_running: set[str] = set()
        self.published: dict[str, set[str]] = {}   # unit -> uris that got diagnostics
        self.last_note: dict[str, str | None] = {}
        self.xgen: dict[str, int] = {}               # bumped when a module this unit imports changed
        self.announced: dict[str, tuple] = {}        # unit -> the text its dependents were last told about
        self.dependent_tasks: dict[str, asyncio.Task] = {}
        self.delivered: dict[str, dict] = {}         # unit -> signature of the last answer a pull returned
        self.last_published: dict[str, tuple] = {}   # unit -> (versions, signature) of the last push
        self.refresh_pending = False
        self.quiet_push: set[str] = set()            # units whose next push is skipped if nothing changed
        self.cross_used = False

    # --- units -------------------------------------------------------------------------------------------
    @property
    def workspace(self):
        return self.server.workspace

    def unit_of(self, uri: str) -> str | None:
        """The unit a document belongs to: the notebook of a cell, else the document itself (if open)."""
        ws = self.workspace
        key = uri_key(uri)
        if key in ws.notebook_documents:
            return key
        notebook = ws.get_notebook_document(cell_uri=uri)
        if notebook is not None:
            return uri_key(notebook.uri)
        if key in ws.text_documents:
            return key
        return None

    def open_units(self) -> list[str]:
        ws = self.workspace
        cells = set()
        for nb in ws.notebook_documents.values():
            cells.update(uri_key(c.document) for c in nb.cells)
        units = [uri_key(u) for u in ws.notebook_documents]
        units += [u for u in ws.text_documents if u not in cells]
        return units

    def key(self, unit: str) -> tuple | None:
        ws = self.workspace
        gen = self.server.settings.generation
        nb = ws.notebook_documents.get(unit)
        if nb is not None:
            cells = []
            for c in nb.cells:
                doc = ws.text_documents.get(uri_key(c.document))
                cells.append((c.document, int(c.kind), doc.version if doc else None,
                              hash(doc._source or "") if doc else 0))
            return ("notebook", nb.version, tuple(cells), gen)
        doc = ws.text_documents.get(unit)
        if doc is None:
            return None
        text = doc._source or ""
        return ("text", doc.version, len(text), hash(text), gen, self.xgen.get(unit, 0))

    def snapshot(self, unit: str) -> Snapshot | None:
        from ..notebook import Cell, build_program

        ws = self.workspace
        key = self.key(unit)
        if key is None:
            return None
        encoding = str(getattr(ws.position_encoding, "value", ws.position_encoding) or "utf-16")
        nb = ws.notebook_documents.get(unit)
        if nb is not None:
            path = uri_to_path(nb.uri)
            docs, cells = [], []
            for c in nb.cells:
                doc = ws.text_documents.get(uri_key(c.document))
                if doc is None:
                    continue
                text = doc._source or ""
                docs.append(DocSnapshot(c.document, doc.version, text))
                if c.kind == types.NotebookCellKind.Code and doc.language_id in PYTHON_LANGUAGES:
                    cells.append(Cell(uri_key(c.document), text))
            program = build_program(cells)
            resolved = self.server.settings.for_uri(nb.uri, path)
            return Snapshot(unit, key, "notebook", path, program.source, docs, program, resolved, encoding)
        doc = ws.text_documents[unit]
        path = uri_to_path(doc.uri)
        resolved = self.server.settings.for_uri(doc.uri, path)
        text = doc._source or ""
        if not is_python(doc):
            text = ""  # not ours: an empty result
        roots = tuple(p for p in (uri_to_path(f) for f in self.server.settings.folders()) if p)
        return Snapshot(unit, key, "text", path, text, [DocSnapshot(doc.uri, doc.version, text)], None, resolved,
                        encoding, roots=roots)

    def _documents(self) -> dict[str, tuple[Any, str]]:
        """The open documents, for the worker (it gets what changed since the last job)."""
        return {u: (d.version, d._source or "") for u, d in self.workspace.text_documents.items()}

    # --- results -----------------------------------------------------------------------------------------
    def cached(self, unit: str) -> Analysed | None:
        a = self.results.get(unit)
        if a is not None and a.key == self.key(unit):
            return a
        return None

    async def current(self, unit: str) -> Analysed | None:
        """The complete analysis of the unit's current text and settings (computed if needed, shared with other
        waiters)."""
        self.gc.touch()
        settings = self.server.settings
        if not settings.ready.is_set():
            try:
                await asyncio.wait_for(settings.ready.wait(), timeout=3)
            except asyncio.TimeoutError:
                settings.ready.set()
        while True:
            key = self.key(unit)
            if key is None:
                return None
            cached = self.results.get(unit)
            if cached is not None and cached.key == key:
                return cached
            running = self.inflight.get(unit)
            if running is not None and running[0] == key:
                future = running[1]
            else:
                snap = self.snapshot(unit)
                if snap is None:
                    return None
                future = asyncio.ensure_future(self._analyse(snap))
                self.inflight[unit] = (key, future)
                future.add_done_callback(lambda f, u=unit: self._done(u, f))
            analysed = await asyncio.shield(future)
            if analysed is None:
                return None  # shutting down
            if analysed.key == self.key(unit):
                return analysed
            # the document moved on while this ran: drop the result, analyse the newest text

    async def known(self, unit: str, same_text: bool = False) -> Analysed | None:
        """What is known without waiting for a running analysis: the last complete result (of an older version
        too; `same_text`: only one computed for the current text and settings). Waits only when there is none."""
        key = self.key(unit)
        last = self.results.get(unit)
        if last is not None and key is not None and (not same_text or _same_text(last.key, key)):
            self.gc.touch()
            return last
        return await self.current(unit)

    def for_current_text(self, unit: str, analysed: Analysed) -> bool:
        key = self.key(unit)
        return key is not None and _same_text(analysed.key, key)

    async def _analyse(self, snap: Snapshot) -> Analysed | None:
        """One job in the worker; a stale result (the text changed before its turn) when it was not worth it;
        None when the server is shutting down."""
        from .worker_client import Skipped, Stopped

        try:
            analysed = await self.worker.call(analyse_in_worker, snap,
                                              wanted=lambda: self.key(snap.unit) == snap.key)
        except Skipped:
            return Analysed(snap, None, {}, note="stale")
        except Stopped:
            return None
        analysed.snapshot = snap  # the worker sends back everything but the text it was given
        return analysed

    def _done(self, unit: str, future: asyncio.Future) -> None:
        running = self.inflight.get(unit)
        if running is not None and running[1] is future:
            del self.inflight[unit]
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log_to_client(self.server, f"jax-mesh-lsp: analysis crashed: {exc!r}", "error")
            return
        analysed: Analysed | None = future.result()
        if analysed is not None and analysed.key == self.key(unit):
            self.results[unit] = analysed
            if analysed.phase == "cross":
                self.cross_used = True
                self._announce(unit, analysed)
            if analysed.note != self.last_note.get(unit):
                self.last_note[unit] = analysed.note
                if analysed.note:
                    name = os.path.basename(analysed.snapshot.path or unit)
                    log_to_client(self.server, f"jax-mesh-lsp: {name}: {analysed.note}", analysed.note_level)
            log.debug("analysed %s in %.1f ms", unit, analysed.elapsed * 1000)

    # --- other documents ------------------------------------------------------------------------------------
    def _announce(self, unit: str, analysed: Analysed) -> None:
        """This document's text is new to its dependents: re-check the open ones that import it. Only a change of
        text announces (not a re-analysis caused by another module), so there is no loop."""
        text = analysed.key[2:4]  # (length, hash) of the text
        if self.announced.get(unit) == text:
            return
        self.announced[unit] = text
        for path in analysed.dependents:
            dep = self.unit_of(path_to_uri(path))
            if dep is not None and dep != unit and self.workspace.text_documents.get(dep) is not None:
                self.dependent_changed(dep)

    def dependent_changed(self, unit: str) -> None:
        """A module `unit` imports changed: analyse it again; tell the client only if its answer changed."""
        self.xgen[unit] = self.xgen.get(unit, 0) + 1
        if not getattr(self.server, "use_pull", False):
            self.schedule(unit, 0, only_if_changed=True)
            return
        old = self.dependent_tasks.get(unit)
        if old is not None and not old.done():
            old.cancel()
        self.dependent_tasks[unit] = asyncio.ensure_future(self._recheck_for_pull(unit))

    async def _recheck_for_pull(self, unit: str) -> None:
        try:
            analysed = await self.current(unit)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # pragma: no cover
            log.warning("re-checking %s failed: %s", unit, exc)
            return
        if analysed is None:
            return
        delivered = self.delivered.get(unit)
        if delivered is not None and delivered != analysed.signature():
            self.request_refresh()

    def delivered_to_pull(self, unit: str, analysed: Analysed) -> None:
        self.delivered[unit] = analysed.signature()

    def request_refresh(self) -> None:
        """Ask a pull client to pull again (when it supports that); several requests close together go once."""
        if self.refresh_pending:
            return
        self.refresh_pending = True

        def fire():
            self.refresh_pending = False
            self.server.request_diagnostic_refresh()

        asyncio.get_running_loop().call_later(REFRESH_COALESCE_S, fire)

    async def modules_changed_on_disk(self, uris: list[str]) -> None:
        """Files changed outside the editor: re-check the open documents whose cross-file result read them."""
        if not self.cross_used or self.nothing_open():
            return  # (nothing open: no document to re-check, and no worker to start just for this)
        paths = [p for p in (uri_to_path(u) for u in uris) if p]
        roots = tuple(p for p in (uri_to_path(f) for f in self.server.settings.folders()) if p)
        found = await self.worker.call(changed_on_disk, paths, roots)
        for path in found:
            unit = self.unit_of(path_to_uri(path))
            if unit is None or self.workspace.text_documents.get(unit) is None:
                continue
            self.dependent_changed(unit)

    def close_cross_file(self, uri: str) -> None:
        path = uri_to_path(uri)
        if path is None or not self.cross_used:
            return
        roots = tuple(p for p in (uri_to_path(f) for f in self.server.settings.folders()) if p)
        self.worker.post(close_document, path, roots)

    # --- push ----------------------------------------------------------------------------------------------
    def schedule(self, unit: str, delay: float | None = None, only_if_changed: bool = False) -> None:
        """Publish diagnostics for the unit soon (push clients only); `delay` None: the debounce.
        `only_if_changed`: skip the publish if the client already shows the same (another module changed)."""
        if delay is None:
            delay = DEBOUNCE_S
        self.gc.touch()
        if getattr(self.server, "use_pull", False):
            return
        if only_if_changed:
            self.quiet_push.add(unit)
        else:
            self.quiet_push.discard(unit)
        task = self.push_tasks.get(unit)
        if task is not None and not task.done():
            if unit in self.push_running:
                return  # the running push re-analyses the newest text when it finds its result stale
            task.cancel()  # still waiting out the debounce: start the wait again
        self.push_tasks[unit] = asyncio.ensure_future(self._push(unit, delay))

    async def _push(self, unit: str, delay: float) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        self.push_running.add(unit)
        try:
            analysed = await self.current(unit)
            if analysed is None or analysed.key != self.key(unit):
                return
            self.publish(analysed, only_if_changed=unit in self.quiet_push)
            self.quiet_push.discard(unit)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log_to_client(self.server, f"jax-mesh-lsp: publishing diagnostics failed: {exc!r}\n"
                                       f"{traceback.format_exc()}", "error")
        finally:
            self.push_running.discard(unit)

    def publish(self, analysed: Analysed, only_if_changed: bool = False) -> None:
        unit = analysed.snapshot.unit
        shown = (tuple(d.version for d in analysed.docs.values()), analysed.signature())
        if only_if_changed and self.last_published.get(unit) == shown:
            return  # the client shows exactly this already
        self.last_published[unit] = shown
        sent = set()
        for key, doc in analysed.docs.items():
            self.server.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(uri=doc.uri, diagnostics=doc.diagnostics, version=doc.version))
            sent.add(doc.uri)
        for uri in self.published.get(unit, set()) - sent:  # cells that left the notebook
            self.clear_uri(uri)
        self.published[unit] = sent

    def clear_uri(self, uri: str) -> None:
        if getattr(self.server, "use_pull", False):
            return
        self.server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    def forget(self, unit: str, uris: list[str] | None = None) -> None:
        """A document or notebook closed: stop its work, clear what it showed (and collect once idle)."""
        self.gc.touch()
        task = self.push_tasks.pop(unit, None)
        if task is not None and not task.done():
            task.cancel()
        dependent = self.dependent_tasks.pop(unit, None)
        if dependent is not None and not dependent.done():
            dependent.cancel()
        self.results.pop(unit, None)
        self.announced.pop(unit, None)
        self.delivered.pop(unit, None)
        self.last_published.pop(unit, None)
        self.quiet_push.discard(unit)
        self.last_note.pop(unit, None)
        self.xgen.pop(unit, None)
        try:
            self.close_cross_file(unit)
        except Exception as exc:  # pragma: no cover
            log.warning("closing the cross-file overlay failed: %s", exc)
        for uri in set(uris or []) | self.published.pop(unit, set()):
            self.clear_uri(uri)

    def nothing_open(self) -> bool:
        return not self.workspace.text_documents and not self.workspace.notebook_documents

    def _idle(self) -> None:
        """The editor is idle (idle_gc.py): the worker collects its garbage; with nothing open, a fresh worker
        replaces it (everything the projects held goes back to the system)."""
        if self.worker.closed:
            return
        if self.nothing_open() and not self.inflight:
            asyncio.ensure_future(self.worker.recycle())
        elif self.worker.jobs != self.worker.collected_at:  # something was analysed since the last collection
            from .worker import collect
            self.worker.collected_at = self.worker.jobs + 1  # (the collection is a job too)
            self.worker.post(collect)

    def reanalyse_all(self) -> None:
        for unit in self.open_units():
            self.schedule(unit, 0)


def _same_text(a: tuple, b: tuple) -> bool:
    """Two keys of the same text and settings (a text key's last part counts changes of imported modules)."""
    return a == b or (a[0] == b[0] == "text" and a[:-1] == b[:-1])


# --- the work done in the analysis worker (a separate process) -------------------------------------------------

def analyse_in_worker(snap: Snapshot) -> Analysed:
    """The complete answer of a version, as plain data for the server: no snapshot (the server has it), and of
    the analysis result only what hover reads (meshes and their names)."""
    from .worker import open_documents

    snap.open_texts, snap.open_versions = open_documents()
    analysed = analyse_complete(snap)
    analysed.snapshot = None
    analysed.result = MeshSummary.of(analysed.result)
    return analysed


def changed_on_disk(paths: list[str], roots: tuple[str, ...]) -> set[str]:
    """Modules changed outside the editor: forget them; the documents whose analysis read them."""
    from ..crossfile import project_for
    out: set[str] = set()
    for path in paths:
        project = project_for(path, roots)
        project.invalidate(path)
        out |= project.dependents(path)
    return out


def close_document(path: str, roots: tuple[str, ...]) -> None:
    from ..crossfile import project_for
    project_for(path, roots).close_document(path)


@dataclass
class MeshInfo:
    """A mesh as hover shows it (analysis.values.MeshVal without its syntax tree)."""
    key_value: int
    description: str
    span: Any
    path: str | None
    problem: str | None

    def key(self) -> int:
        return self.key_value

    def describe(self) -> str:
        return self.description


@dataclass
class MeshSummary:
    """What hover reads of an AnalysisResult."""
    meshes: list[MeshInfo]
    mesh_names: dict[int, str]

    @classmethod
    def of(cls, result) -> "MeshSummary | None":
        if result is None:
            return None
        meshes = [MeshInfo(m.key(), m.describe(), m.span, m.path, m.problem) for m in result.meshes]
        return cls(meshes, dict(getattr(result, "mesh_names", None) or {}))


def _read_lines(path: str) -> list[str] | None:
    from ..files import InputError, read_bytes_safely
    try:
        data = read_bytes_safely(path)  # a regular file under the size cap only (never a FIFO or /dev/zero)
    except InputError:
        return None
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        text = data.decode("utf-8", errors="replace")
    return convert.lsp_lines(text.lstrip("\ufeff"))


class _Placer:
    """Places spans of the analysed program in documents: the document itself, a notebook cell, another file."""

    def __init__(self, snap: Snapshot, docs: dict[str, DocResult]):
        self.snap = snap
        self.docs = docs
        self.other_lines: dict[str, list[str] | None] = {}

    def locate(self, span: Span, path: str | None) -> tuple[str, Span] | None:
        snap = self.snap
        if path is None or same_path(path, snap.path) or (snap.path is None and path == snap.path):
            if snap.program is not None:
                placed = snap.program.to_cell(span)
                if placed is None:
                    return None
                cell, local = placed
                return self.docs[cell.id].uri, local
            return snap.docs[0].uri, span
        return path_to_uri(path), span

    def lines(self, uri: str) -> list[str] | None:
        key = uri_key(uri)
        if key in self.docs:
            return self.docs[key].lines
        if key not in self.other_lines:
            text = self.snap.open_texts.get(key)
            if text is not None:
                self.other_lines[key] = convert.lsp_lines(text)
            else:
                path = uri_to_path(uri)
                self.other_lines[key] = _read_lines(path) if path else None
        return self.other_lines[key]

    def range(self, uri: str, span: Span) -> convert.types.Range | None:
        lines = self.lines(uri)
        if lines is None:
            return None
        return convert.span_to_range(lines, span, self.snap.encoding)


def analyse(snap: Snapshot) -> Analysed:
    """Analysis + translation to LSP types. Runs in the worker; never raises."""
    start = time.perf_counter()
    over = len(snap.source) > MAX_CHARS  # not analysed: its lines are never needed (and cost ~0.3 s at 10 MB)
    docs = {uri_key(d.uri): DocResult(d.uri, d.version, [] if over else convert.lsp_lines(d.text))
            for d in snap.docs}
    analysed = Analysed(snap, None, docs)
    try:
        if not snap.resolved.enabled:
            analysed.note = "disabled by the jaxMesh.enable setting"
        elif len(snap.source) > MAX_CHARS:
            analysed.note = (f"not analysed: {len(snap.source):,} characters is over the limit of "
                             f"{MAX_CHARS:,} (JAX_MESH_LSP_MAX_CHARS)")
            analysed.note_level = "info"
        elif snap.source.strip():
            _analyse_into(snap, analysed)
    except RecursionError:
        analysed.note = "not analysed: the file nests too deeply"
    except Exception as exc:
        analysed.note = f"analysis failed: {type(exc).__name__}: {exc}\n{traceback.format_exc()}"
        analysed.note_level = "error"
        for doc in docs.values():
            doc.items = []
    analysed.elapsed = time.perf_counter() - start
    return analysed


def _analyse_into(snap: Snapshot, analysed: Analysed) -> None:
    from ..analysis import analyze_module

    result = analyze_module(snap.source, snap.path, snap.resolved.options)
    analysed.result = result
    if result.error:
        analysed.note = result.error
        analysed.note_level = "log" if result.error.startswith("not analysed") else "warning"
    _place(snap, analysed, result.findings)


def wants_cross_file(first: Analysed) -> bool:
    snap = first.snapshot
    return not (snap.kind != "text" or snap.path is None or first.result is None or first.note
                or not getattr(snap.resolved, "cross_file", True) or os.environ.get("JAX_MESH_LSP_NO_CROSS_FILE"))


def analyse_complete(snap: Snapshot) -> Analysed:
    """The one answer of a version: this file alone, then (cross-file on) with the project's modules.
    Never raises."""
    first = analyse(snap)
    if not wants_cross_file(first):
        return first
    start = time.perf_counter()
    try:
        second = analyse_cross_file(first)
    except Exception as exc:
        log.warning("cross-file analysis failed: %r\n%s", exc, traceback.format_exc())
        first.note = f"cross-file analysis failed: {type(exc).__name__}: {exc}"
        first.note_level = "warning"
        return first
    if second is None:
        return first  # stale: the caller analyses the newest text
    second.elapsed = first.elapsed + (time.perf_counter() - start)
    return second


def analyse_cross_file(first: Analysed) -> Analysed | None:
    """The cross-file phase: the project's open buffers as overlays, then this document."""
    snap = first.snapshot
    from ..crossfile import project_for

    start = time.perf_counter()
    project = project_for(snap.path, snap.roots)
    for key, text in snap.open_texts.items():
        if key == uri_key(snap.docs[0].uri):
            continue
        path = uri_to_path(key) if key.startswith("file:") else None
        if path is not None and path.endswith((".py", ".pyi")):
            project.update_document(path, text, snap.open_versions.get(key))
    findings = project.analyze_document(snap.path, snap.source, snap.docs[0].version, snap.resolved.options)
    docs = {k: DocResult(d.uri, d.version, d.lines) for k, d in first.docs.items()}
    second = Analysed(snap, first.result, docs, phase="cross")
    try:
        second.dependents = tuple(sorted(project.dependents(snap.path)))
    except Exception:
        second.dependents = ()
    _place(snap, second, findings)
    second.elapsed = time.perf_counter() - start
    return second


def _place(snap: Snapshot, analysed: Analysed, findings) -> None:
    from ..knowledge import entry

    placer = _Placer(snap, analysed.docs)
    template = snap.resolved.url_template
    for finding in findings:
        placed = placer.locate(finding.span, finding.path)
        if placed is None:
            continue
        uri, span = placed
        doc = analysed.docs.get(uri_key(uri))
        if doc is None:
            continue  # a finding in another file (reached through a call): that file reports its own
        rng = convert.span_to_range(doc.lines, span, snap.encoding)
        related = []
        for rel in finding.related:
            where = placer.locate(rel.span, rel.path if rel.path is not None else finding.path)
            if where is None:
                continue
            r = placer.range(*where)
            if r is not None:
                related.append((where[0], r, rel.message))
        fixes = []
        for fix in finding.fixes:
            edits = []
            for edit in fix.edits:
                where = placer.locate(edit.span, edit.path if edit.path is not None else finding.path)
                r = placer.range(*where) if where is not None else None
                if r is None:
                    edits = None
                    break
                edits.append(convert.Edit(where[0], r, edit.new_text, where[1]))
            if edits:
                fixes.append(convert.ResolvedFix(fix.title, edits, fix.safe, fix.preferred))
        e = entry(finding.code)
        href = e.url(template) if e is not None else None
        diag = convert.diagnostic(finding, rng, related, fixes, href, doc.version)
        doc.items.append(convert.Item(finding, doc.uri, span, diag, fixes))
