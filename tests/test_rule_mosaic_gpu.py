"""MESH101-MESH111 (Pallas Mosaic GPU multicast / collective_axes): the analyzer's tracing, its silence where a
link is uncertain, its messages, related locations and fixes. The verdicts on the gpu cases themselves are
checked against jax by test_groundtruth.py; the fixes are checked here by cross-lowering the fixed programs."""
from __future__ import annotations

import hashlib
import textwrap
from pathlib import Path

import pytest

import groundtruth
from cases_index import OWN
from jax_mesh_lsp.analysis import AnalysisOptions, analyze
from jax_mesh_lsp.fixer import apply_edits
from jax_mesh_lsp.knowledge import entries, find_by_message

HEAD = """\
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
"""

MULTICAST_BODY = """
def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, AXES))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
"""


def program(axes: str, tail: str, body: str = MULTICAST_BODY, head: str = HEAD) -> str:
    return head + body.replace("AXES", axes) + textwrap.dedent(tail)


def codes(src: str, **opts) -> list[str]:
    return sorted(f.code for f in analyze(src, "case.py", AnalysisOptions(**opts)) if f.code.startswith("MESH1"))


def findings(src: str, code: str):
    return [f for f in analyze(src, "case.py") if f.code == code]


SHARD_MAP_2D = """
mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
run_or_lower(f)
"""


# ------------------------------------------------------------------ the chain body -> kernel -> call -> shard_map
@pytest.mark.parametrize("axes,expected", [
    ("'x'", ["MESH101"]), ("('x',)", ["MESH101"]), ("('y', 'x')", []), ("('x', 'y')", []),
    ("('x', 'y', 'z')", ["MESH101"]), ("['x', 'y']", []),  # a list: TypeError (unhashable) first, not ours
])
def test_multicast_set_compare(axes, expected):
    assert codes(program(axes, SHARD_MAP_2D)) == expected


@pytest.mark.parametrize("axes,mesh_names,expected", [
    ("'x'", "('x',)", []), ("'xy'", "('x', 'y')", []), ("'data'", "('data',)", ["MESH101"]),
    ("('data',)", "('data',)", []), ("'data'", "('data', 'model')", ["MESH101"]),
])
def test_multimem_store_iterates_a_bare_str(axes, mesh_names, expected):
    body = """
def body(y_ref):
    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))
    plgpu.multimem_store(v, y_ref, AXES)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
"""
    n = mesh_names.count("'") // 2
    tail = f"""
    mesh = jax.make_mesh({(2,) * n}, {mesh_names}, devices=jax.devices()[:{2 ** n}])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P({mesh_names}), check_vma=False))
    run_or_lower(f)
    """
    assert codes(program(axes, tail, body)) == expected


def test_semaphore_wraps_a_bare_str():
    body = """
def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=AXES)
    pl.semaphore_wait(sem, 1)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SemaphoreType.REGULAR])
"""
    tail = """
    mesh = jax.make_mesh((4,), ('data',), devices=jax.devices()[:4])
    run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('data'), check_vma=False)))
    """
    assert codes(program("'data'", tail, body)) == []
    assert codes(program("('data', 'model')", tail, body)) == ["MESH103"]
    no_shard_map = "\nrun_or_lower(jax.jit(k))\n"
    assert codes(program("'data'", no_shard_map, body)) == ["MESH104"]


def test_partial_manual_shard_map_compares_all_axes():
    tail = """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), axis_names={'x'}, check_vma=False))
    run_or_lower(f)
    """
    assert codes(program("('x',)", tail)) == ["MESH101"]
    assert codes(program("('x', 'y')", tail)) == []


def test_shard_map_takes_the_mesh_of_set_mesh():
    tail = """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
    with jax.set_mesh(mesh):
        f = jax.jit(jax.shard_map(k, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
        run_or_lower(f)
    """
    assert codes(program("'x'", tail)) == ["MESH101"]
    assert codes(program("('x', 'y')", tail)) == []


