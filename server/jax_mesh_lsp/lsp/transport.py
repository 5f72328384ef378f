"""JSON-RPC over stdio, framed defensively.

pygls 2.1's reader (`pygls.io_.run_async`) only knows `Content-Length: N\\r\\n` spelled exactly so: one header it
does not match (lower case, LF line ends, a bad number) and every later message is read as junk, so the server
stays alive and deaf; a huge length makes it try to read that many bytes. Here:

- header names are case-insensitive (as the LSP spec says) and lines may end in LF alone;
- a bad or oversized Content-Length is logged and dropped; the stream resynchronises at the next valid header,
  also when it is glued to junk (the rest of a body that was shorter than announced);
- a body that announced too many bytes is cut where the next header starts (a raw `Content-Length: N` line can
  never be part of a JSON text), and a body that does not parse is searched for a header to restart from;
- bodies are decoded on the reader thread (big stack), so deep JSON never recurses on the event loop.

Whatever is dropped is logged with the reason; the server never blocks on a body that will not come.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import threading
from typing import Callable

log = logging.getLogger("jax_mesh_lsp.transport")

# VS Code never syncs a document over 50 MB to extensions; a bigger message is a framing error (or an attack)
MAX_MESSAGE_BYTES = int(os.environ.get("JAX_MESH_LSP_MAX_MESSAGE_BYTES", 64 * 1024 * 1024))
MAX_HEADER_LINE = 64 * 1024
_HEADER = re.compile(rb"content-length[ \t]*:[ \t]*([^\r\n]*?)[ \t]*\r?$", re.IGNORECASE)
# a complete Content-Length line inside a body: where the next message starts
_HEADER_IN_BODY = re.compile(rb"content-length[ \t]*:[ \t]*\d+[ \t]*\r?\n", re.IGNORECASE)
_OTHER_HEADER = re.compile(rb"^[A-Za-z][A-Za-z0-9-]*[ \t]*:")
_NAME = b"content-length"
_AGAIN = object()  # _body: the body was cut short, read headers again


class FrameReader:
    """Bytes in, message bodies out. `feed` adds bytes; `next_body` returns one complete body or None;
    `unread` puts bytes back in front (to restart at a header found inside a bad body)."""

    def __init__(self, max_bytes: int = MAX_MESSAGE_BYTES, report: Callable[[str], None] | None = None):
        self.max_bytes = max_bytes
        self.buf = bytearray()
        self.length: int | None = None     # the announced length of the message whose headers are being read
        self.in_body = False
        self.saw_header = False            # some header line in the current block (a blank line ends it)
        self._scanned = 0                  # body bytes already searched for a glued header
        self._report = report or (lambda msg: log.error("%s", msg))
        self._burst = 0                    # errors since the last good message (a flood of junk is not logged
        self._hushed = 0                   # line by line: after MAX_BURST, only counted)

    MAX_BURST = 20

    def report(self, text: str) -> None:
        self._burst += 1
        if self._burst <= self.MAX_BURST:
            self._report(text + (" (further framing errors are counted, not logged)"
                                 if self._burst == self.MAX_BURST else ""))
        else:
            self._hushed += 1

    def good(self) -> None:
        """A message was read: the next error is news again."""
        if self._hushed:
            self._report(f"{self._hushed} more framing errors were not logged")
        self._burst = self._hushed = 0

    def feed(self, data: bytes) -> None:
        self.buf += data

    def unread(self, data: bytes) -> None:
        self.buf[0:0] = data

    def next_body(self) -> bytes | None:
        while True:
            if self.in_body:
                body = self._body()
                if body is _AGAIN:
                    continue   # the body was cut at a header: read that message's headers now
                return body
            nl = self.buf.find(b"\n")
            if nl < 0:
                if len(self.buf) > MAX_HEADER_LINE:
                    # junk with no line end (a body without headers): keep a tail that may start a header
                    keep = len(_NAME) + 32
                    self.report(f"dropped {len(self.buf) - keep} bytes of unframed input")
                    del self.buf[:-keep]
                return None
            line = bytes(self.buf[:nl])
            del self.buf[:nl + 1]
            self._header_line(line)

    def _header_line(self, line: bytes) -> None:
        if line.strip() == b"":
            if self.length is not None:
                self.in_body, self._scanned = True, 0
            elif self.saw_header:
                self.report("message without a valid Content-Length header skipped")
            self.saw_header = False
            return
        self.saw_header = True
        m = _HEADER.search(line)
        if m is None:
            if not _OTHER_HEADER.match(line):
                self.report(f"unparseable header line skipped: {line[:80]!r}")
            return
        if m.start() > 0:
            self.report(f"{m.start()} bytes of junk before a header skipped")
        raw = m.group(1)
        if not raw.isdigit() or len(raw) > 12:
            self.report(f"invalid Content-Length {raw[:40]!r}: message skipped")
            self.length = None
            return
        n = int(raw)
        if n > self.max_bytes:
            self.report(f"Content-Length {n} is over the limit of {self.max_bytes} bytes "
                        f"(JAX_MESH_LSP_MAX_MESSAGE_BYTES): message skipped")
            self.length = None
            return
        self.length = n

    def _body(self) -> bytes | None:
        n = self.length
        have = min(len(self.buf), n)
        start = max(0, self._scanned - len(_NAME) - 32)
        m = _HEADER_IN_BODY.search(self.buf, start, have + 32 if have < len(self.buf) else have)
        if m is not None and m.start() < n:
            self.report(f"message body cut short by the next header after {m.start()} of {n} bytes: dropped")
            del self.buf[:m.start()]
            self._reset()
            return _AGAIN
        self._scanned = have
        if len(self.buf) < n:
            return None
        body = bytes(self.buf[:n])
        del self.buf[:n]
        self._reset()
        return body

    def _reset(self) -> None:
        self.length, self.in_body, self.saw_header, self._scanned = None, False, False, 0

    def resync_after_bad(self, body: bytes) -> None:
        """A body that is not JSON: if a header begins inside it (the announced length ran into the next
        message), read on from there; a header cut at the body's end is put back too."""
        low = body.lower()
        i = low.find(_NAME)
        if i < 0:
            for k in range(min(len(_NAME), len(low)), 0, -1):
                if low.endswith(_NAME[:k]):
                    i = len(low) - k
                    break
        if i >= 0:
            self.unread(body[i:])


