"""MESH223: a lax.scan / while_loop / fori_loop in a shard_map body whose carry gains a varying axis.

With check_vma=True a loop's carry keeps one type through every iteration, its varying Manual axes included: JAX
traces the body once and refuses a carry output that varies over an axis its input does not ("carry input and
carry output must have equal types ... the manual axis types do not match"). The usual cause is an accumulator
started from a constant (`0.0`, `jnp.zeros(...)`: it varies over nothing) and fed with the shard's own data.

The interpreter hands over each such loop it traced with typed arguments (pseudo-callee LOOP_CARRY: the initial
carry, the body's carry output, the call): the rule speaks only where the initial carry's axes are known exactly
(an upper bound, vma.py) and the output's lower bound has more.
"""
from __future__ import annotations

import ast

from ...findings import Finding, Related
from ...values import ListVal
from ... import vma
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .pcast_fix import leaf_expression, pcast_fix

LOOP_CARRY = "<carry of a loop traced in a shard_map body>"
# where the initial carry is among a loop's arguments
INIT_ARGUMENT = {"jax.lax.scan": (1, "init"), "jax.lax.while_loop": (2, "init_val"), "jax.lax.fori_loop": (3, "init_val")}


def _leaves(carry_in, carry_out, path: tuple, out: list) -> bool:
    """(path, input leaf, output leaf) for carries of one structure; False when the structures differ (JAX
    raises another error then: "must have the same pytree structure")."""
    if isinstance(carry_in, ListVal):
        carry_in = carry_in.items
    if isinstance(carry_out, ListVal):
        carry_out = carry_out.items
    if isinstance(carry_in, tuple):
        if not isinstance(carry_out, tuple) or len(carry_out) != len(carry_in):
            return False
        return all(_leaves(i, o, path + (n,), out) for n, (i, o) in enumerate(zip(carry_in, carry_out)))
    if isinstance(carry_out, tuple):
        return False
    fields_in, fields_out = vma.namedtuple_fields(carry_in), vma.namedtuple_fields(carry_out)
    if fields_in is not None or fields_out is not None:
        # NamedTuples: tuples of their fields, in order
        if fields_in is None or fields_out is None or carry_in.cls is not carry_out.cls:
            return False
        return all(_leaves(carry_in.attrs[f], carry_out.attrs[f], path + (n,), out) for n, f in enumerate(fields_in))
    keys_in, keys_out = _dict_keys(carry_in), _dict_keys(carry_out)
    if keys_in is not None or keys_out is not None:
        # dicts: the same keys (a pytree's dict keys are sorted), leaf by leaf
        if keys_in is None or keys_out is None or sorted(keys_in) != sorted(keys_out):
            return False
        return all(_leaves(carry_in.attrs[k], carry_out.attrs[k], path + (k,), out) for k in sorted(keys_in))
    out.append((path, carry_in, carry_out))
    return True


def _dict_keys(value) -> tuple | None:
    """The keys of a dict value whose entries are all known (str keys); None for anything else."""
    if getattr(value, "kind", None) != "dict" or getattr(value, "escaped", True):
        return None
    keys = value.known_keys()
    return tuple(keys) if keys is not None and all(isinstance(k, str) for k in keys) else None


def _init_node(call: ast.AST, loop: str) -> ast.AST | None:
    if not isinstance(call, ast.Call) or loop not in INIT_ARGUMENT:
        return None
    index, keyword = INIT_ARGUMENT[loop]
    if len(call.args) > index and not any(isinstance(a, ast.Starred) for a in call.args[:index + 1]):
        return call.args[index]
    return next((k.value for k in call.keywords if k.arg == keyword), None)


class LoopCarryGainsVaryingAxis(CallRule):
    code = "MESH223"
    callees = frozenset({LOOP_CARRY})
    keywords = SPEC_KEYWORDS   # judged only in typed shard_map bodies: in_specs are PartitionSpecs

    def check(self, site):
        loop = site.kwargs.get("loop", "")
        leaves: list = []
        if not _leaves(site.kwargs.get("carry_in"), site.kwargs.get("carry_out"), (), leaves):
            return None
        src = site.interp.source
        init = _init_node(site.node, loop)
        for path, before, after in leaves:
            if not vma.is_exact(before):
                continue
            gained = sorted(vma.lower(after) - before.axes)
            if not gained:
                continue
            short = loop.rsplit(".", 1)[1]
            kind = "scan" if short in ("scan", "fori_loop") else short
            where = "the initial carry" + ("".join(f"[{i}]" for i in path) if path else "")
            axes = ", ".join(repr(a) for a in gained)
            before_text = "nothing" if not before.axes else ", ".join(repr(a) for a in sorted(before.axes))
            message = (f"{kind} body function carry input and carry output must have equal types: {where} varies "
                       f"over {before_text}, but the body's carry output also varies over {axes} (check_vma "
                       f"types every carry with the Manual axes it varies over). Start the carry varying over "
                       f"{axes} (jax.lax.pcast(init, ({axes},), to='varying')), or reduce what the body adds "
                       f"(jax.lax.psum) if the carry should stay replicated.")
            related, fixes = [], []
            leaf = leaf_expression(init, path)
            if leaf is not None:
                related.append(Related(src.span(leaf), f"{where}: varies over {before_text}"))
                fix = pcast_fix(site, leaf, axes, f"Start the carry varying over {axes} (jax.lax.pcast)")
                fixes = [fix] if fix is not None else []
            return [Finding(self.code, message, src.callee_span(site.node), related=related, fixes=fixes)]
        return None
