"""ast.iter_child_nodes and ast.walk without their generators: the same nodes in the same order, at about half
the cost (the analysis walks function bodies and whole modules often enough for it to show)."""
from __future__ import annotations

import ast
from collections import deque

_AST = ast.AST


def children(node: ast.AST) -> list[ast.AST]:
    """ast.iter_child_nodes(node), as a list."""
    out = []
    for name in node._fields:
        value = getattr(node, name, None)
        if isinstance(value, _AST):
            out.append(value)
        elif type(value) is list:
            for item in value:
                if isinstance(item, _AST):
                    out.append(item)
    return out


def walk(node: ast.AST) -> list[ast.AST]:
    """ast.walk(node) (breadth first), as a list."""
    out = [node]
    i = 0
    while i < len(out):
        out.extend(children(out[i]))
        i += 1
    return out


_STATEMENT_LISTS = ("body", "orelse", "finalbody", "handlers", "cases")


def statements(tree: ast.AST) -> list[ast.AST]:
    """Every statement under `tree` at any depth (with the except handlers and match cases that hold them),
    found through statement lists only: the expressions, most of a tree, are not walked."""
    out, stack = [], [tree]
    while stack:
        node = stack.pop()
        for field in _STATEMENT_LISTS:
            for child in getattr(node, field, ()):
                out.append(child)
                stack.append(child)
    return out


def parent_map(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    """child -> parent for every node under `tree`."""
    parents: dict[ast.AST, ast.AST] = {}
    queue = deque([tree])
    while queue:
        node = queue.popleft()
        for child in children(node):
            parents[child] = node
            queue.append(child)
    return parents


def callee_name(call: ast.Call) -> str:
    """The last name of a call's callee: `jax.set_mesh(m)` and `set_mesh(m)` give "set_mesh" ("" otherwise)."""
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


MESH_SETTERS = frozenset({"set_mesh", "use_mesh"})


def calls_any(tree: ast.AST, names: frozenset, outside_with: bool = False) -> bool:
    """Whether a call under `tree` has one of `names` as its callee's last name; `outside_with`: not counting
    the context expression of a `with` item (whose exit restores what it set)."""
    skip = {id(item.context_expr) for node in ast.walk(tree) if isinstance(node, (ast.With, ast.AsyncWith))
            for item in node.items} if outside_with else set()
    return any(isinstance(node, ast.Call) and id(node) not in skip and callee_name(node) in names
               for node in ast.walk(tree))
