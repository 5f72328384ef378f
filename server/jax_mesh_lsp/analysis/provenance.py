"""Where the values a branch condition reads may come from: the program's own code, or its environment (an
environment variable, the command line, a file, the clock, the devices).

The difference decides a finding's severity under a test the analysis could not answer. A test on the
environment takes either branch in some run, so what a branch gets wrong is an error. A test on the program's
own values (a namedtuple's field, a function attribute, an enum.Flag, a config object) has one answer the
program fixes, which the analysis failed to compute: its branches may never run, so what they get wrong is
information. Read by syntax, backward from the test through the file's bindings; whatever the slice cannot see
(a caller it cannot find, a name it cannot resolve, too long a chain) counts as the environment.
"""
from __future__ import annotations

import ast
import builtins
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable

from . import astwalk

# library calls whose answer is the environment's, not the program's
ENVIRONMENT_ROOTS = ("os.", "sys.", "argparse.", "absl.", "platform.", "socket.", "time.", "random.",
                     "datetime.", "pathlib.", "subprocess.", "shutil.", "glob.", "json.load", "importlib.",
                     "jax.device_count", "jax.local_device_count", "jax.devices", "jax.local_devices",
                     "jax.process_", "jax.default_backend", "jax.distributed.", "np.random.", "numpy.random.")
ENVIRONMENT_CALLS = frozenset({"builtins.input", "builtins.open", "builtins.__import__"})

# names and attributes by which code reads its environment
ENVIRONMENT_NAMES = frozenset({"os", "sys", "argparse", "absl", "flags", "FLAGS", "time", "random", "open", "input",
                               "socket", "platform", "subprocess", "json", "yaml", "toml", "pathlib", "Path",
                               "getenv", "environ", "argv", "datetime", "importlib", "__import__"})
ENVIRONMENT_ATTRIBUTES = frozenset({"environ", "argv", "getenv", "device_count", "devices", "local_device_count",
                                    "local_devices", "process_index", "process_count", "default_backend",
                                    "parse_args", "read", "load", "loads"})
# modules whose imported names are the environment (`from os import environ`, `from absl import flags`)
_ENVIRONMENT_MODULES = frozenset(r.rstrip(".") for r in ENVIRONMENT_ROOTS if r.endswith(".")) | {"json", "yaml",
                                                                                                  "toml", "tomllib"}

_MAX_STEPS = 400   # a longer slice than this is not followed: the environment, as for anything not seen

_READS_ENVIRONMENT: "weakref.WeakKeyDictionary[ast.AST, bool]" = weakref.WeakKeyDictionary()


def reads_environment(node: ast.AST) -> bool:
    """Code (a function's body, as written) that may ask the environment by one of the names or attributes above."""
    found = _READS_ENVIRONMENT.get(node)
    if found is None:
        found = _READS_ENVIRONMENT[node] = any(
            (isinstance(n, ast.Name) and n.id in ENVIRONMENT_NAMES)
            or (isinstance(n, ast.Attribute) and n.attr in ENVIRONMENT_ATTRIBUTES) for n in astwalk.walk(node))
    return found


def is_environment_call(qualname: str) -> bool:
    return qualname.startswith(ENVIRONMENT_ROOTS) or qualname in ENVIRONMENT_CALLS


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)


@dataclass
class _Binding:
    """One way a name gets its value in a scope: from expressions, or as a definition, an import or a parameter."""
    scope: ast.AST
    sources: list = field(default_factory=list)
    definition: ast.AST | None = None     # a def or class: the environment only if its body reads it
    module: str | None = None             # imported from this module
    parameter_of: ast.AST | None = None   # a parameter of this function: its callers' arguments


@dataclass
class _Index:
    parents: dict
    bindings: dict          # name -> [_Binding]
    attribute_stores: dict  # attribute name -> [(expr, scope)]
    calls: dict             # function name -> [(call node, scope)]

    def scope_of(self, node: ast.AST) -> ast.AST:
        node = self.parents.get(node)
        while node is not None and not isinstance(node, _SCOPES):
            node = self.parents.get(node)
        return node

    def visible(self, name: str, scope: ast.AST) -> list:
        """The bindings of `name` in the nearest scope, from `scope` outwards, that binds it."""
        found = self.bindings.get(name, [])
        while scope is not None:
            here = [b for b in found if b.scope is scope]
            if here:
                return here
            scope = self.scope_of(scope) if not isinstance(scope, ast.Module) else None
        return []


_INDEXES: "weakref.WeakKeyDictionary[ast.AST, _Index]" = weakref.WeakKeyDictionary()


def _roots(target: ast.AST) -> list:
    """The names a store target binds or changes: `a, b`, `cfg.mode` (cfg), `table["k"]` (table)."""
    out = []
    for node in astwalk.walk(target):
        if isinstance(node, ast.Name):
            out.append(node.id)
    return out


