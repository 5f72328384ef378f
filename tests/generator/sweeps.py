"""Value sweeps: every combination along a few dimensions of one API family, each program run under jax and
compared with the analyzer (the generator's judge: truth from jax only, "flagged" = error/warning).

The generator (tests/generator/) composes a rule core with real-code contexts; a sweep instead walks the value
space of one family exhaustively (axis types per axis, spec shapes, mesh sizes, nested contexts, handlers), which
is where a model's "unknown" hides a wrong assumption. Each family below found real disagreements when written
(mixed-type tuple entries, size-1 axes, struct reads through helpers, pjit under legacy + set_mesh, suppress()
with several classes, ...).

    python -m tests.generator.sweeps [--family NAME ...] [--out DIR]

Prints one line per disagreement and a summary per family; exit status 1 when any program disagrees.
"""
from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

_IMPORTS = ["import contextlib", "import functools", "import jax", "import jax.numpy as jnp", "import numpy as np",
            "import pytest", "from jax.experimental.pjit import pjit",
            "from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P",
            "from jax._src.shard_map import top_level_all_gather"]
_TYPES2 = {"EA": ("Explicit", "Auto"), "AE": ("Auto", "Explicit"), "EE": ("Explicit", "Explicit"),
           "AA": ("Auto", "Auto")}


def _program(setup: list[str], body: list[str], ctx: list[str] = ()) -> str:
    indent = " " * (len(ctx[-1]) - len(ctx[-1].lstrip()) + 4) if ctx else ""
    return "\n".join(_IMPORTS + setup + list(ctx) + [indent + line for line in body]) + "\n"


def mixed_entries():
    """Spec entries over two axes of different types, through every API that resolves a spec."""
    specs = {"t": "P(('a', 'b'))", "tn": "P(('a', 'b'), None)", "nt": "P(None, ('b', 'a'))",
             "tu": "P(('a', 'b'), P.UNCONSTRAINED)"}
    for (tk, (t0, t1)), (sk, spec), (ak, api), ctx in itertools.product(_TYPES2.items(), specs.items(),
                                                                         _API_CALLS.items(), ("set", "none")):
        setup = [f"mesh = jax.make_mesh((2, 4), ('a', 'b'), axis_types=(AxisType.{t0}, AxisType.{t1}))",
                 "x = jnp.ones((16, 8))"]
        yield f"{tk}_{sk}_{ak}_{ctx}", _program(setup, [api.format(s=spec)],
                                                 ["with jax.set_mesh(mesh):"] if ctx == "set" else [])


_API_CALLS = {
    "wsc": "y = jax.lax.with_sharding_constraint(x, {s})",
    "wscjit": "y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, {s}))(x)",
    "reshard": "y = jax.reshard(x, {s})",
    "devput": "y = jax.device_put(x, NamedSharding(mesh, {s}))",
    "jitout": "y = jax.jit(lambda a: a * 2, out_shardings={s})(x)",
    "ones": "y = jnp.ones((16, 8), out_sharding={s})",
    "struct": "y = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding={s}).sharding",
    "ns": "y = NamedSharding(mesh, {s})",
    "smap": "y = jax.shard_map(lambda a: a, mesh=mesh, in_specs={s}, out_specs={s})(x)",
    "auto": "y = jax.sharding.auto_axes(lambda a: a * 2, out_sharding={s})(x)",
}


def mesh_shapes():
    """Size-1 axes, reduced/unreduced and UNCONSTRAINED specs, per mesh shape and axis types."""
    shapes = {"s18": "(1, 8)", "s81": "(8, 1)", "s24": "(2, 4)"}
    specs = {"a": "P('a')", "ab": "P('a', 'b')", "un": "P(None, P.UNCONSTRAINED)", "red": "P(None, reduced={'a'})",
             "unr": "P('b', unreduced={'a'})"}
    for (mk, shape), (tk, (t0, t1)), (sk, spec), (ak, api), ctx in itertools.product(
            shapes.items(), _TYPES2.items(), specs.items(), _API_CALLS.items(), ("set", "none")):
        setup = [f"mesh = jax.make_mesh({shape}, ('a', 'b'), axis_types=(AxisType.{t0}, AxisType.{t1}))",
                 "x = jnp.ones((16, 8))"]
        yield f"{mk}_{tk}_{sk}_{ak}_{ctx}", _program(setup, [api.format(s=spec)],
                                                      ["with jax.set_mesh(mesh):"] if ctx == "set" else [])


