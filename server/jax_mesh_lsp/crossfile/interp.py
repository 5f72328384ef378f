"""The analysis core's interpreter, with the few extra things cross-file analysis needs.

Everything here is an extension point the core could grow itself (see /work/prompts/requests-crossfile.md);
until it does, a subclass keeps the core untouched:
- `m.MESH` / `myproj.mesh.MESH` where `m` is a project module: asks the resolver for the attribute;
- `self.mesh` whose class assigns it once in `__init__`: asks the resolver for the value;
- `functools.cache` / `functools.lru_cache(...)` are transparent decorators (the function still runs once);
- importing a project module that calls `jax.set_mesh(...)` at import time sets the context mesh;
- it remembers which calls it visited on a reached path and which functions it entered (callers analysis),
  and can run a module's top level only (what `import` does), with `__name__` set to the module's name.
"""
from __future__ import annotations

import ast
from typing import Any

from ..analysis.context import UNKNOWN_CTX
from ..analysis.interpreter import _INERT_ROOTS, Interpreter
from ..analysis.values import UNKNOWN, FuncVal, QualName

# Roots that are never project modules (cheap exit before asking the resolver anything).
LIBRARY_ROOTS = frozenset(_INERT_ROOTS) | {"jax", "jaxlib", "numpy", "functools", "builtins", "plgpu", "pl", "jnp",
                                           "np", "scipy", "torch", "tensorflow", "haiku", "equinox"}

_CACHE_DECORATORS = frozenset({"functools.cache", "functools.lru_cache"})


class ProjectInterpreter(Interpreter):
    def __init__(self, *args, hooks=None, module_only: bool = False, module_name: str | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.hooks = hooks                 # a project Resolver, or None (single-file behaviour)
        self.module_only = module_only
        if module_name is not None:
            self.module_frame.env["__name__"] = module_name
        self.call_log: dict[ast.AST, bool] = {}     # Call node -> visited on a reached path (else only unreached)
        self.entered: dict[ast.AST, bool] = {}      # function node -> entered on a reached path
        self.imported: set[str] = set()             # project modules whose top level this run has executed
        self.capture: dict | None = None            # (param name, attr) -> value, while running an __init__

    # ------------------------------------------------------------------ driving
    def run(self) -> None:
        if not self.module_only:
            super().run()
            return
        try:
            self.exec_block(self.tree.body, self.module_frame)
        except Exception:  # _Raise / _Return at top level end the module; anything else is "unknown from here"
            pass

    # ------------------------------------------------------------------ bookkeeping for the callers analysis
    def _expr_Call(self, node: ast.Call, frame) -> Any:
        if not self.peeking:
            self.call_log[node] = self.call_log.get(node, False) or self.reached
        return super()._expr_Call(node, frame)

    def call_function(self, func, args, kwargs, node, frame, unknown_args: bool = False) -> Any:
        if not self.peeking:
            self.entered[func.node] = self.entered.get(func.node, False) or self.reached
        return super().call_function(func, args, kwargs, node, frame, unknown_args)

    # ------------------------------------------------------------------ values across modules
    def _expr_Attribute(self, node: ast.Attribute, frame) -> Any:
        value = super()._expr_Attribute(node, frame)
        hooks = self.hooks
        if hooks is None:
            return value
        if isinstance(value, QualName):
            root = value.name.lstrip(".").split(".")[0]
            if value.name.startswith(".") or root not in LIBRARY_ROOTS:
                resolved = hooks.module_attribute(value.name, self.path)
                if resolved is not None:
                    return resolved
        elif value is UNKNOWN and isinstance(node.value, ast.Name):
            resolved = hooks.instance_attribute(node, self.path, self)
            if resolved is not None:
                return resolved
        return value

    def _apply_qualname(self, name: str, args: list, kwargs: dict, node: ast.AST, frame) -> Any:
        if name in _CACHE_DECORATORS:
            if len(args) == 1 and not kwargs and isinstance(args[0], FuncVal):
                return args[0]                       # @functools.cache / @lru_cache
            if not args:
                return QualName("functools.cache")   # lru_cache(maxsize=...) -> a decorator
        return super()._apply_qualname(name, args, kwargs, node, frame)

    def bind_target(self, target: ast.AST, value: Any, frame) -> None:
        if (self.capture is not None and isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                and (target.value.id, target.attr) in self.capture):
            self.capture[(target.value.id, target.attr)] = value
        super().bind_target(target, value, frame)

    # ------------------------------------------------------------------ import-time effects
    def _stmt_Import(self, stmt: ast.Import, frame) -> None:
        super()._stmt_Import(stmt, frame)
        if self.hooks is not None and not self.peeking:
            for alias in stmt.names:
                self._imported_module(0, alias.name, stmt)

    def _stmt_ImportFrom(self, stmt: ast.ImportFrom, frame) -> None:
        super()._stmt_ImportFrom(stmt, frame)
        if self.hooks is not None and not self.peeking:
            self._imported_module(stmt.level, stmt.module or "", stmt)

    def _imported_module(self, level: int, module: str, stmt: ast.AST) -> None:
        """Python runs a module's top level on its first import: a `jax.set_mesh(...)` there sets the mesh."""
        if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
            return
        effect = self.hooks.import_effect(level, module, self.path, self.imported)
        if effect is None:
            return
        ctx, closure = effect
        fresh = closure - self.imported
        if fresh and ctx is not None and ctx.status != "empty":
            if closure & self.imported:
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)  # part of it ran before: unsure what's left
            else:
                self.ctx = ctx if ctx.status == "mesh" else UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        self.imported |= closure

