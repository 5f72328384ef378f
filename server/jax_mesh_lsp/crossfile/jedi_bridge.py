"""The only place that talks to jedi. jedi is imported lazily (it costs ~0.1 s to import and more to warm up),
every call is wrapped (a jedi exception means "unknown": logged, never raised), and one lock serialises the
calls (jedi's inference state is not thread-safe).
"""
from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("jax_mesh_lsp.crossfile")


@dataclass(frozen=True)
class Definition:
    """Where jedi says a name is defined."""
    path: str | None          # None: no file (builtin, compiled module)
    name: str
    type: str                 # "module" | "function" | "class" | "statement" | "param" | "instance" | ...
    line: int | None          # 1-based
    column: int | None        # 0-based
    module_level: bool        # defined directly in its module's top scope


@dataclass(frozen=True)
class Reference:
    path: str | None
    name: str
    line: int
    column: int
    is_definition: bool


class JediBridge:
    """One jedi.Project (and environment) for one workspace folder."""

    def __init__(self, root: str, environment: Any = None, added_sys_path: tuple[str, ...] = ()):
        self.root = root
        self._environment_spec = environment
        self._added = tuple(added_sys_path)
        self._project = None
        self._environment = None
        self._jedi = None
        self.failed = False          # jedi is missing or cannot start: everything is unknown
        self.lock = threading.RLock()
        self.calls = 0               # for the benchmark and the logs
        self.errors = 0

    # -------------------------------------------------------------------------------------------- setup
    def _ensure(self) -> bool:
        if self._project is not None:
            return True
        if self.failed:
            return False
        try:
            import jedi  # lazy: the single-file path never pays for it
        except Exception as exc:  # pragma: no cover - jedi is a dependency, but be safe
            log.warning("jedi unavailable, cross-file resolution off: %s", exc)
            self.failed = True
            return False
        try:
            self._jedi = jedi
            self._environment = self._make_environment(jedi)
            kwargs: dict[str, Any] = {}
            if self._added:
                kwargs["added_sys_path"] = list(self._added)
            self._project = jedi.Project(self.root, **kwargs)
        except Exception as exc:
            log.warning("jedi could not open the project %s: %s", self.root, exc)
            self.failed = True
            return False
        return True

    def _make_environment(self, jedi):
        spec = self._environment_spec
        if spec is None:
            # The interpreter running the analysis, in process: no subprocess to start (~0.4 s saved). jedi only
            # parses the project's .py files; it never imports them.
            return jedi.InterpreterEnvironment()
        if isinstance(spec, (str, os.PathLike)):
            # the user's interpreter (a venv folder or a python executable), inspected in a subprocess
            return jedi.create_environment(str(spec), safe=False)
        return spec  # an Environment object already

    def _script(self, source: str, path: str):
        return self._jedi.Script(source, path=path, project=self._project, environment=self._environment)

    # -------------------------------------------------------------------------------------------- queries
    def goto(self, source: str, path: str, line: int, column: int, follow_imports: bool = True) -> list[Definition]:
        """Definitions of the name at (line 1-based, column 0-based). [] when jedi does not know or fails."""
        with self.lock:
            if not self._ensure():
                return []
            self.calls += 1
            try:
                names = self._script(source, path).goto(line, column, follow_imports=follow_imports)
                return [self._definition(n) for n in names]
            except Exception as exc:  # jedi raises on odd input; that is "unknown", never a crash
                self.errors += 1
                log.info("jedi goto failed at %s:%s:%s: %s: %s", path, line, column, type(exc).__name__, exc)
                return []

    def references(self, source: str, path: str, line: int, column: int, scope: str = "project") -> list[Reference] | None:
        """Every use of the name at (line, column). None when jedi fails (unknown, not "no references")."""
        with self.lock:
            if not self._ensure():
                return None
            self.calls += 1
            try:
                names = self._script(source, path).get_references(line, column, scope=scope)
            except Exception as exc:
                self.errors += 1
                log.info("jedi get_references failed at %s:%s:%s: %s: %s", path, line, column,
                         type(exc).__name__, exc)
                return None
            out = []
            for n in names:
                try:
                    out.append(Reference(str(n.module_path) if n.module_path else None, n.name, n.line, n.column,
                                         bool(n.is_definition())))
                except Exception as exc:
                    self.errors += 1
                    log.info("jedi reference unreadable: %s", exc)
                    return None
            return out

    @staticmethod
    def _definition(n) -> Definition:
        try:
            parent = n.parent()
            module_level = parent is not None and parent.type == "module"
        except Exception:
            module_level = False
        return Definition(str(n.module_path) if n.module_path else None, n.name, n.type, n.line, n.column,
                          module_level)
