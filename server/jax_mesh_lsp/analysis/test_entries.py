"""Test methods a unittest-style runner calls: which functions nobody in view calls still start with a known
context mesh.

A function nobody in view calls is judged alone with an unknown context mesh (a caller may have set one). A test
method of a `unittest.TestCase` (absltest, parameterized, jax's JaxTestCase) is called by the runner, after the
module ran and after the class's set-up hooks; so it starts with the context mesh the module left behind, when
nothing else can set one first:
- the class and its bases are test cases (library bases known not to set a mesh, or classes of this module that
  qualify in turn), and every decorator on the class and on the method is a known inert one (parameterisation,
  skips, config; jax's `with_explicit_mesh` is modelled by the interpreter itself);
- no set-up hook of the module (`setUp`, `setUpClass`, `setUpModule`, ...) names a mesh API, enters a context, or
  calls something this module cannot see into.
Anything else keeps the unknown context: this only ever makes a certain finding possible where the runner's call
is the only way in.

pytest's tests (`def test_*` at module level, `test*` methods of a plain `class Test*` with no `__init__`, in a
`test_*.py` / `*_test.py` module) qualify the same way, when fixtures cannot set a mesh first: every parameter is
a `parametrize`d name, a builtin fixture or a quiet fixture of this module taking none; no autouse fixture of the
module is anything but quiet; and no `conftest.py` above the module, nor another test module the runner imports
first, may set one (asked of the project: a lone file cannot see its conftests, so its pytest tests keep the
unknown context; a lone unittest module is taken as run on its own).
"""
from __future__ import annotations

import ast
import re
from typing import Any, Callable, Iterator

from .astwalk import MESH_SETTERS, callee_name, statements

TEST_CASE_BASES = frozenset({
    "unittest.TestCase", "unittest.case.TestCase", "absl.testing.absltest.TestCase",
    "absl.testing.parameterized.TestCase", "jax._src.test_util.JaxTestCase",
    "jax._src.test_util.BufferDonationTestCase",
})
# decorators that only parameterise, skip or configure a test (by canonical name, or prefix ending in ".")
_INERT_DECORATORS = ("absl.testing.parameterized.", "unittest.skip", "unittest.expectedFailure",
                     "absl.testing.absltest.skip", "pytest.mark.")
_INERT_JTU = frozenset({"skip_on_devices", "run_on_devices", "skip_on_flag", "with_config", "ignore_warning",
                        "thread_unsafe_test", "sample_product", "parameterized_filterable", "skip_under_pytest",
                        "pytest_mark_if_available", "with_explicit_mesh", "named_cases_from_sampler",
                        "cases_from_list", "thread_unsafe_test_class", "enable_x64", "disable_x64"})
_SETUP_HOOKS = frozenset({"setUp", "setUpClass", "setUpModule", "asyncSetUp", "setup_method", "setup_class",
                          "__init__", "run", "__call__", "setUpTestData", "setup_module", "setup_function",
                          "setup"})
# a set-up hook naming any of these may set a mesh (or a legacy `with mesh:`) for the tests
# (making a mesh sets nothing: only these enter one)
_MESH_WORDS = frozenset({"set_mesh", "use_mesh", "use_abstract_mesh", "__enter__", "with_mesh",
                         "with_and_without_mesh", "with_explicit_mesh"})
_ENTER_CONTEXT = frozenset({"enter_context", "enterContext"})
# pytest's own fixtures: none of them enters a mesh (a conftest redefining one is caught by the conftest check)
_BUILTIN_FIXTURES = frozenset({"tmp_path", "tmp_path_factory", "tmpdir", "tmpdir_factory", "monkeypatch", "capsys",
                               "capsysbinary", "capfd", "capfdbinary", "caplog", "request", "recwarn",
                               "pytestconfig", "record_property", "record_testsuite_property", "cache", "subtests"})
# pytest marks that decide whether or how the test runs: the runner's call is not certain (or its error expected)
_PYTEST_NOT_PLAIN = ("pytest.mark.skip", "pytest.mark.skipif", "pytest.mark.xfail", "pytest.mark.usefixtures")
_SAFE_CALL_ROOTS = frozenset({"jax", "np", "jnp", "numpy", "os", "sys", "unittest", "absl", "logging", "math",
                              "builtins", "functools", "itertools", "re", "warnings", "contextlib"})


# pytest running code around tests or choosing which run (fixtures, marks by assignment, plugins, skips,
# indirect or `pytest.param` cases, `__test__`, an empty parameter list)
_PYTEST_MACHINERY = re.compile(r"\b(?:fixture|usefixtures|pytestmark|pytest_plugins|getfixturevalue|indirect|"
                               r"__test__|skip|importorskip|xfail|param|request|pytest_\w+)\b|"
                               r"parametrize\([^)]*,\s*(?:\[\s*\]|\(\s*\))")
# `@pytest.fixture` / `@pytest.fixture(scope=...)` with no `params=` (a parametrized fixture multiplies the tests)
_PLAIN_FIXTURE_DECORATOR = re.compile(r"^[ \t]*@(?:pytest\.)?fixture(?:\((?![^)]*\bparams\b)[^)]*\))?[ \t]*$",
                                      re.MULTILINE)
_COMMENT = re.compile(r"#[^\n]*")
# the same that also reach unittest tests when pytest runs them
_PYTEST_AROUND_UNITTEST = re.compile(r"\b(?:fixture|usefixtures|pytestmark|pytest_plugins|__test__)\b")
_EXPECTING = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "raises", "assert_raises"})
_NOT_PARAMETERISING = object()
# what may parametrize a fixture's name for every test of a module, out of sight of the test's own decorators
_PARAMETRIZES_ELSEWHERE = re.compile(r"\b(?:pytestmark|pytest_generate_tests|metafunc)\b")
_MAX_CASES = 16   # a test parameterised more widely runs once, with its parameters unknown


def _fixture_name(fixture: ast.FunctionDef) -> str:
    """The name pytest knows a fixture by: its def's, or `@pytest.fixture(name="mesh")`'s."""
    for d in fixture.decorator_list:
        for kw in getattr(d, "keywords", ()):
            if kw.arg == "name" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                return kw.value.value
    return fixture.name


def _name_of(value: Any) -> str | None:
    return getattr(value, "name", None) if type(value).__name__ == "QualName" else None


