"""The first use of a name after the statement that bound it, when nothing in between can change the context
mesh: where a wrapper created earlier is called, or a struct's sharding read, under the creation's context mesh."""
from __future__ import annotations

import ast
from dataclasses import dataclass

from ...values import FuncVal, MeshVal, NamedShardingVal, PSpecVal, QualName
from .syntax import callee_of, conditional_parts, may_rebind, refs_to, walk_same_scope


_MESH_SETTERS = ("set_mesh", "use_mesh", "use_abstract_mesh")
_INERT_ROOTS = frozenset({"builtins", "np", "jnp", "math", "functools", "itertools", "time", "logging", "os",
                          "sys", "json", "re", "random", "collections", "dataclasses", "typing", "pprint", "copy"})


def _names_mesh_setter(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr in _MESH_SETTERS) or \
        (isinstance(node, ast.Name) and node.id in _MESH_SETTERS)


def _mutates_mesh(fnode: ast.AST) -> bool:
    return any(_names_mesh_setter(n) for n in ast.walk(fnode))


def _call_is_neutral(interp, call: ast.Call, frame) -> bool:
    """A call that certainly leaves the context mesh alone."""
    func = call.func
    value = interp.peek(func, frame)
    if isinstance(value, QualName):
        root = value.name.split(".")[0]
        if root in _INERT_ROOTS:
            return True
        if root == "jax":
            leaf = value.name.rsplit(".", 1)[-1]
            return leaf not in _MESH_SETTERS
        return False
    if isinstance(value, FuncVal):
        return not _mutates_mesh(value.node)
    if isinstance(value, (MeshVal, PSpecVal, NamedShardingVal)):
        return True
    if isinstance(func, ast.Attribute) and not isinstance(interp.peek(func.value, frame), QualName):
        # a method of some object: objects do not set meshes (the core assumes the same)
        return func.attr not in _MESH_SETTERS
    return False


_SIMPLE = (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Return, ast.Pass, ast.Import, ast.ImportFrom)


_EXPECTING = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "assertRaisesWithLiteralMatch",
                        "raises", "suppress"})


def _is_expecting_with(interp, stmt: ast.stmt, frame) -> bool:
    """`with self.assertRaises(...)`, `with pytest.raises(...)`, `with contextlib.suppress(...)` (no `as`): the
    block runs under the same context mesh, and the code after it runs whether the block raised or not."""
    if not isinstance(stmt, ast.With) or not stmt.items:
        return False
    for item in stmt.items:
        call = item.context_expr
        if not (isinstance(call, ast.Call) and isinstance(call.func, (ast.Attribute, ast.Name))):
            return False
        name = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id
        if name not in _EXPECTING or item.optional_vars is not None:
            return False
        if any(isinstance(n, ast.Call) and not _call_is_neutral(interp, n, frame)
               for arg in [*call.args, *(k.value for k in call.keywords)] for n in ast.walk(arg)):
            return False
    return True


def _neutral_stmt(interp, stmt: ast.stmt, frame) -> bool:
    """A simple statement (or a def whose decorators make only such calls, or an expecting `with` block of such
    statements) whose calls all leave the context mesh alone."""
    if _is_expecting_with(interp, stmt, frame):
        return all(_neutral_stmt(interp, s, frame) for s in stmt.body)
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return all(_call_is_neutral(interp, c, frame)
                   for d in stmt.decorator_list for c in ast.walk(d) if isinstance(c, ast.Call))
    if not isinstance(stmt, _SIMPLE):
        return False
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return not any((a.asname or a.name).split(".")[0] in _MESH_SETTERS for a in stmt.names)
    for n in walk_same_scope(stmt):
        if isinstance(n, ast.Call) and not _call_is_neutral(interp, n, frame):
            return False
    return True


def _is_legacy_with(interp, stmt: ast.stmt, frame) -> bool:
    if not isinstance(stmt, ast.With) or not stmt.items:
        return False
    for item in stmt.items:
        value = interp.peek(item.context_expr, frame)
        if not (isinstance(value, MeshVal) and value.kind == "Mesh") or item.optional_vars is not None:
            return False
    return True


@dataclass
class FirstUse:
    stmt: ast.stmt
    node: ast.AST             # the call (or the read)
    legacy_with: ast.AST | None


def _is_set_mesh_block(interp, stmt: ast.stmt, frame) -> bool:
    """`with jax.set_mesh(m):` whose body sets no other mesh: after it the context mesh is what it was before."""
    if not isinstance(stmt, ast.With) or not stmt.items:
        return False
    for item in stmt.items:
        if not isinstance(item.context_expr, ast.Call) or \
                callee_of(interp, item.context_expr.func, frame) != "jax.set_mesh":
            return False
    for s in stmt.body:
        for n in ast.walk(s):
            if _names_mesh_setter(n) or isinstance(n, (ast.Return, ast.Global, ast.Nonlocal)):
                return False
    return True


def first_use(interp, block: list, start: int, name: str, frame, is_use, legacy=None,
              skip_mesh_blocks: bool = False) -> FirstUse | None:
    """The first statement after block[start] that references `name`, when that reference is a use `is_use`
    accepts and every statement before it is mesh-neutral. Legacy `with mesh:` blocks are entered (they do not
    change the context mesh); with `skip_mesh_blocks`, `with jax.set_mesh(...)` blocks are stepped over (what
    happens under a mesh is fine for the caller, and the mesh is restored after them). None when not certain."""
    for stmt in block[start + 1:]:
        refs = refs_to(stmt, name)
        if skip_mesh_blocks and _is_set_mesh_block(interp, stmt, frame):
            if any(may_rebind(s, name) for s in stmt.body):
                return None
            continue
        if not refs:
            if _neutral_stmt(interp, stmt, frame):
                continue
            return None
        if _is_legacy_with(interp, stmt, frame):
            return first_use(interp, stmt.body, -1, name, frame, is_use, stmt.items[0].context_expr,
                             skip_mesh_blocks)
        if _is_expecting_with(interp, stmt, frame):
            # the first use inside (a handler may catch what it raises: the rules mark it so), or none at all
            return first_use(interp, stmt.body, -1, name, frame, is_use, legacy, skip_mesh_blocks)
        expr_owner: ast.AST = stmt
        if isinstance(stmt, (ast.If, ast.While)):
            if any(r not in set(refs_to(stmt.test, name)) for r in refs) or isinstance(stmt, ast.While):
                return None
            expr_owner = stmt.test
        elif not isinstance(stmt, _SIMPLE) or isinstance(stmt, (ast.Import, ast.ImportFrom)):
            return None
        cond = conditional_parts(expr_owner)
        found = is_use(stmt, refs)
        if found is None or id(found) in cond:
            return None
        # everything else evaluated in that statement must be neutral too
        for n in walk_same_scope(expr_owner):
            if isinstance(n, ast.Call) and n is not found and not _call_is_neutral(interp, n, frame):
                if not (isinstance(n.func, ast.Name) and n.func.id == name):
                    return None
        return FirstUse(stmt, found, legacy)
    return None


def raises_between(interp, first_line: int, last_line: int) -> bool:
    """A record (of any rule) certainly raising on lines strictly between the two, in this file."""
    for rec in interp.records:
        if rec.verdict != "bad" or not rec.reached or rec.path != interp.path:
            continue
        line = getattr(rec.node, "lineno", None)
        if rec.chain:
            top = rec.chain[0]
            line = getattr(top.node, "lineno", line) if top.path == interp.path else line
        if line is not None and first_line < line < last_line:
            return True
    return False
