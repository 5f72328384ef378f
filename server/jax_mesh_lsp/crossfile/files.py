"""Parsed project files and the indexes the cross-file analysis reads from them (positions, parents, imports).

A file is parsed once per version; every analysis that touches it shares the same tree, so the node a helper's
`top_level_all_gather` call is judged at is the same object in its own module's analysis and in each caller's.
"""
from __future__ import annotations

import ast
import collections
import os
import re
from dataclasses import dataclass

from ..analysis.astwalk import children
from ..analysis.source import SourceText, python_view

DEF_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_ATTR_ASSIGN = re.compile(r"\.([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=(?!=)(.*)")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CLS_ATTR_STORE = re.compile(r"^[ \t]*cls\.([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?[-+*/%&|^@]?=(?!=)", re.MULTILINE)
# `state.MESH = ...` / `cfg.flags.X += 1`: an attribute of a named object (maybe a module) rebound (`self.`/`cls.`
# ones are instance and class attributes): what stands before `.name = ...` on its line
_STORE_TARGET_HEAD = re.compile(r"[ \t]*(?!(?:self|cls)(?:\.|$))[A-Za-z_][\w.]*(?:\[[^\]\n]*\][\w.]*)*")


# `.name = `, `.name += `, `.name: T = ` of any name (the text before it is checked by _STORE_TARGET_HEAD)
_ANY_ATTRIBUTE_STORE = re.compile(r"\.([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?[-+*/%&|^@]?=(?!=)")


# a module's namespace written as a dict: `vars(ops)["MESH"] = m`, `ops.__dict__.update(MESH=m)`,
# `vars(mod).setdefault("MESH", m)`: a store of MESH too
_NAMESPACE_STORE = re.compile(r"(?:\bvars\([^\n]*?\)|\.__dict__)\s*(?:\[\s*['\"](\w+)['\"]\s*\]\s*=(?!=)|"
                              r"\.(?:update|setdefault)\(\s*(?:['\"](\w+)['\"]|(\w+)\s*=))")
# `monkeypatch.setattr(module, "NAME", v)`, `setattr(module, "NAME", v)`, `mocker.patch.object(module, "NAME")`,
# `monkeypatch.setattr("pkg.module.NAME", v)`: a store of NAME too
_PATCHED_ATTR = re.compile(r"(?:\bsetattr|\.object|\.delattr|\bpatch)\(\s*(?:[A-Za-z_][\w.]*\s*,\s*['\"](\w+)['\"]|"
                           r"f?['\"][^'\"\n]*\.(\w+)['\"])")
_PATCHING_WORDS = ("setattr(", ".object(", "delattr(", "patch(")
_GLOBAL_DECL = re.compile(r"^[ \t]*global[ \t]+([\w \t,]+)", re.MULTILINE)
_DEF_WORD = re.compile(r"\b(?:def|class)\s+(?=(\w+))")
_IMPORT_STATEMENT = re.compile(r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+)?import[ \t]+(\([^)]*\)|[^\n]*)", re.MULTILINE)
_IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import\b[ \t]*\(?([\w., \t]*)|import[ \t]+([\w., \t]+))",
                          re.MULTILINE)


def norm(path: str | os.PathLike) -> str:
    return os.path.normcase(os.path.abspath(os.fspath(path)))


