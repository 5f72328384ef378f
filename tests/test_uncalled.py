"""Which functions nobody calls are judged alone (analysis/uncalled.py): the text test's edges."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "server"))

from jax_mesh_lsp.analysis.source import SourceText  # noqa: E402
from jax_mesh_lsp.analysis.uncalled import worth_judging_alone  # noqa: E402


def judged(src: str, watched=("top_level_all_gather",)) -> list[str]:
    return [node.name for node, _ in worth_judging_alone(src.split("\n"), ast.parse(src), list(watched), (), None,
                                                           src)]


def test_a_function_with_a_mesh_of_its_own_is_judged_one_without_is_not():
    src = ("import jax\n"
           "def builds(x):\n    m = jax.make_mesh((8,), ('x',))\n    top_level_all_gather(x, m)\n"
           "def reads_a_parameter(x, m):\n    top_level_all_gather(x, m)\n")
    assert judged(src) == ["builds"]


def test_a_mesh_source_in_a_comment_or_docstring_is_no_source():
    src = ('import jax\ndef f(x, m):\n    """>>> jax.make_mesh((8,), (\'x\',))"""\n'
           "    top_level_all_gather(x, m)  # jax.make_mesh(...) would do\n")
    assert judged(src) == []


def test_a_mesh_handed_on_by_a_helper_counts_for_its_callers():
    src = ("import jax\ndef helper():\n    return jax.make_mesh((8,), ('x',))\n"
           "def caller(x):\n    top_level_all_gather(x, helper())\n")
    assert judged(src) == ["caller"]  # helper itself calls nothing watched


def test_a_watched_api_bound_by_functools_partial_counts_as_called():
    # `@functools.partial(jax.shard_map, mesh=MESH, ...)` over a module-level mesh in a test method (jax's test
    # style): the shard_map is called where the decorated function is; `partial(print, ...)` is not watched
    src = ("import functools, jax\nMESH = jax.make_mesh((8,), ('i',))\n"
           "def test_sum():\n    @functools.partial(jax.shard_map, mesh=MESH)\n    def f(x):\n        return x\n"
           "def test_print():\n    g = functools.partial(print, end='')\n")
    found = worth_judging_alone(src.split("\n"), ast.parse(src), ["shard_map"], ["MESH"], None, src)
    assert [node.name for node, _ in found] == ["test_sum", "f"]   # (f's decorator is among its lines)


def test_lines_are_found_after_identifiers_nfkc_changes():
    # 'ﬁ' (one character) becomes 'fi' (two) in the tree: every line after it must still map to its def
    src = ("import jax\n" + "ﬁ" * 80 + " = 1\ndef g(x, m):\n    top_level_all_gather(x, m)\n"
           "def f(x):\n    top_level_all_gather(x, jax.make_mesh((8,), ('x',)))\n")
    assert judged(src) == ["f"]


def test_a_minified_line_of_sources():
    # 100,000 sources on one line: found on it (each line's comment start is looked for once, not per occurrence;
    # measured: 2.4 s -> 0.19 s for this line)
    src = "import jax\ndef f(a):\n    top_level_all_gather(a); x = [" + "jax.make_mesh(a), " * 100_000 + "]\n"
    assert judged(src) == ["f"]


def test_ascii_columns_are_byte_columns_and_clamped():
    text = SourceText("x = 1\ny = 'é'\n")
    assert text.char_col(1, 4) == 4
    assert text.char_col(1, 99) == 5
    assert text.char_col(2, 7) == 6  # after the two-byte é
