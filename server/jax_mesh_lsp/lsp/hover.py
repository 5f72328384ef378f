"""Hover: knowledge-base Markdown on flagged calls, on the APIs the rules watch and on `# noqa: MESHxxx`
comments; the resolved mesh on a mesh variable.

Order: a `# noqa` comment under the cursor, a finding's range, a mesh variable, a watched API name. The word
look-ups need no analysis; the others use the analysis of the current version (computed off the event loop).
"""
from __future__ import annotations

import functools
import os
import re

from lsprotocol import types

from ..analysis.findings import Span
from .code_actions import NOQA, encoding_of
from .convert import char_position, position, span_contains
from .util import guarded, same_path

# The names whose hover explains the rules that watch them; any `multimem_*` too.
API_WORDS = frozenset({
    "top_level_all_gather", "make_mesh", "Mesh", "AbstractMesh", "set_mesh", "use_mesh", "use_abstract_mesh",
    "multicast_ref", "collective_axes", "semaphore_signal_multicast",
})
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def word_at(line: str, col: int) -> tuple[str, int, int] | None:
    for m in _WORD.finditer(line):
        if m.start() <= col <= m.end():
            return m.group(), m.start(), m.end()
        if m.start() > col:
            break
    return None


def _in_comment_or_string(line: str, col: int) -> bool:
    """A cheap test: is there a `#` before the column outside quotes?"""
    quote = None
    for i, ch in enumerate(line[:col]):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#":
            return True
    return quote is not None


@functools.lru_cache(maxsize=64)
def _entries_for(word: str) -> tuple[tuple[int, str], ...]:
    """(score, code) of the entries about `word`, best first: 10 for the function that raises, 5 for a mention in
    the summary or the message, 1 for a mention in the explanation."""
    from ..knowledge import entries

    tail = "[A-Za-z0-9_]*" if word.endswith("_") else ""  # `multimem_`: any multimem_* name
    pattern = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(word)}{tail}(?![A-Za-z0-9_])")
    scored = []
    for code, e in entries().items():
        doc = e.doc
        score = 0
        if (e.data.get("source") or {}).get("function") == word:
            score += 10
        if pattern.search(" ".join(str(e.data.get(k, "")) for k in ("summary", "predicts", "message"))):
            score += 5
        text = " ".join([str(doc.get("what_it_means", "")), str(doc.get("when_it_happens", "")),
                         " ".join(map(str, doc.get("solutions", []) or []))])
        if pattern.search(text):
            score += 1
        if score:
            scored.append((-score, code))
    return tuple((-neg, code) for neg, code in sorted(scored))


LIST_LIMIT = 12


def _rule_list(found, url_template: str | None) -> str:
    lines = [f"- [{e.code}]({e.url(url_template)}) `{e.name}`: {e.summary}" for e in found[:LIST_LIMIT]]
    if len(found) > LIST_LIMIT:
        lines.append(f"- and {len(found) - LIST_LIMIT} more (`jax-mesh-lsp rules`)")
    return "\n".join(lines)


def knowledge_markdown(codes, url_template: str | None, limit: int = LIST_LIMIT, fix: str | None = None,
                       unsafe: bool = False) -> str | None:
    """The first entry as a short hover (a paragraph, the fix, the links to its page and the JAX source), the others
    as a linked list."""
    from ..knowledge import entry
    from ..knowledge.render import hover as hover_markdown

    found = [e for e in (entry(c) for c in codes) if e is not None]
    if not found:
        return None
    parts = [hover_markdown(found[0], url_template, fix=fix, unsafe=unsafe)]
    if limit and found[1:]:
        parts.append("**Related rules**\n\n" + _rule_list(found[1:1 + limit], url_template))
    return "\n\n".join(parts)


def api_markdown(word: str, url_template: str | None) -> str | None:
    """Hover on a watched API: the rule about the function itself in full, else the list of rules that mention it."""
    from ..knowledge import entry

    scored = _entries_for(word)
    if not scored and word.startswith("multimem_"):
        scored = _entries_for("multimem_")
    if not scored:
        return None
    if scored[0][0] >= 10:
        return knowledge_markdown([c for _, c in scored], url_template)
    found = [e for e in (entry(c) for _, c in scored) if e is not None]
    return f"**`{word}`**: the jax-mesh-lsp rules about it\n\n" + _rule_list(found, url_template)


def _markup(value: str) -> types.MarkupContent:
    return types.MarkupContent(kind=types.MarkupKind.Markdown, value=value)


def _noqa_hover(line: str, col: int, url_template):
    m = NOQA.search(line)
    if m is None or not (m.start() <= col <= m.end()) or m.group("codes") is None:
        return None
    codes = re.findall(r"[A-Za-z]+[0-9]+", m.group("codes"))
    at = m.start("codes")
    under = None
    for token in re.finditer(r"[A-Za-z]+[0-9]+", m.group("codes")):
        if at + token.start() <= col <= at + token.end():
            under = token.group().upper()
    shown = [under] if under else [c.upper() for c in codes]
    from ..knowledge import entry

    texts = [knowledge_markdown([c], url_template, limit=0) for c in shown if entry(c) is not None]
    texts = [t for t in texts if t]
    if not texts:
        return None
    return "\n\n---\n\n".join(texts), m.start(), m.end()


def _built_at(mesh, analysed) -> str:
    snap = analysed.snapshot
    span: Span | None = mesh.span
    if span is None:
        return "an unknown place"
    if mesh.path is not None and not same_path(mesh.path, snap.path):
        return f"{os.path.basename(mesh.path)}:{span.line}"
    if snap.program is not None:
        placed = snap.program.to_cell(span)
        name = os.path.basename(snap.path or "notebook")
        if placed is not None:
            cell, local = placed
            return f"{name} cell {cell.index + 1}:{local.line}"
        return name
    return f"{os.path.basename(snap.path or snap.docs[0].uri)}:{span.line}"