def inert_decorator(name: str | None) -> bool:
    if name is None:
        return False
    if name.startswith(_INERT_DECORATORS):
        return True
    root, _, leaf = name.rpartition(".")
    return root == "jax._src.test_util" and leaf in _INERT_JTU


def _binding_positions(body: list[ast.stmt]) -> tuple[dict[int, int], dict[str, int]]:
    """(statement id -> its index, name -> the index of the last statement binding or deleting it) of a block."""
    index: dict[int, int] = {}
    last: dict[str, int] = {}
    for i, stmt in enumerate(body):
        index[id(stmt)] = i
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            last[stmt.name] = i
        targets = stmt.targets if isinstance(stmt, (ast.Assign, ast.Delete)) else \
            [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) and getattr(stmt, "value", 1) else []
        for t in targets:
            if isinstance(t, ast.Name):
                last[t.id] = i
    return index, last


def _rebound_later(positions: tuple[dict[int, int], dict[str, int]], func: ast.AST) -> bool:
    """A def of this block (module or class body) whose name a later statement of the block binds again or
    deletes: the runner collects what the name holds at the end (another function, None, a skipped wrapper),
    never this def as it is."""
    index, last = positions
    at = index.get(id(func))
    return at is not None and last.get(getattr(func, "name", None), -1) > at


