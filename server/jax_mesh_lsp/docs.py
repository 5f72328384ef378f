"""Generates docs/rules/<CODE>.md and docs/rules/README.md from the knowledge base (one source of truth)."""
from __future__ import annotations

from pathlib import Path

from .knowledge import entries
from .knowledge.render import markdown


def write_docs(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    index = ["# Rules", "", "| code | name | predicts |", "| --- | --- | --- |"]
    for e in entries().values():
        page = folder / f"{e.code}.md"
        body = markdown(e, url_template="{code}.md")
        examples = e.data.get("examples", {})
        for label, key in (("Raises under jax", "invalid"), ("Runs fine", "valid")):
            for i, code in enumerate(examples.get(key, []), 1):
                body += f"\n#### {label} ({key} example {i})\n\n```python\n{code.strip()}\n```\n"
        page.write_text(body, encoding="utf-8")
        written.append(page)
        index.append(f"| [{e.code}]({e.code}.md) | `{e.name}` | `{e.exception}: {e.predicts}` |")
    (folder / "README.md").write_text("\n".join(index) + "\n", encoding="utf-8")
    return written
