"""Reach on code nobody here wrote: in a folder of test files (jax's own tests/, say), the `assertRaises` /
`pytest.raises` blocks that expect one of our rules' messages, and how many of them the analyzer finds (a
finding of that rule inside the block, or one that names the block as the handler catching it; usually as
information, since the test catches the error).

    python benchmarks/reach_assert_raises.py PATH

Prints one line per expecting block (found / missed) and the totals. Not a test: the files are not ours.
"""
from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

from jax_mesh_lsp.analysis import AnalysisOptions, analyze
from jax_mesh_lsp.analysis.rules import all_rules
from jax_mesh_lsp.knowledge import entry

_EXPECTING = {"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "assertRaisesWithLiteralMatch", "raises"}


def _rule_for(pattern: str) -> list[str]:
    """The rules whose message the expected-message pattern matches (by regex, or by its literal text)."""
    out = []
    for rule in all_rules():
        known = entry(rule.code)
        texts = [t for t in (getattr(known, "predicts", ""), getattr(known, "message", "")) if t]
        for text in texts:
            try:
                if re.search(pattern, text) or re.sub(r"\\(.)", r"\1", pattern) in text:
                    out.append(rule.code)
                    break
            except re.error:
                if pattern in text:
                    out.append(rule.code)
                    break
    return sorted(set(out))


def expecting_blocks(tree: ast.Module):
    """(line range, expected pattern) of every `with self.assertRaisesRegex(E, "...")`-like block."""
    for node in ast.walk(tree):
        if not isinstance(node, (ast.With, ast.AsyncWith)):
            continue
        for item in node.items:
            call = item.context_expr
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                    and call.func.attr in _EXPECTING):
                continue
            pattern = None
            if len(call.args) >= 2 and isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str):
                pattern = call.args[1].value
            for kw in call.keywords:
                if kw.arg in ("match", "expected_regex") and isinstance(kw.value, ast.Constant):
                    pattern = kw.value.value
            if isinstance(pattern, str) and len(pattern) >= 8:
                yield (node.lineno, node.end_lineno), pattern


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    args = ap.parse_args(argv)
    found = missed = 0
    for path in sorted(Path(args.path).rglob("*.py")):
        try:
            text = path.read_text(encoding="utf-8")
            tree = ast.parse(text)
        except (SyntaxError, UnicodeDecodeError, ValueError):
            continue
        blocks = [(span, pattern, _rule_for(pattern)) for span, pattern in expecting_blocks(tree)]
        blocks = [b for b in blocks if b[2]]
        if not blocks:
            continue
        findings = analyze(text, str(path), AnalysisOptions())
        for (lo, hi), pattern, codes in blocks:
            # inside the block, or anywhere with the block named as the handler that catches it (an error raised
            # in a jitted function the block calls is reported where it is raised)
            hit = [f for f in findings if f.code in codes and (lo <= f.span.line <= hi or f.data.get("caught_at") == lo)]
            if hit:
                found += 1
            else:
                missed += 1
            print(f"{'found ' if hit else 'missed'} {path}:{lo} {','.join(codes)} {pattern[:60]!r}")
    total = found + missed
    print(f"expecting blocks for our messages: {total}; found {found} ({found / total:.0%})" if total else
          "no expecting block for our messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