class RunnerEntries:
    """Answers `starts_with_module_ctx(def)` for one module (its classes judged once)."""

    def __init__(self, tree: ast.Module, peek: Callable[[ast.AST], Any], path: str | None = None,
                 session_quiet: Callable[[bool], bool] = lambda pytest: not pytest, source: str | None = None,
                 conftest_fixture: Callable[[str], Any] = lambda name: None):
        self.tree = tree
        self.conftest_fixture = conftest_fixture   # a fixture of a conftest.py by name (the project's answer)
        self.source = source
        self._positions: dict[int, tuple] = {}   # id(a module or class body) -> _binding_positions of it
        self._machinery: bool | None = None
        self._unittest_quiet: bool | None = None
        self.peek = peek          # evaluates an expression in the module frame, without side effects
        self.path = path
        # nothing else the test session runs first may set a mesh: conftest.py files, other test modules the
        # runner imports (the project's answer; `pytest`: asked for a pytest test, which a lone file cannot tell)
        self.session_quiet = session_quiet
        self._classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
        self._owner = {id(stmt): cls for cls in self._classes.values() for stmt in cls.body}
        self._qualifies: dict[str, bool] = {}
        self._hooks_quiet: bool | None = None
        self._leaks: bool | None = None
        self._selects: bool | None = None
        self._class_skips: dict[str, bool] = {}
        self._pytest_setup_skips: dict[int, bool] = {}   # class id -> its setup_class / setup_method skips first
        self._module_skip: bool | None = None
        self._runner: bool | None = None

    def _selects_tests(self) -> bool:
        """The module chooses its tests instead of letting a runner collect them all: a `load_tests` hook, a
        suite or loader of its own, `defaultTest=`, test names in the runner's argv (read by text). (A test run
        by hand with `Case("test_x").debug()` is one that runs: not counted.) Answered once per module."""
        if self._selects is None:
            text = self.source or ""
            self._selects = any(word in text for word in _SELECTS_WORDS) or bool(_SELECTS_TESTS.search(text)) \
                or self._runner_argv_names_tests()
        return self._selects

    def _runner_argv_names_tests(self) -> bool:
        """`unittest.main(argv=[prog, "Case.test_x"])` / absltest.main(argv=...) with test names after the
        program's."""
        for node in ast.walk(self.tree) if "argv" in (self.source or "") else ():
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name)) and (
                    node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id) in _RUNNERS:
                argv = next((k.value for k in node.keywords if k.arg == "argv"), None)
                if argv is not None and not (isinstance(argv, (ast.List, ast.Tuple)) and len(argv.elts) <= 1):
                    return True
        return False

    def _run_by_a_runner(self) -> bool:
        """A test runner runs this module's test cases: its file name is one unittest / pytest discovery collects
        (test*.py, *_test.py), or it calls a runner itself (`unittest.main()`, `absltest.main()`, a test's
        `debug()`...). A lone text without a path is taken as a test module."""
        if self._runner is None:
            name = (self.path or "").replace("\\", "/").rsplit("/", 1)[-1]
            self._runner = self.path is None or (name.endswith(".py") and (
                name.startswith("test") or name.endswith("_test.py"))) or bool(_RUNS_TESTS.search(self.source or ""))
        return self._runner

    def _deleted_names(self) -> frozenset:
        """Names a module-level `del` statement removes."""
        return frozenset(t.id for stmt in self.tree.body if isinstance(stmt, ast.Delete)
                         for t in stmt.targets if isinstance(t, ast.Name))

    def _unittest_module_quiet(self) -> bool:
        """Nothing of the module itself changes how its unittest tests run (answered once per module): no pytest
        fixture or mark reaches them (pytest runs unittest tests too), and the runner is not called inside a
        `with` (`with jax.set_mesh(m): unittest.main()`: the tests run in that block, not after the module)."""
        if self._unittest_quiet is None:
            self._unittest_quiet = not _PYTEST_AROUND_UNITTEST.search(self.source or "") and \
                not _runner_called_in_with(self.tree, self.source)
        return self._unittest_quiet

    def _leaks_a_mesh(self) -> bool:
        """Some function of the module sets a mesh for good (`jax.set_mesh(m)` as a statement, not a `with` item
        nor handed to `enter_context`, whose exit restores it): a test that ran before may have left it set, so no
        test starts from the module's context alone (the runner's order is not followed)."""
        if self._leaks is None:
            lines = self.source.splitlines() if self.source is not None else None
            self._leaks = any(sets_for_good_in(f) for f in _module_and_class_defs(self.tree.body)
                              if lines is None or _names_a_setter(lines, f))
        return self._leaks

    def has_entries(self) -> bool:
        """Whether some class of the module is a test case whose tests may start with the module's context."""
        return any(self._class_qualifies(cls, 0) for cls in self._classes.values()) and self._setup_hooks_quiet()

    def starts_with_module_ctx(self, func: ast.AST) -> bool:
        if not isinstance(func, ast.FunctionDef) or not func.name.startswith("test") or self._leaks_a_mesh():
            return False
        cls = self._owner.get(id(func))
        if cls is None:
            return any(stmt is func for stmt in self.tree.body) and self._pytest_test(func, None)
        if cls.name in self._deleted_names():
            return False   # `del _Base` after subclassing: the runner never collects that class's own tests
        if self._selects_tests():
            return False   # the module picks which tests run: a given one may not run at all
        if not self._run_by_a_runner():
            return False   # no runner collects it by its name, and it runs none itself (a helper module)
        if not self._class_qualifies(cls, 0):
            return self._pytest_class(cls) and self._pytest_test(func, cls)
        if not all(self._inert(d) or self._own_function(d) for d in func.decorator_list):
            return False
        if any(self._skips(d) for d in func.decorator_list + cls.decorator_list):
            return False   # skipped (maybe: skipIf / skipUnless on a condition not known here): not run for sure
        return self._unittest_module_quiet() and self._setup_hooks_quiet() and self.session_quiet(False)

    # ------------------------------------------------------------------ parameterised tests
    def cases(self, func: ast.FunctionDef) -> list[tuple[ast.AST, dict]] | None:
        """The runs a parameterising decorator makes of a test, each as (the case's node, parameter -> value):
        absl's `parameters` / `named_parameters` / `product` and pytest's `parametrize` (stacked: every
        combination). None when the test is not parameterised, or a case cannot be read (then it runs once with
        its parameters unknown)."""
        params = [a.arg for a in func.args.posonlyargs + func.args.args]
        if params and params[0] in ("self", "cls") and self._owner.get(id(func)) is not None:
            params = params[1:]
        runs: list[tuple[ast.AST, dict]] | None = None
        for decorator in func.decorator_list:
            made = self._decorator_cases(decorator, params)
            if made is _NOT_PARAMETERISING:
                continue
            if made is None:
                return None
            runs = made if runs is None else [(case, {**old, **new}) for _, old in runs for case, new in made]
            if len(runs) > _MAX_CASES:
                return None
        return runs

    def _decorator_cases(self, decorator: ast.AST, params: list[str]):
        if not isinstance(decorator, ast.Call) or any(isinstance(a, ast.Starred) for a in decorator.args):
            return _NOT_PARAMETERISING if not isinstance(decorator, ast.Call) else None
        name = _name_of(self.peek(decorator.func)) or ""
        if name in ("absl.testing.parameterized.parameters", "absl.testing.parameterized.named_parameters"):
            named = name.endswith("named_parameters")
            nodes = list(decorator.args)
            if len(nodes) == 1 and isinstance(nodes[0], (ast.List, ast.Tuple)) and nodes[0].elts and all(
                    isinstance(e, (ast.Tuple, ast.Dict)) for e in nodes[0].elts):
                nodes = list(nodes[0].elts)   # `parameters([(1, 2), (3, 4)])`: one iterable of cases
            out = []
            for case in nodes:
                bound = self._absl_case(case, params, named)
                if bound is None:
                    return None
                out.append((case, bound))
            return out
        if name == "absl.testing.parameterized.product" and not decorator.args:
            out = [(decorator, {})]
            for kw in decorator.keywords:
                values = self._known_items(kw.value)
                if kw.arg is None or kw.arg not in params or values is None:
                    return None
                out = [(node, {**bound, kw.arg: value}) for node, bound in out for value in values]
            return out
        if name == "pytest.mark.parametrize" and len(decorator.args) >= 2:
            names = self._parametrized_names(decorator)
            items = decorator.args[1]
            if not names or not isinstance(items, (ast.List, ast.Tuple)):
                return None
            out = []
            for item in items.elts:
                value = self.peek(item)
                if len(names) == 1:
                    out.append((item, {names[0]: value}))
                    continue
                values = getattr(value, "items", value)
                if not isinstance(values, tuple) or len(values) != len(names):
                    return None   # (a pytest.param(...) with marks, or a case we cannot read)
                out.append((item, dict(zip(names, values))))
            return out
        return _NOT_PARAMETERISING

    def _absl_case(self, case: ast.AST, params: list[str], named: bool) -> dict | None:
        value = self.peek(case)
        if isinstance(case, ast.Dict) or type(value).__name__ == "ObjVal":
            keys = value.known_keys() if hasattr(value, "known_keys") else None
            if keys is None:
                return None
            bound = {k: value.attrs[k] for k in keys if k != "testcase_name"}
            return bound if set(bound) <= set(params) else None
        items = getattr(value, "items", value) if isinstance(case, (ast.Tuple, ast.List)) else (value,)
        if not isinstance(items, tuple):
            return None
        if named:
            items = items[1:]   # (the case's name first)
        return dict(zip(params, items)) if len(items) <= len(params) else None

    def _known_items(self, node: ast.AST) -> tuple | None:
        value = self.peek(node)
        items = getattr(value, "items", value)
        return items if isinstance(items, tuple) and items else None

    # ------------------------------------------------------------------ pytest
    def _pytest_module(self) -> bool:
        name = (self.path or "").replace("\\", "/").rsplit("/", 1)[-1]
        return name.endswith(".py") and (name.startswith("test_") or name.endswith("_test.py"))

    def _pytest_class(self, cls: ast.ClassDef) -> bool:
        """A class pytest collects: `Test*`, no base but object, no `__init__` (pytest skips those)."""
        return cls.name.startswith("Test") and all(isinstance(b, ast.Name) and b.id == "object" for b in cls.bases) \
            and not cls.keywords and not any(isinstance(m, ast.FunctionDef) and m.name == "__init__"
                                             for m in cls.body)

    def _pytest_test(self, func: ast.FunctionDef, cls: ast.ClassDef | None) -> bool:
        if not self._pytest_module() or func.args.vararg or func.args.kwarg or func.args.kwonlyargs:
            return False
        if self._pytest_machinery():
            return False
        decorators = func.decorator_list + (cls.decorator_list if cls is not None else [])
        marks = [self._mark_name(d) for d in decorators]
        if any(m is None or m.startswith(_PYTEST_NOT_PLAIN) for m in marks):
            return False   # an unknown decorator, a skip, an expected failure, a fixture used by name
        params = [a.arg for a in func.args.posonlyargs + func.args.args][1 if cls is not None else 0:]
        given = {n for d in decorators for n in self._parametrized_names(d)}
        fixtures = self._module_fixtures()
        for name in params:
            if name in given or name in _BUILTIN_FIXTURES:
                continue
            fixture = fixtures.get(name)
            if fixture is None:
                # a conftest.py's (when the project can tell): plain code making values only
                external = self.conftest_fixture(name)
                if external is None or external.args.args or not _plainly_quiet(external):
                    return False   # a plugin's, or one that may set a mesh
                continue
            if fixture.args.args or not self._quiet(fixture, 0):
                return False   # one that may set a mesh
        autouse = [f for f in fixtures.values() if self._autouse(f)]
        if not all(self._quiet(f, 0) for f in autouse):
            return False
        return self._setup_hooks_quiet() and self.session_quiet(True)

    def _pytest_machinery(self) -> bool:
        """The module uses pytest's ways of running code around a test or of choosing what runs (fixtures in any
        form, marks set by assignment, plugins, skips, indirect parameters, collection switches): which tests
        run, and in which context, is pytest's answer, not one the analysis reads."""
        if self._machinery is None:
            # (plain `@pytest.fixture` defs are read one by one where a test requests them, _pytest_test; a
            # comment's words are no machinery)
            text = _COMMENT.sub("", self.source or "")
            if self._fixtures_only_at_top_level():
                text = _PLAIN_FIXTURE_DECORATOR.sub("", text)
            self._machinery = bool(_PYTEST_MACHINERY.search(text))
        return self._machinery

    def _fixtures_only_at_top_level(self) -> bool:
        """Every def with a fixture-named decorator is a statement of the module's body (where _module_fixtures
        reads them), none in a class, a function or an `if`; and one that outlives a test (`scope="session"`,
        "module", "class", "package") sets no mesh: a mesh it enters stays set for the tests after it, whether they
        ask for it or not."""
        top = {id(stmt) for stmt in self.tree.body}
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            fixture = [d for d in node.decorator_list if "fixture" in ast.dump(d)]
            if fixture and id(node) not in top:
                return False
            if any(isinstance(d, ast.Call) and any(k.arg == "scope" and not (
                    isinstance(k.value, ast.Constant) and k.value.value == "function") for k in d.keywords)
                   for d in fixture) and not self._quiet(node, 0):
                return False
        return True

    def _mark_name(self, decorator: ast.AST) -> str | None:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = _name_of(self.peek(target))
        return name if name is not None and name.startswith("pytest.mark.") else None

    def _parametrized_names(self, decorator: ast.AST) -> list[str]:
        """`@pytest.mark.parametrize("a, b", ...)` / `(("a", "b"), ...)`: the names it gives."""
        if not (isinstance(decorator, ast.Call) and decorator.args
                and _name_of(self.peek(decorator.func)) == "pytest.mark.parametrize"):
            return []
        names = self.peek(decorator.args[0])
        if isinstance(names, str):
            return [n.strip() for n in names.split(",") if n.strip()]
        items = getattr(names, "items", names)
        return [n for n in items if isinstance(n, str)] if isinstance(items, tuple) else []

    def _module_fixtures(self) -> dict[str, ast.FunctionDef]:
        """The module's fixtures by the name pytest knows them by. A name given by more than one def (pytest
        picks among them by their attribute names, not their order) is left out: it is not known which."""
        if getattr(self, "_fixtures", None) is None:
            self._fixtures = {}
            seen: dict[str, int] = {}
            for stmt in self.tree.body:
                if isinstance(stmt, ast.FunctionDef) and any(self._is_fixture(d) for d in stmt.decorator_list):
                    name = _fixture_name(stmt)
                    self._fixtures[name] = stmt
                    seen[name] = seen.get(name, 0) + 1
            for name, count in seen.items():
                if count > 1:
                    del self._fixtures[name]
        return self._fixtures

    def fixture_params(self, func: ast.AST) -> dict[str, ast.FunctionDef]:
        """The parameters of a pytest test that pytest fills from a fixture of this module (parameter -> the
        fixture's def): a module's own fixture overrides a conftest's or a plugin's of the same name. Left out:
        names a `parametrize` gives (direct or indirect), names a fixture of the test's class overrides, and
        every parameter of a function pytest does not collect."""
        if not (isinstance(func, ast.FunctionDef) and func.name.startswith("test") and self._pytest_module()):
            return {}
        if not self._module_fixtures() or self._parametrizes_elsewhere():
            return {}   # no fixture; or `pytestmark` / `pytest_generate_tests` may parametrize any fixture name
        cls = self._owner.get(id(func))
        if cls is None and not any(stmt is func for stmt in self.tree.body):
            return {}
        if cls is not None and (not self._pytest_class(cls) or any(
                isinstance(stmt, ast.FunctionDef) and any(self._is_fixture(d) for d in stmt.decorator_list)
                for stmt in cls.body)):
            return {}   # (a class's fixtures may override the module's, or the ones they depend on)
        if cls is not None and any(isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod")
                                   for d in func.decorator_list):
            return {}
        a = func.args
        positional = a.posonlyargs + a.args
        defaults = {p.arg for p in positional[len(positional) - len(a.defaults):]} if a.defaults else set()
        params = [p.arg for p in positional][1 if cls is not None else 0:]
        decorators = func.decorator_list + (cls.decorator_list if cls is not None else [])
        if any(self._mark_name(d) is None for d in decorators):
            return {}   # a decorator not known as a pytest mark (a mark kept in a variable...)
        given = {n for d in decorators for n in self._parametrized_names(d)}
        if any(isinstance(d, ast.Call) and self._mark_name(d) == "pytest.mark.parametrize"
               and not self._parametrized_names(d) for d in decorators):
            return {}   # a parametrize whose names cannot be read may give any of them
        fixtures = self._module_fixtures()
        chosen = {p: fixtures[p] for p in params if p in fixtures and p not in given and p not in defaults}
        # a parametrized name that a chosen fixture depends on (at any depth) gives it another value
        return {p: f for p, f in chosen.items() if not (self._fixture_closure(f) & given)}

    def requested_fixtures(self, func: ast.AST) -> list[ast.FunctionDef]:
        """The module's fixtures pytest may run before a test function: those its parameters name, the autouse
        ones, and what they depend on (whatever the test's own parametrization; a superset)."""
        if not (isinstance(func, ast.FunctionDef) and func.name.startswith("test")):
            return []
        fixtures = self._all_fixture_defs()
        names = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
        todo = [f for n, fs in fixtures.items() if n in names for f in fs] + \
            [f for fs in fixtures.values() for f in fs if self._autouse(f)]
        out: list = []
        while todo:
            f = todo.pop()
            if f in out:
                continue
            out.append(f)
            todo.extend(g for a in f.args.posonlyargs + f.args.args for g in fixtures.get(a.arg, ()))
        return out

    def _all_fixture_defs(self) -> dict[str, list]:
        """Every fixture def of the module and its classes, by the name pytest knows it by."""
        if getattr(self, "_every_fixture", None) is None:
            self._every_fixture = {}
            scopes = [self.tree.body] + [c.body for c in self._classes.values()]
            for body in scopes:
                for stmt in body:
                    if isinstance(stmt, ast.FunctionDef) and any(self._is_fixture(d) for d in stmt.decorator_list):
                        self._every_fixture.setdefault(_fixture_name(stmt), []).append(stmt)
        return self._every_fixture

    def _parametrizes_elsewhere(self) -> bool:
        if getattr(self, "_elsewhere", None) is None:   # (searched once: a 12,000-line module has 600 tests)
            self._elsewhere = bool(_PARAMETRIZES_ELSEWHERE.search(self.source or ""))
        return self._elsewhere

    def _fixture_closure(self, fixture: ast.FunctionDef, depth: int = 0) -> set:
        """The names of the fixtures a fixture depends on, through its parameters, at any depth."""
        names = {p.arg for p in fixture.args.posonlyargs + fixture.args.args}
        if depth < 4:
            for name in list(names):
                inner = self._module_fixtures().get(name)
                if inner is not None and inner is not fixture:
                    names |= self._fixture_closure(inner, depth + 1)
        return names

    def fixture(self, name: str) -> ast.FunctionDef | None:
        return self._module_fixtures().get(name)

    @staticmethod
    def fixture_scope(fixture: ast.FunctionDef) -> str | None:
        """`scope=` of its decorator: "function" when absent, None when not a constant (a callable scope)."""
        for d in fixture.decorator_list:
            for kw in getattr(d, "keywords", ()):
                if kw.arg == "scope":
                    return kw.value.value if isinstance(kw.value, ast.Constant) else None
        return "function"

    def _is_fixture(self, decorator: ast.AST) -> bool:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        return _name_of(self.peek(target)) in ("pytest.fixture", "pytest.yield_fixture")

    @staticmethod
    def _autouse(fixture: ast.FunctionDef) -> bool:
        return any(isinstance(d, ast.Call) and any(kw.arg == "autouse" and not (
            isinstance(kw.value, ast.Constant) and kw.value.value is False) for kw in d.keywords)
            for d in fixture.decorator_list)

    def _skips(self, decorator: ast.AST) -> bool:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = _name_of(self.peek(target)) or ""
        leaf = name.rsplit(".", 1)[-1]
        return leaf in ("skip", "skipIf", "skipUnless", "expectedFailure") or name.startswith("pytest.mark.skip")

    def never_judged(self, func: ast.AST) -> bool:
        """A test the runner skips for sure, or whose failure it expects: pytest's `skip` / `xfail` marks and
        unittest's `skip` / `expectedFailure` (on the test, its class, or the module's `pytestmark`), a
        `skipif` / `skipUnless` on a condition known to skip, a class pytest does not collect (`__test__ =
        False`), and set-up code that skips before anything else (`pytest.skip()` in a fixture the test asks
        for or in `setup_class`, `raise SkipTest` in `setUpModule`): its errors are no failure."""
        if self._skip_marked(getattr(func, "decorator_list", ())):
            return True
        cls = self._owner.get(id(func))
        if cls is not None and (self._skip_marked(cls.decorator_list) or self._not_collected(cls)):
            return True
        if self._module_skips() or self._setup_skips(func, cls):
            return True
        body = cls.body if cls is not None else self.tree.body
        positions = self._positions.get(id(body))
        if positions is None:
            positions = self._positions[id(body)] = _binding_positions(body)
        if _rebound_later(positions, func):
            return True   # another def, `del`, `test_x = None` or `= unittest.skip(...)(test_x)` after it
        if cls is None:
            return False
        skips = self._class_skips.get(cls.name)
        if skips is None:
            skips = self._class_skips[cls.name] = _class_always_skips(cls)
        return skips

    def _skip_marked(self, decorators) -> bool:
        for d in decorators:
            target = d.func if isinstance(d, ast.Call) else d
            name = _name_of(self.peek(target)) or ""
            if name in _ALWAYS_SKIPPING:
                return True
            condition = self.peek(d.args[0]) if isinstance(d, ast.Call) and d.args else None
            if name in _SKIPPING_IF and condition is True or name in _SKIPPING_UNLESS and condition is False:
                return True
        return False

    def _not_collected(self, cls: ast.ClassDef) -> bool:
        """A plain pytest class (no unittest base) with `__test__ = False` in its body: pytest leaves it out,
        and no other runner collects it."""
        if not all(isinstance(b, ast.Name) and b.id == "object" for b in cls.bases) or cls.keywords:
            return False
        return any(isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__test__"
                                                        for t in stmt.targets)
                   and isinstance(stmt.value, ast.Constant) and stmt.value.value is False for stmt in cls.body)

    def _module_skips(self) -> bool:
        """`pytestmark = pytest.mark.skipif(True, ...)` (or a list holding a skipping mark), or a `setUpModule`
        that raises SkipTest first: no test of the module runs."""
        if self._module_skip is None:
            found = False
            for stmt in self.tree.body:
                if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark"
                                                        for t in stmt.targets):
                    marks = stmt.value.elts if isinstance(stmt.value, (ast.List, ast.Tuple)) else [stmt.value]
                    found = found or self._skip_marked(marks)
                if isinstance(stmt, ast.FunctionDef) and stmt.name in ("setUpModule", "setup_module") \
                        and self._skips_first(stmt.body):
                    found = True
            self._module_skip = found
        return self._module_skip

    def _setup_skips(self, func: ast.AST, cls: ast.ClassDef | None) -> bool:
        """pytest's set-up of this test skips before anything else: `setup_class` / `setup_method` of its class,
        or a fixture of the module it asks for (or an autouse one) calling `pytest.skip()` first."""
        if cls is not None:
            skips = self._pytest_setup_skips.get(id(cls))
            if skips is None:   # (asked once per test: a class of hundreds of tests is read once)
                skips = self._pytest_setup_skips[id(cls)] = any(
                    isinstance(m, ast.FunctionDef) and m.name in ("setup_class", "setup_method")
                    and self._skips_first(m.body) for m in cls.body)
            if skips:
                return True
        if not self._pytest_module():
            return False
        used = [f for d in list(getattr(func, "decorator_list", ())) + list(cls.decorator_list if cls else ())
                for f in self._used_fixtures(d)]
        return any(self._skips_first(f.body) for f in self.requested_fixtures(func) + used)

    def _used_fixtures(self, decorator: ast.AST) -> list:
        """The module's fixtures a `@pytest.mark.usefixtures("name", ...)` mark asks for."""
        if not (isinstance(decorator, ast.Call) and _name_of(self.peek(decorator.func)) == "pytest.mark.usefixtures"):
            return []
        fixtures = self._all_fixture_defs()
        return [f for a in decorator.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
                for f in fixtures.get(a.value, ())]

    def _skips_first(self, body: list) -> bool:
        """The statements start (after a docstring and plain assignments) with `pytest.skip(...)`,
        `self.skipTest(...)` or `raise SkipTest(...)`, under no condition."""
        return _starts_with_skip(body, lambda stmt: isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
                                 and _name_of(self.peek(stmt.value.func)) == "pytest.skip")

    def decorated_by_own_function(self, func: ast.AST) -> bool:
        """A test method wrapped by a decorator of this module (`@with_mesh` building a mesh and calling
        `fn(self, mesh)`): the runner calls the wrapper, so the method is judged through it (the interpreter
        follows the decorator like any call)."""
        return any(self._own_function(d) for d in getattr(func, "decorator_list", ()))

    def _own_function(self, decorator: ast.AST) -> bool:
        """`@deco` or `@deco_factory(...)` with a function of this module."""
        value = self.peek(decorator.func if isinstance(decorator, ast.Call) else decorator)
        return type(value).__name__ == "FuncVal" and not getattr(value, "wrappers", ()) \
            and isinstance(getattr(value, "node", None), ast.FunctionDef)

    # ------------------------------------------------------------------ classes
    def _class_qualifies(self, cls: ast.ClassDef, depth: int) -> bool:
        known = self._qualifies.get(cls.name)
        if known is not None:
            return known
        self._qualifies[cls.name] = False   # a cycle qualifies nothing
        ok = depth < 6 and bool(cls.bases) and not cls.keywords and all(self._inert(d) for d in cls.decorator_list)
        for base in cls.bases if ok else ():
            name = _name_of(self.peek(base))
            if name in TEST_CASE_BASES:
                continue
            own = self._classes.get(base.id) if isinstance(base, ast.Name) else None
            if own is None or own is cls or not self._class_qualifies(own, depth + 1) or any(
                    isinstance(m, ast.FunctionDef) and m.name == "__init_subclass__" for m in own.body):
                ok = False   # (a base's `__init_subclass__` may wrap or replace the subclass's tests)
                break
        self._qualifies[cls.name] = ok
        return ok

    def _inert(self, decorator: ast.AST) -> bool:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        return inert_decorator(_name_of(self.peek(target)))

    # ------------------------------------------------------------------ set-up hooks
    def _setup_hooks_quiet(self) -> bool:
        if self._hooks_quiet is None:
            hooks = [n for n in _module_and_class_defs(self.tree.body) if n.name in _SETUP_HOOKS]
            self._hooks_quiet = all(self._quiet(hook, 0) for hook in hooks) and not _hooks_bound_otherwise(
                self.tree)
        return self._hooks_quiet

    def _quiet(self, func: ast.AST, depth: int) -> bool:
        """No mesh word, no `with`, and every call one that cannot set a mesh (a module function: looked into).
        A `setUp` may enter `jax.set_mesh(...)` through `self.enterContext`: the runner calls it before each test
        (the analysis runs it so, before the test's body) and the cleanup after the test puts the mesh back."""
        entered = self._entered_meshes(func) if getattr(func, "name", "") == "setUp" and depth == 0 else set()
        for node in ast.walk(func):
            if id(node) in entered:
                continue
            if isinstance(node, (ast.With, ast.AsyncWith)) or _names_a_mesh_word(node):
                return False
            if isinstance(node, ast.Call):
                if isinstance(node.func, ast.Attribute) and node.func.attr in _ENTER_CONTEXT:
                    if not self._inert_context(node):
                        return False
                elif not self._quiet_call(node, depth):
                    return False
        return True

    def _entered_meshes(self, func: ast.AST) -> set:
        """The nodes of `self.enterContext(jax.set_mesh(...))` statements in the hook (each statement at its top
        level, on the hook's own `self`, its result maybe kept: `self.mesh = self.enter_context(...)`). A
        `@contextmanager` generator of this module entered so counts too: the interpreter runs it up to its
        yield (and makes the context unknown where it cannot)."""
        params = func.args.posonlyargs + func.args.args
        if not params:
            return set()
        out: set = set()
        for stmt in func.body:
            call = stmt.value if isinstance(stmt, ast.Expr) or (
                isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], (ast.Name, ast.Attribute))) else None
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                    and call.func.attr in _ENTER_CONTEXT and isinstance(call.func.value, ast.Name)
                    and call.func.value.id == params[0].arg and len(call.args) == 1 and not call.keywords
                    and isinstance(call.args[0], ast.Call)
                    and (_name_of(self.peek(call.args[0].func)) == "jax.set_mesh"
                         or self._own_generator_cm(call.args[0].func))):
                continue
            out.update(id(n) for n in ast.walk(stmt))
        return out

    def _own_generator_cm(self, func: ast.AST) -> bool:
        """A `@contextlib.contextmanager` function of the program (this module's, or one imported from another
        module the analysis reads)."""
        value = self.peek(func)
        return type(value).__name__ == "FuncVal" and getattr(value, "wrappers", ()) == (("contextmanager",),)

    def _inert_context(self, call: ast.Call) -> bool:
        """`self.enter_context(jtu.ignore_warning(...))`: a library context manager that is no mesh."""
        if len(call.args) != 1 or call.keywords or not isinstance(call.args[0], ast.Call):
            return False
        name = _name_of(self.peek(call.args[0].func))
        if name is None or name.split(".")[0] not in _SAFE_CALL_ROOTS:
            return False
        return "mesh" not in name.rsplit(".", 1)[-1].lower()

    def _quiet_call(self, call: ast.Call, depth: int) -> bool:
        func = call.func
        if isinstance(func, ast.Attribute):
            receiver = func.value
            if isinstance(receiver, ast.Name) and receiver.id in ("self", "cls"):
                # the test case's own methods: those of this module's classes are looked into, the others are
                # the library test case's (assert*, skipTest, addCleanup, ...)
                own = [m for cls in self._classes.values() for m in cls.body
                       if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == func.attr]
                return depth < 2 and all(self._quiet(m, depth + 1) for m in own)
            if isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Name) and receiver.func.id == "super":
                return True       # super().setUp(): a base this module checks, or a known test-case base
        value = self.peek(func)
        name = _name_of(value)
        if name is not None:
            return name.split(".")[0] in _SAFE_CALL_ROOTS
        node = getattr(value, "node", None)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return depth < 2 and self._quiet(node, depth + 1)
        # a method of some object (`np.arange(8).reshape(2, 4)`): objects set no mesh (the interpreter assumes
        # the same), entering one is spelled with the words checked above
        return isinstance(func, ast.Attribute) and node is None


