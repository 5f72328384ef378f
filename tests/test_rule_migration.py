"""MESH201-MESH222, the explicit-sharding migration rules.

- Unit tests of the rules' building blocks and of each rule on small programs (analyzer only, fast).
- Version awareness: the cases in tests/cases/versioned/ carry `# EXPECT:` (jax 0.10.2) and `# EXPECT-0.8.2:`.
  They run under the installed jax 0.10.2 and under jax 0.8.2 (a virtual environment made once by
  tests/support/make_jax082_venv.sh and cached in ~/.cache/jax-mesh-lsp/jax082); the analyzer with the matching
  target version must agree with each.
(The cases in tests/cases/migration/ are checked against jax 0.10.2 by test_groundtruth.py, like every case.)
"""
from __future__ import annotations

import os
import re
import subprocess
import textwrap
from pathlib import Path

import pytest

import groundtruth
from cases_index import OWN
from jax_mesh_lsp.analysis import AnalysisOptions, analyze
from jax_mesh_lsp.analysis.options import parse_version
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.analysis.rules.migration import Spec, U, ns_check
from jax_mesh_lsp.knowledge import entries, predicted_in

VERSIONED = sorted((OWN / "versioned").glob("*.py"))
MAKE_VENV = Path(__file__).resolve().parent / "support" / "make_jax082_venv.sh"
MIGRATION_CODES = [f"MESH2{n:02d}" for n in range(1, 26)]


def codes(source: str, version: str | None = None) -> set[str]:
    options = AnalysisOptions(jax_version=parse_version(version)) if version else None
    return {f.code for f in analyze(textwrap.dedent(source), "snippet.py", options)}


def findings(source: str, version: str | None = None):
    options = AnalysisOptions(jax_version=parse_version(version)) if version else None
    return analyze(textwrap.dedent(source), "snippet.py", options)


# ------------------------------------------------------------------------------------------------ knowledge
def test_every_migration_rule_is_registered_with_its_entry():
    registered = {r.code for r in all_rules()}
    for code in MIGRATION_CODES:
        assert code in registered, code
        e = entries()[code]
        assert e.predicts and predicted_in(e.predicts, e.message), code


def test_predicts_are_distinct_messages():
    preds = {entries()[c].predicts for c in MIGRATION_CODES}
    assert len(preds) == len(MIGRATION_CODES)
    for a in preds:
        for b in preds:
            if a != b:
                assert a not in b, (a, b)


# ------------------------------------------------------------------------------------------------ building blocks
def test_ns_check_order_and_versions():
    names, types = ("x", "y"), ("Explicit", "Auto")
    assert ns_check(names, types, Spec((("x",), None))) == "ok"
    assert ns_check(names, types, Spec((U,))) == "ok"                               # an Auto axis exists
    assert ns_check(names, ("Explicit", "Explicit"), Spec((U,))) == "MESH216"
    assert ns_check(names, types, Spec((), unreduced=frozenset({"y"}))) == "MESH217"
    assert ns_check(names, types, Spec((), reduced=frozenset({"y"}))) == "MESH218"
    assert ns_check(names, types, Spec((("z",),))) is None                         # axis not in mesh: other error
    manual = ("Explicit", "Manual")
    assert ns_check(names, manual, Spec((), reduced=frozenset({"y"})), (0, 10, 2)) == "MESH218"
    assert ns_check(names, manual, Spec((), reduced=frozenset({"y"})), (0, 8, 2)) == "ok"
    assert ns_check(names, manual, Spec((), reduced=frozenset({"y"})), (0, 9, 0)) is None


# ------------------------------------------------------------------------------------------------ rules on snippets
def test_use_mesh_attribute_and_import():
    assert codes("""
        import jax
        with jax.sharding.use_mesh(jax.make_mesh((8,), ('x',))):
            pass
    """) == {"MESH201"}
    assert codes("""
        import jax
        from jax.sharding import use_mesh
        print(1)
    """) == {"MESH202"}
    # guarded by try/except or hasattr: silent
    assert codes("""
        import jax
        try:
            from jax.sharding import use_mesh
        except ImportError:
            use_mesh = jax.set_mesh
        with use_mesh(jax.make_mesh((8,), ('x',))):
            pass
    """) == set()
    assert codes("""
        import jax
        ctx = jax.sharding.use_mesh if hasattr(jax.sharding, 'use_mesh') else jax.set_mesh
        with ctx(jax.make_mesh((8,), ('x',))):
            pass
    """) == set()
    # before 0.7.1 use_mesh existed
    assert codes("""
        import jax
        with jax.sharding.use_mesh(jax.make_mesh((8,), ('x',))):
            pass
    """, version="0.7.0") == set()


