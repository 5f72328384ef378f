"""`python -m tests.generator.report RUN.json [MORE.json ...] OUT.json OUT.md`: disagreements grouped by shape.

RUN.json is what `python -m tests.generator --json` printed. OUT.json holds every group (its minimal program,
jax's outcome, the analyzer's verdict, its members); OUT.md the ten largest groups for humans.
"""
from __future__ import annotations

import collections
import dataclasses
import json
import sys
from pathlib import Path


def _lifted(members: list[dict], run: dict) -> list[str]:
    """Contexts over-represented in a group: share among its programs / share among all programs."""
    features = collections.Counter(f for m in members for f in m["features"])
    total, n = run["shapes"], max(1, run["programs"])
    lifts = []
    for f, k in features.items():
        base = total.get(f, 0) / n
        if base and k >= 2:
            lifts.append((k / len(members) / base, k, f))
    return [f"{f} ({k}/{len(members)}, x{lift:.1f})" for lift, k, f in sorted(lifts, reverse=True) if lift >= 1.5][:8]


def group(run: dict) -> list[dict]:
    groups: dict[str, list[dict]] = collections.defaultdict(list)
    for d in run["disagreements"]:
        groups[d["shape"]].append(d)
    out = []
    for shape, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        rep = next((m for m in members if m.get("minimal")), members[0])
        jax_did = collections.Counter(
            "no error" if not m["jax"]["type"] else m["jax"]["rule"]
            or f"{m['jax']['type']}: {(m['jax']['message'] or '').splitlines()[0][:70]} (no rule)" for m in members)
        modes = collections.Counter(mm[0] for m in members for mm in m["mismatches"]
                                    if f"{mm[1]} {mm[2]}" == shape.split(" | ")[0])
        out.append({"shape": shape, "programs": len(members), "over_represented": _lifted(members, run),
                    "jax_did": jax_did.most_common(4), "modes": dict(modes),
                    "forms": collections.Counter(m["variant"].split("/")[0] for m in members).most_common(5),
                    "jax": rep["jax"], "analyzer": rep["analyzer"], "analyzer_findings": rep["analyzer_findings"],
                    "mismatches": rep["mismatches"], "minimal": rep.get("minimal"),
                    "members": [m["program"] for m in members]})
    return out


def markdown(run: dict, groups: list[dict], title: str, extra: dict | None = None) -> str:
    fp = sum(v["fp"] for v in run["by_rule"].values())
    tp = sum(v["tp"] for v in run["by_rule"].values())
    fn = sum(v["fn"] for v in run["by_rule"].values())
    lines = [f"# {title}", "",
             f"- jax {run['jax_version']}; {run['programs']} generated programs; raised: {run['raised']} "
             f"({100 * run['raised'] / max(1, run['programs']):.0f} %), {run['raised_rule']} with a rule's message",
             f"- agree (every rule, both analyzer modes): {run['agree']} / {run['programs']} "
             f"({100 * run['agree'] / max(1, run['programs']):.0f} %); programs with a false positive: "
             f"{run['programs_with_false_positive']} ({run.get('false_positive_kinds', {})})",
             f"- cores jax never ran (a branch not taken, an empty loop): {run['core_not_executed']}; of them "
             f"flagged by the analyzer (fp-unexecuted, no truth from jax, not counted as fp): "
             f"{run['programs_flagged_where_core_not_executed']}",
             f"- per (program, mode): tp={tp} fp={fp} fn={fn}; recall {tp}/{tp + fn}; precision {tp}/{tp + fp}", "",
             "## Ten most common disagreement shapes", "",
             "Shape = `fp|fn RULE | core`; fp: analyzer error/warning where jax did not "
             "raise that rule's message; fn: jax raised it, the analyzer is silent.", ""]
    for i, g in enumerate(groups[:10], 1):
        lines += [f"### {i}. {g['shape']} — {g['programs']} programs", "",
                  f"- what jax did in this group: {', '.join(f'{k} ({n})' for k, n in g['jax_did'])}; "
                  f"mismatch seen in mode: {g['modes']}",
                  f"- jax (shrunk representative): `{g['jax']['type']}: {(g['jax']['message'] or '')[:200]}`",
                  f"- analyzer flagged: {g['analyzer']}",
                  f"- over-represented contexts (share in group / share overall): "
                  f"{', '.join(g['over_represented']) or '-'}",
                  f"- core variants: {', '.join(f'{k} ({n})' for k, n in g['forms'])}"]
        if g["analyzer_findings"]:
            lines.append(f"- finding: `{g['analyzer_findings'][0][:220]}`")
        if isinstance(g["minimal"], dict) and "error" not in g["minimal"] and not (extra or {}).get(g["shape"]):
            lines.append("- minimal program:")
            for name, text in g["minimal"].items():
                lines += ["", f"  `{name}`", "", "```python", text.rstrip(), "```"]
        for more in (extra or {}).get(g["shape"], []):
            lines += ["", f"- a member, shrunk ({more['program']}; jax `{more['jax'][:160]}`; analyzer "
                          f"{more['analyzer']}):"]
            for name, text in more["minimal"].items():
                lines += ["", f"  `{name}`", "", "```python", text.rstrip(), "```"]
        lines.append("")
    lines += ["## Per rule (each program counted once per analyzer mode)", "",
              "| rule | tp | fp | fn | fp-unexecuted |", "|---|---|---|---|---|"]
    for code, v in run["by_rule"].items():
        lines.append(f"| {code} | {v['tp']} | {v['fp']} | {v['fn']} | {v.get('fp_unexecuted', 0)} |")
    return "\n".join(lines) + "\n"