# callee roots a conftest fixture may call and still set no mesh (read by syntax: the conftest is not run)
_PLAIN_CALL_ROOTS = frozenset({"np", "numpy", "jnp", "math", "random", "os", "pathlib", "tempfile", "dataclasses",
                               "collections", "functools", "itertools", "json", "str", "int", "float", "bool",
                               "list", "dict", "tuple", "set", "range", "len", "zip", "enumerate", "sorted", "sum",
                               "min", "max", "abs", "print", "isinstance", "getattr", "hasattr", "type"})


# jax calls that build values and set no context mesh
_PLAIN_JAX_CALLS = frozenset({"make_mesh", "devices", "local_devices", "device_count", "local_device_count",
                              "sharding.Mesh", "sharding.NamedSharding", "sharding.PartitionSpec",
                              "sharding.AbstractMesh"})


def _names_a_mesh_word(node: ast.AST) -> bool:
    """A name or attribute that sets or enters a mesh (`set_mesh`, `use_mesh`, `__enter__`...)."""
    return (isinstance(node, ast.Name) and node.id in _MESH_WORDS) or (
        isinstance(node, ast.Attribute) and node.attr in _MESH_WORDS)


def _plainly_quiet(func: ast.FunctionDef) -> bool:
    """A function of another module (a conftest fixture) that certainly sets no mesh, read by syntax alone: no
    mesh word, no `with`, and only calls of NumPy, jax.numpy / jax.random, the standard library's value makers and
    methods of values (no call of a function that could be looked into)."""
    for node in (n for stmt in func.body for n in ast.walk(stmt)):   # (its `@pytest.fixture(...)` aside)
        if isinstance(node, (ast.With, ast.AsyncWith, ast.Global, ast.Nonlocal)) or _names_a_mesh_word(node):
            return False
        if isinstance(node, ast.Call):
            callee = node.func
            parts = []
            while isinstance(callee, ast.Attribute):
                parts.append(callee.attr)
                callee = callee.value
            if isinstance(callee, ast.Name):
                root = callee.id
                if root == "jax" and parts and (parts[-1] in ("numpy", "random") or
                                                ".".join(reversed(parts)) in _PLAIN_JAX_CALLS):
                    continue
                if root not in _PLAIN_CALL_ROOTS or (parts and parts[-1] in _ENTER_CONTEXT):
                    return False
            elif not parts or parts[0] in _ENTER_CONTEXT:
                return False   # (a method of a value made here: `np.ones(4).reshape(2, 2)`)
    return True