@pytest.mark.parametrize("tail", [
    # set_mesh alone, as the message suggests
    """
    with jax.set_mesh(jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])):
        run_or_lower(jax.jit(k))
    """,
    # no mesh anywhere
    "\nrun_or_lower(jax.jit(k))\n",
    # a jitted function without shard_map
    """
    @jax.jit
    def step():
        return k()
    run_or_lower(step)
    """,
])
def test_no_enclosing_shard_map(tail):
    assert codes(program("('x',)", tail)) == ["MESH102"]


def test_kernel_called_inside_wrapped_function_and_decorators():
    tail = """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])

    @jax.jit
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)
    def step():
        return k() * 2

    run_or_lower(step)
    """
    assert codes(program("('y',)", tail)) == ["MESH101"]
    body = """
@functools.partial(plgpu.kernel, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                   scratch_types=[plgpu.SMEM((128,), jnp.float32)])
def k(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, AXES))
    plgpu.wait_smem_to_gmem(0)
"""
    assert codes(program("('y',)", SHARD_MAP_2D, body)) == ["MESH101"]
    assert codes(program("('y', 'x')", SHARD_MAP_2D, body)) == []


def test_export_inline_is_a_lowering_for_cuda():
    head = HEAD.replace("from lowering_helper import run_or_lower\n", "")
    tail = """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
    f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
    jax.export.export(f, platforms=PLATFORMS)()
    """
    assert codes(program("'x'", tail.replace("PLATFORMS", "['cuda']"), head=head)) == ["MESH101"]
    assert codes(program("'x'", tail.replace("PLATFORMS", "('cuda',)"), head=head)) == ["MESH101"]
    # lowering for CPU (or the default platform) never reaches the Mosaic GPU lowering
    assert codes(program("'x'", tail.replace("PLATFORMS", "['cpu']"), head=head)) == []
    no_platforms = tail.replace(", platforms=PLATFORMS", "")
    assert codes(program("'x'", no_platforms, head=head)) == []
    # exported but never called: nothing is lowered
    not_called = tail.replace("jax.export.export(f, platforms=PLATFORMS)()", "exp = jax.export.export(f, platforms=['cuda'])")
    assert codes(program("'x'", not_called, head=head)) == []


# ------------------------------------------------------------------ silence where a link is uncertain
@pytest.mark.parametrize("axes,tail", [
    # run_or_lower / export need a jitted function (else jax complains first)
    ("'x'", """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
    run_or_lower(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))
    """),
    # the axes come from somewhere unknown
    ("get_axes()", SHARD_MAP_2D),
    # the mesh comes from somewhere unknown
    ("'x'", """
    mesh = load_mesh()
    run_or_lower(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)))
    """),
    # the kernel is built but never lowered
    ("'x'", "\nmesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])\n"),
    # traced only (eval_shape): lowering errors do not happen
    ("'x'", """
    mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
    jax.eval_shape(jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False)))
    """),
])
def test_uncertain_links_stay_silent(axes, tail):
    assert codes(program(axes, tail)) == []


def test_interpret_mode_kernel_is_not_lowered_by_mosaic():
    body = MULTICAST_BODY.replace("scratch_types=[plgpu.SMEM((128,), jnp.float32)])",
                                  "scratch_types=[plgpu.SMEM((128,), jnp.float32)], interpret=True)")
    assert codes(program("'x'", SHARD_MAP_2D, body)) == []


def test_reassigned_destination_is_not_followed():
    body = """
def body(y_ref, smem):
    dst = plgpu.multicast_ref(y_ref, 'x')
    if smem is None:
        dst = y_ref
    plgpu.copy_smem_to_gmem(smem, dst)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
"""
    assert codes(program("", SHARD_MAP_2D, body)) == []
    once = body.replace("    if smem is None:\n        dst = y_ref\n", "")
    assert codes(program("", SHARD_MAP_2D, once)) == ["MESH101"]


