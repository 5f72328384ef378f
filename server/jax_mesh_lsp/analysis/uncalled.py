"""Which functions nobody in view calls are worth judging alone.

Such a function runs with an unknown context mesh and unknown arguments, so a rule can only be certain about a
mistake the function makes with a mesh it knows itself: one it builds (`make_mesh`, `Mesh`, ...), enters
(`set_mesh`, `use_mesh`, a test helper's mesh decorator), a Mosaic GPU kernel it builds and lowers, or a mesh a
module global holds. Every other rule judges a call against a mesh (the context's or a sharding's), which is
unknown there. So a function is judged alone only if its lines (decorators and nested functions included)
call both an API some rule watches and such a mesh source (or name a global holding one), directly or through a
function or class of the same module they call. This is a text test on purpose: it is a superset (a word in a comment counts) and costs
a few regex passes instead of walks over every node of the module; judging fewer functions alone only ever
makes the analysis quieter.
"""
from __future__ import annotations

import ast
import bisect
import itertools
import re
import unicodedata
from typing import Any, Iterable

# Calls that give a function a mesh of its own (or a kernel, whose lowering the Mosaic GPU rules judge): the
# rules' callees that build or enter meshes and kernels, and helpers that do so without a rule watching them.
# A function calling one may hand the mesh (or kernel) to its callers too (it returns it, or sets it globally);
MESH_SOURCE_CALLS = frozenset({"make_mesh", "Mesh", "AbstractMesh", "create_mesh", "create_device_mesh",
                               "update_axis_types", "set_mesh", "use_mesh", "kernel", "pallas_call"})
# these enter a mesh for a block or a call only, so they are a source for the function calling them alone.
SCOPED_MESH_SOURCE_CALLS = frozenset({"use_abstract_mesh", "with_explicit_mesh", "export"})
# Names of module globals that hold a mesh are sources too, added per module (`mesh_bearing_globals`).

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


def functions_in_walk_order(tree: ast.Module, lines: list[int] | None = None
                            ) -> tuple[list[tuple[ast.AST, tuple]], list[ast.ClassDef]]:
    """(def, the defs around it, outermost first) for every def/async def, in `ast.walk` order (breadth first),
    and every class. Only statements are walked: a def is always a statement, and leaving the expressions out
    keeps the breadth-first order of the rest. With `lines` (ascending), only statements whose lines
    (decorators included) hold one of them."""
    defs: list[tuple[ast.AST, tuple]] = []
    classes: list[ast.ClassDef] = []
    queue: list[tuple[ast.AST, tuple]] = [(tree, ())]
    i = 0
    while i < len(queue):
        node, outers = queue[i]
        i += 1
        kind = type(node)
        if kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
            defs.append((node, outers))
            outers = outers + (node,)
        elif kind is ast.ClassDef:
            classes.append(node)
        fields = _BLOCK_FIELDS.get(kind)
        if fields is None:
            fields = _BLOCK_FIELDS[kind] = tuple(f for f in kind._fields if f in _BLOCK_FIELD_NAMES)
        for name in fields:
            value = getattr(node, name)
            if type(value) is list:   # (a lambda's body is an expression)
                if lines is None:
                    queue.extend([(child, outers) for child in value])
                else:
                    queue.extend([(child, outers) for child in value if _holds_a_line(child, lines)])
    return defs, classes


# The fields that hold statements (or except handlers, match cases): the only ones a def can hide in. Reading
# just these (not every field of every statement, each child tested) makes the walk several times cheaper.
_BLOCK_FIELD_NAMES = frozenset({"body", "handlers", "orelse", "finalbody", "cases"})
_BLOCK_FIELDS: dict[type, tuple[str, ...]] = {}   # node type -> its block fields, in `_fields` order


def _holds_a_line(stmt: ast.AST, lines: list[int]) -> bool:
    first, last = getattr(stmt, "lineno", None), getattr(stmt, "end_lineno", None)
    if first is None or last is None:
        return True  # a match case has no lines
    return _any_between(lines, _first_line(stmt), last)