_RUNNER_CALL = re.compile(r"\b(?:main|run_tests|runTests)\s*\(")
# the module runs test cases itself (when run as a program)
_RUNS_TESTS = re.compile(r"\b(?:unittest|absltest|googletest|jtu|pytest|test_util)\.main\s*\(|^\s*main\s*\(|"
                         r"\bTextTestRunner\b|\.debug\(\)|\brun_tests\s*\(|\brunTests\b|"
                         r"\bfrom\s+(?:unittest|absl\.testing\.absltest)\s+import\s+main\b", re.MULTILINE)
# (plain words are looked for as substrings: a regex starting with \b scans a 12,000-line module 8 ms a word)
_SELECTS_WORDS = ("defaultTest", "TestSuite(", "testMethodPrefix", "loadTestsFrom",
                  # tests switched off after their class is made
                  "__unittest_skip__", "skipThisClass", "delattr(")
_SELECTS_TESTS = re.compile(r"^def load_tests\b|^del [A-Za-z_]\w*\.|^[A-Za-z_]\w*\.test\w* *= *[\w.]*skip|"
                            r"^from [\w.]+ import [^\n]*\bload_tests\b", re.MULTILINE)
_RUNNERS = ("main", "run_tests", "runTests")


def _runner_called_in_with(tree: ast.Module, source: str | None) -> bool:
    """A test runner (`unittest.main()`, `absltest.main()`, ...) is called inside a `with` block. Only the `with`
    statements around a line that calls one by text are walked (the module's text tells where such calls are)."""
    lines = None
    if source is not None:
        lines = [source.count("\n", 0, m.start()) + 1 for m in _RUNNER_CALL.finditer(source)]
        if not lines:
            return False
    for stmt in statements(tree):
        if not isinstance(stmt, (ast.With, ast.AsyncWith)):
            continue
        if lines is not None and not any(stmt.lineno <= line <= (stmt.end_lineno or stmt.lineno) for line in lines):
            continue
        if any(isinstance(n, ast.Call) and callee_name(n) in _RUNNERS for n in ast.walk(stmt)):
            return True
    return False


