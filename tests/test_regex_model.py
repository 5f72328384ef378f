"""analysis/regex_model.py against the real `re`: it answers as `re` does where it answers, and refuses the
patterns that could backtrack exponentially (so a hostile workspace cannot stall the analysis)."""
from __future__ import annotations

import re
import time

import pytest

from jax_mesh_lsp.analysis.regex_model import MatchVal, match_call

CASES = [
    ("re.search", r"self_attn/(q_proj|k_proj|v_proj)/kernel", "layers_0/self_attn/k_proj/kernel"),
    ("re.search", r".*(norm|bias).*", "layers_0/input_layernorm/scale"),
    ("re.fullmatch", r"embed/table", "embed/table"),
    ("re.fullmatch", r"embed", "embed/table"),
    ("re.match", r"layers_(\d+)/mlp", "layers_12/mlp/up"),
    ("re.match", r"mlp", "layers_12/mlp/up"),
    ("re.search", r"^$", ""),
    ("re.search", r"(?P<name>\w+)/kernel$", "dense/kernel"),
]


@pytest.mark.parametrize("name, pattern, text", CASES)
def test_answers_as_re_does(name, pattern, text):
    real = getattr(re, name.split(".")[1])(pattern, text)
    got = match_call(name, [pattern, text], {})
    assert (got is None) == (real is None)
    if real is not None:
        assert got == MatchVal(real.groups())


@pytest.mark.parametrize("pattern", [r"(a+)+$", r"(a*)*b", r"(\w+\s?)*$", r"(a|aa)+$", r"(a)\1", "x" * 400])
def test_refuses_patterns_that_may_backtrack_for_ever(pattern):
    start = time.perf_counter()
    assert match_call("re.match", [pattern, "a" * 40 + "!"], {}) is NotImplemented
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("args, kwargs", [
    (["a", 3], {}), ([None, "a"], {}), (["a", "a"], {"pos": 1}), (["(", "a"], {}), (["a", "a", re.LOCALE], {}),
])
def test_unknown_or_odd_calls_are_not_followed(args, kwargs):
    assert match_call("re.search", args, kwargs) is NotImplemented


def test_a_compiled_pattern_answers_as_the_module_function_with_its_flags():
    from jax_mesh_lsp.analysis.regex_model import CompiledRegex, compiled
    made = compiled([r"EMBED/(\w+)$", int(re.IGNORECASE)], {})   # (flags as the analysis holds them: an int)
    assert made == CompiledRegex(r"EMBED/(\w+)$", re.IGNORECASE)
    real = re.compile(r"EMBED/(\w+)$", re.IGNORECASE).search("params/embed/table")
    got = match_call("re.search", [made.pattern, "params/embed/table"], {"flags": made.flags})
    assert got == MatchVal(real.groups())
    assert compiled([r"x", "not flags"], {}) is None and compiled([3], {}) is None
