"""Where the values a branch condition reads may come from: the program's own code, or its environment (an
environment variable, the command line, a file, the clock, the devices).

The difference decides a finding's severity under a test the analysis could not answer. A test on the
environment takes either branch in some run, so what a branch gets wrong is an error. A test on the program's
own values (a function attribute, an enum.Flag, a config object) has one answer the program fixes, which the
analysis failed to compute: its branches may never run, so what they get wrong is information. Read by syntax,
backward from the test through the file's bindings, found on demand in the module's name and attribute
indexes; whatever the slice cannot see (a caller it cannot find, a name it cannot resolve, too long a chain)
counts as the environment.
"""
from __future__ import annotations

import ast
import builtins
import weakref
from dataclasses import dataclass, field
from typing import Callable

from . import astwalk

# library calls whose answer is the environment's, not the program's
# (os: what asks the process or the file system; `os.path.join` and `os.sep` do not)
_OS_ENVIRONMENT = ("os.environ", "os.getenv", "os.listdir", "os.scandir", "os.walk", "os.stat", "os.getcwd",
                   "os.cpu_count", "os.getpid", "os.urandom", "os.uname", "os.times", "os.get_terminal_size",
                   "os.path.exists", "os.path.isfile", "os.path.isdir", "os.path.islink", "os.path.getsize",
                   "os.path.getmtime", "os.path.expanduser", "os.path.expandvars", "os.path.abspath",
                   "os.path.realpath", "os.popen", "os.system")
# (argparse: a parser is the program's; what `parse_args()` reads from the command line is the environment, see
# ENVIRONMENT_ATTRIBUTES)
ENVIRONMENT_ROOTS = _OS_ENVIRONMENT + ("sys.", "absl.", "platform.", "socket.", "time.", "random.",
                     "datetime.", "pathlib.", "subprocess.", "shutil.", "glob.", "importlib.", "yaml.", "toml.",
                     "tomllib.", "configparser.", "jax.device_count", "jax.local_device_count", "jax.devices",
                     "jax.local_devices", "jax.process_", "jax.default_backend", "jax.distributed.", "np.random.",
                     "numpy.random.")
ENVIRONMENT_CALLS = frozenset({"builtins.input", "builtins.open", "builtins.__import__", "json.load"})

# names by which code reads its environment when the file does not bind them (builtins, a star import)
ENVIRONMENT_NAMES = frozenset({"os", "sys", "argparse", "absl", "flags", "FLAGS", "time", "random", "open", "input",
                               "socket", "platform", "subprocess", "json", "yaml", "toml", "pathlib", "Path",
                               "getenv", "environ", "argv", "datetime", "importlib", "__import__"})
# attributes that read the environment whatever object they are read from (`self.args.parse_args()`)
ENVIRONMENT_ATTRIBUTES = frozenset({"environ", "argv", "getenv", "device_count", "devices", "local_device_count",
                                    "local_devices", "process_index", "process_count", "default_backend",
                                    "parse_args", "parse_known_args"})
# modules whose imported names are the environment (`from os import environ`, `from absl import flags`)
_ENVIRONMENT_MODULES = frozenset(r.rstrip(".") for r in ENVIRONMENT_ROOTS if r.endswith(".")) | {"json", "os"}

_MAX_STEPS = 400   # a longer slice than this is not followed: the environment, as for anything not seen

def is_environment_call(qualname: str) -> bool:
    return qualname.startswith(ENVIRONMENT_ROOTS) or qualname in ENVIRONMENT_CALLS


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