def test_use_mesh_import_fix_keeps_the_name():
    fs = findings("""
        import jax
        from jax.sharding import PartitionSpec as P, use_mesh
        print(1)
    """)
    assert [f.code for f in fs] == ["MESH202"]
    edit = fs[0].fixes[0].edits[0]
    assert edit.new_text == "set_mesh as use_mesh"


def test_device_put_spec_without_mesh_and_legacy_fix():
    fs = findings("""
        import jax, numpy as np
        from jax.sharding import PartitionSpec as P
        mesh = jax.make_mesh((8,), ('x',))
        with mesh:
            jax.device_put(np.zeros(16), P('x'))
    """)
    assert [f.code for f in fs] == ["MESH203"]
    assert "legacy" in fs[0].message
    assert any("set_mesh(mesh)" in e.new_text for fix in fs[0].fixes for e in fix.edits)
    assert codes("""
        import jax, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            jax.device_put(np.zeros(16), P('x'))
    """) == set()


def test_out_sharding_without_mesh_vs_auto_axis():
    assert codes("""
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        jnp.zeros((16,), out_sharding=P('x'))
    """) == {"MESH205"}
    src = """
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            jnp.zeros((16,), out_sharding=P('x'))
    """
    assert codes(src) == set()
    assert codes(src, version="0.8.2") == {"MESH207"}     # make_mesh's default was Auto before 0.9.0


def test_auto_axis_named_inside_auto_axes_says_the_context_retyped_the_mesh():
    # the mesh is all-Explicit; auto_axes makes 'x' Auto in the context mesh, which is what JAX reads
    found = [f for f in findings("""
        import jax, jax.numpy as jnp
        from jax.sharding import AxisType, PartitionSpec as P
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))

        def f(a, b):
            return jnp.einsum('xy,yz->xz', a, b, out_sharding=P('x', None))

        with jax.set_mesh(mesh):
            a = jax.device_put(jnp.ones((8, 4)), P('x', None))
            b = jax.device_put(jnp.ones((4, 8)), P(None, None))
            jax.sharding.auto_axes(f, out_sharding=P())(a, b)
    """) if f.code == "MESH207"]
    assert found and "auto_axes / explicit_axes changed the axis types of mesh" in found[0].message


def test_out_sharding_manual_axis_inside_shard_map():
    assert codes("""
        import jax, jax.numpy as jnp, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            a = jax.device_put(np.arange(16.0), P('x'))
            @jax.shard_map(in_specs=P('x'), out_specs=P('x'))
            def body(b):
                return b + jnp.ones(b.shape, out_sharding=P('x'))
            body(a)
    """) == {"MESH207"}


def test_jit_partition_spec_without_mesh_first_call():
    base = textwrap.dedent("""
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        f = jax.jit(lambda a: a + 1, in_shardings=P('x'))
    """)
    assert codes(base + "f(jnp.ones(16))\n") == {"MESH206"}
    assert codes(base + "print(f)\n") == set()                                        # never called
    assert codes(base + "with jax.set_mesh(jax.make_mesh((8,), ('x',))):\n    f(jnp.ones(16))\n") == set()


def test_shard_map_without_mesh_binds_first_mesh():
    src = textwrap.dedent("""
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        double = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
    """)
    assert codes(src + "double(jnp.arange(16.0))\n") == {"MESH213"}
    # first called under a mesh: the wrapper keeps that mesh; a later call outside is not judged here
    assert codes(src + textwrap.dedent("""
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            a = jax.device_put(jnp.arange(16.0), P('x'))
            double(a)
        double(a)
    """)) == set()


def test_shard_map_mesh_differs():
    assert codes("""
        import jax, numpy as np
        from jax.sharding import Mesh, PartitionSpec as P
        legacy = Mesh(np.array(jax.devices()), ('b',))
        with jax.set_mesh(jax.make_mesh((8,), ('b',))):
            jax.shard_map(lambda v: v, mesh=legacy, in_specs=P('b'), out_specs=P('b'))(np.ones(16))
    """) == {"MESH214"}
    assert codes("""
        import jax, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('b',))):
            a = jax.device_put(np.ones(16), P('b'))
            jax.shard_map(lambda v: v, mesh=jax.make_mesh((8,), ('b',)), in_specs=P('b'), out_specs=P('b'))(a)
    """) == set()


