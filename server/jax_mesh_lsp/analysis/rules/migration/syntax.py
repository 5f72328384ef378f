"""Small syntax-tree helpers shared by the migration rules."""
from __future__ import annotations

import ast

from ...values import QualName
from ..all_gather_specs import _parents


def parent_map(interp) -> dict:
    """Each node's parent in the module (cached by all_gather_specs)."""
    return _parents(interp, interp.tree)


def scope_parents(interp, scope: ast.AST | None) -> dict:
    """Each node's parent inside one function (`reaching_definition` never climbs out of its scope), or in the
    module when `scope` is none: a 12,000-line test module's whole map cost more than its analysis' rules."""
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return _parents(interp, scope)
    return parent_map(interp)


def local_parents(stmt: ast.AST) -> dict:
    """Each node's parent within one statement."""
    parents = {}
    for n in ast.walk(stmt):
        for c in ast.iter_child_nodes(n):
            parents[c] = n
    return parents


def enclosing_scope(node: ast.AST, parents: dict) -> ast.AST | None:
    """The function, lambda or module whose code `node` is part of."""
    scope = parents.get(node)
    while scope is not None and not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                                       ast.Module)):
        scope = parents.get(scope)
    return scope


def has_unpacking(call: ast.Call) -> bool:
    """`f(*args)` or `f(**kwargs)`: which parameter gets what is not known."""
    return any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords)


def callee_of(interp, node: ast.AST, frame) -> str | None:
    value = interp.peek(node, frame)
    return value.name if isinstance(value, QualName) else None


def block_of(stmt: ast.stmt, parents: dict) -> tuple[list, int] | None:
    parent = parents.get(stmt)
    if parent is None:
        return None
    for fname in ("body", "orelse", "finalbody"):
        block = getattr(parent, fname, None)
        if isinstance(block, list):
            for i, s in enumerate(block):
                if s is stmt:
                    return block, i
    return None


def walk_same_scope(node: ast.AST):
    """ast.walk that does not enter nested functions, lambdas or classes (their code does not run here)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        for child in ast.iter_child_nodes(n):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                stack.extend(child.decorator_list)
                continue
            if isinstance(child, ast.Lambda):
                continue
            stack.append(child)


def conditional_parts(node: ast.AST) -> set:
    """Sub-expressions that may not run (IfExp branches, later BoolOp operands, comprehensions), or not now
    (a lambda's body runs when it is called, under whatever context mesh is set then)."""
    out: set = set()
    for n in ast.walk(node):
        if isinstance(n, ast.IfExp):
            out.update(id(x) for x in ast.walk(n.body))
            out.update(id(x) for x in ast.walk(n.orelse))
        elif isinstance(n, ast.BoolOp):
            for v in n.values[1:]:
                out.update(id(x) for x in ast.walk(v))
        elif isinstance(n, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)):
            out.update(id(x) for x in ast.walk(n))
    return out


def refs_to(stmt: ast.AST, name: str) -> list[ast.Name]:
    return [n for n in ast.walk(stmt) if isinstance(n, ast.Name) and n.id == name]


def may_rebind(stmt: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del))
               for n in ast.walk(stmt))


def made_where(related: list, node: ast.AST) -> str:
    """"made at line N" for a message, where `related` (from Interpreter.related_at) locates the node in the
    finding's own module; "made in another module" otherwise."""
    if related and related[0].path is None:
        return f"made at line {node.lineno}"
    return "made in another module"