def _names_a_setter(lines: list[str], func: ast.AST) -> bool:
    """The function's text names set_mesh / use_mesh (the walk of sets_for_good_in is only needed then)."""
    text = "\n".join(lines[func.lineno - 1:getattr(func, "end_lineno", func.lineno)])
    return "set_mesh" in text or "use_mesh" in text


def _restores_mesh(finalbody: list) -> bool:
    """A `finally` that puts the mesh back: it names a mesh, or leaves a context by hand (`cm.__exit__(...)`)."""
    text = "\n".join(ast.unparse(stmt) for stmt in finalbody).lower()
    return "mesh" in text or "__exit__" in text


def sets_for_good_in(func: ast.AST) -> bool:
    """A call of set_mesh / use_mesh in the function that is not a `with` item, nor `enter_context`'s argument,
    nor in (or just before) a `try` whose `finally` puts the mesh back, nor in a block that expects it to fail."""
    kept = set()
    for node in ast.walk(func):
        if isinstance(node, (ast.With, ast.AsyncWith)):
            kept.update(id(item.context_expr) for item in node.items)
            if any(isinstance(item.context_expr, ast.Call) and callee_name(item.context_expr) in _EXPECTING
                   for item in node.items):
                # `with self.assertRaises(...): jax.set_mesh(manual_mesh)`: expected to fail (if it did not, that
                # test fails whatever the others do)
                kept.update(id(n) for stmt in node.body for n in ast.walk(stmt))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _ENTER_CONTEXT:
            kept.update(id(a) for a in node.args)
        for block in (getattr(node, "body", None), getattr(node, "orelse", None), getattr(node, "finalbody", None)):
            if not isinstance(block, list):
                continue
            for i, stmt in enumerate(block):
                if isinstance(stmt, ast.Try) and _restores_mesh(stmt.finalbody):
                    # set in the `try` body, or just before it (`cm = jax.set_mesh(m)`), and put back in `finally`
                    for held in stmt.body + block[max(0, i - 1):i]:
                        kept.update(id(n) for n in ast.walk(held))
    return any(isinstance(n, ast.Call) and id(n) not in kept and callee_name(n) in MESH_SETTERS
               for n in ast.walk(func))


