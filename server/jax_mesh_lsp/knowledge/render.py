"""Renders a knowledge entry as Markdown (hover, `explain`, docs/rules pages) or plain text."""
from __future__ import annotations

from . import Entry


def markdown(entry: Entry, url_template: str | None = None, short: bool = False) -> str:
    doc = entry.doc
    out = [f"### {entry.code} `{entry.name}`", "", entry.summary, "",
           f"JAX raises `{entry.exception}: {entry.message}`", ""]
    if doc.get("what_it_means"):
        out += ["**What it means**", "", doc["what_it_means"].strip(), ""]
    if doc.get("when_it_happens"):
        out += ["**When it happens**", "", doc["when_it_happens"].strip(), ""]
    if doc.get("solutions"):
        out += ["**How to fix it**", ""] + [f"{i}. {s}" for i, s in enumerate(doc["solutions"], 1)] + [""]
    example = doc.get("example", {})
    if example.get("before") and example.get("after"):
        out += ["**Example**", "", "```python", "# before", example["before"].strip(), "", "# after",
                example["after"].strip(), "```", ""]
    if not short:
        if doc.get("fix_safety"):
            out += ["**Fix safety**", "", doc["fix_safety"].strip(), ""]
        if doc.get("related"):
            out += ["**Related errors**", ""] + [f"- `{r}`" for r in doc["related"]] + [""]
        if doc.get("references"):
            out += ["**References**", ""] + [f"- <{r}>" for r in doc["references"]] + [""]
    links = [f"[Explanation]({entry.url(url_template)})"]
    links += [f"[JAX source: {label}]({url})" for label, url in entry.source_links()]
    out += [" · ".join(links)]
    return "\n".join(out).strip() + "\n"


def links(entry: Entry, url_template: str | None = None) -> str:
    """The rule page and the JAX source line that raises (pinned commit, release), one line."""
    out = [f"[{entry.code} rule page]({entry.url(url_template)})"]
    out += [f"[JAX source: {label}]({url})" for label, url in entry.source_links()]
    return " · ".join(out)


def first_paragraph(text: str) -> str:
    return (text or "").strip().split("\n\n")[0].replace("\n", " ").strip()


def hover(entry: Entry, url_template: str | None = None, fix: str | None = None, unsafe: bool = False) -> str:
    """The hover on a finding or a `# noqa`: one short paragraph, the fix, the links; the full page is one click
    away (the rule page link), not inlined. `fix`: the title of the quick fix offered for this finding, if any;
    `unsafe`: it is one that Fix All does not apply on its own."""
    out = [f"**{entry.code}** `{entry.name}`: {first_paragraph(entry.summary)}"]
    if fix:
        kind = "unsafe quick fix: it may change more than this line; Fix All skips it" if unsafe else "quick fix"
        out.append(f"**Fix:** {fix} ({kind})")
    elif entry.doc.get("solutions"):
        out.append(f"**Fix:** {first_paragraph(entry.doc['solutions'][0])}")
    out.append(links(entry, url_template))
    return "\n\n".join(out) + "\n"


def text(entry: Entry) -> str:
    """Terminal rendering: the Markdown minus the link syntax noise."""
    return markdown(entry).replace("### ", "").replace("**", "")
