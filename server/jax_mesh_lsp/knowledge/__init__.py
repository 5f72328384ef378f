"""The knowledge base: one TOML entry per rule / JAX error, read by the CLI, the hover and the docs.

Links: every entry has a `url`: by default a `file://` URI of its Markdown page shipped inside this package
(knowledge/pages/<CODE>.md, the same pages as docs/rules/), so links work offline and in every client; a URL
template (setting `url-template`, e.g. "https://wiki.example.com/jax/{code}") points somewhere else.
"""
from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

PAGES = "pages"  # knowledge/pages/<CODE>.md: the rule pages shipped as package data
JAX_SOURCE_URL = "https://github.com/jax-ml/jax/blob/{commit}/{file}#L{line}"
JAX_RELEASE_SOURCE_URL = "https://github.com/jax-ml/jax/blob/jax-v{version}/{file}#L{line}"


@dataclass(frozen=True)
class Entry:
    data: dict[str, Any]

    def __getattr__(self, name: str) -> Any:
        try:
            return self.data[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    @property
    def doc(self) -> dict[str, Any]:
        return self.data.get("doc", {})

    @property
    def fixable(self) -> bool:
        return bool(self.data.get("fixable", False))

    def url(self, template: str | None = None) -> str:
        if template:
            return template.format(code=self.code, name=self.name)
        return page_path(self.code).as_uri()

    def source_links(self) -> list[tuple[str, str]]:
        """(label, url) of the JAX source line that raises: pinned commit and the jax release."""
        src = self.data.get("source", {})
        links = []
        if src.get("pinned_commit") and src.get("pinned_line"):
            links.append((f"{src['file']}:{src['pinned_line']} @ {src['pinned_commit']}",
                          JAX_SOURCE_URL.format(commit=src["pinned_commit"], file=src["file"], line=src["pinned_line"])))
        if src.get("jax_version") and src.get("jax_line"):
            links.append((f"{src['file']}:{src['jax_line']} (jax {src['jax_version']})",
                          JAX_RELEASE_SOURCE_URL.format(version=src["jax_version"], file=src["file"],
                                                        line=src["jax_line"])))
        return links


def pages_folder() -> Path:
    """The folder of the rule pages inside the installed package (a real directory: the package is never zipped)."""
    return Path(str(resources.files(__name__).joinpath(PAGES))).resolve()


def page_path(code: str) -> Path:
    return pages_folder() / f"{code}.md"


@functools.lru_cache(maxsize=1)
def entries() -> dict[str, Entry]:
    """All entries by code, sorted by code."""
    found: dict[str, Entry] = {}
    folder = resources.files(__name__).joinpath("rules")
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if item.name.endswith(".toml"):
            data = tomllib.loads(item.read_text(encoding="utf-8"))
            found[data["code"]] = Entry(data)
    return dict(sorted(found.items()))


def entry(code: str) -> Entry | None:
    return entries().get(code.upper())


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def predicted_in(predicts: str, text: str) -> bool:
    """Whether JAX's message `text` is the one `predicts` describes: its parts (split at ` ... `, where JAX's
    message varies) appear in the text in order (whitespace-insensitive, case-sensitive: "Reduced" is not in
    "Unreduced")."""
    at = 0
    haystack = re.sub(r"\s+", " ", text).strip()
    for part in re.sub(r"\s+", " ", predicts).strip().split(" ... "):
        found = haystack.find(part, at)
        if not part or found < 0:
            return False
        at = found + len(part)
    return True


def find_by_message(text: str) -> list[Entry]:
    """Entries whose JAX message matches a pasted error (whitespace-insensitive; the `ValueError:` prefix and
    a traceback around it are fine). Best match first: the longest `predicts` found in the text."""
    haystack = _norm(text)
    hits = [e for e in entries().values() if _norm(e.predicts) and predicted_in(_norm(e.predicts), haystack)]
    if not hits:
        # a fragment of the message (someone pasted only part of it)
        hits = [e for e in entries().values() if len(haystack) >= 20 and haystack in _norm(e.message)]
    return sorted(hits, key=lambda e: -len(e.predicts))