@dataclass
class Syntax:
    """A module's indexes: each node's parent, its Name nodes by id, its Attribute nodes by attribute (the
    cross-file project keeps these per parsed file; a lone analysis builds them once, see `index`)."""
    tree: ast.Module
    parents: dict
    names: dict
    attributes: dict
    _defs: dict | None = field(default=None, repr=False)
    _stores: dict | None = field(default=None, repr=False)
    # slice keys (a name in a scope, an attribute) whose whole slice was read without meeting the environment:
    # asked again (the same test in a loop, another test on the same config), they answer at once
    clean: set = field(default_factory=set, repr=False)
    verdicts: dict = field(default_factory=dict, repr=False)   # (expression, scope) ids -> its answer
    _mutations: dict = field(default_factory=dict, repr=False)
    container_calls: list | None = field(default=None, repr=False)

    def mutations(self, name: str) -> list:
        """(line, [(expression, scope)]) for each place an entry of `name` is stored or a method of it is called
        with arguments (`cfg["mode"] = ...`, `cfg.mode = ...`, `cfg.update(os.environ)`): a method may store its
        arguments in the receiver. Found once per name."""
        found = self._mutations.get(name)
        if found is None:
            found = []
            for node in self.names.get(name, ()):
                if not isinstance(node.ctx, ast.Load):
                    continue
                parent = self.parents.get(node)
                if isinstance(parent, (ast.Attribute, ast.Subscript)) and parent.value is node \
                        and not isinstance(parent.ctx, ast.Load):
                    store_scope, sources = _stored_from(self, parent)
                    found.append((node.lineno, [(e, store_scope) for e in sources]))
                elif isinstance(parent, ast.Attribute) and parent.value is node:
                    call = _called(self, parent)
                    if call is not None:
                        call_scope = self.scope_of(call)
                        found.append((node.lineno, [(a, call_scope) for a in _call_args(call)]))
            self._mutations[name] = found
        return found

    def stores(self) -> dict:
        """name -> its Name nodes stored to or deleted (the loads, most of them, left out)."""
        if self._stores is None:
            self._stores = {name: stored for name, nodes in self.names.items()
                            for stored in ([n for n in nodes if not isinstance(n.ctx, ast.Load)],) if stored}
        return self._stores

    def defs(self) -> dict:
        """name -> the defs, classes and imports that bind it (statements only: a cheap pass)."""
        if self._defs is None:
            found: dict = {}
            for stmt in astwalk.statements(self.tree):
                if isinstance(stmt, _DEFS):
                    found.setdefault(stmt.name, []).append(stmt)
                elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    for alias in stmt.names:
                        found.setdefault(alias.asname or alias.name.split(".")[0], []).append(stmt)
            self._defs = found
        return self._defs

    def scope_of(self, node: ast.AST) -> ast.AST | None:
        node = self.parents.get(node)
        while node is not None and not isinstance(node, _SCOPES):
            node = self.parents.get(node)
        return node


def index(tree: ast.Module) -> Syntax:
    """One pass over a module for the indexes (as crossfile.files does for a parsed file)."""
    parents: dict = {}
    names: dict = {}
    attrs: dict = {}
    stack = [tree]
    while stack:
        node = stack.pop()
        for child in astwalk.children(node):
            parents[child] = node
            stack.append(child)
            kind = type(child)
            if kind is ast.Name:
                names.setdefault(child.id, []).append(child)
            elif kind is ast.Attribute:
                attrs.setdefault(child.attr, []).append(child)
    return Syntax(tree, parents, names, attrs)


def _stored_from(syntax: Syntax, target: ast.AST) -> tuple[ast.AST | None, list]:
    """For a Name or Attribute stored to: (the scope, the expressions its value comes from). The statement is
    found by climbing out of the target (`a, b = ...`, `cfg.x = ...`, `for k in ...`, `with ... as f`)."""
    node, parent = target, syntax.parents.get(target)
    while isinstance(parent, (ast.Tuple, ast.List, ast.Starred, ast.Attribute, ast.Subscript)) and node is not \
            getattr(parent, "slice", None):
        node, parent = parent, syntax.parents.get(parent)
    scope = syntax.scope_of(target)
    if isinstance(parent, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.NamedExpr)):
        return scope, [parent.value] if parent.value is not None else []
    if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)):
        return scope, [parent.iter]
    if isinstance(parent, ast.withitem):
        return scope, [parent.context_expr]
    return scope, []   # `del x`, an except handler's name, a match capture: nothing from the environment


def _in_class_body(syntax: Syntax, target: ast.AST) -> bool:
    node = syntax.parents.get(target)
    while isinstance(node, (ast.Tuple, ast.List, ast.Starred)):
        node = syntax.parents.get(node)
    return isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and isinstance(
        syntax.parents.get(node), ast.ClassDef)


def _called(syntax: Syntax, node: ast.AST) -> ast.Call | None:
    """The call whose callee `node` is (`f(...)`, `obj.f(...)`), else None."""
    parent = syntax.parents.get(node)
    return parent if isinstance(parent, ast.Call) and parent.func is node else None


def _call_args(call: ast.Call) -> list:
    return list(call.args) + [k.value for k in call.keywords]


