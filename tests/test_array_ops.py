"""The sharding an op gives its result (analysis/array_ops.py), checked against jax op by op.

For each op, two programs constrain its result under an all-Explicit mesh: to the sharding the table says (jax
must run it: the assertion holds) and to a replicated one (jax must raise, and the analyzer must say MESH220).
A wrong table entry fails one of the two."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import groundtruth
from jax_mesh_lsp.analysis import AnalysisOptions, analyze

# (expression of x: P('d', 'm') (16, 8), x3: P('d', None, 'm') (8, 4, 4), xd: P('d', None) (16, 8), wm: P(None, 'm')
# (8, 4), x3n: P(None, 'd', 'm') (4, 8, 4)...: see PROGRAM) -> the spec jax gives its result
OPS = {
    "jnp.tanh(x) * 0.5": "P('d', 'm')",
    "x + x": "P('d', 'm')",
    "-x": "P('d', 'm')",
    "x ** 2": "P('d', 'm')",
    "jnp.maximum(x, 0.0)": "P('d', 'm')",
    "jnp.clip(x, 0, 1)": "P('d', 'm')",
    "jnp.where(x, x, x) if False else jnp.abs(x)": "P('d', 'm')",
    "jnp.zeros_like(x)": "P('d', 'm')",
    "jnp.full_like(x, 3.0)": "P('d', 'm')",
    "jnp.ones_like(x, dtype=jnp.int32)": "P('d', 'm')",
    "jnp.flip(x, axis=1)": "P('d', 'm')",
    "jax.nn.softmax(x, axis=-1)": "P('d', 'm')",
    "jax.nn.relu(x).astype(jnp.bfloat16)": "P('d', 'm')",
    "x.sum(axis=0)": "P('m')",
    "jnp.sum(x, axis=1)": "P('d')",
    "jnp.mean(x, axis=0, keepdims=True)": "P(None, 'm')",
    "jnp.max(x, axis=1, keepdims=True)": "P('d', None)",
    "jnp.argmax(x, axis=1)": "P('d')",
    "jnp.var(x, axis=1)": "P('d')",
    "jax.nn.logsumexp(x, axis=-1)": "P('d')",
    "jnp.linalg.norm(x, axis=-1)": "P('d')",
    "jnp.swapaxes(x3, 0, 1)": "P(None, 'd', 'm')",
    "jnp.moveaxis(x3, 0, -1)": "P(None, 'm', 'd')",
    "jnp.transpose(x3, (1, 0, 2))": "P(None, 'd', 'm')",
    "x3.transpose(2, 0, 1)": "P('m', 'd', None)",
    "jnp.expand_dims(x, 1)": "P('d', None, 'm')",
    "x[None]": "P(None, 'd', 'm')",
    "x[:, None]": "P('d', None, 'm')",
    "jnp.stack([x, x])": "P(None, 'd', 'm')",
    "jnp.stack([x, x], axis=1)": "P('d', None, 'm')",
    "jnp.stack([x * s for s in (1.0, 2.0, 3.0)])": "P(None, 'd', 'm')",
    "jnp.concatenate([x, x], axis=1)": "P('d', 'm')",
    "jnp.concatenate((x, x))": "P('d', 'm')",
    # every operand replicated (r: (16, 8), w: (8, 4)): the result is replicated, of the op's rank
    "r @ w": "P(None, None)",
    "jnp.matmul(r, w)": "P(None, None)",
    "jnp.dot(r, w)": "P(None, None)",
    "r @ w[:, 0]": "P(None)",
    "jnp.einsum('ij,jk->ik', r, w)": "P(None, None)",
    "r.reshape(8, 16)": "P(None, None)",
    "jnp.reshape(r, (4, 4, 8))": "P(None, None, None)",
    "r[0:8]": "P(None, None)",
    "r[:, :4]": "P(None, None)",
    "r[3]": "P(None)",
    "jnp.where(r > 0, r, 0.0)": "P(None, None)",
    # matmul with the contracted dimension unsharded on both sides: the free dimensions keep their entries
    "xd @ w": "P('d', None)",
    "xd @ wm": "P('d', 'm')",
    "jnp.matmul(xd, wm)": "P('d', 'm')",
    "jnp.dot(xd, wm)": "P('d', 'm')",
    "xd @ w[:, 0]": "P('d')",
    "r[0] @ wm": "P('m')",
    "jnp.tanh(xd @ wm) * 2.0": "P('d', 'm')",
    # einsum with every summed letter unsharded: each output letter keeps its operands' entry
    "jnp.einsum('bd,df->bf', xd, wm)": "P('d', 'm')",
    "jnp.einsum('bd,df->fb', xd, wm)": "P('m', 'd')",
    "jnp.einsum('bij,bkj->bik', x3d, x3d)": "P('d', None, None)",
    "jnp.einsum('bd,bd->b', xd, xd)": "P('d')",
    "jnp.einsum('bd->db', x)": "P('m', 'd')",
    "jnp.einsum('bd,df,fg->bg', xd, w, r[:4, :8]) if False else jnp.einsum('bd,df->bf', xd, w)": "P('d', None)",
    # a jnp function of a Python number is a 0-d array, placed like the other operand
    "xd / jnp.sqrt(8)": "P('d', None)",
    "jnp.exp(2.0) * xm": "P(None, 'm')",
    # where is elementwise over its three operands; creators with no placing keyword are replicated
    "jnp.where(r > 0, xd, 0.0)": "P('d', None)",
    "jnp.where(xd > 0, xm, 0.0)": "P('d', 'm')",
    "jnp.ones((16, 8)) * xd": "P('d', None)",
    "jax.random.normal(jax.random.key(0), (16, 8)) + xm": "P(None, 'm')",
    # a gather given out_sharding= is typed with it
    "x.at[jnp.arange(4)].get(out_sharding=P(None, 'm'))": "P(None, 'm')",
    # a number read from a shape (its value not needed) scales like any number
    "xd * (xd.shape[1] ** -0.5)": "P('d', None)",
    "xm / (xm.shape[0] * 2)": "P(None, 'm')",
    # elementwise ops of differently sharded operands: each dimension takes the sharding one of them gives it
    "xd + r": "P('d', None)",
    "r * xd": "P('d', None)",
    "xd * xm": "P('d', 'm')",
    "xd + w[:, 0]": "P('d', None)",
    "jnp.maximum(xm, r)": "P(None, 'm')",
    # an operand made with no mesh set (u: (16, 8), uncommitted) is taken as replicated on the others' mesh
    "xd + u": "P('d', None)",
    "u[:, :8] @ wm": "P(None, 'm')",
    # a constant index along an unsharded leading dimension: the other dimensions keep their entries
    "xm[3]": "P('m')",
    "x3n[2]": "P('d', 'm')",
    # a roll along an unsharded dimension keeps the sharding
    "jnp.roll(xd, -1, axis=1)": "P('d', None)",
    "jnp.roll(x3n, 2, axis=0)": "P(None, 'd', 'm')",
    "jnp.roll(r, 3) + xd": "P('d', None)",
    "jnp.roll(r[:, 0], 1)[:, None] * xd": "P('d', None)",
    # a dynamic update has its operand's sharding (the update must have the same)
    "jax.lax.dynamic_update_slice_in_dim(x3n, x3n[:2], 1, axis=0)": "P(None, 'd', 'm')",
    "jax.lax.dynamic_update_slice(xd, xd * 2.0, (0, 0))": "P('d', None)",
    # cumulative ops along an unsharded axis keep the sharding; axis=None of a replicated array is 1-D replicated
    "jnp.cumsum(xd, axis=1)": "P('d', None)",
    "jnp.cumprod(r[:, 0])[:, None] * xd": "P('d', None)",
    # `...` spelled out as whole slices
    "x[..., None]": "P('d', 'm', None)",
    "x3[..., None]": "P('d', None, 'm', None)",
    # 0-d arrays of Python numbers take the other operand's placement; created shapes as spelled
    "xd * jnp.minimum(2, 3)": "P('d', None)",
    "jnp.linspace(0.0, 1.0, 16)[:, None] * xd": "P('d', None)",
    "jnp.arange(16)[:, None] * xd": "P('d', None)",
    "jnp.full((16, 8), jnp.float32(2.0)) + xd": "P('d', None)",
    # a 0-d array of indices picks one row as an int does
    "xm[jnp.int32(3)]": "P('m')",
    # sorting along an unsharded axis keeps the sharding; so do slices and picks along unsharded dimensions
    "jnp.sort(xd, axis=-1)": "P('d', None)",
    "jnp.argsort(xm, axis=0)": "P(None, 'm')",
    "xd[:, ::-1]": "P('d', None)",
    "xd[:, :4]": "P('d', None)",
    "xm[::-1]": "P(None, 'm')",
    "xd[:, 0]": "P('d')",
    "x3[:, 1, :]": "P('d', 'm')",
    "jnp.take_along_axis(xd, jnp.sum(xd > 0, axis=-1, keepdims=True).astype(jnp.int32), axis=-1)": "P('d', None)",
    # top_k along the unsharded last axis: both outputs keep the sharding
    "jax.lax.top_k(xd, 3)[0]": "P('d', None)",
    "jax.lax.top_k(xm.T, 2)[1]": "P('m', None)",
    # lax's elementwise functions of one array keep its sharding
    "jax.lax.rsqrt(x * x + 1.0)": "P('d', 'm')",
    "jax.lax.exp(xd) * jax.lax.logistic(xd)": "P('d', None)",
    "jax.lax.integer_pow(xm, 3)": "P(None, 'm')",
    # reshapes that keep the sharded dimensions (an unsharded one split or merged, a singleton added), on sizes
    # known from the arrays (a matmul's result included)
    "xd.reshape(16, 2, 4)": "P('d', None, None)",
    "xd.reshape(-1, 4, 2)": "P('d', None, None)",
    "x3d.reshape(8, 8)": "P('d', None)",
    "jnp.reshape(xd, (16, 1, 8))": "P('d', None, None)",
    "(xd @ w).reshape(16, 2, 2)": "P('d', None, None)",
    "x3n.reshape(2, 2, 8, 4)": "P(None, None, 'd', 'm')",
    # a scatter with no out_sharding= into whole slices and unsharded picked dimensions keeps the operand's
    # sharding (the update a number, replicated, or sharded like the slice it fills)
    "xd.at[:, 0].set(3.0)": "P('d', None)",
    "xd.at[:, 1].set(xd[:, 0])": "P('d', None)",
    "xd.at[:, 2].add(jnp.ones((16,)))": "P('d', None)",
    "x3n.at[1].set(0.0)": "P(None, 'd', 'm')",
    # a contraction sharded on one side only: the free dimensions keep their entries
    "x @ wm": "P('d', 'm')",
    "jnp.dot(xm, w)": "P(None, None)",
    "jnp.matmul(x3, jnp.ones((4, 4)))": "P('d', None, None)",
    "jnp.rot90(x3, k=1, axes=(1, 2))": "P('d', 'm', None)",
    "jnp.rot90(x3n, 2, (1, 2))": "P(None, 'd', 'm')",
    "jnp.rot90(x)": "P('m', 'd')",
    # vmap called from outside: the mapped dimension comes back at out_axes, sharded as the inputs were along it
    "jax.vmap(lambda row: jnp.tanh(row) * 2)(x)": "P('d', 'm')",
    "jax.vmap(lambda row: row * 2, out_axes=1)(x)": "P('m', 'd')",
    "jax.vmap(lambda col: col.sum(), in_axes=1)(x)": "P('m')",
    "jax.vmap(lambda row, w: row @ w, in_axes=(0, None))(xd, wm)": "P('d', 'm')",
    "jax.vmap(lambda a, b: a + b, in_axes=(1, 0), out_axes=-1)(x3n, x3)": "P(None, 'm', 'd')",
    "jax.jit(jax.vmap(lambda m: m.T))(x3)": "P('d', 'm', None)",
}

PROGRAM = """\
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("d", "m"))
u = jnp.ones((16, 8))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 8)), P("d", "m"))
    x3 = jax.device_put(jnp.ones((8, 4, 4)), P("d", None, "m"))
    r = jnp.ones((16, 8))
    w = jnp.ones((8, 4))
    xd = jax.device_put(jnp.ones((16, 8)), P("d", None))
    wm = jax.device_put(jnp.ones((8, 4)), P(None, "m"))
    xm = jax.device_put(jnp.ones((16, 8)), P(None, "m"))
    x3d = jax.device_put(jnp.ones((8, 4, 2)), P("d", None, None))
    x3n = jax.device_put(jnp.ones((4, 8, 4)), P(None, "d", "m"))
    y = {expr}
    jax.lax.with_sharding_constraint(y, {spec})
