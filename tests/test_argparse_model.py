"""analysis/argparse_model.py against the real argparse: random parsers and command lines, each parsed by both.
Where the model answers, its namespace is argparse's; where argparse exits (an unknown option, a missing or bad
value), the model must not answer. Also the interpreter's wiring: a namespace read by a rule."""
from __future__ import annotations

import argparse
import contextlib
import io
import random

import pytest

from jax_mesh_lsp.analysis import analyze
from jax_mesh_lsp.analysis.argparse_model import ArgParserVal, add_argument, parse, set_defaults
from jax_mesh_lsp.analysis.values import ListVal, QualName

_TYPES = {"int": int, "float": float, "str": str}


def _plain(value):
    return [_plain(v) for v in value.items] if isinstance(value, ListVal) else value


def _model_kwargs(kw: dict) -> dict:
    out = {}
    for key, value in kw.items():
        if key == "type":
            value = QualName(f"builtins.{value}")
        elif isinstance(value, list):
            value = ListVal(tuple(value))
        out[key] = value
    return out


def _real_kwargs(kw: dict) -> dict:
    return {key: (_TYPES[value] if key == "type" else value) for key, value in kw.items()}


def _random_argument(rng: random.Random, index: int) -> tuple[tuple, dict]:
    name = f"opt-{index}" if rng.random() < 0.5 else f"o{index}"
    if rng.random() < 0.15:
        kw = {}
        if rng.random() < 0.5:
            kw["type"] = rng.choice(["int", "str"])
        if rng.random() < 0.3:
            kw["nargs"] = rng.choice(["?", "*"])
        return (f"pos{index}",), kw
    flags = (f"--{name}",) + ((f"-{chr(97 + index)}",) if rng.random() < 0.3 else ())
    action = rng.choice(["store", "store", "store", "store_true", "store_false", "append", "count", "store_const"])
    kw: dict = {} if action == "store" else {"action": action}
    if action == "store_const":
        kw["const"] = rng.choice([1, "x", None])
    if action in ("store", "append"):
        if rng.random() < 0.5:
            kw["type"] = rng.choice(["int", "float", "str"])
        if rng.random() < 0.4:
            kw["nargs"] = rng.choice(["?", "*", "+", 2])
        if rng.random() < 0.2:
            kw["choices"] = ["1", "2", "a"] if kw.get("type", "str") == "str" else [1, 2]
    if rng.random() < 0.5 and action not in ("count",):
        kw["default"] = rng.choice([None, 3, "7", "b", [1, 2]])
    if rng.random() < 0.1 and action == "store":
        kw["required"] = True
    if rng.random() < 0.15:
        kw["dest"] = f"d{index}"
    return flags, kw


def _random_argv(rng: random.Random, arguments: list) -> list[str]:
    words = []
    for flags, _ in arguments:
        words.extend(flags)
    words += ["1", "2", "a", "b", "3.5", "--", "--nope", "--opt", "x", "-1"]
    tokens = []
    for _ in range(rng.randint(0, 6)):
        token = rng.choice(words)
        if token.startswith("--") and rng.random() < 0.15:
            token += "=" + rng.choice(["1", "a"])
        tokens.append(token)
    return tokens


def _real_parse(arguments: list, defaults: dict, argv: list[str]):
    parser = argparse.ArgumentParser(prog="p")
    for flags, kw in arguments:
        parser.add_argument(*flags, **_real_kwargs(kw))
    if defaults:
        parser.set_defaults(**defaults)
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        try:
            return vars(parser.parse_args(argv))
        except SystemExit:
            return None


def test_model_agrees_with_argparse_on_random_command_lines():
    rng = random.Random(20261207)
    answered = 0
    for trial in range(3000):
        arguments = [_random_argument(rng, i) for i in range(rng.randint(1, 4))]
        if len({a[1].get("dest") or a[0][0] for a in arguments}) != len(arguments):
            continue
        roll = rng.random()
        first = arguments[0][1].get("dest") or arguments[0][0][0].lstrip("-").replace("-", "_")
        defaults = {"extra": 5} if roll < 0.1 else {first: rng.choice(["3", "x", 4])} if roll < 0.2 else {}
        argv = _random_argv(rng, arguments)
        try:
            real = _real_parse(arguments, defaults, argv)
        except Exception:
            continue   # a parser argparse itself refuses to build, or fails on (`append` to a str default)
        parser = ArgParserVal(())
        for flags, kw in arguments:
            add_argument(parser, list(flags), _model_kwargs(kw))
        set_defaults(parser, defaults)
        model = parse(parser, ListVal(tuple(argv)))
        if model is None:
            continue
        answered += 1
        assert real is not None, (arguments, argv, model)
        assert {k: _plain(v) for k, v in model.items()} == real, (arguments, argv)
    assert answered > 300   # the model answers for the common forms, not only trivially


