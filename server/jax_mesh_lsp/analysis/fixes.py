"""Building blocks for quick fixes: text edits computed from the tree, as plain data (no LSP types)."""
from __future__ import annotations

import ast

from .findings import Fix, Span, TextEdit
from .source import SourceText
from .values import MeshVal, QualName


def spelling(env: dict, canonical_name: str) -> tuple[str, TextEdit | None]:
    """How to write `canonical_name` in this module, and the import to add when nothing binds it yet."""
    parent, _, leaf = canonical_name.rpartition(".")
    for name, value in env.items():
        if isinstance(value, QualName) and value.name == canonical_name:
            return name, None
    for name, value in env.items():
        if isinstance(value, QualName) and value.name == parent:
            return f"{name}.{leaf}", None
    for name, value in env.items():
        if isinstance(value, QualName) and value.name == "jax":
            return f"{name}.{canonical_name[len('jax.'):]}", None
    return leaf, None  # caller adds `from parent import leaf`


def import_edit(tree: ast.Module, source: SourceText, module: str, name: str) -> TextEdit:
    """`from module import name` after the last top-level import (or at the top)."""
    line = 1
    for stmt in tree.body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            line = (stmt.end_lineno or stmt.lineno) + 1
        elif line > 1:
            break
    return TextEdit(Span(line, 0, line, 0), f"from {module} import {name}\n")


def name_for(env: dict, tree: ast.Module, source: SourceText, canonical_name: str) -> tuple[str, list[TextEdit]]:
    text, _ = spelling(env, canonical_name)
    if "." in text or any(isinstance(v, QualName) and v.name == canonical_name for v in env.values()):
        return text, []
    module, _, leaf = canonical_name.rpartition(".")
    return leaf, [import_edit(tree, source, module, leaf)]


def explicit_axis_types_fix(mesh: MeshVal, env: dict, tree: ast.Module, source: SourceText) -> Fix | None:
    """At the mesh's constructor: axis_types=(AxisType.Explicit,) * N, replacing what was there."""
    call = mesh.node
    if not isinstance(call, ast.Call) or mesh.path is not None and mesh.path != getattr(tree, "_jml_path", mesh.path):
        return None
    axis_type, edits = name_for(env, tree, source, "jax.sharding.AxisType")
    n = len(mesh.names)
    value = f"({axis_type}.Explicit,) * {n}" if n > 1 else f"({axis_type}.Explicit,)"
    positional_index = {"jax.make_mesh": 2, "jax.sharding.Mesh": 2, "jax.sharding.AbstractMesh": 2,
                        "jax._src.test_util.create_mesh": 3,
                        "jax._src.test_util.with_explicit_mesh": 2}.get(mesh.constructor)
    if positional_index is None:
        return None
    target = None
    if len(call.args) > positional_index:
        target = call.args[positional_index]
    for kw in call.keywords:
        if kw.arg == "axis_types":
            target = kw.value
    if target is not None:
        edits = [TextEdit(source.span(target), value)] + edits
    else:
        end = source.span(call)
        # insert before the closing parenthesis; keep a trailing comma style if there is one
        close = Span(end.end_line, end.end_col - 1, end.end_line, end.end_col - 1)
        before = source.line(end.end_line)[: end.end_col - 1].rstrip()
        sep = " " if before.endswith(",") else ", "
        if before.endswith("("):
            sep = ""
        edits = [TextEdit(close, f"{sep}axis_types={value}")] + edits
    return Fix(title=f"Make every axis of the mesh Explicit (axis_types={value})", edits=tuple(edits), safe=False,
               preferred=True)


def wrap_in_set_mesh_fix(stmt: ast.stmt, mesh_expr: str, env: dict, tree: ast.Module, source: SourceText) -> Fix:
    """Indent the statement under `with jax.set_mesh(<mesh>):`."""
    set_mesh, edits = name_for(env, tree, source, "jax.set_mesh")
    first, last = stmt.lineno, stmt.end_lineno or stmt.lineno
    indent = source.indent_of(first)
    body = "\n".join(("    " + source.line(i)) if source.line(i).strip() else source.line(i)
                     for i in range(first, last + 1))
    new_text = f"{indent}with {set_mesh}({mesh_expr}):\n{body}"
    span = Span(first, 0, last, len(source.line(last)))
    return Fix(title=f"Run this under `with {set_mesh}({mesh_expr}):`", edits=(TextEdit(span, new_text),) + tuple(edits),
               safe=False, preferred=False)


def legacy_with_fix(item_expr: ast.AST, env: dict, tree: ast.Module, source: SourceText) -> Fix:
    set_mesh, edits = name_for(env, tree, source, "jax.set_mesh")
    text = source.segment(item_expr) or "mesh"
    return Fix(title=f"Replace the legacy `with {text}:` by `with {set_mesh}({text}):`",
               edits=(TextEdit(source.span(item_expr), f"{set_mesh}({text})"),) + tuple(edits),
               safe=True, preferred=True)