def struct_reads():
    """A ShapeDtypeStruct with a bare spec made by a helper (plain, under its own mesh, decorated, nested, a
    method) and read later (directly, after binding, after a mesh switch, twice)."""
    helpers = {
        "plain": ["def make(spec):", "    return jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=spec)"],
        "withmesh": ["def make(spec):", "    with jax.set_mesh(MESH):",
                     "        return jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=spec)"],
        "decorated": ["def deco(f):", "    @functools.wraps(f)", "    def inner(*a):",
                      "        with jax.set_mesh(MESH):", "            return f(*a)", "    return inner",
                      "@deco", "def make(spec):",
                      "    return jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=spec)"],
        "method": ["class Builder:", "    def make(self, spec):",
                   "        return jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=spec)",
                   "make = Builder().make"],
    }
    uses = {"direct": ["print(make(SPEC).sharding)"], "bound": ["s = make(SPEC)", "print(s.sharding)"],
            "later_ctx": ["s = make(SPEC)", "jax.set_mesh(OTHER)", "print(s.sharding)"],
            "twice": ["a = make(SPEC)", "b = make(SPEC)", "print(b.sharding)"]}
    specs = {"unc": "P('data', P.UNCONSTRAINED)", "red": "P('data', reduced={'model'})"}
    meshes = {"exp": "jax.make_mesh((4, 2), ('data', 'model'))",
              "auto": "jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)"}
    ctxs = {"with": ["with jax.set_mesh(MESH):"], "none": [], "global": ["jax.set_mesh(MESH)"]}
    for (mk, mesh), (sk, spec), (hk, helper), (uk, use), (ck, ctx) in itertools.product(
            meshes.items(), specs.items(), helpers.items(), uses.items(), ctxs.items()):
        setup = [f"MESH = {mesh}",
                 "OTHER = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)"] + helper
        body = [line.replace("SPEC", spec) for line in use]
        if ck == "global":
            setup, ctx = setup + ctx, []
        yield f"{mk}_{sk}_{hk}_{uk}_{ck}", _program(setup, body, ctx)


def nested_contexts():
    """Two context-setting forms nested (set/set, set/abstract, legacy/set, set(None), ...) around each API."""
    ctxs = {"set_set": ["with jax.set_mesh(other):", "    with jax.set_mesh(mesh):"],
            "set_abs": ["with jax.set_mesh(mesh):", "    with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):"],
            "legacy_set": ["with other:", "    with jax.set_mesh(mesh):"],
            "set_legacy": ["with jax.set_mesh(mesh):", "    with other:"],
            "global_none": ["jax.set_mesh(mesh)", "with jax.set_mesh(None):"],
            "abs_only": ["with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):"]}
    apis = {"devput": "y = jax.device_put(x, P('x'))",
            "jitout": "y = jax.jit(lambda a: a * 2, out_shardings=P('x'))(x)",
            "wsc": "y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('x')))(x)",
            "reshard": "y = jax.reshard(x, P('x'))", "ones": "y = jnp.ones((8, 4), out_sharding=P('x'))",
            "smap": "y = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))(x)",
            "sds": "y = jax.ShapeDtypeStruct((8, 4), jnp.float32, sharding=P('x')).sharding",
            "pjit": "y = pjit(lambda a: a * 2, in_shardings=P('x'))(x)"}
    for (ck, ctx), (ak, api), t in itertools.product(ctxs.items(), apis.items(), ("Auto", "Explicit")):
        setup = [f"mesh = jax.make_mesh((2, 4), ('x', 'y'), axis_types=(AxisType.{t},) * 2)",
                 f"other = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.{t},) * 2)",
                 "x = np.ones((8, 4), np.float32)"]
        yield f"{ck}_{ak}_{t}", _program(setup, [api], ctx)