"""


def _wrong(spec: str) -> str:
    """Another sharding of the same rank: replicated for a sharded result, split over 'd' for a replicated one."""
    rank = spec.count(",") + 1 if spec != "P()" else 0
    if "'" not in spec:
        return "P(" + ", ".join(["'d'"] + ["None"] * (rank - 1)) + ")"
    return "P(" + ", ".join(["None"] * rank) + ")"


@pytest.fixture(scope="module")
def programs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("array_ops")
    made = {}
    for i, (expr, spec) in enumerate(OPS.items()):
        for kind, want in (("right", spec), ("wrong", _wrong(spec))):
            path = folder / f"op{i:02d}_{kind}.py"
            path.write_text(PROGRAM.format(expr=expr, spec=want))
            made[(expr, kind)] = path
    outcomes = groundtruth.run_programs(list(made.values()))
    return {key: (path, outcomes[path]) for key, path in made.items()}


@pytest.mark.parametrize("expr", list(OPS))
def test_op_result_sharding_agrees_with_jax(programs, expr):
    for kind in ("right", "wrong"):
        path, outcome = programs[(expr, kind)]
        findings = analyze(path.read_text(), str(path), AnalysisOptions())
        flagged = any(f.code == "MESH220" for f in findings)
        assert outcome.raised == (kind == "wrong"), (expr, kind, outcome)
        assert flagged == outcome.raised, (expr, kind, [f.message for f in findings], outcome)


# ------------------------------------------------------------------------------------------ vmap's body
def test_vmapped_body_sees_each_argument_without_its_mapped_dimension():
    """What `jax.typeof` shows inside a vmapped body under jax 0.10.2 (tests/cases/shapes/s1024, s1025 run it):
    x: f32[8@batch,16,2@heads,8] mapped on 0 -> [16,2@heads,8]; y: f32[16,8@batch,4] mapped on 1 -> [16,4]."""
    from jax_mesh_lsp.analysis import array_ops
    from jax_mesh_lsp.analysis.mesh_model import MeshVal
    from jax_mesh_lsp.analysis.rules.migration.specs import Spec
    from jax_mesh_lsp.analysis.values import UNKNOWN, ArrayVal

    mesh = MeshVal("Mesh", ("batch", "heads"), (4, 2), ("Explicit", "Explicit"), None, None)
    x = ArrayVal(Spec((("batch",), None, ("heads",), None)), mesh, ("Explicit", "Explicit"), None, 4)
    y = ArrayVal(Spec((None, ("batch",), None)), mesh, ("Explicit", "Explicit"), None, 3)
    args, kwargs = array_ops.vmapped_arguments((0, 1), [x, y], {})
    assert args[0].spec.parts == (None, ("heads",), None) and args[0].ndim == 3
    assert args[1].spec.parts == (None, None) and args[1].ndim == 2
    # an unmapped argument comes as it is; one sharded over the vmapped axis is refused by JAX first
    args, _ = array_ops.vmapped_arguments((0, None), [x, array_ops._made(x, (None, None), None)], {})
    assert args[1].spec.parts == (None, None)
    assert array_ops.vmapped_arguments((0, None), [x, y], {}) == "raises"
    # in_axes the analysis does not read: nothing is claimed
    assert array_ops.vmapped_arguments("?", [x], {}) is None
    assert array_ops.vmapped_arguments((0,), [x, y], {}) is None
    assert array_ops.vmapped_arguments(0, [UNKNOWN], {}) == ([UNKNOWN], {})
