"""Delta debugging of a disagreement: drop contexts, then statements, while the same disagreement stays.

Every candidate is judged afresh: run under jax (cached by content) and checked by the analyzer. Structure
first (remove a wrapper, plain global binding, module-level entry, one file), then statements: each one is
tried removed, and each compound statement (with/if/try/for/def body) tried replaced by its body.
"""
from __future__ import annotations

import ast
import copy
import dataclasses
from typing import Callable

from .contexts import render
from .model import Program

Files = dict[str, str]


def shrink_structure(prog: Program, still: Callable[[Files], bool], budget: list[int]) -> Program:
    changed = True
    while changed and budget[0] > 0:
        changed = False
        candidates = [dataclasses.replace(prog, wrappers=prog.wrappers[:i] + prog.wrappers[i + 1:])
                      for i in range(len(prog.wrappers))]
        if prog.binding != "global":
            candidates.append(dataclasses.replace(prog, binding="global"))
        if prog.entry != "module":
            candidates.append(dataclasses.replace(prog, entry="module"))
        if prog.packaging != "single":
            candidates.append(dataclasses.replace(prog, packaging="single"))
        for cand in candidates:
            if budget[0] <= 0:
                break
            budget[0] -= 1
            if still(render(cand)):
                prog, changed = cand, True
                break
    return prog


def _stmt_lists(tree: ast.AST) -> list[tuple[list, int]]:
    """(the list holding a statement, its index) for every statement, outermost first: big cuts are tried first."""
    found = []
    for node in ast.walk(tree):
        for name in ("body", "orelse", "finalbody", "handlers"):
            seq = getattr(node, name, None)
            if isinstance(seq, list):
                found.extend((seq, i) for i in range(len(seq)) if isinstance(seq[i], ast.stmt))
    return found


def _variants(text: str) -> list[str]:
    """Each one-step smaller version of a module's text."""
    tree = ast.parse(text)
    n = len(_stmt_lists(tree))
    out = []
    for k in range(n):
        for mode in ("drop", "unwrap"):
            t = copy.deepcopy(tree)
            seq, i = _stmt_lists(t)[k]
            node = seq[i]
            if mode == "drop":
                del seq[i]
                if not seq:
                    seq.append(ast.Pass())
            else:
                inner = getattr(node, "body", None)
                if not isinstance(inner, list):
                    continue
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    continue
                seq[i:i + 1] = inner
            try:
                out.append(ast.unparse(ast.fix_missing_locations(t)) + "\n")
            except Exception:  # an unparsable tree: skip the candidate
                continue
    return list(dict.fromkeys(v for v in out if v != text))


def undefined_names(text: str) -> set[str]:
    """Names read but bound nowhere in the module (nor builtins): a cut that creates one would only trade the
    program's behaviour for a NameError (which a handler in the program might even swallow)."""
    import builtins
    tree = ast.parse(text)
    bound = set(dir(builtins))
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.alias):
            bound.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound


def shrink_statements(files: Files, still: Callable[[Files], bool], budget: list[int]) -> Files:
    if any(name.endswith(".ipynb") for name in files):
        return files
    changed = True
    while changed and budget[0] > 0:
        changed = False
        for name in sorted(files, key=lambda n: n != "main.py"):
            allowed = undefined_names(files[name])
            for variant in _variants(files[name]):
                if undefined_names(variant) - allowed:
                    continue
                if budget[0] <= 0:
                    return files
                budget[0] -= 1
                cand = dict(files, **{name: variant})
                if still(cand):
                    files, changed = cand, True
                    break
            if changed:
                break
    return files


def shrink(prog: Program, still: Callable[[Files], bool], budget: int = 80) -> Files:
    left = [budget]
    prog = shrink_structure(prog, still, left)
    files = render(prog)
    return shrink_statements(files, still, left)