def worth_judging_alone(lines: list[str], tree: ast.Module, watched_tokens: Iterable[str],
                        known_names: Iterable[str] = (), aliases: dict[str, ast.AST] | None = None,
                        source_text: str | None = None, need_mesh_source: bool = True
                        ) -> list[tuple[ast.AST, tuple]]:
    """The defs (with the defs around them, in walk order) whose lines call a mesh source and a watched API.
    `lines`: the module's lines as ast numbers them; `watched_tokens`: a watched callee's last name, or
    `name(keyword)` for one that matters only with that keyword (or `name(**)`); `known_names`: module
    globals that hold a mesh;
    `aliases`: other global names of the module's functions and classes (`step = train_step`); `source_text`:
    the lines' text, when at hand. Without `need_mesh_source`, every def that calls a watched API (cross-file
    analysis completes what they record with their callers' context).
    Mesh sources are rare, watched calls are not: the sources are looked for first, in the whole text, and
    only the functions they reach are read for watched calls."""
    known = frozenset(n for n in known_names if n.isidentifier())
    text = source_text if source_text is not None and "\r" not in source_text else "\n".join(lines)
    if not text.isascii():  # identifiers are NFKC-normalised in the tree
        lines = [unicodedata.normalize("NFKC", line) for line in lines]
        text = "\n".join(lines)
    t = _Text(text, lines)
    if need_mesh_source and not known and not t.calls_any(MESH_SOURCE_CALLS | SCOPED_MESH_SOURCE_CALLS):
        return []
    defs, classes = functions_in_walk_order(tree)
    if not defs:
        return []
    starts = t.starts
    docstrings = _docstring_lines(tree, defs, classes)
    scopes = [(node, _first_line(node), node.end_lineno or node.lineno) for node, _ in defs]
    scopes += [(node, _first_line(node), node.end_lineno or node.lineno) for node in classes]
    names_of: dict[str, list[tuple]] = {}
    for scope in scopes:
        names_of.setdefault(scope[0].name, []).append(scope)
    for alias, node in (aliases or {}).items():
        names_of[alias] = names_of.get(alias, []) + [s for s in scopes if s[0] is node]

    sourced = _sourced(t, scopes, names_of, known, docstrings) if need_mesh_source else None
    if sourced is not None and not sourced:
        return []
    watched = sorted({t for t in watched_tokens if t.isidentifier()})
    keyed: dict[str, list[str]] = {}  # name -> the keywords it matters with ("**": any keyword argument)
    for token in watched_tokens:
        name, _, rest = token.partition("(")
        if rest and name.isidentifier() and name not in watched:
            keyed.setdefault(name, []).append(rest.rstrip(")"))
    relevant: dict[ast.AST, bool] = {}

    def calls_watched(scope: tuple) -> bool:
        """Whether the scope's lines call a watched API, or a function or class of the module that does."""
        node = scope[0]
        if node in relevant:
            return relevant[node]
        relevant[node] = False  # a cycle adds nothing
        first, last = starts[scope[1] - 1], starts[scope[2]]
        span = text[first:last]
        found = t.calls_any(watched, first, last) or any(
            t.calls_any((name,), first, last) and any(k in span for k in keywords)
            for name, keywords in keyed.items()) or any(
            calls_watched(other) for name in {a or b for a, b in _CALLED.findall(span)} for other in names_of.get(name, ())
            if other[0] is not node)
        relevant[node] = found
        return found

    return [(node, outers) for node, outers in defs
            if (sourced is None or node in sourced)
            and calls_watched((node, _first_line(node), node.end_lineno or node.lineno))]


def _sourced(t: _Text, scopes: list[tuple], names_of: dict, known: frozenset, docstrings: list) -> set:
    """Functions and classes with a mesh of their own, and (for sources that hand it on) those calling them."""
    def holding(hits: list[int]) -> list:
        hits = _outside(hits, docstrings)
        return [scope for scope in scopes if _any_between(hits, scope[1], scope[2])] if hits else []

    sourced: set = set()
    fresh = holding(_merge(t.hit_lines(MESH_SOURCE_CALLS, calls_only=True), t.hit_lines(known)))
    seen = set(MESH_SOURCE_CALLS)
    while fresh:
        sourced.update(scope[0] for scope in fresh)
        hot = frozenset(name for name, held in names_of.items() if name not in seen
                        and any(scope[0] in sourced for scope in held))
        seen |= hot
        fresh = [scope for scope in holding(t.hit_lines(hot, calls_only=True, decorators=True))
                 if scope[0] not in sourced] if hot else []
    sourced.update(scope[0] for scope in holding(t.hit_lines(SCOPED_MESH_SOURCE_CALLS, calls_only=True)))
    return sourced


# `name(` and `@name` / `@a.name`: what a function's lines call (a superset: strings and comments count too)
_CALLED = re.compile(r"\b([A-Za-z_]\w*)\s*\(|(?<![\w.])@(?:[\w]+\.)*([A-Za-z_]\w*)")


def mesh_bearing_globals(env: dict[str, Any], bearing) -> tuple[set[str], dict[str, ast.AST]]:
    """Names of module globals whose value `bearing(value)` says holds a mesh, and the global names that stand
    for a function or class of the module under another name."""
    known: set[str] = set()
    aliases: dict[str, ast.AST] = {}
    for name, value in env.items():
        if not isinstance(name, str):
            continue
        node = getattr(value, "node", None)
        if isinstance(node, (*_DEFS, ast.ClassDef)) and getattr(node, "name", name) != name:
            aliases[name] = node
        if bearing(value):
            known.add(name)
    return known, aliases


def _first_line(node: ast.AST) -> int:
    first = node.lineno
    for dec in getattr(node, "decorator_list", ()):
        first = min(first, dec.lineno)
    return first