def _mesh_hover(word: str, program_line: int, analysed) -> str | None:
    result = analysed.result
    if result is None or not getattr(result, "mesh_names", None):
        return None
    keys = {key for key, name in result.mesh_names.items() if name == word}
    meshes = [m for m in result.meshes if m.key() in keys]
    if not meshes:
        return None
    here = [m for m in meshes if m.span is not None and (m.path is None or same_path(m.path, analysed.snapshot.path))
            and m.span.line <= program_line]
    mesh = (here or meshes)[-1] if here else meshes[0]
    text = f"`{word}`: {mesh.describe()} — built at {_built_at(mesh, analysed)}"
    if mesh.problem:
        text += f"\n\nConstructing it raises: {mesh.problem}"
    return text


def _same_line(old: list[str], new: list[str], line_no: int) -> bool:
    """Is line `line_no` (1-based) the same in the analysed text as in the current one?"""
    if old is new:
        return True
    i = line_no - 1
    return i < len(old) and i < len(new) and old[i].rstrip("\r\n") == new[i].rstrip("\r\n")


def mesh_default_note(name: str, jax_version) -> str | None:
    """What a mesh constructor makes its axes without `axis_types=`, for the target jax version."""
    from ..analysis.mesh_model import MAKE_MESH_EXPLICIT_SINCE

    version = ".".join(map(str, jax_version))
    if name == "make_mesh":
        kind = "Explicit" if tuple(jax_version) >= MAKE_MESH_EXPLICIT_SINCE else "Auto"
        return (f"**`jax.make_mesh`** without `axis_types=` makes every axis **{kind}** with the target jax "
                f"{version} (Explicit since jax 0.9.0, Auto before).")
    if name in ("Mesh", "AbstractMesh"):
        return (f"**`jax.sharding.{name}`** without `axis_types=` makes every axis **Auto** (target jax {version}); "
                "pass `axis_types=(AxisType.Explicit,) * n` for explicit sharding.")
    return None


def register(server) -> None:
    @server.feature(types.TEXT_DOCUMENT_HOVER)
    @guarded()
    async def hover(ls, params: types.HoverParams):
        uri = params.text_document.uri
        unit = ls.engine.unit_of(uri)
        if unit is None:
            return None
        doc = ls.workspace.text_documents.get(unit) or ls.workspace.get_text_document(uri)
        text = doc._source or ""
        from .convert import lsp_lines
        from .engine import MAX_CHARS
        if len(text) > MAX_CHARS:
            return None  # never analysed; splitting it into lines would stall the event loop (~0.3 s at 10 MB)

        lines = lsp_lines(text)
        if params.position.line >= len(lines):
            return None
        encoding = encoding_of(ls)
        line_no, col = char_position(lines, params.position, encoding)
        line = lines[line_no - 1]
        nb = ls.workspace.get_notebook_document(cell_uri=uri)
        resolved = ls.settings.for_uri(nb.uri if nb else uri)
        if not resolved.enabled:
            return None
        template = resolved.url_template

        def rng(start: int, end: int, line_at: int = line_no) -> types.Range:
            return types.Range(position(lines, line_at, start, encoding), position(lines, line_at, end, encoding))

        noqa = _noqa_hover(line, col, template)
        if noqa is not None:
            value, start, end = noqa
            return types.Hover(contents=_markup(value), range=rng(start, end))

        word = word_at(line, col)
        if word is not None and _in_comment_or_string(line, word[1]):
            word = None

        analysed = await ls.engine.known(unit)  # the last complete answer: no wait for a running analysis
        result_doc = analysed.doc(uri) if analysed is not None else None
        if result_doc is not None and not _same_line(result_doc.lines, lines, line_no):
            result_doc = None  # an answer for an older text, where this line was something else
        if result_doc is not None:
            hits = [item for item in result_doc.items if span_contains(item.span, line_no, col)]
            if hits:
                # The editor shows the diagnostic's message above the hover: not repeated here.
                from .code_actions import unsafe_fixes_allowed

                unsafe = unsafe_fixes_allowed(ls, uri)
                parts = []
                for item in hits:
                    fix = next((x for x in item.fixes if x.safe or (unsafe and x.preferred)), None) \
                        or next(iter(item.fixes), None)
                    parts.append(knowledge_markdown([item.finding.code], template, limit=0,
                                                    fix=fix.title if fix else None,
                                                    unsafe=bool(fix and not fix.safe))
                                 or f"**{item.finding.code}** {item.finding.message}")
                return types.Hover(contents=_markup("\n\n---\n\n".join(parts)), range=hits[0].diagnostic.range)

        if word is None:
            return None
        name, start, end = word
        if analysed is not None and analysed.result is not None and ls.engine.for_current_text(unit, analysed):
            # (a mesh's description from an older text could be out of date: only the current one's)
            program_line = line_no
            if analysed.snapshot.program is not None:
                mapped = analysed.snapshot.program.to_program(uri_of_cell(uri), line_no, col)
                program_line = mapped[0] if mapped else line_no
            mesh_text = _mesh_hover(name, program_line, analysed)
            if mesh_text is not None:
                return types.Hover(contents=_markup(mesh_text), range=rng(start, end))
        if name in API_WORDS or name.startswith("multimem_"):
            value = api_markdown(name, template)
            note = mesh_default_note(name, resolved.options.jax_version)
            if note:
                value = note + ("\n\n" + value if value else "")
            if value:
                return types.Hover(contents=_markup(value), range=rng(start, end))
        return None


def uri_of_cell(uri: str) -> str:
    from .util import uri_key

    return uri_key(uri)
