"""`python -m tests.generator.cases FILE.py [...]`: shrunk generated programs become ground-truth cases.

Each FILE is one single-file program with a `# EXPECT:` header (report.write_cases or `--shrink-members` writes
them). It is run again the way the suite runs cases (tests/groundtruth.py: a fresh interpreter's outcome,
cached by content) and its EXPECT header is rewritten to what jax did. Then the analyzer judges it the way
tests/test_groundtruth.py does (single-file, error/warning findings):
- it agrees  -> tests/cases/generated/gNNN_<pos|neg>_<rule>_<shape>.py (run by test_groundtruth),
- it differs -> tests/cases/limits/ with a row appended to that folder's README table (not run).
`--recheck` instead lists the generated limits (`limits/g*.py`) the analyzer now agrees with; `--recheck --move`
moves them to generated/ and drops their README rows.
`--dry-run` only prints where each would go.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import groundtruth  # noqa: E402

GENERATED = ROOT / "tests" / "cases" / "generated"
LIMITS = ROOT / "tests" / "cases" / "limits"

# Words that say which code shape a shrunk program kept (its file name tells a reader what it is about).
SHAPE_WORDS = [
    (r"^class \w+(\(.*\))?:\s*\n(\s*\n)*\s+def ", "method"), (r"dataclass", "dataclass"),
    (r"SimpleNamespace", "namespace"),
    (r"CONFIG\s*=\s*\{|config\s*=\s*\{|\[['\"]names['\"]\]", "dict_config"), (r"pytest\.raises", "pytest_raises"),
    (r"\bexcept\b", "try"), (r"contextmanager", "user_cm"), (r"functools\.wraps", "user_decorator"),
    (r"use_abstract_mesh", "use_abstract_mesh"), (r"set_mesh\(None\)", "set_mesh_none"),
    (r"^\s*with (self\.)?mesh\b", "legacy_with"), (r"jax\.jit|@jit|jit\(", "jit"), (r"lax\.scan", "scan"),
    (r"jax\.(value_and_)?grad", "grad"), (r"jax\.vmap", "vmap"), (r"named_call", "named_call"),
    (r"checkpoint|remat", "checkpoint"),
    (r"functools\.partial", "partial"), (r"os\.environ", "environ"), (r"\bfor \w+ in\b", "loop"),
    (r"\bif \b", "if"), (r"__main__", "main_guard"), (r"\bmatch \b", "match"),
]


def shape_slug(text: str, core: str) -> str:
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    words = [w for pattern, w in SHAPE_WORDS if re.search(pattern, body, re.M)]
    return "_".join([core] + list(dict.fromkeys(words))[:3])


def rules() -> dict[str, str]:
    from jax_mesh_lsp.analysis.rules import all_rules
    from jax_mesh_lsp.knowledge import entry
    return {r.code: entry(r.code).predicts for r in all_rules()}


def jax_codes(outcome: groundtruth.Outcome, known: dict[str, str]) -> set[str]:
    """As tests/test_groundtruth.py: every rule whose predicted text is in the message."""
    return {code for code, text in known.items() if text and outcome.matches(text)}


def analyzer_codes(path: Path, known: dict[str, str]) -> set[str]:
    from jax_mesh_lsp.analysis import analyze
    return {f.code for f in analyze(path.read_text(encoding="utf-8"), str(path))
            if f.severity in ("error", "warning")} & set(known)


def next_number() -> int:
    used = [int(m.group(1)) for folder in (GENERATED, LIMITS) if folder.is_dir()
            for p in folder.glob("g*.py") if (m := re.match(r"g(\d{3})_", p.name))]
    return max(used, default=0) + 1


def with_expect(text: str, codes: set[str]) -> str:
    header = f"# EXPECT: {', '.join(sorted(codes)) or 'none'}"
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines[:15]):
        if re.match(r"#\s*EXPECT:", line):
            lines[i] = header + "\n"
            return "".join(lines)
    return header + "\n" + text


def core_of(text: str, name: str) -> str:
    m = re.search(r"\| (\S+)\.", text[:600]) or re.search(r"_(tlag|mgpu_\w+?|mig_\w+?)_\d+\.py$", name)
    core = m.group(1) if m else "prog"
    return core.replace(".", "_")


def place(files: list[Path], dry_run: bool) -> list[dict]:
    known = rules()
    outcomes = groundtruth.run_programs(files)
    n = next_number()
    placed, rows = [], []
    for src in files:
        text = src.read_text(encoding="utf-8")
        raised = jax_codes(outcomes[src], known)
        header_was = groundtruth.expected_codes(src) & set(known)
        text = with_expect(text, raised)
        tmp = src.with_suffix(".checked.py")
        tmp.write_text(text, encoding="utf-8")
        try:
            reported = analyzer_codes(tmp, known)
        finally:
            tmp.unlink()
        agree = reported == raised
        shape = re.search(r"disagreed: \S+ (MESH\d{3})", text[:600])  # a negative is named by the rule it was about
        rule = sorted(raised or ({shape.group(1)} if shape else reported) or {"none"})[0].lower()
        name = f"g{n:03d}_{'pos' if raised else 'neg'}_{rule}_{shape_slug(text, core_of(text, src.name))}.py"
        n += 1
        dest = (GENERATED if agree else LIMITS) / name
        placed.append({"source": str(src), "dest": str(dest.relative_to(ROOT)), "jax": sorted(raised),
                       "analyzer": sorted(reported), "header_was": sorted(header_was),
                       "jax_text": outcomes[src].text()[:160]})
        if not agree:
            rows.append(f"| {name} | {sorted(raised)} | {sorted(reported)} |")
        if not dry_run:
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(text, encoding="utf-8")
    if rows and not dry_run:
        add_rows(LIMITS / "README.md", rows)
    return placed


def add_rows(readme: Path, rows: list[str]) -> None:
    """Appends rows to the README's first table (the single-file limits; sections after it stay below)."""
    lines = readme.read_text(encoding="utf-8").rstrip("\n").split("\n")
    table = [i for i, line in enumerate(lines) if line.startswith("|")]
    end = table[0] if table else len(lines) - 1
    while end + 1 < len(lines) and lines[end + 1].startswith("|"):
        end += 1
    lines[end + 1:end + 1] = rows
    readme.write_text("\n".join(lines) + "\n", encoding="utf-8")


