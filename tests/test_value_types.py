"""What the analysis knows of a value's type decides dispatch branches (`isinstance(x, np.ndarray)`,
`hasattr(x, "sharding")`); where it does not know, findings in the branches are information, never errors.
The programs are ground-truth cases (tests/cases/shapes), run under jax by test_groundtruth.py; these tests pin
the severity the editor shows, which test_groundtruth.py does not look at."""
from __future__ import annotations

import textwrap

from cases_index import OWN
from jax_mesh_lsp.analysis import analyze


def _findings(name: str):
    path = next((OWN / "shapes").glob(name + "_*.py"))
    return analyze(path.read_text(encoding="utf-8"), str(path))


def test_known_numpy_values_decide_the_dispatch():
    # device_get, fancy indexing with a Generator's permutation, host arithmetic, linspace(retstep=True):
    # every test is answered, so nothing at all is reported (not even information)
    assert _findings("s672") == []


def test_unanswered_type_tests_give_information():
    findings = _findings("s665")
    assert findings and all(f.severity == "information" for f in findings)
    assert all("the test at line" in f.message for f in findings)


def test_dtype_shape_and_flag_tests_give_information():
    findings = _findings("s666")
    # (the shape test is decided: `jnp.ones((16, 4))` spells its sizes out, so 16 % 8 != 0 is False and its
    # branch is not judged at all; the dtype and flag tests stay unanswered)
    assert len(findings) == 2 and all(f.severity == "information" for f in findings)
    assert all(f.code != "MESH205" for f in findings)


def test_validation_that_raises_guards_nothing_after_it():
    findings = _findings("s668")
    assert [f.severity for f in findings] == ["error"]


def test_config_dicts_built_by_union_proxy_and_fromkeys_are_read():
    assert _findings("s679") == []


def test_namedtuple_variants_made_by_replace_are_followed():
    assert _findings("s682") == []
    assert [(f.code, f.severity) for f in _findings("s685")] == [("MESH001", "error")]


def test_tests_on_the_programs_own_unknown_values_give_information():
    # a function attribute: not followed, but nothing it comes from reads the environment (provenance), so the
    # unreachable gather is information
    findings = _findings("s683")
    assert findings and all(f.severity == "information" for f in findings)


def test_a_test_on_an_environment_variable_keeps_its_error():
    # the same dispatch reading a class attribute set from os.environ: either branch runs in some run
    assert [f.severity for f in _findings("s684")] == ["error"]


def test_a_wrapper_error_judged_after_the_run_is_information_under_a_test_the_program_fixes():
    # MESH213 is judged after the run, at the shard_map's first call; both sit under the helper's test
    findings = _findings("s688")
    assert [(f.code, f.severity) for f in findings] == [("MESH213", "information")]


def test_containers_handed_to_code_we_cannot_see_are_unknown_after():
    # `somelib.collect(spec, axes)` may fill the set (or list) it is given: reading it afterwards as the empty set
    # it was made as claimed an out spec with no reduced axes (MESH002, an error on code that may be correct)
    source = textwrap.dedent("""\
        import jax
        import jax.numpy as jnp
        import somelib
        from jax.sharding import AxisType, PartitionSpec as P
        from jax._src.shard_map import top_level_all_gather

        {made}
        somelib.collect(P("fsdp", "tp"), axes)
        mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
        with jax.set_mesh(mesh):
            w = jax.device_put(jnp.ones((64, 32)), P("fsdp", "tp"))
            top_level_all_gather(w, P(None, None, reduced={use}), multi_dim=True)
        """)
    for made, use in (("axes = set()", "axes"), ("axes = []", "frozenset(axes)")):
        findings = analyze(source.format(made=made, use=use), "collect.py")
        assert not [f for f in findings if f.severity in ("error", "warning")], (made, findings)
    # handed to nobody, the empty set is certain: the gather's out spec lists no reduced axis
    findings = analyze(source.format(made="axes = set()", use="axes").replace(
        'somelib.collect(P("fsdp", "tp"), axes)\n', ""), "collect.py")
    assert [f.code for f in findings if f.severity == "error"] == ["MESH002"]


def test_each_pass_of_a_loop_starts_with_its_target_bound_afresh():
    # the body rebinds the loop's batch to a NumPy copy at its end; the next pass gets a device batch again, so
    # the NumPy branch is known not to run (joined with the copy, the test would stay unanswered: information)
    assert _findings("s1029") == []