def _callers(syntax: Syntax, func: ast.AST) -> list:
    """The calls in view that may call `func`, by its name (a constructor by its class's name too)."""
    name = getattr(func, "name", None)
    if name is None:
        return []
    wanted = [name]
    owner = syntax.parents.get(func)
    if name == "__init__" and isinstance(owner, ast.ClassDef):
        wanted.append(owner.name)
    found = []
    # a def or class a decorator of this file registers (a constructor: its class)
    escaped = any(_registered(syntax, f) for f in (func, owner if len(wanted) > 1 else None) if isinstance(f, _DEFS))
    for w in wanted:
        for node in syntax.names.get(w, []) + syntax.attributes.get(w, []):
            call = _called(syntax, node)
            if call is not None:
                found.append(call)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and isinstance(
                    syntax.parents.get(node), (ast.List, ast.Tuple, ast.Set, ast.Dict)):
                escaped = True   # `HOOKS = [record]`, `{"dp": Trainer}`: called through the container
    if escaped:
        found += _calls_through_containers(syntax)
    return found


def _registered(syntax: Syntax, func: ast.AST) -> bool:
    """A def or class handed to a decorator of this file (`@register("dp")`), which may keep it in a registry."""
    for dec in func.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if isinstance(target, ast.Name) and any(
                isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) for d in syntax.defs().get(target.id, ())):
            return True
    return False


def _calls_through_containers(syntax: Syntax) -> list:
    """The file's calls of something taken out of a container: `TRAINERS[name](cfg)`, `for hook in HOOKS:
    hook(cfg)`, `cls = REGISTRY[name]; cls(cfg)` (their arguments may reach a function kept in one)."""
    if syntax.container_calls is None:
        found = []
        for node in syntax.parents:
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Subscript):
                found.append(node)
            elif isinstance(func, ast.Name) and any(
                    isinstance(syntax.parents.get(store), (ast.For, ast.AsyncFor, ast.comprehension))
                    or isinstance(getattr(syntax.parents.get(store), "value", None), ast.Subscript)
                    for store in syntax.stores().get(func.id, ())):
                found.append(node)
        syntax.container_calls = found
    return syntax.container_calls


def _is_receiver(syntax: Syntax, func: ast.AST, name: str) -> bool:
    """`self` / `cls`: the first parameter of a method (a def in a class body not made a staticmethod)."""
    args = func.args
    first = (args.posonlyargs + args.args)[:1]
    return bool(first) and first[0].arg == name and isinstance(syntax.parents.get(func), ast.ClassDef) and not any(
        isinstance(d, ast.Name) and d.id == "staticmethod" for d in getattr(func, "decorator_list", ()))


def _parameter_scope(syntax: Syntax, name: str, scope: ast.AST | None) -> ast.AST | None:
    """The function (from `scope` outwards) one of whose parameters is `name`, if it binds it nowhere else."""
    while scope is not None and not isinstance(scope, ast.Module):
        args = scope.args
        every = args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]
        if any(a.arg == name for a in every):
            return scope
        scope = syntax.scope_of(scope)
    return None


def _enclosing_class(syntax: Syntax, node: ast.AST) -> ast.ClassDef | None:
    node = syntax.parents.get(node)
    while node is not None and not isinstance(node, ast.ClassDef):
        node = syntax.parents.get(node)
    return node


def _with_subclasses(syntax: Syntax, cls: ast.ClassDef | None) -> frozenset | None:
    """A class of this file and the classes of this file derived from it (by base names); None if unknown."""
    if cls is None:
        return None
    found, todo = {cls}, [cls]
    while todo:
        base = todo.pop()
        for other in _classes(syntax):
            if other not in found and any(isinstance(b, ast.Name) and b.id == base.name for b in other.bases):
                found.add(other)
                todo.append(other)
    return frozenset(found)


def _classes(syntax: Syntax) -> list:
    return [c for defs in syntax.defs().values() for c in defs if isinstance(c, ast.ClassDef)]