def _module_and_class_defs(body: list) -> Iterator[ast.AST]:
    """The functions of a module and of its classes (nested classes too): where a set-up hook can live. Not a
    walk of every node: on a 12,000-line test module that walk cost as much as parsing it."""
    for stmt in body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield stmt
        elif isinstance(stmt, ast.ClassDef):
            yield from _module_and_class_defs(stmt.body)
        elif isinstance(stmt, (ast.If, ast.Try)):     # `if sys.version_info ...:` / `try:` around definitions
            for block in (stmt.body, stmt.orelse, getattr(stmt, "finalbody", []),
                          *(h.body for h in getattr(stmt, "handlers", []))):
                yield from _module_and_class_defs(block)


# marks and decorators that skip a test for sure, or expect its failure
_ALWAYS_SKIPPING = frozenset({"pytest.mark.skip", "pytest.mark.xfail", "unittest.skip", "unittest.expectedFailure",
                              "absl.testing.absltest.skip", "unittest.case.skip", "unittest.case.expectedFailure"})
_SKIPPING_IF = frozenset({"pytest.mark.skipif", "unittest.skipIf", "unittest.case.skipIf",
                          "absl.testing.absltest.skipIf"})
_SKIPPING_UNLESS = frozenset({"unittest.skipUnless", "unittest.case.skipUnless", "absl.testing.absltest.skipUnless"})


