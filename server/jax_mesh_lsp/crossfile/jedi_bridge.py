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


_hardened = False
_harden_lock = threading.Lock()
_ROOTS: set[str] = set()   # the folders of every JediBridge: where jedi may follow a symlink to


def _allowed_roots() -> list[str]:
    """Where jedi may follow a symlink to: the workspace folders and the interpreter's own paths."""
    import sys
    return list(_ROOTS) + [p for p in sys.path if p]


def harden_jedi(jedi) -> None:
    """What jedi does in our process that workspace files could abuse, turned off (once per process):

    - Compiled modules (`cext.*.so`, or any module jedi finds no source for) are imported by jedi to inspect
      them: their init code would run inside the server. Here jedi may only inspect modules already imported
      (and the interpreter's built-in ones); anything else is unknown to it.
    - While it looks for a module, jedi swaps sys.path for the project's: a concurrent import elsewhere in the
      server could then load a workspace module. Here the path is handed to the finder instead.
    - jedi reads every file it resolves or searches in full: `x.py -> /dev/zero` never ends, a FIFO blocks the
      (serialised) jedi calls for good. Here it reads regular files under the size cap only (files.py)."""
    global _hardened
    with _harden_lock:
        if _hardened:
            return
        import sys

        from jedi import file_io
        from jedi.api import project as project_module
        from jedi.inference.compiled.subprocess import functions

        from ..files import InputError, read_bytes_safely

        original_load = functions.load_module

        def load_module(inference_state, *, dotted_name, **kwargs):
            if dotted_name in sys.modules or dotted_name in sys.builtin_module_names:
                return original_load(inference_state, dotted_name=dotted_name, **kwargs)
            log.info("jedi asked to import %s: refused (compiled modules are never imported)", dotted_name)
            return None

        def read(self):
            if not os.path.exists(self.path):
                raise FileNotFoundError(self.path)  # jedi relies on it (a stub package that is not there)
            try:
                # a symlink is followed into the workspace folders or the interpreter's own paths only
                return read_bytes_safely(self.path, roots=_allowed_roots())
            except InputError as exc:
                log.info("jedi: %s", exc)
                return b""   # an empty module: jedi then knows nothing from it (unknown)

        def get_source(loader, fullname):  # module resolution reads the module's source
            try:
                return read_bytes_safely(loader.get_filename(fullname), roots=_allowed_roots())
            except (InputError, ImportError, OSError) as exc:
                log.info("jedi: %s", exc)
                return None   # no source: jedi then asks load_module, which refuses (unknown)

        def get_module_info(inference_state, sys_path=None, full_name=None, **kwargs):
            # jedi finds a module by swapping the process-wide sys.path for the project's (workspace included):
            # an import on another thread meanwhile could load a workspace module. The path is passed instead.
            if sys_path is not None and kwargs.get("path") is None:
                kwargs["path"] = list(sys_path)
            try:
                return functions._find_module(full_name=full_name, **kwargs)
            except ImportError:
                return None, None

        functions.load_module = load_module
        functions.get_module_info = get_module_info
        functions._get_source = get_source
        file_io.FileIO.read = read
        # buildout support opens every file of a `bin/` folder next to a buildout.cfg (a FIFO there blocks)
        project_module.discover_buildout_paths = lambda *args, **kwargs: iter(())
        _hardened = True


class JediBridge:
    """One jedi.Project (and environment) for one workspace folder."""

    def __init__(self, root: str, environment: Any = None, added_sys_path: tuple[str, ...] = ()):
        self.root = root
        _ROOTS.add(root)
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
            harden_jedi(jedi)
            self._environment = self._make_environment(jedi)
            # load_unsafe_extensions=False (jedi's default, stated): compiled modules only from the
            # environment's own sys.path; harden_jedi goes further and imports nothing new at all
            kwargs: dict[str, Any] = {"load_unsafe_extensions": False}
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
            # parses the project's .py files; it never imports them, nor any compiled module (harden_jedi).
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
