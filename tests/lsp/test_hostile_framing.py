"""Bad framing and bad requests from a raw JSON-RPC client: after each malformed header a valid request is
answered (the server resynchronises) -- never alive and deaf. Requests with invalid params, before
`initialize` and after `shutdown` get the error responses the LSP spec names."""
from __future__ import annotations

import json
import queue
import re
import subprocess
import sys
import threading
import time

import pytest

from conftest import SERVER_COMMAND

WAIT = 10.0


class RawServer:
    """The real server on pipes; bytes go in as given, framed responses come out (parsed by a reader thread)."""

    def __init__(self, cwd):
        self.proc = subprocess.Popen(SERVER_COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd)
        self.messages: queue.Queue = queue.Queue()
        self.stderr: list[bytes] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.stderr.extend(self.proc.stderr), daemon=True).start()

    def _read(self) -> None:
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                m = re.match(rb"Content-Length: (\d+)", line)
                if m:
                    length = int(m.group(1))
            self.messages.put(json.loads(out.read(length)))

    def send_raw(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    @staticmethod
    def frame(message: dict) -> bytes:
        body = json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, message: dict) -> None:
        self.send_raw(self.frame(message))

    def response(self, msg_id, timeout: float = WAIT) -> dict:
        """The response to `msg_id` (other messages, such as logs, are skipped)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no response to {msg_id!r} within {timeout} s; stderr: "
                                     f"{b''.join(self.stderr)[-2000:]!r}")
            try:
                msg = self.messages.get(timeout=left)
            except queue.Empty:
                continue
            if msg.get("id") == msg_id and "method" not in msg:
                return msg

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def request(msg_id, method: str, params=None) -> dict:
    return {"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}


def hover(msg_id, uri: str, line: int, character: int = 0) -> dict:
    return request(msg_id, "textDocument/hover",
                   {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})


@pytest.fixture
def server(tmp_path):
    s = RawServer(tmp_path)
    yield s
    s.close()


def initialize(server: RawServer, root) -> None:
    server.send(request(0, "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}}))
    assert "result" in server.response(0, timeout=60)
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})


VALID = json.dumps(request(99, "shutdown")).encode()
# (name, bytes sent before a valid request)
MALFORMED = [
    ("lower-case header name", None),      # spec: header names are case-insensitive -- must be answered
    ("LF-only line ends", None),
    ("non-numeric length", b"Content-Length: abc\r\n\r\n" + VALID),
    ("negative length", b"Content-Length: -5\r\n\r\n" + VALID),
    ("length too short", b"Content-Length: 10\r\n\r\n" + VALID),
    ("length too long", b"Content-Length: %d\r\n\r\n" % (len(VALID) + 40) + VALID),
    ("huge length", b"Content-Length: 99999999999999\r\n\r\n" + VALID),
    ("no header at all", VALID),
    ("body is not JSON", b"Content-Length: 5\r\n\r\nhello"),
    ("header without colon", b"Content-Length 12\r\n\r\n" + VALID),
]


@pytest.mark.parametrize("name,junk", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_header_then_valid_request_is_answered(server, tmp_path, name, junk):
    initialize(server, tmp_path)
    uri = (tmp_path / "a.py").as_uri()
    body = json.dumps(hover(1, uri, 0)).encode()
    if name == "lower-case header name":
        server.send_raw(b"content-length: %d\r\n\r\n" % len(body) + body)
    elif name == "LF-only line ends":
        server.send_raw(b"Content-Length: %d\n\n" % len(body) + body)
    else:
        server.send_raw(junk)
        server.send_raw(RawServer.frame(hover(1, uri, 0)))
    answer = server.response(1)
    assert answer.get("result", "missing") is None and "error" not in answer
    # and the stream stays in step for what follows
    server.send(hover(2, uri, 0))
    assert "result" in server.response(2)
    assert server.proc.poll() is None


def test_malformed_header_is_logged(server, tmp_path):
    initialize(server, tmp_path)
    server.send_raw(b"Content-Length: abc\r\n\r\n")
    server.send(request(5, "shutdown"))
    server.response(5)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.proc.wait(10) == 0
    log = b"".join(server.stderr).decode()
    assert "invalid Content-Length b'abc'" in log


@pytest.mark.parametrize("params", [{"line": -1}, {"line": 2 ** 31}, {"params": "text"}, {"params": None},
                                    {"params": {"textDocument": {"uri": 5}}}], ids=str)
def test_invalid_params_get_invalid_params(server, tmp_path, params):
    initialize(server, tmp_path)
    message = hover(7, (tmp_path / "a.py").as_uri(), params.get("line", 0))
    message.update({k: v for k, v in params.items() if k != "line"})
    server.send(message)
    answer = server.response(7)
    assert answer["error"]["code"] == -32602, answer
    server.send(request(8, "shutdown"))
    assert "result" in server.response(8)


def test_request_before_initialize_gets_server_not_initialized(server, tmp_path):
    server.send(hover(3, (tmp_path / "a.py").as_uri(), 0))
    assert server.response(3)["error"]["code"] == -32002
    initialize(server, tmp_path)  # and initialize still works afterwards
    server.send(hover(4, (tmp_path / "a.py").as_uri(), 0))
    assert "result" in server.response(4)


def test_request_after_shutdown_gets_invalid_request(server, tmp_path):
    initialize(server, tmp_path)
    server.send(request(1, "shutdown"))
    assert "result" in server.response(1)
    server.send(hover(2, (tmp_path / "a.py").as_uri(), 0))
    assert server.response(2)["error"]["code"] == -32600
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.proc.wait(10) == 0


def test_end_of_input_ends_the_server(server, tmp_path):
    initialize(server, tmp_path)
    server.send_raw(b"Content-Length: 99999999999999\r\n\r\n{")
    server.proc.stdin.close()
    assert server.proc.wait(10) == 1  # no shutdown first: exit code 1 (LSP)