def _class_always_skips(cls: ast.ClassDef) -> bool:
    """`setUpClass` / `setUp` of the class (its own) starts by raising SkipTest or calling skipTest, not under
    any condition: unittest runs none of its tests' bodies. `if cls is Base: raise SkipTest(...)` counts too
    (an abstract base's own tests do not run), and a `super().setUpClass()` before it."""
    def own_class_skips(stmt: ast.AST) -> bool:
        return isinstance(stmt, ast.If) and _tests_own_class(stmt.test, cls.name) and _skips(stmt.body)

    def super_setup(stmt: ast.AST) -> bool:
        return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(
            stmt.value.func, ast.Attribute) and stmt.value.func.attr == "setUpClass"

    return any(isinstance(method, ast.FunctionDef) and method.name in ("setUpClass", "setUp")
               and _starts_with_skip(method.body, own_class_skips, super_setup) for method in cls.body)


def _starts_with_skip(body: list, skips_too: Callable[[ast.AST], bool] = lambda stmt: False,
                      passes: Callable[[ast.AST], bool] = lambda stmt: False) -> bool:
    """The statements start with a skip (`raise SkipTest(...)`, `self.skipTest(...)`, or what `skips_too`
    accepts), after nothing but a docstring, assignments that call nothing, and what `passes` lets by
    (something else before it may raise or leave first)."""
    for stmt in body:
        if _is_skip(stmt) or skips_too(stmt):
            return True
        if passes(stmt) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)) or (
                isinstance(stmt, (ast.Assign, ast.AnnAssign)) and not any(isinstance(n, ast.Call)
                                                                          for n in ast.walk(stmt))):
            continue
        return False
    return False


def _is_skip(stmt: ast.AST) -> bool:
    """`raise SkipTest(...)` / `self.skipTest(...)` as a statement."""
    if isinstance(stmt, ast.Raise) and stmt.exc is not None and "SkipTest" in ast.unparse(stmt.exc):
        return True
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(
        stmt.value.func, ast.Attribute) and stmt.value.func.attr == "skipTest"


def _tests_own_class(test: ast.AST, name: str) -> bool:
    """`cls is Name`, `type(self) is Name`, `self.__class__ is Name` (or ==)."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Is, ast.Eq))):
        return False
    sides = [test.left, test.comparators[0]]
    texts = {ast.unparse(side) for side in sides}
    return name in texts and bool(texts & {"cls", "type(self)", "self.__class__"})


def _skips(body: list) -> bool:
    return bool(body) and _is_skip(body[0])


def _hooks_bound_otherwise(tree: ast.Module) -> bool:
    """A set-up hook bound by an import (`from fixtures import setUpModule`, `import *`) or an assignment
    (`setUpModule = fixtures.install_mesh`), at module or class level: what it does is not read here."""
    blocks = [tree.body] + [c.body for c in tree.body if isinstance(c, ast.ClassDef)]
    for block in blocks:
        for stmt in block:
            if isinstance(stmt, ast.ImportFrom) and any(a.name == "*" or (a.asname or a.name) in _SETUP_HOOKS
                                                        for a in stmt.names):
                return True
            if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                if any(isinstance(t, ast.Name) and t.id in _SETUP_HOOKS for t in targets):
                    return True
    return False
