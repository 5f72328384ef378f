"""The quick fix JAX itself suggests for a vma type mismatch: wrap an expression in `jax.lax.pcast(..., axes,
to='varying')` (MESH223: a loop's initial carry, MESH224: a cond branch's output)."""
from __future__ import annotations

import ast

from ...findings import Fix, TextEdit
from ...values import QualName


def leaf_expression(node: ast.AST | None, path: tuple) -> ast.AST | None:
    """The expression of one leaf of a pytree written as tuple/list literals (path: the indices down to it)."""
    for index in path:
        if not isinstance(index, int) or not isinstance(node, (ast.Tuple, ast.List)) or index >= len(node.elts) \
                or any(isinstance(e, ast.Starred) for e in node.elts):
            return None
        node = node.elts[index]
    return node


def pcast_fix(site, node: ast.AST | None, axes_text: str, title: str) -> Fix | None:
    """`jax.lax.pcast(<node>, (<axes>,), to='varying')` in place of `node` (unsafe: the value stays, its type
    changes); None when the module has no plain `import jax` or the expression spans lines."""
    frame = site.interp.module_frame
    jax_bound = frame is not None and isinstance(frame.env.get("jax"), QualName) and frame.env["jax"].name == "jax"
    src = site.interp.source
    text = src.segment(node) if node is not None and jax_bound else None
    if text is None or "\n" in text:
        return None
    return Fix(title, (TextEdit(src.span(node), f"jax.lax.pcast({text}, ({axes_text},), to='varying')"),),
               safe=False, preferred=True)