def test_unknown_command_line_or_parser_gives_nothing():
    parser = ArgParserVal(())
    add_argument(parser, ["--steps"], {"type": QualName("builtins.int"), "default": 2})
    assert parse(parser, ListVal(("--steps", "3"))) == {"steps": 3}
    assert parse(parser, ListVal(("--steps", "x"))) is None     # argparse exits: invalid int value
    assert parse(parser, ListVal(("--other",))) is None          # unrecognized arguments
    set_defaults(parser, {"steps": "7"})   # a string default set later is converted by the argument's type
    assert parse(parser, ListVal(())) == {"steps": 7}
    assert _real_parse([(("--steps",), {"type": "int", "default": 2})], {"steps": "7"}, []) == {"steps": 7}
    parser.known = False
    assert parse(parser, ListVal(())) is None


def test_a_type_function_of_the_program_runs_only_on_strings():
    """argparse calls `type=` only on a string (the command line, a string default): a default of another kind
    (`type=_int_tuple, default=(2, 2, 2)`) comes as it is; anything that would call the function is unknown."""
    parser = ArgParserVal(())
    add_argument(parser, ["--mesh-shape"], {"type": object(), "default": (2, 2, 2)})
    assert parse(parser, ListVal(())) == {"mesh_shape": (2, 2, 2)}
    assert parse(parser, ListVal(("--mesh-shape", "4,2"))) is None
    real = argparse.ArgumentParser()
    real.add_argument("--mesh-shape", type=lambda text: tuple(int(v) for v in text.split(",")), default=(2, 2, 2))
    assert vars(real.parse_args([])) == {"mesh_shape": (2, 2, 2)}   # (what the model says, from argparse)
    stringly = ArgParserVal(())
    add_argument(stringly, ["--mesh-shape"], {"type": object(), "default": "2,2,2"})
    assert parse(stringly, ListVal(())) is None
    refused = ArgParserVal(())
    add_argument(refused, ["--steps"], {"type": "int", "default": 2})   # argparse: "'int' is not callable"
    assert parse(refused, ListVal(())) is None
    with pytest.raises(ValueError):
        argparse.ArgumentParser().add_argument("--steps", type="int", default=2)


PROGRAM = """\
import argparse
import os
import jax
from jax.sharding import AxisType

AXIS_TYPES = {{"explicit": AxisType.Explicit, "auto": AxisType.Auto}}


def parse(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--shape", type=int, nargs="+", default=[2, 4])
    p.add_argument("--axis-types", nargs="+", default=["explicit", "explicit"])
    p.add_argument("--as-tuple", action="store_true")
    {extra}
    return p.parse_args(argv)


def main(argv):
    args = parse(argv)
    types = [AXIS_TYPES[t] for t in args.axis_types]
    if args.as_tuple:
        types = tuple(types)
    return jax.make_mesh(tuple(args.shape), ("data", "model"), axis_types=types)


main({argv})
"""


@pytest.mark.parametrize("argv, extra, flagged", [
    ('["--shape", "4", "2"]', "", True),                 # a list of AxisType: MESH210
    ('["--as-tuple"]', "", False),                       # a tuple: fine
    ("None", "", False),                                 # sys.argv: unknown
    ('["--shape", "4", "2"]', 'p.add_argument(os.environ.get("FLAG", "--x"))', False),   # one it cannot see
    ('["--shape", "4", "2"]', 'p.add_argument("--axis-types", nargs="+", dest="t")', False),  # argparse exits
])
def test_namespace_reaches_the_rules(tmp_path, argv, extra, flagged):
    path = tmp_path / "launch.py"
    path.write_text(PROGRAM.format(argv=argv, extra=extra))
    codes = {f.code for f in analyze(path.read_text(), str(path)) if f.severity == "error"}
    assert ("MESH210" in codes) == flagged, codes