def test_explicit_axes_needs_in_sharding_first():
    assert codes("""
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        f = jax.sharding.explicit_axes(lambda a: a, in_sharding=P('x'))
        f(jnp.ones(16))
    """) == {"MESH208"}
    assert codes("""
        import jax, jax.numpy as jnp
        f = jax.sharding.explicit_axes(lambda a: a)
        f(jnp.ones(16))
    """) == set()


def test_set_mesh_manual_not_inside_jit():
    assert codes("""
        import jax
        from jax.sharding import AxisType
        jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,)))
    """) == {"MESH209"}
    assert codes("""
        import jax, jax.numpy as jnp
        from jax.sharding import AxisType
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,))
        @jax.jit
        def f(a):
            with jax.set_mesh(mesh):
                return a
        f(jnp.ones(2))
    """) == set()


@pytest.mark.parametrize("types,expected", [
    ("[AxisType.Explicit, AxisType.Explicit]", {"MESH210"}),
    ("[AxisType.Explicit] * 2", {"MESH210"}),
    ("('explicit', 'explicit')", {"MESH210"}),
    ("(AxisType.Explicit,)", {"MESH211"}),
    ("AxisType.Explicit", {"MESH211"}),
    ("(AxisType.Explicit,) * 3", {"MESH211"}),
    ("(AxisType.Explicit,) * 2", set()),
    ("tuple([AxisType.Auto, AxisType.Explicit])", set()),
    ("None", set()),
])
def test_axis_types(types, expected):
    assert codes(f"""
        import jax
        from jax.sharding import AxisType
        mesh = jax.make_mesh((4, 2), ('a', 'b'), axis_types={types})
    """) == expected


def test_axis_types_list_fix_makes_a_tuple():
    fs = findings("""
        import jax
        from jax.sharding import AxisType
        mesh = jax.make_mesh((8,), ('a',), axis_types=[AxisType.Explicit])
    """)
    assert [f.code for f in fs] == ["MESH210"]
    assert fs[0].fixes[0].edits[0].new_text == "(AxisType.Explicit,)"


def test_sharding_constraint_auto_only_vs_assert():
    legacy = """
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        mesh = jax.make_mesh((8,), ('b',))
        with mesh:
            jax.lax.with_sharding_constraint(jnp.ones((16, 4)), P('b', None))
    """
    assert codes(legacy) == {"MESH212"}
    assert codes(legacy, version="0.8.2") == set()       # Auto axes before 0.9.0
    asserted = """
        import jax, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            a = jax.device_put(np.zeros((16, 8), np.float32), P('x', None))
            b = jax.lax.with_sharding_constraint(a, P(None, 'x'))
    """
    assert codes(asserted) == {"MESH220"}
    assert codes(asserted.replace("P(None, 'x'))", "P('x', None))")) == set()
    assert codes(asserted.replace("P(None, 'x'))", "P('x'))")) == set()              # padded with None


def test_all_gather_reduced_needs_varying():
    src = """
        import jax, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('x',))):
            w = jax.device_put(np.arange(16.0), P(SPEC))
            @jax.jit
            @jax.shard_map(in_specs=P(SPEC), out_specs=P(reduced={'x'}))
            def f(b):
                return jax.lax.all_gather(b, 'x', tiled=True, to='reduced')
            f(w)
    """
    assert codes(src.replace("SPEC", "")) == {"MESH215"}
    assert codes(src.replace("SPEC", "'x'")) == set()


def test_unconstrained_reduced_unreduced():
    assert codes("""
        import jax
        from jax.sharding import NamedSharding, PartitionSpec as P
        NamedSharding(jax.make_mesh((8,), ('x',)), P(P.UNCONSTRAINED))
    """) == {"MESH216"}
    assert codes("""
        import jax
        from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
        NamedSharding(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,)), P(unreduced={'x'}))
    """) == {"MESH217"}
    src = """
        import jax
        from jax.sharding import NamedSharding, PartitionSpec as P
        NamedSharding(jax.make_mesh((8,), ('x',)), P(reduced={'x'}))
    """
    assert codes(src) == set()
    assert codes(src, version="0.8.2") == {"MESH218"}