def recheck() -> list[str]:
    """Generated limits the analyzer agrees with now (an analyzer fix turned them into ground truth)."""
    known = rules()
    files = sorted(LIMITS.glob("g*.py"))
    outcomes = groundtruth.run_programs(files)
    return [p.name for p in files if analyzer_codes(p, known) == jax_codes(outcomes[p], known)]


def move_agreeing(names: list[str]) -> None:
    """Generated limits the analyzer now agrees with become ground truth: moved to generated/, row dropped."""
    GENERATED.mkdir(parents=True, exist_ok=True)
    for name in names:
        (LIMITS / name).rename(GENERATED / name)
    readme = LIMITS / "README.md"
    lines = readme.read_text(encoding="utf-8").splitlines(keepends=True)
    readme.write_text("".join(line for line in lines if not any(line.startswith(f"| {n} |") for n in names)),
                      encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.generator.cases", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--recheck", action="store_true")
    ap.add_argument("--move", action="store_true", help="with --recheck: move those that agree to generated/")
    args = ap.parse_args(argv)
    if args.recheck:
        agreeing = recheck()
        print("\n".join(agreeing))
        if args.move:
            move_agreeing(agreeing)
        return 0
    for p in place(sorted(args.files), args.dry_run):
        changed = "" if p["jax"] == p["header_was"] else f"  (EXPECT was {p['header_was']})"
        print(f"{Path(p['source']).name} -> {p['dest']}: jax {p['jax']} analyzer {p['analyzer']}{changed}"
              f"\n    {p['jax_text']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