def decode(body: bytes):
    """The JSON of a body, or raises ValueError with a short reason."""
    try:
        return json.loads(body)
    except RecursionError:
        raise ValueError("JSON nests too deeply") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not JSON: {exc}") from None


async def serve(stop: threading.Event, fd: int, dispatch: Callable[[object], None],
                report: Callable[[str], None]) -> None:
    """Reads `fd` until end of input (or `stop`), calling `dispatch(message)` on the event loop for each
    decoded JSON message. Reading and decoding run on one thread of their own."""
    loop = asyncio.get_running_loop()
    reader = FrameReader(report=report)
    from concurrent.futures import ThreadPoolExecutor
    pool = ThreadPoolExecutor(1, thread_name_prefix="jax-mesh-stdin")

    def read_messages() -> tuple[list, bool]:
        """Blocks for the next chunk; returns the messages it completes and whether input ended."""
        data = os.read(fd, 1 << 16)
        if not data:
            return [], True
        reader.feed(data)
        out = []
        while True:
            body = reader.next_body()
            if body is None:
                return out, False
            try:
                out.append(decode(body))
                reader.good()
            except ValueError as exc:
                reader.report(f"malformed message ({len(body)} bytes) dropped: {exc}")
                reader.resync_after_bad(body)

    try:
        while not stop.is_set():
            try:
                messages, ended = await loop.run_in_executor(pool, read_messages)
            except Exception as exc:  # a bug here must not leave a live process that reads nothing
                log.critical("the message reader failed (%s: %s): exiting", type(exc).__name__, exc,
                             exc_info=True)
                break
            for message in messages:
                dispatch(message)
            if ended:
                log.info("the client closed the input stream")
                break
    finally:
        pool.shutdown(wait=False)
