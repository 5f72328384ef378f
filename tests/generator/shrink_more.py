"""`python -m tests.generator.shrink_more RECORD.json --shapes 12 --per-shape 2 --cases DIR --extra OUT.json`

Shrinks several members of each of the largest disagreement shapes of a recorded run (`--record` of
`python -m tests.generator`), not only its first one: two members of one shape often disagree for different
reasons. Members are re-drawn from their names (seed, index), the smallest (single-file first) tried first;
the `--per-shape` smallest single-file results are kept. Writes
- `--cases DIR`: each kept program as a candidate case (`# EXPECT:` = what jax raised), for
  `python -m tests.generator.cases`,
- `--extra OUT.json`: {shape: [{program, jax, analyzer, minimal}]}, for `report.py --extra`; rewritten after
  every shape, so a long run can be read while it works.
`--kinds fp` limits it to some kinds of mismatch (fp, fn, fp-unexecuted), e.g. false positives first.
"""
from __future__ import annotations

import argparse
import collections
import importlib.metadata
import json
import re
import shutil
import tempfile
from pathlib import Path

from .__main__ import Judge, _log, shape_key, shrink_member
from .compose import draw_program
from .contexts import render


def _size(files: dict[str, str]) -> int:
    return sum(len(t.splitlines()) for t in files.values())


def _program(name: str):
    seed, index = re.fullmatch(r"p(\d+)_(\d+)", name).groups()
    return draw_program(int(seed), int(index))


def groups_of(records: list[dict]) -> list[tuple[str, list[dict]]]:
    groups: dict[str, list[dict]] = collections.defaultdict(list)
    for r in records:
        if r["mismatches"]:
            groups[shape_key(r)].append(r)
    return sorted(groups.items(), key=lambda kv: -len(kv[1]))


def case_text(shape: str, rec: dict, minimal: dict[str, str], seed_name: str) -> str:
    rule = rec["jax"]["rule"]
    return (f"# EXPECT: {rule or 'none'}\n# Generated (tests/generator {seed_name}), shrunk; analyzer disagreed: "
            f"{shape}.\n" + minimal["main.py"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.generator.shrink_more", description=__doc__)
    ap.add_argument("record", type=Path)
    ap.add_argument("--shapes", type=int, default=12, help="the largest N shapes")
    ap.add_argument("--per-shape", type=int, default=2, help="shrunk programs kept per shape")
    ap.add_argument("--tries", type=int, default=3, help="members shrunk per shape")
    ap.add_argument("--budget", type=int, default=80, help="candidates tried per shrink")
    ap.add_argument("--kinds", default="fp,fn,fp-unexecuted")
    ap.add_argument("--programs", default="", help="comma-separated program names: shrink just these, each alone")
    ap.add_argument("--workers", type=int, default=0)
    ap.add_argument("--cases", type=Path, required=True)
    ap.add_argument("--extra", type=Path, required=True)
    args = ap.parse_args(argv)
    records = json.loads(args.record.read_text())["records"]
    kinds = set(args.kinds.split(","))
    chosen = [(s, m) for s, m in groups_of(records)[:args.shapes] if s.split()[0] in kinds]
    if args.programs:
        names = set(args.programs.split(","))
        chosen = [(f"{shape_key(r)} @ {r['program']}", [r]) for r in records
                  if r["program"] in names and r["mismatches"]]
    extra = json.loads(args.extra.read_text()) if args.extra.exists() else {}
    args.cases.mkdir(parents=True, exist_ok=True)
    jax_version = importlib.metadata.version("jax")
    scratch = Path(tempfile.mkdtemp(prefix="gen-shrink-more-"))
    try:
        j = Judge(scratch, jax_version, args.workers)
        for n, (shape, members) in enumerate(chosen, 1):
            if shape in extra:  # shrunk by an earlier (interrupted) run into the same --extra file
                continue
            progs = {r["program"]: _program(r["program"]) for r in members}
            order = sorted(members, key=lambda r: (progs[r["program"]].packaging != "single",
                                                   _size(render(progs[r["program"]]))))
            found = []
            for rec in order[:args.tries]:
                prog = progs[rec["program"]]
                minimal = shrink_member(j, rec, prog, args.budget)
                if "error" in minimal:
                    _log(f"{shape}: {rec['program']}: {minimal['error']}")
                    continue
                outcome, _, _, verdict = j.judge(minimal, None)
                found.append({"program": rec["program"], "jax": outcome.text()[:400],
                              "analyzer": {m: v["flagged"] for m, v in verdict.items()},
                              "findings": verdict["cross-file"]["findings"][:3], "minimal": minimal,
                              "single": set(minimal) == {"main.py"}, "rec": rec})
            found.sort(key=lambda f: (not f["single"], _size(f["minimal"])))
            kept = found[:args.per_shape]
            extra[shape] = [{k: v for k, v in f.items() if k not in ("rec", "single")} for f in kept]
            slug = re.sub(r"[^a-z0-9]+", "_", shape.split(" @ ")[0].lower())
            for f in kept:
                if f["single"]:
                    seed_name = f"seed {f['program'].split('_')[0][1:]}, {f['program']}"
                    text = case_text(shape.split(" @ ")[0], f["rec"], f["minimal"], seed_name)
                    (args.cases / f"gen3_{slug}_{f['program']}.py").write_text(text)
            args.extra.write_text(json.dumps(extra, indent=1))
            _log(f"shape {n}/{len(chosen)} {shape} ({len(members)} programs): kept {len(kept)} "
                 f"({[_size(f['minimal']) for f in kept]} lines)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
