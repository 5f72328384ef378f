"""The optional-module idiom: `try: from pkg import fast_ops / except Exception: fast_ops = None`.

A module whose top level raises on import (a bare-spec `device_put` with no mesh set) does not end a program that
imports it only inside such a `try`: the importer's handler catches the error. Its top level's certain errors are
then information naming that handler, as any caught error is. Only when every import statement of the project
that may name the module sits in the body of a `try` with handlers; a module nothing imports is judged as the
script it may be (its errors stay errors).
"""
from __future__ import annotations

import ast
import re
from typing import Iterable

from ..analysis.interpreter import Handler, _reraises

# a file that runs modules by path or spec may run this one anywhere, outside any handler (import_module and
# __import__ with a literal name are read as imports)
_IMPORTS_BY_NAME = re.compile(r"\b(?:run_path|run_module|exec_module)\b")
_IMPORTING_CALLS = frozenset({"import_module", "__import__"})
# clauses that catch whatever a module's top level raises
_CATCH_ALL = frozenset({"Exception", "BaseException"})


def import_handlers(stem: str, importers: Iterable, own_path: str) -> tuple[Handler, ...]:
    """The handlers around every import of `stem` in `importers` (ParsedFiles whose text names it), or () when
    one import is not inside a `try` body, a file may import it by name, or nothing imports it. Two or more
    imports: only when each handler catches everything (which of them runs first is not known here)."""
    found: list[Handler] = []
    for pf in importers:
        if pf.path == own_path:
            continue
        tree = pf.parse()
        if tree is None or _IMPORTS_BY_NAME.search(pf.source):
            return ()
        imports = _imports_with_their_try(tree, stem)
        if imports is None:
            return ()
        for stmt, guard in imports:
            if guard is None:
                return ()
            if isinstance(guard, ast.Try):
                found.append(Handler(tuple(() if _reraises(h) else _static_catches(h) for h in guard.handlers),
                                     guard, "except", pf.text.span(guard), pf.path))
            else:   # `with contextlib.suppress(...):`
                found.append(Handler((_suppressed(guard),), guard, "with", pf.text.span(guard), pf.path))
    if len(found) > 1 and not all(_catches_everything(h) for h in found):
        return ()
    return tuple(found[:1])


def _imports_with_their_try(tree: ast.Module, stem: str) -> list[tuple[ast.AST, ast.AST | None]] | None:
    """Each import that may load `stem` (a statement, or `importlib.import_module("pkg.stem")`), with the
    innermost `try` (or `with contextlib.suppress(...)`) whose body runs it when that body runs (None if none:
    an import in a handler, `else:`, `finally:` or a function defined in the body is not guarded by it). None
    when a module is imported by a name that is not written out."""
    out: list[tuple[ast.AST, ast.AST | None]] = []
    unknown = []

    def walk(body: list[ast.stmt], guard: ast.AST | None) -> None:
        for stmt in body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)) and stem in _stems(stmt):
                out.append((stmt, guard))
            if not hasattr(stmt, "body"):   # (a simple statement: its expressions, once)
                for call in ast.walk(stmt):
                    name = _importing_call(call)
                    if name is None:
                        continue
                    if not (call.args and isinstance(call.args[0], ast.Constant)
                            and isinstance(call.args[0].value, str)):
                        unknown.append(call)
                    elif call.args[0].value.rsplit(".", 1)[-1] == stem:
                        out.append((call, guard))
            if isinstance(stmt, (ast.With, ast.AsyncWith)) and any(_suppressing(i.context_expr) for i in stmt.items):
                walk(stmt.body, stmt)
                continue
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                walk(stmt.body, None)   # runs when called, outside this try
                continue
            if isinstance(stmt, ast.Try) or type(stmt).__name__ == "TryStar":
                walk(stmt.body, stmt if stmt.handlers else guard)
                for handler in stmt.handlers:
                    walk(handler.body, guard)
                walk(stmt.orelse, guard)
                walk(stmt.finalbody, guard)
                continue
            for field in ("body", "orelse", "finalbody"):
                walk(getattr(stmt, field, []) or [], guard)
            for case in getattr(stmt, "cases", []) or []:
                walk(case.body, guard)

    walk(tree.body, None)
    return None if unknown else out


def _importing_call(node: ast.AST) -> str | None:
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    return name if name in _IMPORTING_CALLS else None


def _suppressing(expr: ast.AST) -> bool:
    """`contextlib.suppress(...)` / `suppress(...)`."""
    return isinstance(expr, ast.Call) and (
        (isinstance(expr.func, ast.Attribute) and expr.func.attr == "suppress")
        or (isinstance(expr.func, ast.Name) and expr.func.id == "suppress"))


def _suppressed(stmt: ast.With) -> tuple[str, ...] | None:
    """The classes a `with suppress(A, B):` names (None when one is not a plain name)."""
    call = next(i.context_expr for i in stmt.items if _suppressing(i.context_expr))
    if not all(isinstance(a, ast.Name) for a in call.args) or not call.args:
        return None
    return tuple(a.id for a in call.args)


def _stems(node: ast.Import | ast.ImportFrom) -> set[str]:
    """The last names an import statement may load modules by (`import a.b` -> b, `from . import c` -> c)."""
    if isinstance(node, ast.Import):
        return {a.name.rsplit(".", 1)[-1] for a in node.names}
    out = {a.name for a in node.names}
    if node.module:
        out.add(node.module.rsplit(".", 1)[-1])
    return out


def _static_catches(handler: ast.ExceptHandler) -> tuple[str, ...] | None:
    """What an `except` clause names, read without running the importer: builtin class names; None for a bare
    `except:` or a class that is not a plain name (unknown: taken as caught, the quieter choice)."""
    if handler.type is None:
        return None
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    if not all(isinstance(n, ast.Name) for n in names):
        return None
    return tuple(n.id for n in names)


def _catches_everything(handler: Handler) -> bool:
    return any(clause is None or (clause and set(clause) & _CATCH_ALL) for clause in handler.catches)