def test_other_import_spellings():
    head = """\
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
import jax.experimental.pallas.mosaic_gpu as mgpu
from jax.experimental.pallas.mosaic_gpu import multicast_ref, copy_smem_to_gmem
from lowering_helper import run_or_lower
"""
    body = """
def body(y_ref, smem):
    copy_smem_to_gmem(smem, multicast_ref(y_ref, AXES))

k = mgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                scratch_types=[mgpu.SMEM((128,), jnp.float32)])
"""
    assert codes(program("'x'", SHARD_MAP_2D, body, head)) == ["MESH101"]


# ------------------------------------------------------------------ messages, related locations, fixes
def test_message_names_missing_and_extra_axes_and_mesh():
    src = program("('x', 'z')", SHARD_MAP_2D)
    [f] = findings(src, "MESH101")
    assert "missing 'y'" in f.message and "'z'" in f.message and "`mesh`" in f.message
    lines = src.splitlines()
    related = {lines[r.span.line - 1].strip().split(" =")[0] for r in f.related}
    assert "mesh" in related                                     # the mesh definition
    assert any("jax.shard_map" in lines[r.span.line - 1] for r in f.related)   # the shard_map call
    assert f.data["missing"] == ["y"] and f.data["extra"] == ["z"]


def test_fix_keeps_the_quote_style():
    src = program('"x"', SHARD_MAP_2D)
    [f] = findings(src, "MESH101")
    [fix] = f.fixes
    assert fix.edits[0].new_text == '("x", "y")'
    assert 'multicast_ref(y_ref, ("x", "y"))' in apply_edits(src, list(fix.edits))


def test_fix_wraps_a_bare_str_for_multimem():
    src = open(OWN / "gpu" / "m101_pos_04_multimem_store_bare_str.py").read()
    [f] = findings(src, "MESH101")
    [fix] = f.fixes
    assert fix.safe and fix.edits[0].new_text == "('data',)"


def test_seed_message_is_found_with_its_double_space():
    seed = ("NotImplementedError: Only collective_axes that include all JAX device mesh  axes are supported, but got "
            "('data',). Make sure to pass collective_axes=('data', 'model')")
    assert find_by_message(seed)[0].code == "MESH101"
    assert find_by_message("ValueError: JAX device mesh is required by multimem_store, but not defined.")[0].code == "MESH102"


def test_noqa_silences():
    src = program("'x'", SHARD_MAP_2D).replace("multicast_ref(y_ref, 'x'))", "multicast_ref(y_ref, 'x'))  # noqa: MESH101")
    assert codes(src) == []


# ------------------------------------------------------------------ fixes, proven by cross-lowering
FIX_SOURCES = [(f"{code}-invalid-{i}", text) for code in ("MESH101", "MESH103")
               for i, text in enumerate(entries()[code].data["examples"]["invalid"])]
FIX_SOURCES += [(p.name, p.read_text()) for p in sorted((OWN / "gpu").glob("m10[13]_pos_*.py"))]
FIX_DIR = Path(__file__).resolve().parent / ".examples"


@pytest.mark.groundtruth
@pytest.mark.parametrize("name,src", FIX_SOURCES, ids=[n for n, _ in FIX_SOURCES])
def test_fix_removes_the_error(name, src):
    found = [f for f in analyze(src, name) if f.code in ("MESH101", "MESH103") and f.fixes]
    assert found, "no fixable finding"
    fixed = apply_edits(src, list(found[0].fixes[0].edits))
    assert fixed != src
    FIX_DIR.mkdir(exist_ok=True)
    path = FIX_DIR / f"fixed_{hashlib.sha1(fixed.encode()).hexdigest()[:12]}.py"
    path.write_text(fixed)
    outcome = groundtruth.run_program(path)
    predicts = entries()[found[0].code].predicts
    assert not outcome.matches(predicts), outcome.text()[:300]
    assert found[0].code not in {f.code for f in analyze(fixed, name)}