def merge(runs: list[dict]) -> dict:
    """Several runs (e.g. chunks of one seed) as one."""
    out = {"jax_version": runs[0]["jax_version"], "disagreements": [], "by_rule": {}, "shapes": {}, "cores": {},
           "jax_outcomes": {}}
    for key in ("programs", "agree", "raised", "raised_rule", "programs_with_false_positive", "core_not_executed",
                "programs_flagged_where_core_not_executed"):
        out[key] = sum(r.get(key, 0) for r in runs)
    for r in runs:
        out["disagreements"] += r["disagreements"]
        for code, v in r["by_rule"].items():
            acc = out["by_rule"].setdefault(code, {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "fp_unexecuted": 0})
            for k in acc:
                acc[k] += v.get(k, 0)
        for key in ("shapes", "cores", "jax_outcomes"):
            for k, n in r.get(key, {}).items():
                out[key][k] = out[key].get(k, 0) + n
    out["false_positive_kinds"] = dict(collections.Counter(
        "jax ran without error" if not d["jax"]["type"] else "jax raised another rule's message"
        if d["jax"]["rule"] else "jax raised an error no rule predicts"
        for d in out["disagreements"] if any(k == "fp" for _, k, _ in d["mismatches"])))
    out["by_rule"] = dict(sorted(out["by_rule"].items()))
    return out


@dataclasses.dataclass(frozen=True)
class _Outcome:
    type: str | None
    message: str


def write_cases(groups: list[dict], folder: Path) -> int:
    """Each shrunk single-file program as a candidate ground-truth case: `# EXPECT:` says what jax did."""
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    for i, g in enumerate(groups, 1):
        examples = ([] if g.get("more_minimal") else [(g["minimal"], g["jax"]["rule"])]) + [
            (m["minimal"], None) for m in g.get("more_minimal", [])]
        for k, (minimal, rule) in enumerate(examples):
            if not isinstance(minimal, dict) or set(minimal) != {"main.py"}:
                continue
            if g.get("more_minimal"):  # re-shrunk members carry jax's outcome as text: map it by `predicts`
                from .judge import rule_of
                text = g["more_minimal"][k]["jax"]
                kind, _, message = text.partition(": ")
                rule = rule_of(_Outcome(None if text == "NO_ERROR" else kind, message))
            kind_rule = g["shape"].split(" | ")[0].replace(" ", "_").replace("-", "_").lower()
            core = g["shape"].split(" | ")[1].replace(".", "_")
            header = (f"# EXPECT: {rule or 'none'}\n# Generated (tests/generator), shrunk; analyzer disagreed: "
                      f"{g['shape']}.\n")
            (folder / f"gen_{i:02d}_{kind_rule}_{core}_{k}.py").write_text(header + minimal["main.py"])
            n += 1
    return n


def main(argv: list[str]) -> int:
    """report.py RUN.json [RUN2.json ...] OUT.json OUT.md [--title TITLE]"""
    title, extra = "Generated programs vs the analyzer", None
    if "--title" in argv:
        i = argv.index("--title")
        title = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    cases = None
    if "--cases" in argv:
        i = argv.index("--cases")
        cases = Path(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if "--extra" in argv:  # more shrunk members per shape: {shape: [{program, jax, analyzer, minimal}]}
        i = argv.index("--extra")
        extra = json.loads(Path(argv[i + 1]).read_text())
        argv = argv[:i] + argv[i + 2:]
    *inputs, out_json, out_md = argv
    run = merge([json.loads(Path(p).read_text()) for p in inputs])
    groups = group(run)
    summary = {k: v for k, v in run.items() if k != "disagreements"}
    Path(out_json).write_text(json.dumps({"summary": summary, "groups": groups}, indent=1))
    if extra:
        for g in groups:
            g["more_minimal"] = extra.get(g["shape"], [])
    Path(out_md).write_text(markdown(run, groups, title, extra))
    if cases:
        write_cases(groups[:20], cases)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