@dataclass(eq=False)
class ParsedFile:
    path: str
    key: tuple                       # ("v", version) for an editor buffer, ("disk", mtime_ns, size) for a file
    source: str
    tree: ast.Module | None = None
    error: str | None = None
    _parents: dict | None = None
    _positions: dict | None = None
    _defs: dict | None = None
    _words: frozenset | None = None
    _word_counts: collections.Counter | None = None
    _names: dict | None = None
    _attrs: dict | None = None
    _imports_nodes: list | None = None
    _lines: list | None = None
    _imported: list | None = None
    _attr_assigns: dict | None = None
    _named_attr_answers: dict | None = None
    _dynamic_stores: frozenset | None = None
    _stored_attrs: frozenset | None = None
    _cls_attr_stores: frozenset | None = None
    _global_decls: frozenset | None = None
    _name_positions: dict | None = None
    _import_words: frozenset | None = None

    _text: SourceText | None = None

    @property
    def text(self) -> SourceText:
        """Lines and character columns, made on first use (most files are only searched, never located in)."""
        if self._text is None:
            self._text = SourceText(self.source)
        return self._text

    def parse(self) -> ast.Module | None:
        if self.tree is None and self.error is None:
            from ..analysis import _gc_paused
            try:
                # as the single-file check does: the cyclic collector would stop the parse many times for
                # nothing, each time walking every tree the project holds (it tripled the parse time of `check`)
                with _gc_paused():
                    self.tree = ast.parse(python_view(self.source), filename=self.path)
            except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
                self.error = f"not analysed: {type(exc).__name__}: {exc}"
        return self.tree

    # ------------------------------------------------------------------ indexes (built on first use)
    def parents(self) -> dict:
        if self._parents is None:
            self._walk()
        return self._parents

    def _walk(self) -> None:
        """One pass over the tree for every index (ast.walk is the expensive part on big files)."""
        parents: dict = {}
        names: dict = {}
        attrs: dict = {}
        imports: list = []
        if self.parse() is not None:
            stack = [self.tree]
            pop, push = stack.pop, stack.append
            while stack:
                node = pop()
                for child in iter_children(node):
                    parents[child] = node
                    push(child)
                    kind = type(child)
                    if kind is ast.Name:
                        names.setdefault(child.id, []).append(child)
                    elif kind is ast.Attribute:
                        attrs.setdefault(child.attr, []).append(child)
                    elif kind is ast.Import or kind is ast.ImportFrom:
                        imports.append(child)
            imports.sort(key=lambda n: (n.lineno, n.col_offset))
        self._parents, self._names, self._attrs, self._imports_nodes = parents, names, attrs, imports

    def enclosing_def(self, node: ast.AST) -> ast.AST | None:
        """The innermost def/lambda around a node (None: module level). A ClassDef body is module-like."""
        parents = self.parents()
        cur = parents.get(node)
        while cur is not None:
            if isinstance(cur, DEF_NODES):
                return cur
            cur = parents.get(cur)
        return None

    def enclosing_function(self, node: ast.AST) -> ast.AST | None:
        """The innermost def around a node, looking through lambdas (a lambda's body runs as part of the function
        that makes it far more often than not: `jax.tree.map(lambda s: NamedSharding(mesh, s), specs)`)."""
        d = self.enclosing_def(node)
        while isinstance(d, ast.Lambda):
            d = self.enclosing_def(d)
        return d

    def scope_of(self, node: ast.AST) -> ast.AST | None:
        """The module, class or function whose namespace a def (or any node) binds into: the blocks around it
        (`with`, `if`, `try`, loops) are no scope of their own."""
        parents = self.parents()
        cur = parents.get(node)
        while cur is not None and not isinstance(cur, (ast.Module, ast.ClassDef, *DEF_NODES)):
            cur = parents.get(cur)
        return cur

    def enclosing_class(self, func: ast.AST) -> ast.ClassDef | None:
        parent = self.parents().get(func)
        return parent if isinstance(parent, ast.ClassDef) else None

    def statement_of(self, node: ast.AST) -> ast.stmt | None:
        parents = self.parents()
        cur = node
        while cur is not None and not isinstance(cur, ast.stmt):
            cur = parents.get(cur)
        return cur

    def at_module_level(self, stmt: ast.AST) -> bool:
        """A statement that runs when the module runs: in the module body or in blocks (if/with/try/for) there."""
        parents = self.parents()
        cur = parents.get(stmt)
        while cur is not None:
            if isinstance(cur, ast.Module):
                return True
            if isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                return False
            cur = parents.get(cur)
        return False

    def positions(self) -> dict[tuple[int, int], list[ast.AST]]:
        """(line, character column) of each name token -> the nodes named there (jedi speaks in characters)."""
        if self._positions is None:
            pos: dict[tuple[int, int], list[ast.AST]] = {}

            def add(line: int, col: int, node: ast.AST) -> None:
                pos.setdefault((line, col), []).append(node)

            if self.parse() is not None:
                text = self.text
                for node in ast.walk(self.tree):
                    if isinstance(node, ast.Name):
                        add(node.lineno, text.char_col(node.lineno, node.col_offset), node)
                    elif isinstance(node, ast.Attribute) and node.end_lineno is not None:
                        end = text.char_col(node.end_lineno, node.end_col_offset)
                        add(node.end_lineno, end - len(node.attr), node)
                    elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        line, col = self.name_position(node)
                        add(line, col, node)
                    elif isinstance(node, ast.alias) and getattr(node, "lineno", None) is not None:
                        add(node.lineno, text.char_col(node.lineno, node.col_offset), node)
                        if node.asname:
                            end = text.char_col(node.end_lineno, node.end_col_offset)
                            add(node.end_lineno, end - len(node.asname), node)
            self._positions = pos
        return self._positions

    def name_at(self, pos: tuple[int, int]) -> ast.Name | None:
        """The Name node at (line, character column), as `positions()` has it, from an index of the Name
        nodes only (`positions()` also converts every attribute, def and alias: seconds on a big module)."""
        if self._name_positions is None:
            text = self.text
            index: dict[tuple[int, int], ast.Name] = {}
            for nodes in self.names_by_id().values():
                for node in nodes:
                    index.setdefault((node.lineno, text.char_col(node.lineno, node.col_offset)), node)
            self._name_positions = index
        return self._name_positions.get(pos)

    def name_position(self, node: ast.AST) -> tuple[int, int]:
        """Where the name of a def/class is written (line, character column)."""
        line = node.lineno
        text = self.text.line(line)
        # the first `def|class <word>` whose word is the name; a regex made per name (the exact spelling of
        # the rule below) only when that finds none: compiling one per function cost most of this
        for m in _DEF_WORD.finditer(text):
            if m.group(1) == node.name:
                return line, m.start(1)
        m = re.search(r"\b(?:def|class)\s+(" + re.escape(node.name) + r")\b", text)
        if m is None:
            return line, self.text.char_col(line, node.col_offset)
        return line, m.start(1)

    def segment(self, node: ast.AST) -> str:
        """The source text of a node (ast.get_source_segment re-splits the whole file on every call)."""
        try:
            lines = python_view(self.source).splitlines(True) if self._lines is None else self._lines
            self._lines = lines
            first, last = node.lineno - 1, node.end_lineno - 1
            if first == last:
                return lines[first].encode()[node.col_offset:node.end_col_offset].decode(errors="replace")
            parts = [lines[first].encode()[node.col_offset:].decode(errors="replace")]
            parts.extend(lines[first + 1:last])
            parts.append(lines[last].encode()[:node.end_col_offset].decode(errors="replace"))
            return "".join(parts)
        except (AttributeError, IndexError, TypeError):
            return ""

    def attribute_assignments(self) -> dict[str, list[str]]:
        """attr -> the text after `= ` of each `x.attr = ...` line (a regex, no parse)."""
        if self._attr_assigns is None:
            out: dict[str, list[str]] = {}
            for m in _ATTR_ASSIGN.finditer(self.source):
                out.setdefault(m.group(1), []).append(m.group(2))
            self._attr_assigns = out
        return self._attr_assigns

    def stores_named_attribute(self, name: str) -> bool:
        """Whether this file rebinds the attribute `name` on a named object (`state.MESH = ...`, not `self.x =
        ...`): if that object is another module, its global changes after that module ran (a regex, no parse).
        Searched from the literal `.name` (a scan of every assignment line is slow over big files)."""
        answers = self._named_attr_answers
        if answers is None:
            answers = self._named_attr_answers = {}
        hit = answers.get(name)
        if hit is None:
            # (every name asked is looked up in two sets made by one scan of the text each: a scan per name
            # asked was most of a cross-file run over a big package)
            hit = answers[name] = name in self._stored_attribute_names() or name in self._dynamic_attribute_stores()
        return hit

    def _stored_attribute_names(self) -> frozenset:
        """Every attribute the text assigns on a named object that is not `self`/`cls` (`.name = `, `.name += `,
        `.name: T = `, the text before it checked by _STORE_TARGET_HEAD)."""
        if self._stored_attrs is None:
            text = self.source
            found = set()
            for m in _ANY_ATTRIBUTE_STORE.finditer(text):
                line_start = text.rfind("\n", 0, m.start()) + 1
                if _STORE_TARGET_HEAD.fullmatch(text, line_start, m.start()):
                    found.add(m.group(1))
            self._stored_attrs = frozenset(found)
        return self._stored_attrs

    def _dynamic_attribute_stores(self) -> frozenset:
        """Attributes stored by name: `setattr(mod, "MESH", m)`, `monkeypatch.setattr(...)`, `vars(mod)[...]`."""
        if self._dynamic_stores is None:
            text = self.source
            # (the two scans without a literal start are slow over big files: run only where a word they need is)
            patched = _PATCHED_ATTR.findall(text) if any(w in text for w in _PATCHING_WORDS) else []
            namespace = _NAMESPACE_STORE.findall(text) if "vars(" in text or "__dict__" in text else []
            self._dynamic_stores = frozenset(name for pair in patched + namespace for name in pair if name)
        return self._dynamic_stores

    def stores_class_attribute(self, name: str) -> bool:
        """Whether a classmethod of this file assigns `cls.name = ...`: any class of that method may hold another
        value once it ran (a regex, no parse)."""
        if self._cls_attr_stores is None:
            # one scan of the text per file (a search for `cls.<name>` per name asked was 5,000 scans of big files
            # over jax's sources)
            self._cls_attr_stores = (frozenset(_CLS_ATTR_STORE.findall(self.source)) if "cls." in self.source
                                     else frozenset())
        return name in self._cls_attr_stores

    def global_declarations(self) -> frozenset:
        """Names a function of this module declares `global` (and may rebind whenever it is called)."""
        if self._global_decls is None:
            self._global_decls = frozenset(n.strip() for decl in _GLOBAL_DECL.findall(self.source)
                                           for n in decl.split(",") if n.strip())
        return self._global_decls

    def words(self) -> frozenset:
        """Every identifier-like word of the text: which files may mention a name, without parsing them."""
        if self._words is None:
            self._words = frozenset(_WORD.findall(self.source))
        return self._words

    def import_words(self) -> frozenset:
        """The words of its import statements (module parts and imported names, also in parentheses over several
        lines): which modules it may import, read by text."""
        if self._import_words is None:
            self._import_words = frozenset(w for m in _IMPORT_STATEMENT.finditer(self.source)
                                           for part in m.groups() if part for w in _WORD.findall(part))
        return self._import_words

    def word_count(self, word: str) -> int:
        """How often an identifier-like word occurs in the text (one scan per file, for every word; counted
        only for the files asked, as most files are only searched for words)."""
        if self._word_counts is None:
            self._word_counts = collections.Counter(_WORD.findall(self.source))
        return self._word_counts.get(word, 0)

    def names_by_id(self) -> dict[str, list[ast.Name]]:
        if self._names is None:
            self._walk()
        return self._names

    def attributes_by_name(self) -> dict[str, list[ast.Attribute]]:
        if self._attrs is None:
            self._walk()
        return self._attrs

    def imports(self) -> list[ast.AST]:
        if self._imports_nodes is None:
            self._walk()
        return self._imports_nodes

    def imported(self) -> list[tuple[int, str]]:
        """(level, module) of its import statements, read with a regex (no parse)."""
        if self._imported is None:
            self._imported = imported_modules(self.source)
        return self._imported

    def defs_by_name(self) -> dict[str, list[ast.AST]]:
        if self._defs is None:
            out: dict[str, list[ast.AST]] = {}
            if self.parse() is not None:
                for node in ast.walk(self.tree):
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        out.setdefault(node.name, []).append(node)
            self._defs = out
        return self._defs


iter_children = children  # ast.iter_child_nodes as a list (analysis/astwalk.py)


def folders_up(folder: str):
    """`folder` and the folders above it, up to the root."""
    while True:
        yield folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return
        folder = parent


def imported_modules(source: str) -> list[tuple[int, str]]:
    """(level, dotted module) of every import statement, by a regex (no parse): the cheap prefilter."""
    out: list[tuple[int, str]] = []
    for m in _IMPORT_LINE.finditer(source):
        if m.group(1) is not None:
            mod = m.group(1)
            level = len(mod) - len(mod.lstrip("."))
            out.append((level, mod[level:]))
            # `from . import rules` / `from pkg import step`: the names may be submodules (no module by that
            # name is found when they are not)
            for part in (m.group(2) or "").split(","):
                name = part.strip().split(" ")[0].strip()
                if name.isidentifier() and name != "*":
                    out.append((level, f"{mod[level:]}.{name}" if mod[level:] else name))
        else:
            for part in m.group(3).split(","):
                name = part.strip().split(" ")[0].strip()
                if name:
                    out.append((0, name))
    return out


def describe_key(key: tuple) -> str:
    return f"version {key[1]}" if key and key[0] == "v" else "disk"

