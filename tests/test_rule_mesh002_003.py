"""MESH002-MESH005 (`top_level_all_gather` out spec against the input's spec): the replay of JAX's checks, the
reaching-definition analysis that makes the input's spec certain, silence wherever it is not, messages and fixes.
The verdicts on tests/cases/mesh0/ are checked against jax by test_groundtruth.py; the fixes are checked here by
running the fixed programs under jax."""
from __future__ import annotations

import ast
import hashlib
import textwrap
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.analysis import analyze
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.analysis.rules.all_gather_specs import Spec, reaching_definition, simulate
from jax_mesh_lsp.fixer import apply_edits
from jax_mesh_lsp.knowledge import entries, find_by_message

FAMILY = ("MESH002", "MESH003", "MESH004", "MESH005")

HEAD = """\
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
"""


def program(body: str) -> str:
    return HEAD + textwrap.dedent(body)


def codes(src: str) -> list[str]:
    return sorted(f.code for f in analyze(src, "case.py") if f.code in FAMILY)


def spec(*parts, reduced=()) -> Spec:
    norm = tuple(None if p is None else (p,) if isinstance(p, str) else tuple(p) for p in parts)
    return Spec(norm, frozenset(reduced))


# ------------------------------------------------------------------ the replay of _top_level_ag
@pytest.mark.parametrize("in_spec,out_spec,multi_dim,expected", [
    # nothing changes: fine, whatever multi_dim says
    (spec("x", None), spec("x", None), False, None),
    (spec(None), spec(None), False, None),
    # one dimension gathered, reduced right / missing / wrong axis
    (spec("x", "y"), spec(None, "y", reduced={"x"}), False, None),
    (spec("x", "y"), spec(None, "y"), False, "MESH002"),
    (spec("x", None), spec(None, None, reduced={"y"}), False, "MESH002"),
    # the prefix rule, and JAX's i[-len(o):] for the gathered axes
    (spec(("x", "y"), None), spec("x", None, reduced={"y"}), False, None),
    (spec(("x", "y"), None), spec("y", None, reduced={"x"}), False, "MESH003"),
    (spec(("a", "b", "c")), spec("a", reduced={"c"}), False, "MESH002"),     # 'b' stays varying, unmentioned
    (spec(("a", "b", "c")), spec("a", reduced={"b", "c"}), False, "other"),  # only 'c' is reduced: other error
    (spec(("a", "b", "c")), spec(("a", "b"), reduced={"c"}), False, None),   # pvary of a reduced value: unknown
    # unsharded dimension asked to be sharded
    (spec(None, "y"), spec("x", "y"), False, "MESH004"),
    (spec(None, "y"), spec("x", None, reduced={"y"}), True, "MESH004"),
    # the count test comes before the second dimension's own checks
    (spec("x", None), spec(None, "y", reduced={"x"}), False, "MESH005"),
    (spec("x", "y"), spec(None, None, reduced={"x", "y"}), False, "MESH005"),
    (spec("x", "y"), spec("y", "x"), False, "MESH003"),
    (spec("x", "y"), spec(None, None, reduced={"x", "y"}), True, None),
    (spec("x", "y"), spec(None, None, reduced={"y"}), True, "MESH002"),
    # reduced naming more than what is gathered: shard_map's equality check, a different error
    (spec("x", None), spec(None, None, reduced={"x", "y"}), False, "other"),
    (spec("x", None), spec("x", None, reduced={"y"}), False, "other"),
    # an input already reduced (the result of an earlier gather) keeps its reduced axes
    (spec(None, "y", reduced={"x"}), spec(None, None, reduced={"x", "y"}), False, None),
    (spec(None, "y", reduced={"x"}), spec(None, None, reduced={"y"}), False, "MESH002"),
])
def test_simulate_replays_jax(in_spec, out_spec, multi_dim, expected):
    names = {a for p in in_spec.parts + out_spec.parts if p for a in p} | in_spec.reduced | out_spec.reduced
    mesh_names = ("a", "b", "c") if names & {"a", "b", "c"} else ("x", "y")
    outcome = simulate(in_spec, out_spec, mesh_names, multi_dim)
    if expected is None and outcome is None:
        return  # not modelled: the rules stay silent
    if expected == "other":
        assert outcome is not None and outcome.other_error
    elif expected is None:
        assert outcome is None or (outcome.code is None and not outcome.other_error)
    else:
        assert outcome is not None and outcome.code == expected


def test_every_family_rule_is_registered_with_its_entry():
    codes_ = {r.code for r in all_rules()}
    for code in FAMILY:
        assert code in codes_
        assert entries()[code].predicts


