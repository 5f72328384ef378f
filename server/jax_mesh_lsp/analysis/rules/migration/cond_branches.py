"""MESH224: lax.cond / lax.switch branches in a shard_map body that vary over different Manual axes.

With check_vma=True the branches of a cond must return values of one type, the Manual axes they vary over
included: JAX traces every branch and refuses outputs whose types differ ("branches must have equal output types
but they differ"); a varying predicate does not make them vary. The usual cause is a branch returning a constant
(`0.0`, `jnp.zeros(...)`: varies over nothing) next to one returning the shard's own data.

The interpreter hands over each such call it traced with typed operands (pseudo-callee BRANCH_OUTPUTS: the branch
functions and what each returned); the rule speaks only where one branch's output is known exactly (an upper
bound, vma.py) and another's lower bound has more.
"""
from __future__ import annotations

import ast

from ...findings import Finding, Related
from ...objects import ObjVal
from ...pytrees import flatten_with_paths, keystr
from ...values import FuncVal, ListVal
from ... import vma
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .cond_branch_sharding import SHARDED_BRANCHES, branch_sharding_findings
from .pcast_fix import leaf_expression, pcast_fix

BRANCH_OUTPUTS = "<outputs of the branches of a cond traced in a shard_map body>"


def _structure(value):
    if isinstance(value, ListVal):
        return ("list", tuple(_structure(v) for v in value.items))
    if isinstance(value, tuple):
        return ("tuple", tuple(_structure(v) for v in value))
    if isinstance(value, ObjVal):
        # a dict, NamedTuple or registered dataclass: its structure as jax flattens it (an unknown one is
        # unlike any other, so nothing is compared)
        flat = flatten_with_paths(value)
        return ("tree", flat[3]) if flat is not None and "?" not in repr(flat[3]) else ("unknown", id(value))
    return "leaf"


def _leaves(value, path: tuple = ()) -> list:
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        return [leaf for n, v in enumerate(value) for leaf in _leaves(v, path + (n,))]
    if isinstance(value, ObjVal):
        flat = flatten_with_paths(value)
        if flat is None:
            return [(path, None)]   # (not known: compared as nothing)
        return [(path + tuple(p), leaf) for p, leaf in zip(flat[1], flat[0])]
    return [(path, value)]


def _path_text(path: tuple) -> str:
    """`[0]`, `.mean`, `['w']`: one entry per step down to a leaf."""
    return "".join(f"[{n}]" if isinstance(n, int) else keystr((n,)) or "[?]" for n in path)


def _returned(func: FuncVal) -> ast.AST | None:
    """The expression a branch returns: a lambda's body, or the value of a def's one `return`."""
    node = func.node
    if isinstance(node, ast.Lambda):
        return node.body
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        returns = [n for n in ast.walk(node) if isinstance(n, ast.Return)]
        if len(returns) == 1 and returns[0] in node.body and returns[0].value is not None:
            return returns[0].value
    return None


def _here(func: FuncVal, path: str | None) -> bool:
    """The branch is written in the module being analysed (its spans can be shown and edited here)."""
    closure = func.closure
    root = closure.root() if hasattr(closure, "root") else None
    module = getattr(root, "module", None)
    return module is None or module.path == path


def _branch_name(func: FuncVal, index: int, api: str) -> str:
    if api == "cond":
        return ("true_fun", "false_fun")[index] if index < 2 else f"branch {index}"
    return f"branches[{index}]"


class CondBranchesVaryDifferently(CallRule):
    code = "MESH224"
    callees = frozenset({BRANCH_OUTPUTS, SHARDED_BRANCHES})
    keywords = SPEC_KEYWORDS   # judged in typed shard_map bodies (in_specs), or on arrays placed with specs

    def check(self, site):
        if site.callee == SHARDED_BRANCHES:
            return branch_sharding_findings(self, site)
        api = site.kwargs.get("api", "cond")
        branches = site.kwargs.get("branches") or []
        # (what a branch returns as JAX sees it: a Python number is an array varying over nothing)
        results = [vma.operand(r) for r in site.kwargs.get("results") or []]
        if len(results) < 2 or len(results) != len(branches):
            return None
        if len({_structure(r) for r in results}) != 1:
            return None   # another TypeError first: the pytree structures differ
        per_branch = [_leaves(r) for r in results]
        src = site.interp.source
        for leaf in range(len(per_branch[0])):
            path = per_branch[0][leaf][0]
            values = [leaves[leaf][1] for leaves in per_branch]
            for i, exact in enumerate(values):
                if not vma.is_exact(exact):
                    continue
                for j, other in enumerate(values):
                    extra = sorted(vma.lower(other) - exact.axes)
                    if j == i or not extra:
                        continue
                    return [self._finding(site, src, api, branches, path, i, j, exact, extra)]
        return None

    def _finding(self, site, src, api, branches, path, i, j, exact, extra) -> Finding:
        name_i, name_j = _branch_name(branches[i], i, api), _branch_name(branches[j], j, api)
        where = "output" + _path_text(path)
        axes = ", ".join(repr(a) for a in extra)
        has = "nothing" if not exact.axes else ", ".join(repr(a) for a in sorted(exact.axes))
        message = (f"{api} branches must have equal output types but they differ: the {where} of {name_i} varies "
                   f"over {has}, the {where} of {name_j} also over {axes} (check_vma types every value with the "
                   f"Manual axes it varies over, and a cond's branches must agree). Make {name_i}'s output vary "
                   f"over {axes} too (jax.lax.pcast(..., ({axes},), to='varying')), or reduce {name_j}'s "
                   f"(jax.lax.psum) if the result should be replicated.")
        related, fixes = [], []
        target = branches[i]
        if _here(target, site.interp.path):
            returned = leaf_expression(_returned(target), path)
            related.append(Related(src.span(target.node), f"{name_i}: its {where} varies over {has}"))
            fix = pcast_fix(site, returned, axes, f"Make {name_i}'s output vary over {axes} (jax.lax.pcast)")
            fixes = [fix] if fix is not None else []
        if _here(branches[j], site.interp.path):
            related.append(Related(src.span(branches[j].node), f"{name_j}: its {where} varies over {axes}"))
        return Finding(self.code, message, src.callee_span(site.node), related=related, fixes=fixes)