def handlers():
    """One raising call per rule, under every kind of handler (except clauses, pytest.raises, suppress)."""
    snippets = {
        "m001": ["with jax.set_mesh(auto):", "    y = top_level_all_gather(jax.device_put(x, NamedSharding(auto, "
                 "P('x'))), NamedSharding(auto, P(None, reduced={'x'})))"],
        "m203": ["y = jax.device_put(x, P('x'))"],
        "m204": ["y = jax.ShapeDtypeStruct((8, 4), jnp.float32, sharding=P('x')).sharding"],
        "m205": ["y = jnp.ones((8, 4), out_sharding=P('x'))"],
        "m206": ["y = jax.lax.with_sharding_constraint(x, P('x'))"],
        "m207": ["with jax.set_mesh(auto):", "    y = jax.reshard(x, P('x'))"],
        "m210": ["m = jax.make_mesh((2, 4), ('x', 'y'), axis_types=('explicit', 'explicit'))"],
        "m213": ["y = jax.shard_map(lambda a: a, in_specs=P('x'), out_specs=P('x'))(x)"],
        "m217": ["s = NamedSharding(auto, P('x', unreduced={'y'}))"],
        "m220": ["with jax.set_mesh(expl):", "    y = jax.lax.with_sharding_constraint(jnp.ones((8, 4)), P('x'))"],
    }
    kinds = {"none": None, "value": ("try:", "except ValueError:"), "type": ("try:", "except TypeError:"),
             "runtime": ("try:", "except RuntimeError:"), "exception": ("try:", "except Exception:"),
             "tuple": ("try:", "except (ValueError, TypeError):"), "key": ("try:", "except KeyError:"),
             "pyvalue": ("with pytest.raises(ValueError):", None),
             "suppress": ("with contextlib.suppress(ValueError, TypeError):", None)}
    setup = ["auto = jax.make_mesh((2, 4), ('x', 'y'), axis_types=(AxisType.Auto,) * 2)",
             "expl = jax.make_mesh((2, 4), ('x', 'y'))", "x = jnp.ones((8, 4))"]
    for (sk, lines), (hk, kind) in itertools.product(snippets.items(), kinds.items()):
        if kind is None:
            body = lines
        else:
            body = [kind[0]] + ["    " + line for line in lines] + ([kind[1], "    pass"] if kind[1] else [])
        yield f"{sk}_{hk}", _program(setup, body + ["print('done')"])


def pjit_legacy():
    """pjit's bare specs under no mesh, the legacy `with mesh:`, jax.set_mesh, both, and another legacy mesh."""
    ctxs = {"none": [], "legacy": ["with mesh:"], "set": ["with jax.set_mesh(mesh):"],
            "both": ["with mesh, jax.set_mesh(mesh):"], "legacy_other": ["with other:"]}
    shardings = {"p": "P('x')", "ns": "NamedSharding(mesh, P('x'))", "pred": "P('x', reduced={'y'})",
                 "punc": "P('x', P.UNCONSTRAINED)"}
    which = {"in": "in_shardings={s}", "out": "out_shardings={s}", "both": "in_shardings={s}, out_shardings={s}"}
    for (ck, ctx), (sk, sharding), (wk, kw), t in itertools.product(ctxs.items(), shardings.items(), which.items(),
                                                                   ("Auto", "Explicit")):
        setup = [f"mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('x', 'y'), axis_types=(AxisType.{t},) * 2)",
                 f"other = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ('x', 'y'), axis_types=(AxisType.{t},) * 2)",
                 "x = np.ones((8, 4), np.float32)"]
        body = [f"y = pjit(lambda a: a * 2, {kw.format(s=sharding)})(x)", "print(y.shape)"]
        yield f"{ck}_{sk}_{wk}_{t}", _program(setup, body, ctx)


FAMILIES = {f.__name__: f for f in (mixed_entries, mesh_shapes, struct_reads, nested_contexts, handlers,
                                    pjit_legacy)}


def _agrees(outcome, flagged: set[str], rule_of) -> bool:
    rule = rule_of(outcome)
    if rule is not None:
        return flagged == {rule}
    return not flagged   # ran, or raised an error no rule predicts: nothing may be flagged


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--family", action="append", choices=sorted(FAMILIES))
    p.add_argument("--out", help="where the programs are written (default: a temporary folder)")
    args = p.parse_args(argv)
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]
    import groundtruth
    from tests.generator import judge
    out = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="jax-mesh-sweeps-"))
    bad_total = 0
    for name in args.family or sorted(FAMILIES):
        folder = out / name
        folder.mkdir(parents=True, exist_ok=True)
        programs = []
        for key, text in FAMILIES[name]():
            path = folder / f"{key}.py"
            path.write_text(text, encoding="utf-8")
            programs.append(path)
        outcomes = groundtruth.run_programs(programs)
        bad = 0
        for path in programs:
            for mode, result in judge.analyze(folder, [path.name], "0.10.2").items():
                if not _agrees(outcomes[path], set(result["flagged"]), judge.rule_of):
                    bad += 1
                    print(f"{name} {mode} {path.name}: jax {judge.rule_of(outcomes[path]) or outcomes[path].text()[:80]}"
                          f" | analyzer {sorted(result['flagged'])}")
        print(f"== {name}: {len(programs)} programs, {bad} disagreements of {2 * len(programs)} (program x mode)")
        bad_total += bad
    return 1 if bad_total else 0


if __name__ == "__main__":
    sys.exit(main())
