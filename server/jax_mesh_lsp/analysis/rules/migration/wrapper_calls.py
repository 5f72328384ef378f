"""Where a wrapper created during the run (shard_map, explicit_axes, jit) is first called: right away in the same
expression, or through the name it is bound to, with the context mesh of its creation."""
from __future__ import annotations

import ast
from dataclasses import dataclass

from ...names import CALL_THROUGH_WRAPPERS, TRANSPARENT_WRAPPERS
from ...values import PartialVal, QualName
from .deferred import Observation
from .first_use import first_use, raises_between
from .syntax import block_of, callee_of, local_parents, parent_map, refs_to


def _climb_wrappers(interp, node: ast.AST, frame, parents: dict) -> ast.AST:
    """From a wrapper call up through `jax.jit(...)`-style same-function wrappers it is the first argument of."""
    for _ in range(4):
        parent = parents.get(node)
        if isinstance(parent, ast.Call) and parent.args and parent.args[0] is node:
            name = callee_of(interp, parent.func, frame)
            if name in TRANSPARENT_WRAPPERS or name in CALL_THROUGH_WRAPPERS:
                node = parent
                continue
        break
    return node


def _transparent_decorator(interp, dec: ast.AST, frame) -> bool:
    value = interp.peek(dec, frame)
    if isinstance(value, QualName) and (value.name in TRANSPARENT_WRAPPERS or value.name in CALL_THROUGH_WRAPPERS):
        return True
    if isinstance(value, PartialVal) and isinstance(value.func, QualName) and value.func.name == "jax.jit":
        return True
    if isinstance(dec, ast.Call):
        name = callee_of(interp, dec.func, frame)
        if name == "functools.partial" and dec.args and callee_of(interp, dec.args[0], frame) == "jax.jit":
            return True
    return False


@dataclass
class Binding:
    kind: str                  # "immediate" | "name"
    stmt: ast.stmt
    name: str | None = None
    call: ast.Call | None = None   # for "immediate": the call of the wrapper


def creation_binding(obs: Observation, interp) -> Binding | None:
    """How the created wrapper is reached: called right away in the same expression, or bound to a name (an
    assignment, or the decorated function's name)."""
    stmt = obs.stmt
    if stmt is None:
        return None
    parents = parent_map(interp)
    if obs.node not in parents and not (isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef))):
        return None
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            any(n is obs.node for n in ast.walk(d)) for d in stmt.decorator_list):
        mine = [d for d in stmt.decorator_list if any(n is obs.node for n in ast.walk(d))]
        others = [d for d in stmt.decorator_list if d not in mine]
        if len(mine) != 1 or not all(_transparent_decorator(interp, d, obs.frame) for d in others):
            return None
        return Binding("name", stmt, stmt.name)
    top = _climb_wrappers(interp, obs.node, obs.frame, parents)
    parent = parents.get(top)
    if isinstance(parent, ast.Call) and parent.func is top:
        return Binding("immediate", stmt, call=parent)
    if isinstance(stmt, ast.Assign) and stmt.value is top and len(stmt.targets) == 1 and \
            isinstance(stmt.targets[0], ast.Name):
        return Binding("name", stmt, stmt.targets[0].id)
    return None


def _direct_call_of(name: str):
    """A first_use test accepting a statement whose every reference to `name` calls it (and does not rebind it)."""
    def is_use(stmt: ast.stmt, refs: list) -> ast.AST | None:
        parents = local_parents(stmt)
        calls = []
        for ref in refs:
            p = parents.get(ref)
            if isinstance(p, ast.Call) and p.func is ref:
                calls.append(p)
            else:
                return None   # the wrapper is passed on or stored: not followed
        if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if any(refs_to(t, name) for t in targets):
                return None
        return calls[0] if calls else None
    return is_use


def wrapper_first_call(obs: Observation, interp, skip_mesh_blocks: bool = False
                       ) -> tuple[ast.Call, ast.stmt, ast.AST | None] | None:
    """(call, its statement, legacy `with` around it if entered after the creation) of the first call of the
    wrapper created at `obs`, where the context mesh is still the one of the creation."""
    binding = creation_binding(obs, interp)
    if binding is None:
        return None
    if binding.kind == "immediate":
        obs.data["first_call"] = binding.call
        return binding.call, binding.stmt, None
    parents = parent_map(interp)
    located = block_of(binding.stmt, parents)
    if located is None:
        return None
    block, index = located
    use = first_use(interp, block, index, binding.name, obs.frame, _direct_call_of(binding.name),
                    skip_mesh_blocks=skip_mesh_blocks)
    if use is None:
        return None
    if raises_between(interp, getattr(binding.stmt, "end_lineno", binding.stmt.lineno), use.stmt.lineno):
        return None
    obs.data["first_call"] = use.node
    return use.node, use.stmt, use.legacy_with
