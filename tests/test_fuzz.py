"""Whatever the input — half-typed code, syntax errors, odd encodings, deep nesting — the analyzer returns
findings or nothing, and never raises."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cases_index import own_cases, shared_cases
from jax_mesh_lsp.analysis import AnalysisOptions, analyze_module

CORPUS = [p.read_text(encoding="utf-8") for p in (own_cases() + shared_cases())[:200]]
_jax = importlib.util.find_spec("jax")
if _jax is not None:
    jax_dir = Path(_jax.origin).parent
    for name in ("_src/shard_map.py", "_src/mesh.py", "_src/sharding_impls.py", "_src/pjit.py"):
        if (jax_dir / name).exists():
            CORPUS.append((jax_dir / name).read_text(encoding="utf-8"))
OPTIONS = [AnalysisOptions(), AnalysisOptions(report_uncalled=True, jax_version=(0, 8, 2))]


def _analyse(text: str) -> None:
    for options in OPTIONS:
        result = analyze_module(text, "fuzz.py", options)
        assert isinstance(result.findings, list)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(CORPUS), cut=st.floats(0, 1))
def test_truncated_programs(doc, cut):
    _analyse(doc[: int(len(doc) * cut)])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(CORPUS), data=st.data())
def test_mutated_programs(doc, data):
    lines = doc.splitlines()
    for _ in range(data.draw(st.integers(1, 6))):
        if not lines:
            break
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["drop", "dup", "indent", "dedent", "junk", "swap"]))
        if op == "drop":
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "indent":
            lines[i] = "    " + lines[i]
        elif op == "dedent":
            lines[i] = lines[i].lstrip()
        elif op == "junk":
            lines[i] += data.draw(st.sampled_from(["(", ")", ":", " = ", "\\", "'", "\x00", "é", "\ufeff", "λ"]))
        else:
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    _analyse("\n".join(lines))


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_arbitrary_text(text):
    _analyse("top_level_all_gather set_mesh\n" + text)


def test_deep_nesting_and_huge_input():
    _analyse("x = " + "(" * 5000 + ")" * 5000 + "\ntop_level_all_gather(x)")
    _analyse("def f():\n" + "".join("    " * (i + 1) + "if x:\n" for i in range(150)) + "    " * 151
             + "top_level_all_gather(x)\n")
    body = "".join(f"def f{i}():\n    return f{i + 1}()\n" for i in range(3000)) + "f0()\ntop_level_all_gather(1)\n"
    _analyse(body)
    recursive = "def f(x):\n    return f(x)\nf(1)\ntop_level_all_gather(1)\n"
    _analyse(recursive)