@pytest.mark.parametrize("message,code", [
    ("ValueError: shard_map applied to the function 'f_shmap' was given out_specs which require replication which "
     "can't be statically inferred given the mesh:\n\nThe mesh given has shape (8,)", "MESH002"),
    ("top_level_all_gather maintains `top_level_all_gather(x, ...) == x`  property. The in_spec=P('x')", "MESH003"),
    ("ValueError: top_level_all_gather doesn't allow input float32[16] to be unsharded on dimension 0", "MESH004"),
    ("multiple dimensions cannot be all_gathered since multi_dim=False passed to `top_level_all_gather`. Got",
     "MESH005"),
])
def test_explain_finds_each_message(message, code):
    assert find_by_message(message)[0].code == code


# ------------------------------------------------------------------ where the input's spec comes from
@pytest.mark.parametrize("body,expected", [
    # the plain case, at module level and in a function
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         top_level_all_gather(x, P(None))
     """, ["MESH002"]),
    ("""
     def main():
         with jax.set_mesh(jax.make_mesh((8,), ('x',))):
             x = jax.device_put(np.arange(16.), P('x'))
             return top_level_all_gather(x, P(None))
     main()
     """, ["MESH002"]),
    # written inline
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(None))
     """, ["MESH002"]),
    # the rank is known from reshape / np.ones: a short input spec is padded
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.ones((8, 2)), P('x'))
         top_level_all_gather(x, P(None, None))
     """, ["MESH002"]),
    # the rank is unknown and the out spec is longer than the input's: the extra entries may not fit -> silent
    ("""
     def run(arr):
         with jax.set_mesh(jax.make_mesh((8,), ('x',))):
             x = jax.device_put(arr, P('x'))
             return top_level_all_gather(x, P(None, None))
     run(np.ones((8, 2)))
     """, []),
    # the array does not divide evenly: device_put fails first -> silent
    ("""
     with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
         x = jax.device_put(np.arange(16.).reshape(8, 2), P(None, ('x', 'y')))
         top_level_all_gather(x, P(None, 'x'))
     """, []),
    # the input is a parameter: followed to the one call that led here (direct, jit, grad, lambda)
    ("""
     def gather(x):
         return top_level_all_gather(x, P(None))
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         gather(jax.device_put(np.arange(16.), P('x')))
     """, ["MESH002"]),
    ("""
     @jax.jit
     def gather(x):
         return top_level_all_gather(x, P(None))
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         a = jax.device_put(np.arange(16.), P('x'))
         jax.grad(lambda v: gather(v).sum())(a)
     """, ["MESH002"]),
    # a partial shifts the arguments: the syntax cannot map them, the value the core bound can (jax 0.10.2
    # raises here: checked by hand)
    ("""
     import functools
     def gather(scale, x):
         return top_level_all_gather(x, P(None)) * scale
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         a = jax.device_put(np.arange(16.), P('x'))
         g = functools.partial(gather, 2.0)
         g(a)
     """, ["MESH002"]),
    # ... and a direct call is judged by the array it gets, whatever other way the function is also called
    ("""
     def gather(x):
         return top_level_all_gather(x, P(None))
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         a = jax.device_put(np.arange(16.), P('x'))
         gather(a)
         jax.vmap(gather)(a)
     """, ["MESH002"]),
    # ... but not where vmap calls it (it batches the arguments)
    ("""
     def gather(x):
         return top_level_all_gather(x, P(None))
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         a = jax.device_put(np.arange(16.), P('x'))
         jax.vmap(gather)(a)
     """, []),
    # a method: `self` shifts the arguments, the value the core bound to `x` is the placed array (jax raises:
    # round 19, a tensor-parallel Linear.apply)
    ("""
     class Model:
         def gather(self, x):
             return top_level_all_gather(x, P(None))
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         Model().gather(jax.device_put(np.arange(16.), P('x')))
     """, ["MESH002"]),
    # reassigned by an elementwise op, which keeps the sharding (jax raises MESH002 here)
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         x = x * 2
         top_level_all_gather(x, P(None))
     """, ["MESH002"]),
    # reassigned by an operation the analysis does not model -> silent
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         x = jax.lax.cumsum(x) if len(jax.devices()) > 99 else custom_op(x)
         top_level_all_gather(x, P(None))
     """, []),
    # assigned in one branch only -> silent
    ("""
     import os
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         if os.environ.get("FLIP"):
             x = jax.device_put(np.arange(16.), P())
         top_level_all_gather(x, P(None))
     """, []),
    # a function declares it global, but nothing calls it before the gather: the array reaches it (jax raises)
    ("""
     def reset():
         global x
         x = None
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         top_level_all_gather(x, P(None))
     """, ["MESH002"]),
    # ...and when it is called first, x is None there: nothing to judge
    ("""
     def reset():
         global x
         x = None
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         reset()
         top_level_all_gather(x, P(None))
     """, []),
    # device_put under one mesh, the gather under another mesh object -> silent (jax compares them)
    ("""
     a = jax.make_mesh((8,), ('x',))
     b = jax.make_mesh((8,), ('x',))
     with jax.set_mesh(a):
         x = jax.device_put(np.arange(16.), P('x'))
     with jax.set_mesh(b):
         top_level_all_gather(x, P(None))
     """, []),
    # NamedSharding of the context mesh: known
    ("""
     mesh = jax.make_mesh((8,), ('x',))
     x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
     with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
         top_level_all_gather(x, P(None))
     """, ["MESH002"]),
    # the out spec comes from a parameter bound at the call: known
    ("""
     def gather(x, spec):
         return top_level_all_gather(x, spec)
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         gather(x, P(None))
     """, ["MESH002"]),
    # the out spec comes from a function of another module -> silent
    ("""
     from specs import replicated
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         top_level_all_gather(x, replicated())
     """, []),
    # the context mesh is a parameter: known through the one visible call (the core binds arguments) ...
    ("""
     def run(mesh):
         with jax.set_mesh(mesh):
             x = jax.device_put(np.arange(16.), P('x'))
             return top_level_all_gather(x, P(None))
     run(jax.make_mesh((8,), ('x',)))
     """, ["MESH002"]),
    # ... and unknown when nobody in view calls the function
    ("""
     def run(mesh):
         with jax.set_mesh(mesh):
             x = jax.device_put(np.arange(16.), P('x'))
             return top_level_all_gather(x, P(None))
     """, []),
    # unreduced in the out spec takes another path in jax -> silent
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         x = jax.device_put(np.arange(16.), P('x'))
         top_level_all_gather(x, P(None, unreduced={'x'}))
     """, []),
    # an Auto axis: MESH001, not these
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
         x = jax.device_put(np.arange(16.), P('x'))
         top_level_all_gather(x, P(None))
     """, []),
    # in a loop: the first iteration is known, a later rebinding is not
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         w = jax.device_put(np.arange(16.), P('x'))
         for _ in range(3):
             full = top_level_all_gather(w, P(None))
             w = w + 1
     """, ["MESH002"]),
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         w = jax.device_put(np.arange(16.), P('x'))
         for _ in range(3):
             full = top_level_all_gather(w, P(reduced={'x'}))
             w = full
     """, []),
    # the result of a judged gather feeds the next one
    ("""
     with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
         x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
         h = top_level_all_gather(x, P(None, 'y', reduced={'x'}))
         top_level_all_gather(h, P(None, None, reduced={'y'}))
     """, ["MESH002"]),
    # a tuple of inputs: the first bad leaf decides, an unknown leaf before it silences
    ("""
     def f(u):
         with jax.set_mesh(jax.make_mesh((8,), ('x',))):
             a = jax.device_put(np.arange(16.), P('x'))
             return top_level_all_gather((u, a), P(None))
     f(1)
     """, []),
    ("""
     with jax.set_mesh(jax.make_mesh((8,), ('x',))):
         a = jax.device_put(np.arange(16.), P('x'))
         b = jax.device_put(np.arange(16.), P())
         top_level_all_gather((a, b), (P(reduced={'x'}), P('x')))
     """, ["MESH004"]),
])
def test_input_spec_certainty(body, expected):
    assert codes(program(body)) == expected


def test_reaching_definition_walks_blocks():
    src = textwrap.dedent("""
        x = 1
        with ctx:
            if a:
                y = x
        """)
    tree = ast.parse(src)
    parents = {c: p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
    use = next(n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "x" and isinstance(n.ctx, ast.Load))
    value, loop = reaching_definition("x", use, None, tree, parents)
    assert isinstance(value, ast.Constant) and value.value == 1 and loop is False
    src2 = "for i in r:\n    y = x\n    x = 2\n"
    tree2 = ast.parse("x = 1\n" + src2)
    parents2 = {c: p for p in ast.walk(tree2) for c in ast.iter_child_nodes(p)}
    use2 = next(n for n in ast.walk(tree2) if isinstance(n, ast.Name) and n.id == "x" and isinstance(n.ctx, ast.Load))
    value2, loop2 = reaching_definition("x", use2, None, tree2, parents2)
    assert value2.value == 1 and loop2 is True
    tree3 = ast.parse("try:\n    x = 1\nexcept E:\n    x = 2\nfinally:\n    y = x\n")
    parents3 = {c: p for p in ast.walk(tree3) for c in ast.iter_child_nodes(p)}
    use3 = next(n for n in ast.walk(tree3) if isinstance(n, ast.Name) and n.id == "x" and isinstance(n.ctx, ast.Load))
    assert reaching_definition("x", use3, None, tree3, parents3) is None


# ------------------------------------------------------------------ messages, locations and fixes
MISSING_REDUCED = program("""
    mesh = jax.make_mesh((4, 2), ('x', 'y'))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        y = top_level_all_gather(x, P(None, 'y'))
    """)
MISSING_REDUCED_NS = program("""
    mesh = jax.make_mesh((4, 2), ('x', 'y'))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        y = top_level_all_gather(x, NamedSharding(mesh, P()), multi_dim=True)
    """)
WRONG_REDUCED = program("""
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
        y = top_level_all_gather(x, P(None, None, reduced={'y'}))
    """)
TWO_DIMS = program("""
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        y = top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
    """)
TWO_DIMS_FALSE = program("""
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
        y = top_level_all_gather(x, P(reduced={'x', 'y'}), multi_dim=False)
    """)
FIXABLE = {"missing_reduced": ("MESH002", MISSING_REDUCED), "missing_reduced_ns": ("MESH002", MISSING_REDUCED_NS),
           "wrong_reduced": ("MESH002", WRONG_REDUCED), "two_dims": ("MESH005", TWO_DIMS),
           "two_dims_false": ("MESH005", TWO_DIMS_FALSE)}


def _fixed(src: str, code: str) -> str:
    found = [f for f in analyze(src, "case.py") if f.code == code]
    assert len(found) == 1 and found[0].fixes, found
    return apply_edits(src, list(found[0].fixes[0].edits))


def test_message_names_axes_and_related_input():
    f, = [f for f in analyze(MISSING_REDUCED, "case.py") if f.code == "MESH002"]
    assert "'x'" in f.message and "reduced={'x'}" in f.message
    assert f.span.line == MISSING_REDUCED.splitlines().index(
        "    y = top_level_all_gather(x, P(None, 'y'))") + 1
    assert any("P('x', 'y')" in r.message for r in f.related)
    assert f.data["missing"] == ["x"]


@pytest.mark.parametrize("name", sorted(FIXABLE))
def test_fix_removes_the_finding(name):
    code, src = FIXABLE[name]
    fixed = _fixed(src, code)
    assert code not in codes(fixed), fixed
    assert not codes(fixed), fixed
    compile(fixed, "fixed.py", "exec")


def test_fix_texts():
    assert "P(None, 'y', reduced={'x'})" in _fixed(MISSING_REDUCED, "MESH002")
    assert "NamedSharding(mesh, P(reduced={'x', 'y'}))" in _fixed(MISSING_REDUCED_NS, "MESH002")
    assert "reduced={'x'})" in _fixed(WRONG_REDUCED, "MESH002")
    assert "reduced={'x', 'y'}), multi_dim=True)" in _fixed(TWO_DIMS, "MESH005")
    assert "multi_dim=True)" in _fixed(TWO_DIMS_FALSE, "MESH005")


@pytest.mark.groundtruth
def test_fixed_programs_run_under_jax(tmp_path_factory):
    folder = Path(__file__).resolve().parent / ".examples"
    folder.mkdir(exist_ok=True)
    paths = {}
    for name, (code, src) in FIXABLE.items():
        for kind, text in (("before", src), ("after", _fixed(src, code))):
            p = folder / f"mesh002_fix_{name}_{kind}_{hashlib.sha1(text.encode()).hexdigest()[:8]}.py"
            if not p.exists():
                p.write_text(text)
            paths[(name, kind)] = (code, p)
    outcomes = groundtruth.run_programs([p for _, p in paths.values()])
    for (name, kind), (code, p) in paths.items():
        outcome = outcomes[p]
        if kind == "before":
            assert outcome.matches(entries()[code].predicts), (name, outcome.text()[:300])
        else:
            assert outcome.type is None, (name, outcome.text()[:300])


# ------------------------------------------------------------------ robustness
def test_truncated_cases_never_raise():
    folder = Path(__file__).resolve().parent / "cases" / "mesh0"
    for path in sorted(folder.glob("m00[2-5]_*.py")):
        lines = path.read_text().splitlines(keepends=True)
        for cut in range(len(lines)):
            text = "".join(lines[:cut])
            analyze(text, str(path))
            analyze(text + "top_level_all_gather(", str(path))
