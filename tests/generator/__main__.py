"""`python -m tests.generator --count N --seed S --json`: generate, run under jax, compare with the analyzer.

Prints one JSON object {"jax_version", "programs", "agree", "raised", "by_rule": {code: {tp, fp, fn, tn}},
"shapes": {context: count}, "disagreements": [{"program", "jax", "analyzer", "minimal"}]} and exits 0 when every
program agrees. `--count 0` lists the cores and contexts. by_rule counts each program once per analyzer mode
(cross-file and single-file).
"""
from __future__ import annotations

import argparse
import collections
import importlib.metadata
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from . import judge, runner
from .compose import draw_program
from .contexts import BINDINGS, ENTRIES, PACKAGINGS, WRAPPERS, analyzed_files, entry_file, render
from .cores import CONTEXT_FORMS, CORES, MIG_OPS
from .model import Program, subst_mesh
from .shrink import shrink

DEFAULT_OUT = runner.CACHE_DIR.parent / "generator-programs"


def _log(msg: str) -> None:
    print(f"[generator {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def write_files(folder: Path, files: dict[str, str]) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


def mismatches(rule: str | None, verdict: dict[str, dict], multi_module: bool = False,
               core_ran: bool = True) -> list[tuple[str, str, str]]:
    """(mode, kind, code) for every rule where the analyzer and jax differ: fn (jax raised the rule's message,
    not flagged), fp (flagged, jax ran the core and did not raise it), fp-unexecuted (flagged, but jax never
    ran the core: no truth about it, e.g. a branch an unknown condition skipped). Analysing one module of a
    multi-module program alone (single-file mode) cannot see the others: there only flags count."""
    out = []
    for mode, v in verdict.items():
        flagged = set(v["flagged"])
        for code in sorted(flagged | ({rule} if rule else set())):
            if code == rule and code not in flagged:
                if not (multi_module and mode == "single-file"):
                    out.append((mode, "fn", code))
            elif code != rule:
                out.append((mode, "fp" if core_ran else "fp-unexecuted", code))
    return out


def marker(prog: Program) -> str:
    """The core's first statement as rendered: once it ran (or something raised), jax judged the core;
    a core that never started (a branch not taken, an empty loop) has no truth from jax."""
    ref = "self.mesh" if prog.binding == "self" else "mesh"
    return runner.normalize_line(subst_mesh(prog.core.body[0], ref))


# What a program's own test harness raises when nothing raised (pytest.raises, unittest's assertRaises): not jax.
_HARNESS_FAILURES = (("Failed", "DID NOT RAISE"), ("AssertionError", "not raised"))


def core_judged(outcome, reached: bool | None) -> bool:
    """Did jax judge the core? Yes once its first statement ran, or when the program raised before it (jax's
    first error on the path). A harness failing because nothing raised (`pytest.raises` around a branch that
    skipped the core) is no judgement: the core may never have run."""
    if reached:
        return True
    return outcome.raised and not any(outcome.type == kind and text in outcome.message
                                      for kind, text in _HARNESS_FAILURES)


def multi_module(files: dict[str, str]) -> bool:
    return sum(name.endswith(".py") for name in files) > 1 and "program.ipynb" not in files


class Judge:
    """Runs candidate programs (for shrinking) under jax and the analyzer in a scratch folder."""

    def __init__(self, scratch: Path, jax_version: str, workers: int):
        self.scratch, self.jax_version, self.workers, self.n = scratch, jax_version, workers, 0

    def judge(self, files: dict[str, str], mark: str):
        self.n += 1
        folder = self.scratch / f"c{self.n:05d}"
        write_files(folder, files)
        outcome, reached = runner.run_jobs([(folder, entry_file(files), mark)], self.workers)[0]
        verdict = judge.analyze(folder, analyzed_files(files), self.jax_version)
        return outcome, core_judged(outcome, reached), judge.rule_of(outcome), verdict


def list_known(as_json: bool) -> None:
    known = {"cores": {"tlag": "jax._src.shard_map.top_level_all_gather over 1-3 axis meshes",
                       "mgpu": "Pallas Mosaic GPU kernels: multicast/multimem/semaphore/cluster collectives",
                       "migration": MIG_OPS},
             "context_forms": list(CONTEXT_FORMS), "contexts": WRAPPERS, "bindings": BINDINGS,
             "entries": ENTRIES, "packagings": PACKAGINGS, "rules": sorted(judge.rules())}
    print(json.dumps(known, indent=1) if as_json else "\n".join(f"{k}: {v}" for k, v in known.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.generator", description=__doc__)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--start", type=int, default=0, help="index of the first program (to extend a run)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--workers", type=int, default=0, help="programs run side by side (default: all cores)")
    ap.add_argument("--out", type=Path, default=None, help="where programs are written (default: a cache folder)")
    ap.add_argument("--shrink", type=int, default=10, help="disagreement shapes to shrink (0: none)")
    ap.add_argument("--shrink-budget", type=int, default=80, help="candidates tried per shrink")
    ap.add_argument("--record", type=Path, default=None, help="write every program's verdicts here (JSON)")
    ap.add_argument("--core-weight", action="append", default=[], metavar="KIND=W",
                    help="weight of a kind of core (tlag, mgpu, migration, shard_map; shard_map is 0 by default)")
    args = ap.parse_args(argv)
    from . import cores
    for item in args.core_weight:
        kind, _, weight = item.partition("=")
        if kind not in cores.CORE_WEIGHTS or not weight.isdigit():
            ap.error(f"--core-weight {item!r}: expected KIND=N with KIND one of {', '.join(cores.CORE_WEIGHTS)}")
        cores.CORE_WEIGHTS[kind] = int(weight)
    if args.count <= 0:
        list_known(args.json)
        return 0
    jax_version = importlib.metadata.version("jax")
    out = args.out or DEFAULT_OUT / f"seed{args.seed}"
    out.mkdir(parents=True, exist_ok=True)
    programs: list[Program] = []
    folders: list[Path] = []
    rendered: list[dict[str, str]] = []
    for i in range(args.start, args.start + args.count):
        prog = draw_program(args.seed, i)
        files = render(prog)
        folder = out / prog.name
        write_files(folder, files)
        programs.append(prog)
        folders.append(folder)
        rendered.append(files)
    _log(f"{len(programs)} programs written under {out}; running them under jax {jax_version}")
    runs = []
    chunk = 200
    for s in range(0, len(programs), chunk):
        runs += runner.run_jobs([(f, entry_file(r), marker(p)) for f, r, p in
                                 zip(folders[s:s + chunk], rendered[s:s + chunk], programs[s:s + chunk])], args.workers)
        _log(f"jax: {len(runs)}/{len(programs)}")
    records = []
    for k, (prog, folder, files, (outcome, reached)) in enumerate(zip(programs, folders, rendered, runs)):
        verdict = judge.analyze(folder, analyzed_files(files), jax_version)
        rule = judge.rule_of(outcome)
        core_ran = core_judged(outcome, reached)
        records.append({"program": prog.name, "folder": str(folder), "core": prog.core.name,
                        "variant": prog.core.variant, "features": prog.features(),
                        "jax": {"type": outcome.type, "message": outcome.message[:400], "rule": rule,
                                "core_ran": core_ran},
                        "analyzer": verdict,
                        "mismatches": mismatches(rule, verdict, multi_module(files), core_ran)})
        if (k + 1) % 200 == 0:
            _log(f"analyzer: {k + 1}/{len(programs)}")
    summary = summarize(records, jax_version)
    summary["disagreements"] = shrink_all(records, programs, args, jax_version)
    if args.record:
        args.record.write_text(json.dumps({"summary": {k: v for k, v in summary.items() if k != "disagreements"},
                                           "records": records}, indent=1))
    print(json.dumps(summary, indent=1) if args.json else human(summary))
    return 0 if summary["agree"] == summary["programs"] else 1


def summarize(records: list[dict], jax_version: str) -> dict:
    codes = sorted(judge.rules())
    by_rule = {c: {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "fp_unexecuted": 0} for c in codes}
    shapes: collections.Counter = collections.Counter()
    cores: collections.Counter = collections.Counter()
    jax_rules: collections.Counter = collections.Counter()
    for r in records:
        shapes.update(r["features"])
        cores[r["core"]] += 1
        rule = r["jax"]["rule"]
        jax_rules[rule or ("raised, no rule" if r["jax"]["type"] else "no error")] += 1
        for mode, v in r["analyzer"].items():
            flagged = set(v["flagged"])
            blind = mode == "single-file" and "packaging:module" in r["features"]
            for c in codes:
                key = ("tp" if c in flagged else "fn") if c == rule else ("fp" if c in flagged else "tn")
                if key == "fp" and not r["jax"].get("core_ran", True):
                    key = "fp_unexecuted"
                if not (blind and key in ("tp", "fn")):  # one module alone cannot see the others
                    by_rule[c][key] += 1
    agree = sum(1 for r in records if not r["mismatches"])
    fp_records = [r for r in records if any(k == "fp" for _, k, _ in r["mismatches"])]
    unexecuted = sum(1 for r in records if any(k == "fp-unexecuted" for _, k, _ in r["mismatches"]))
    fp_programs = len(fp_records)
    # How wrong a false positive is: on a program jax runs fine (worst), or where jax fails differently first.
    fp_kinds = collections.Counter("jax ran without error" if not r["jax"]["type"] else
                                   "jax raised another rule's message" if r["jax"]["rule"] else
                                   "jax raised an error no rule predicts" for r in fp_records)
    return {"jax_version": jax_version, "programs": len(records), "agree": agree,
            "raised": sum(1 for r in records if r["jax"]["type"]),
            "raised_rule": sum(1 for r in records if r["jax"]["rule"]),
            "programs_with_false_positive": fp_programs, "false_positive_kinds": dict(fp_kinds),
            "core_not_executed": sum(1 for r in records if not r["jax"]["core_ran"]),
            "programs_flagged_where_core_not_executed": unexecuted,
            "by_rule": {c: v for c, v in by_rule.items() if v["tp"] + v["fp"] + v["fn"] + v["fp_unexecuted"]},
            "shapes": dict(sorted(shapes.items())), "cores": dict(sorted(cores.items())),
            "jax_outcomes": dict(jax_rules.most_common())}


def _priority(m) -> tuple:
    return (["fp", "fn", "fp-unexecuted"].index(m[1]), m[0] != "cross-file")


def shape_key(r: dict) -> str:
    mode, kind, code = min(r["mismatches"], key=_priority)
    return f"{kind} {code} | {r['core']}"


def shrink_member(j: Judge, rec: dict, prog: Program, budget: int) -> dict:
    """The smallest program found where jax does the same as on `prog` and the same (first) mismatch stays."""
    mode, kind, code = min(rec["mismatches"], key=_priority)
    jax_was = (rec["jax"]["type"], rec["jax"]["rule"])
    mark = marker(prog)

    def still(files):
        # The same mismatch, and jax doing the same thing (no shrinking into a NameError).
        outcome, core_ran, rule, verdict = j.judge(files, mark)
        return (outcome.type, rule) == jax_was and (mode, kind, code) in mismatches(
            rule, verdict, multi_module(files), core_ran)

    try:
        return shrink(prog, still, budget)
    except Exception as exc:  # a shrink that breaks must not lose the disagreement itself
        return {"error": f"shrink failed: {exc!r}"}


def shrink_all(records: list[dict], programs: list[Program], args, jax_version: str) -> list[dict]:
    bad = [(r, p) for r, p in zip(records, programs) if r["mismatches"]]
    groups: dict[str, list] = collections.defaultdict(list)
    for r, p in bad:
        groups[shape_key(r)].append((r, p))
    ordered = sorted(groups.items(), key=lambda kv: -len(kv[1]))
    result = []
    scratch = Path(tempfile.mkdtemp(prefix="gen-shrink-"))
    try:
        j = Judge(scratch, jax_version, args.workers)
        for n, (key, members) in enumerate(ordered):
            rep, prog = members[0]
            minimal = None
            if n < args.shrink:
                minimal = shrink_member(j, rep, prog, args.shrink_budget)
                _log(f"shrunk {n + 1}/{min(len(ordered), args.shrink)}: {key} ({len(members)} programs)")
            for i, (r, p) in enumerate(members):
                result.append({"program": r["folder"], "shape": key, "group_size": len(members),
                               "features": r["features"], "variant": r["variant"],
                               "jax": r["jax"], "analyzer": {m: v["flagged"] for m, v in r["analyzer"].items()},
                               "analyzer_findings": r["analyzer"]["cross-file"]["findings"][:5],
                               "mismatches": r["mismatches"],
                               "minimal": minimal if i == 0 else None})
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return result


def human(summary: dict) -> str:
    lines = [f"jax {summary['jax_version']}: {summary['programs']} programs, {summary['raised']} raised "
             f"({summary['raised_rule']} with a rule's message), {summary['agree']} agree, "
             f"{summary['programs_with_false_positive']} with a false positive"]
    for code, v in summary["by_rule"].items():
        lines.append(f"  {code}: tp={v['tp']} fp={v['fp']} fn={v['fn']} tn={v['tn']}")
    groups = collections.Counter(d["shape"] for d in summary["disagreements"])
    for shape, n in groups.most_common(10):
        lines.append(f"  {n:4d}  {shape}")
    for d in summary["disagreements"]:
        if isinstance(d["minimal"], dict) and "error" not in d["minimal"]:
            lines.append(f"\n== {d['shape']}: jax {d['jax']['type']}: {(d['jax']['message'] or '')[:160]}; "
                         f"analyzer {d['analyzer']}")
            for name, text in d["minimal"].items():
                lines += [f"-- {name}", text.rstrip()]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