def receiver_classes(syntax: Syntax, expr: ast.AST, scope: ast.AST | None) -> frozenset | None:
    """The classes of this file an object read through `expr` may be an instance of, or None (any object):
    `self` in a method of C is a C or a subclass of it; a name only ever bound to `C(...)` calls is a C."""
    if not isinstance(expr, ast.Name):
        return None
    param_scope = _parameter_scope(syntax, expr.id, scope)
    if param_scope is not None:
        # (`cls` too: what a classmethod stores on the class, its instances read)
        if _is_receiver(syntax, param_scope, expr.id):
            return _with_subclasses(syntax, syntax.parents.get(param_scope))
        return None
    if syntax.defs().get(expr.id):
        return None   # a def, class or import: not an instance built here
    stores = syntax.stores().get(expr.id, ())
    if not stores:
        return None
    found: set = set()
    for store in stores:
        parent = syntax.parents.get(store)
        value = getattr(parent, "value", None) if isinstance(parent, (ast.Assign, ast.AnnAssign)) else None
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
            return None
        classes = [c for c in syntax.defs().get(value.func.id, ()) if isinstance(c, ast.ClassDef)]
        if not classes or len(classes) != len(syntax.defs()[value.func.id]) \
                or any(isinstance(t, (ast.Tuple, ast.List)) for t in parent.targets if isinstance(parent, ast.Assign)):
            return None
        found.update(classes)
    return frozenset(found)


def returned(func: ast.AST) -> list:
    """The expressions a function (or lambda) gives back: its `return` / `yield` values, nested defs left out."""
    if isinstance(func, ast.Lambda):
        return [func.body]
    out, stack = [], list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, (ast.Return, ast.Yield, ast.YieldFrom)) and node.value is not None:
            out.append(node.value)
        stack.extend(astwalk.children(node))
    return out


_READS_ENVIRONMENT: "weakref.WeakKeyDictionary[ast.AST, bool]" = weakref.WeakKeyDictionary()


def reads_environment(tree: ast.AST) -> bool:
    """Text that may ask the environment anywhere (a whole module, read when a name comes from it)."""
    found = _READS_ENVIRONMENT.get(tree)
    if found is None:
        found = _READS_ENVIRONMENT[tree] = any(
            (isinstance(n, ast.Name) and n.id in ENVIRONMENT_NAMES)
            or (isinstance(n, ast.Attribute) and n.attr in ENVIRONMENT_ATTRIBUTES) for n in astwalk.walk(tree))
    return found


