"""`python -m tests.generator.report RUN.json OUT.json OUT.md`: a run's disagreements grouped by shape.

RUN.json is what `python -m tests.generator --json` printed. OUT.json holds every group (its minimal program,
jax's outcome, the analyzer's verdict, its members); OUT.md the ten largest groups for humans.
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path


def group(run: dict) -> list[dict]:
    groups: dict[str, list[dict]] = collections.defaultdict(list)
    for d in run["disagreements"]:
        groups[d["shape"]].append(d)
    out = []
    for shape, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        rep = next((m for m in members if m.get("minimal")), members[0])
        features = collections.Counter(f for m in members for f in m["features"])
        out.append({"shape": shape, "programs": len(members),
                    "common_features": [f"{f} ({n})" for f, n in features.most_common(8)],
                    "jax": rep["jax"], "analyzer": rep["analyzer"], "analyzer_findings": rep["analyzer_findings"],
                    "mismatches": rep["mismatches"], "minimal": rep.get("minimal"),
                    "members": [m["program"] for m in members]})
    return out


def markdown(run: dict, groups: list[dict], title: str) -> str:
    fp = sum(v["fp"] for v in run["by_rule"].values())
    tp = sum(v["tp"] for v in run["by_rule"].values())
    fn = sum(v["fn"] for v in run["by_rule"].values())
    lines = [f"# {title}", "",
             f"- jax {run['jax_version']}; {run['programs']} generated programs; raised: {run['raised']} "
             f"({100 * run['raised'] / max(1, run['programs']):.0f} %), {run['raised_rule']} with a rule's message",
             f"- agree (every rule, both analyzer modes): {run['agree']} / {run['programs']} "
             f"({100 * run['agree'] / max(1, run['programs']):.0f} %); programs with a false positive: "
             f"{run['programs_with_false_positive']}",
             f"- per (program, mode): tp={tp} fp={fp} fn={fn}; recall {tp}/{tp + fn}", "",
             "## Ten most common disagreement shapes", "",
             "Shape = `fp|fn RULE | core | context-setting form`; fp: analyzer error/warning where jax did not "
             "raise that rule's message; fn: jax raised it, the analyzer is silent.", ""]
    for i, g in enumerate(groups[:10], 1):
        lines += [f"### {i}. {g['shape']} — {g['programs']} programs", "",
                  f"- jax: `{g['jax']['type']}: {(g['jax']['message'] or '')[:200]}`",
                  f"- analyzer flagged: {g['analyzer']}",
                  f"- frequent contexts: {', '.join(g['common_features'])}"]
        if g["analyzer_findings"]:
            lines.append(f"- finding: `{g['analyzer_findings'][0][:220]}`")
        if isinstance(g["minimal"], dict) and "error" not in g["minimal"]:
            lines.append("- minimal program:")
            for name, text in g["minimal"].items():
                lines += ["", f"  `{name}`", "", "```python", text.rstrip(), "```"]
        lines.append("")
    lines += ["## Per rule (each program counted once per analyzer mode)", "", "| rule | tp | fp | fn |",
              "|---|---|---|---|"]
    for code, v in run["by_rule"].items():
        lines.append(f"| {code} | {v['tp']} | {v['fp']} | {v['fn']} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    run = json.loads(Path(argv[0]).read_text())
    groups = group(run)
    summary = {k: v for k, v in run.items() if k != "disagreements"}
    Path(argv[1]).write_text(json.dumps({"summary": summary, "groups": groups}, indent=1))
    title = argv[3] if len(argv) > 3 else "Generated programs vs the analyzer"
    Path(argv[2]).write_text(markdown(run, groups, title))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