def test_repeat_on_sharded_axis():
    src = """
        import jax, jax.numpy as jnp, numpy as np
        from jax.sharding import PartitionSpec as P
        with jax.set_mesh(jax.make_mesh((8,), ('b',))):
            t = jax.device_put(np.zeros((16, 4)), P('b', None))
            jnp.repeat(t, 2, axis=AXIS)
    """
    assert codes(src.replace("AXIS", "0")) == {"MESH219"}
    assert codes(src.replace("AXIS", "1")) == set()
    assert codes(src.replace("AXIS", "0"), version="0.8.2") == set()


def test_shape_dtype_struct_read_without_mesh():
    src = """
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        s = jax.ShapeDtypeStruct((16,), jnp.float32, sharding=P('x'))
        READ
    """
    assert codes(src.replace("READ", "print(s)")) == {"MESH204"}
    assert codes(src.replace("READ", "print(s.shape)")) == set()


def test_analyzer_never_raises_on_broken_migration_code():
    for text in ["import jax\nwith jax.sharding.use_mesh(", "from jax.sharding import (use_mesh",
                 "jax.make_mesh((4, 2), ('a',), axis_types=[", "jax.shard_map(lambda: 0)()()",
                 "import jax\njax.ShapeDtypeStruct(sharding=jax.P('x')).sharding"]:
        analyze(text, "broken.py")


# ------------------------------------------------------------------------------------------------ versions
def _expect(path: Path, version: str | None) -> set[str]:
    header = "EXPECT" if version is None else f"EXPECT-{version}"
    text = path.read_text(encoding="utf-8")
    m = re.search(rf"^#\s*{re.escape(header)}:\s*(.*)$", text, re.M)
    assert m, f"{path.name} lacks a `# {header}:` header"
    return set(re.findall(r"MESH\d{3}", m.group(1)))


def _raised(outcome) -> set[str]:
    return outcome.raised_rules(entries())


def test_versioned_cases_have_both_headers():
    assert len(VERSIONED) >= 10
    for path in VERSIONED:
        _expect(path, None)
        _expect(path, "0.8.2")


@pytest.mark.parametrize("case", VERSIONED, ids=lambda p: p.name)
@pytest.mark.parametrize("version", [None, "0.8.2"], ids=["target-0.10.2", "target-0.8.2"])
def test_versioned_analyzer(case, version):
    expected = _expect(case, version)
    options = AnalysisOptions(jax_version=parse_version(version or "0.10.2"))
    got = {f.code for f in analyze(case.read_text(encoding="utf-8"), str(case), options)}
    assert got == expected


@pytest.fixture(scope="module")
def versioned_outcomes_0102():
    return groundtruth.run_programs(VERSIONED)


@pytest.fixture(scope="module")
def jax082_python():
    if os.environ.get("JAX_MESH_LSP_SKIP_JAX082"):
        pytest.skip("JAX_MESH_LSP_SKIP_JAX082 is set")
    try:
        proc = subprocess.run(["bash", str(MAKE_VENV)], capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"could not create the jax 0.8.2 environment: {exc}")
    if proc.returncode != 0:
        pytest.skip(f"could not create the jax 0.8.2 environment (offline?): {proc.stderr[-500:]}")
    return proc.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def versioned_outcomes_082(jax082_python):
    return groundtruth.run_programs(VERSIONED, python=jax082_python)


@pytest.mark.groundtruth
@pytest.mark.parametrize("case", VERSIONED, ids=lambda p: p.name)
def test_versioned_jax_0102(case, versioned_outcomes_0102):
    outcome = versioned_outcomes_0102[case]
    assert outcome.type != "ProcessDied", outcome.message
    assert _raised(outcome) == _expect(case, None), outcome.text()[:400]


@pytest.mark.groundtruth
@pytest.mark.parametrize("case", VERSIONED, ids=lambda p: p.name)
def test_versioned_jax_082(case, versioned_outcomes_082):
    outcome = versioned_outcomes_082[case]
    assert outcome.type != "ProcessDied", outcome.message
    assert _raised(outcome) == _expect(case, "0.8.2"), outcome.text()[:400]