class _Slice:
    def __init__(self, syntax: Syntax, library_name: Callable[[ast.AST], str | None],
                 module_tree: Callable[[str, int], ast.AST | None] | None):
        self.syntax = syntax
        self.library_name = library_name
        self.module_tree = module_tree
        self.work: list = []
        self.seen: set = set()

    def name(self, name: str, scope: ast.AST | None, called: bool = True) -> bool:
        """Whether `name`, read in `scope`, may hold an environment value; queues the expressions it comes from
        (for a function, what it returns when `called`: the function object itself is the program's)."""
        syntax = self.syntax
        key = (name, id(scope), called)
        if key in self.seen or key in syntax.clean:
            return False
        self.seen.add(key)
        param_scope = _parameter_scope(syntax, name, scope)
        if param_scope is not None and _is_receiver(syntax, param_scope, name):
            return False   # `self`: what its attributes hold is followed through their stores
        found = False
        imported = False
        for stmt in syntax.defs().get(name, ()):
            found = True
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                imported = True
                if self._module_is_environment(stmt, name):
                    return True
            elif not isinstance(stmt, ast.ClassDef) and called:
                # a function: what it returns (an instance's attributes are followed through their stores)
                self.work.extend((r, stmt) for r in returned(stmt))
        for node in syntax.stores().get(name, ()):
            found = True
            store_scope, sources = _stored_from(syntax, node)
            self.work.extend((s, store_scope) for s in sources)
        if not imported:
            # `cfg.update(os.environ)`: a method may store its arguments in the receiver (a module's methods are
            # library calls, judged by their own names)
            lo, hi = (param_scope.lineno, param_scope.end_lineno or param_scope.lineno) if param_scope is not None \
                else (0, float("inf"))
            for line, sources in syntax.mutations(name):
                if lo <= line <= hi:
                    self.work.extend(sources)
        if param_scope is not None:
            found = True
            callers = _callers(syntax, param_scope)
            if not callers:
                return True   # its callers are not in view
            for call in callers:
                self.work.extend((a, syntax.scope_of(call)) for a in _call_args(call))
            args = param_scope.args
            outer = syntax.scope_of(param_scope)
            self.work.extend((d, outer) for d in args.defaults + args.kw_defaults if d is not None)
        if not found and (name in ENVIRONMENT_NAMES or not hasattr(builtins, name)):
            return True   # `open`, `input`; or bound where the file does not show (`from m import *`): not seen
        return False

    def _module_is_environment(self, stmt: ast.AST, name: str) -> bool:
        """`import os`, `from absl import flags`: the environment. A module of the project (its text is known)
        that reads the environment anywhere: maybe this name too (`GATHER = os.environ.get(...)` in settings)."""
        level = getattr(stmt, "level", 0)
        if isinstance(stmt, ast.ImportFrom):
            module = stmt.module or ""
        else:
            module = next((a.name for a in stmt.names if (a.asname or a.name.split(".")[0]) == name), "")
        if not level and module.split(".")[0] in _ENVIRONMENT_MODULES:
            return True
        if self.module_tree is None:
            return False
        tree = self.module_tree(module, level)
        if tree is None and isinstance(stmt, ast.ImportFrom):
            tree = self.module_tree(f"{module}.{name}" if module else name, level)   # `from pkg import settings`
        return tree is not None and reads_environment(tree)

    def attribute(self, attr: str, receiver: frozenset | None = None) -> None:
        """Queues what is stored to `.attr` anywhere in the file (`x.attr = ...`, a class body's `attr = ...`,
        `setattr(x, "attr", ...)`). `receiver`: the classes the object read from may be an instance of (None:
        any); a store to an object that cannot be the same one (`args.feats = ...` where `args = Args()`, read
        as `CFG.feats` where `CFG = Cfg()`) is left out."""
        syntax = self.syntax
        key = ("attr", attr, receiver)
        if key in self.seen or key in syntax.clean:
            return
        self.seen.add(key)

        def may_alias(classes: frozenset | None) -> bool:
            return receiver is None or classes is None or not receiver.isdisjoint(classes)

        for node in syntax.attributes.get(attr, ()):
            if not isinstance(node.ctx, ast.Load) and may_alias(
                    receiver_classes(syntax, node.value, syntax.scope_of(node))):
                scope, sources = _stored_from(syntax, node)
                self.work.extend((s, scope) for s in sources)
        for node in syntax.names.get(attr, ()):
            if not isinstance(node.ctx, ast.Load) and _in_class_body(syntax, node) and may_alias(
                    _with_subclasses(syntax, _enclosing_class(syntax, node))):
                scope, sources = _stored_from(syntax, node)
                self.work.extend((s, scope) for s in sources)
        for stmt in syntax.defs().get(attr, ()):
            owner = syntax.parents.get(stmt)
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and isinstance(owner, ast.ClassDef) \
                    and may_alias(_with_subclasses(syntax, owner)):
                self.work.extend((r, stmt) for r in returned(stmt))   # a property's or method's result
        for node in syntax.names.get("setattr", ()):
            call = _called(syntax, node)
            if call is not None and len(call.args) == 3 and isinstance(call.args[1], ast.Constant) \
                    and call.args[1].value == attr:
                self.work.append((call.args[2], syntax.scope_of(call)))


def _parses_given_arguments(syntax: Syntax, attribute: ast.Attribute) -> bool:
    """`parser.parse_args(["--steps", "8"])`, `parse_args(args=[])`, `parse_args("--steps 8".split())`: a list
    is given (and followed like any value), the command line is not read. A name given may be None (then
    argparse reads sys.argv): not told apart here."""
    call = _called(syntax, attribute)
    if attribute.attr not in ("parse_args", "parse_known_args") or call is None:
        return False
    given = call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "args"), None)
    if given is None and not call.args:
        return _argv_set_first(syntax, call)   # `sys.argv = ["train.py"]` ran before: read from there
    if isinstance(given, ast.Name):
        return _parameter_given_lists(syntax, call, given.id)
    return isinstance(given, (ast.List, ast.Tuple, ast.ListComp)) or (
        isinstance(given, ast.Call) and isinstance(given.func, ast.Attribute) and given.func.attr == "split"
        and isinstance(given.func.value, ast.Constant))


def _parameter_given_lists(syntax: Syntax, call: ast.Call, name: str, depth: int = 0) -> bool:
    """`def main(argv): parser.parse_args(argv)` where every call of `main` in view passes a list written out
    (`main([])`, `main(["--steps", "8"])`), or a parameter of its own that its callers give such lists (`def
    get_args(argv)` called by `main(argv)`), and `main` is not handed anywhere else (`app.run(main)` gives it
    the command line): the arguments are the program's."""
    func = syntax.scope_of(call)
    if depth > 3 or not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)) or syntax.stores().get(name):
        return False
    params = func.args.posonlyargs + func.args.args
    index = next((i for i, a in enumerate(params) if a.arg == name), None)
    if index is None or isinstance(syntax.parents.get(func), ast.ClassDef):
        return False
    uses = syntax.names.get(func.name, [])
    calls = [_called(syntax, n) for n in uses]
    if not uses or any(c is None for c in calls) or len(syntax.defs().get(func.name, ())) != 1:
        return False   # (handed somewhere, or not called in view)
    for c in calls:
        passed = c.args[index] if index < len(c.args) else next(
            (k.value for k in c.keywords if k.arg == name), None)
        if any(isinstance(a, ast.Starred) for a in c.args) or any(k.arg is None for k in c.keywords):
            return False
        if isinstance(passed, ast.Name) and _parameter_given_lists(syntax, c, passed.id, depth + 1):
            continue
        if not isinstance(passed, (ast.List, ast.Tuple)):
            return False
    return True