def _any_between(hits: list[int], first: int, last: int) -> bool:
    i = bisect.bisect_left(hits, first)
    return i < len(hits) and hits[i] <= last


def _docstring_lines(tree: ast.Module, defs: list, classes: list) -> list[tuple[int, int]]:
    """(first, last) lines of the module's, classes' and functions' docstrings, sorted: examples written in
    them (`>>> mesh = jax.make_mesh(...)`) are no calls."""
    out = []
    for node in [tree, *(d for d, _ in defs), *classes]:
        body = node.body
        if body and type(body[0]) is ast.Expr and type(body[0].value) is ast.Constant \
                and isinstance(body[0].value.value, str):
            out.append((body[0].lineno, body[0].end_lineno or body[0].lineno))
    out.sort()
    return out


def _outside(hits: list[int], ranges: list[tuple[int, int]]) -> list[int]:
    """The hit lines that no (first, last) range holds (ranges sorted and not overlapping)."""
    if not hits or not ranges:
        return hits
    firsts = [first for first, _ in ranges]
    out = []
    for line in hits:
        i = bisect.bisect_right(firsts, line) - 1
        if i < 0 or line > ranges[i][1]:
            out.append(line)
    return out


def _merge(a: list[int], b: list[int]) -> list[int]:
    return sorted(set(a) | set(b)) if a and b else a or b


class _Text:
    """The module's text with its line starts, and where each line's comment begins (looked for once per line:
    a minified file's one huge line must not be scanned again for every word on it)."""

    def __init__(self, text: str, lines: list[str]):
        self.text = text
        self.starts = [0, *itertools.accumulate(len(line) + 1 for line in lines)]
        self._comment: dict[int, int] = {}   # line start -> offset of its first '#' (or of its end)

    def line_start(self, i: int) -> int:
        return self.starts[bisect.bisect_right(self.starts, i) - 1]

    def in_comment(self, line_start: int, i: int) -> bool:
        """Whether offset i comes after a '#' on its line (or a '#' in a string: then it is only judged less)."""
        hash_at = self._comment.get(line_start)
        if hash_at is None:
            line_end = self.text.find("\n", line_start)
            line_end = len(self.text) if line_end < 0 else line_end
            found = self.text.find("#", line_start, line_end)
            hash_at = self._comment[line_start] = line_end if found < 0 else found
        return hash_at < i

    def occurrences(self, words: Iterable[str], calls_only: bool = False, decorators: bool = False,
                    start: int = 0, end: int | None = None):
        """Offsets in text[start:end] where one of `words` is written as a whole word; with `calls_only`, only
        where it is called (`word(`), never where a `def`/`class` statement defines it; with `decorators` also
        where it decorates (`@word`, `@a.word`). Not in comments. str.find per word: the words are few and rare,
        and a regex alternation scans the text once per word too."""
        text = self.text
        end = len(text) if end is None else end
        for word in words:
            i = text.find(word, start, end)
            while i >= 0:
                j = i + len(word)
                if (i == 0 or not _is_word_char(text[i - 1])) and (j >= len(text) or not _is_word_char(text[j])):
                    if self._wanted(i, j, calls_only, decorators):
                        yield i
                i = text.find(word, j, end)

    def _wanted(self, i: int, j: int, calls_only: bool, decorators: bool) -> bool:
        text = self.text
        line_start = self.line_start(i)
        if self.in_comment(line_start, i):
            return False
        if decorators:
            k = i
            while k > line_start and (_is_word_char(text[k - 1]) or text[k - 1] == "."):
                k -= 1
            if k > line_start and text[k - 1] == "@":
                return True
        if not calls_only:
            return True
        while j < len(text) and text[j] in " \t":
            j += 1
        if j >= len(text) or text[j] != "(":
            return self._bound_by_partial(i, line_start)
        return not (text.endswith("def ", line_start, i) or text.endswith("class ", line_start, i))

    def _bound_by_partial(self, i: int, line_start: int) -> bool:
        """`functools.partial(jax.shard_map, mesh=...)`: the word is what the partial calls later."""
        text, k = self.text, i
        while k > line_start and (_is_word_char(text[k - 1]) or text[k - 1] == "."):
            k -= 1   # (the module it is read from: `jax.`)
        while k > line_start and text[k - 1] in " \t":
            k -= 1
        return k > line_start and text[k - 1] == "(" and text.endswith("partial", line_start, k - 1)

    def calls_any(self, words: Iterable[str], start: int = 0, end: int | None = None) -> bool:
        return next(self.occurrences(words, calls_only=True, start=start, end=end), None) is not None

    def hit_lines(self, words: Iterable[str], calls_only: bool = False, decorators: bool = False) -> list[int]:
        """Line numbers (ascending) of `occurrences`."""
        return sorted({bisect.bisect_right(self.starts, i) for i in self.occurrences(words, calls_only, decorators)})


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"