def _index(tree: ast.AST) -> _Index:
    found = _INDEXES.get(tree)
    if found is not None:
        return found
    parents = astwalk.parent_map(tree)
    idx = _Index(parents, {}, {}, {})

    def bind(name: str, scope: ast.AST, **how) -> None:
        idx.bindings.setdefault(name, []).append(_Binding(scope, **how))

    def stores(target: ast.AST, value: ast.AST | None, scope: ast.AST, in_class: bool = False) -> None:
        for name in _roots(target):
            bind(name, scope, sources=[value] if value is not None else [])
        for node in astwalk.walk(target):
            if value is not None and (isinstance(node, ast.Attribute) or (in_class and isinstance(node, ast.Name))):
                # (a class body's `mode = ...` is read as `cfg.mode` too)
                name = node.attr if isinstance(node, ast.Attribute) else node.id
                idx.attribute_stores.setdefault(name, []).append((value, scope))

    for node in astwalk.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            scope = idx.scope_of(node)
            bind(node.name, scope, definition=node)
            if not isinstance(node, ast.ClassDef):
                args = node.args
                for a in args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg)
                                                                           if a]:
                    bind(a.arg, node, parameter_of=node)
            continue
        if isinstance(node, ast.Lambda):
            for a in node.args.args + node.args.kwonlyargs:
                bind(a.arg, node, parameter_of=node)
            continue
        scope = idx.scope_of(node)
        in_class = isinstance(parents.get(node), ast.ClassDef)
        if isinstance(node, ast.Assign):
            for target in node.targets:
                stores(target, node.value, scope, in_class)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            stores(node.target, node.value, scope, in_class)
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            stores(node.target, node.iter, scope)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            stores(node.optional_vars, node.context_expr, scope)
        elif isinstance(node, ast.NamedExpr):
            stores(node.target, node.value, scope)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            base = node.module or "" if isinstance(node, ast.ImportFrom) else ""
            for alias in node.names:
                full = f"{base}.{alias.name}" if base else alias.name
                bind(alias.asname or alias.name.split(".")[0], scope,
                     module=full if isinstance(node, ast.Import) else (base or "."))
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name is not None:
                idx.calls.setdefault(name, []).append((node, scope))
            if isinstance(func, ast.Attribute):
                # `cfg.update(os.environ)`, `flags.add(read())`: a method may store its arguments in the receiver
                args = list(node.args) + [k.value for k in node.keywords]
                for root in _roots(func.value):
                    bind(root, scope, sources=args)
            elif isinstance(func, ast.Name) and func.id == "setattr" and len(node.args) == 3:
                stores(node.args[0], node.args[2], scope)
                if isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
                    idx.attribute_stores.setdefault(node.args[1].value, []).append((node.args[2], scope))
    _INDEXES[tree] = idx
    return idx


def _callers(idx: _Index, func: ast.AST) -> list:
    """The calls in view that may call `func`, by its name (a constructor by its class's name too)."""
    name = getattr(func, "name", None)
    found = list(idx.calls.get(name, ()))
    owner = idx.parents.get(func)
    if name == "__init__" and isinstance(owner, ast.ClassDef):
        found += idx.calls.get(owner.name, ())
    return found


def _is_receiver(idx: _Index, func: ast.AST, name: str) -> bool:
    """`self` / `cls`: the first parameter of a method (a def in a class body not made a staticmethod)."""
    args = getattr(func, "args", None)
    first = (args.posonlyargs + args.args)[:1] if args is not None else []
    return bool(first) and first[0].arg == name and isinstance(idx.parents.get(func), ast.ClassDef) and not any(
        isinstance(d, ast.Name) and d.id == "staticmethod" for d in getattr(func, "decorator_list", ()))


def reaches_environment(expr: ast.AST, scope: ast.AST, tree: ast.AST,
                        library_name: Callable[[ast.AST], Any]) -> bool:
    """Whether a value `expr` reads (in `scope`, a function or the module of `tree`) may come from the
    environment. `library_name(node)` gives the dotted library name an attribute chain or name stands for
    (`jax.device_count`), or None."""
    idx = _index(tree)
    work = [(expr, scope)]
    seen: set = set()
    steps = 0
    while work:
        node, scope = work.pop()
        for sub in astwalk.walk(node):
            steps += 1
            if steps > _MAX_STEPS:
                return True
            if isinstance(sub, ast.Attribute):
                if sub.attr in ENVIRONMENT_ATTRIBUTES:
                    return True
                if isinstance(sub.ctx, ast.Load):
                    dotted = library_name(sub)
                    if dotted is not None and is_environment_call(dotted + "."):
                        return True
                    key = ("attr", sub.attr)
                    if key not in seen:
                        seen.add(key)
                        work.extend(idx.attribute_stores.get(sub.attr, ()))
            elif isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
                if sub.id in ENVIRONMENT_NAMES:
                    return True
                key = (sub.id, id(scope))
                if key in seen:
                    continue
                seen.add(key)
                bindings = idx.visible(sub.id, scope)
                if not bindings:
                    if hasattr(builtins, sub.id):
                        continue
                    return True   # bound where the file does not show (`from m import *`, exec): not seen
                for b in bindings:
                    if b.definition is not None:
                        if reads_environment(b.definition):
                            return True
                    elif b.module is not None:
                        if b.module.split(".")[0] in _ENVIRONMENT_MODULES:
                            return True
                    elif b.parameter_of is not None:
                        if _is_receiver(idx, b.parameter_of, sub.id):
                            continue   # `self`: what its attributes hold is followed through their stores
                        callers = _callers(idx, b.parameter_of)
                        if not callers:
                            return True   # its callers are not in view
                        for call, call_scope in callers:
                            work.extend((a, call_scope) for a in list(call.args) + [k.value for k in call.keywords])
                        args = b.parameter_of.args
                        work.extend((d, idx.scope_of(b.parameter_of)) for d in args.defaults + args.kw_defaults
                                    if d is not None)
                    else:
                        work.extend((s, b.scope) for s in b.sources)
    return False