def _argv_set_first(syntax: Syntax, call: ast.Call) -> bool:
    """The module's top level sets `sys.argv` to a list written out (`sys.argv = ["train.py"]`), nothing else
    of it sets sys.argv, and the assignment runs before anything that may parse: before the call's own
    statement, or (the call being in a function) before any top-level statement that calls anything."""
    body = syntax.tree.body
    stores = [n for n in syntax.attributes.get("argv", ()) if _is_sys_argv(n)]
    at = next((i for i, stmt in enumerate(body) if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
               and _is_sys_argv(stmt.targets[0]) and isinstance(stmt.value, (ast.List, ast.Tuple))), None)
    if at is None or len(stores) != 1:
        return False
    top = call
    while syntax.parents.get(top) is not None and syntax.parents.get(top) is not syntax.tree:
        top = syntax.parents[top]
    if top not in body:
        return False
    if not isinstance(top, _DEFS):
        return at < body.index(top)
    return not any(not isinstance(stmt, (*_DEFS, ast.Import, ast.ImportFrom))
                   and any(isinstance(n, ast.Call) for n in astwalk.walk(stmt)) for stmt in body[:at])


def _is_sys_argv(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "argv" and isinstance(node.value, ast.Name) \
        and node.value.id == "sys" and isinstance(node.ctx, ast.Store)


def reaches_environment(expr: ast.AST, scope: ast.AST | None, syntax: Syntax,
                        library_name: Callable[[ast.AST], str | None],
                        module_tree: Callable[[str, int], ast.AST | None] | None = None) -> bool:
    """Whether a value `expr` reads (in `scope`, a function or the module) may come from the environment.
    `library_name(node)` gives the dotted library name an attribute chain stands for (`jax.device_count`), or
    None; `module_tree(module, level)` the tree of a module of the project, or None for any other."""
    key = (id(expr), id(scope))
    known = syntax.verdicts.get(key)
    if known is None:
        known = syntax.verdicts[key] = _reaches_environment(expr, scope, syntax, library_name, module_tree)
    return known


def _reaches_environment(expr: ast.AST, scope: ast.AST | None, syntax: Syntax,
                         library_name: Callable[[ast.AST], str | None],
                         module_tree: Callable[[str, int], ast.AST | None] | None) -> bool:
    s = _Slice(syntax, library_name, module_tree)
    s.work.append((expr, scope))
    steps = 0
    while s.work:
        node, scope = s.work.pop()
        library_parts: set = set()
        for sub in astwalk.walk(node):
            steps += 1
            if steps > _MAX_STEPS:
                return True
            if id(sub) in library_parts:
                continue   # (`os` of `os.path.join`: the whole chain was judged)
            if isinstance(sub, ast.Attribute):
                dotted = library_name(sub) if isinstance(sub.ctx, ast.Load) else None
                if dotted is not None:
                    if is_environment_call(dotted) or is_environment_call(dotted + "."):
                        return True
                    chain = sub.value
                    while isinstance(chain, ast.Attribute):
                        library_parts.add(id(chain))
                        chain = chain.value
                    library_parts.add(id(chain))
                    continue   # `jax.random.key`, `pickle.loads`: a library value, not the environment
                if sub.attr in ENVIRONMENT_ATTRIBUTES and not _parses_given_arguments(syntax, sub):
                    return True
                if isinstance(sub.ctx, ast.Load):
                    s.attribute(sub.attr, receiver_classes(syntax, sub.value, scope))
            elif isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
                parent = syntax.parents.get(sub)
                if s.name(sub.id, scope, called=not isinstance(parent, ast.Attribute) or parent.value is not sub):
                    return True
    syntax.clean.update(s.seen)   # (every key met had its whole slice read: none reaches the environment)
    return False
