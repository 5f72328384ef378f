"""An abstract interpreter for one module: follows the program in execution order and tracks, at each call,
the context mesh (`jax.set_mesh`, `use_abstract_mesh`, shard_map bodies) and the values of the names in scope.

It never runs user code. Whatever it cannot know becomes UNKNOWN and rules stay silent there.
Rules plug in through `rules.RULES` (see rules/__init__.py): the interpreter calls them at every call site of
the JAX APIs they watch, and records what they report together with the call chain that led there.
"""
from __future__ import annotations

import ast
import bisect
import math
import builtins
import operator
import contextlib
import dataclasses
import re
import sys
import weakref
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from . import astwalk, builtin_values, mesh_model, provenance, pytrees, uncalled, versions
from .rules.pjit import PJIT_CALL
from .rules.migration.shard_map_call import SHARD_MAP_CALL
from .rules.migration.cond_branches import BRANCH_OUTPUTS
from .rules.migration.cond_branch_sharding import SHARDED_BRANCHES
from .rules.migration.loop_carry import LOOP_CARRY
from .rules.migration.loop_carry_sharding import SHARDED_CARRY
from .rules.migration.shard_map_vma import SHARD_MAP_OUT
from .rules.migration.shard_map_inputs import SHARD_MAP_INPUTS, input_verdicts
from . import vma
from .rules.migration.explicit_axes import EXPLICIT_AXES_CALL
from .rules.migration.jit_call import JIT_SHARDINGS_CALL
from .rules.migration.apis import (AUTO_AXES_OUT, EXPLICIT_AXES_IN, OUT_SHARDING_APIS, OUT_SHARDING_SINCE, RESHARD,
                                   STRUCT_SHARDING_READ, USE_MESH_READ)
from .rules.migration.specs import U, Spec, sizes_settled, spec_of
from .test_entries import RunnerEntries, inert_decorator
from .objects import NAMEDTUPLE_BASES, QUIET_INIT_BASES, LibraryBase, certainly_lacks, constant_key, truthiness
from . import argparse_model
from .argparse_model import ArgParserMethod, ArgParserVal
from .rules.migration.deferred import observed_count, settle_combinations
from .rules.migration.use_mesh import USE_MESH_REMOVED_IN
from .objects import (CONFIGDICT_MAKERS, DATACLASS_DECORATORS, MISSING, NAMESPACE_MAKERS, ClassVal, FieldDefault, ObjVal,
                      PropertyVal, StaticVal, SuperVal, is_enum_member, make_enum_members)
from .context import EMPTY, UNKNOWN_CTX, Ctx, join, mesh_ctx
from .findings import Finding, Related
from .names import CALL_THROUGH_WRAPPERS, TRANSPARENT_WRAPPERS, canonical
from .source import SourceText
from .types_config import ENV_FLAG, config_update_sets_types, types_config_on
from . import array_ops, patterns
from .values import (ONE_KEY, PATH_KEY_ATTRIBUTES, AvalVal, BlockSpecVal, CycleVal, JitShardingsWrap, KeysVal,
                     PathKeyVal,
                     RefView, TreeDefVal, DataclassField, DtypeVal, MutableSet, Varying, dtype_named,
                     VaryingMethod)
from . import regex_model
from .jax_arrays import array_lacks, array_pair, host_copy, is_jax_array, returns_jax_array
from .values import (AXIS_KINDS, UNKNOWN, AxisTypeVal, FuncVal, IterVal, ListVal, NullContext, MeshVal, NamedShardingVal, OneOf, PartialVal, PSpecVal,
                     StructVal, ArrayVal, SeqOf, JAX_ARRAY, _JaxArray, HOST_ARRAY, PY_NUMBER, PY_INT, OfType, shape_of,
                     numeric_like,
                     QualName, SetMeshResult, ShardMapWrap, UseAbstractMeshCM, alternatives, as_str_tuple,
                     combinations, distribute, join_values, same_value)

# Libraries whose functions never change the context mesh: calling them leaves it as it was.
_INERT_ROOTS = frozenset({
    "builtins", "np", "jnp", "math", "os", "sys", "functools", "itertools", "time", "logging", "typing",
    "dataclasses", "collections", "re", "json", "pathlib", "random", "argparse", "warnings", "contextlib",
    "optax", "chex", "einops", "pprint", "copy", "operator", "abc", "enum", "inspect", "textwrap", "pickle",
    "shutil", "subprocess", "tempfile", "traceback", "unittest", "pytest", "absl", "numpy", "pl", "plgpu",
    "flax", "orbax", "tqdm", "wandb", "ml_collections", "datetime", "string", "types",
    # (standard modules of plain data: none sets a mesh or runs code of the program as it is called)
    "weakref", "hashlib", "uuid", "struct", "base64", "glob", "fnmatch", "statistics", "csv",
    "io", "platform", "getpass", "secrets", "zlib", "gzip", "shlex", "difflib", "numbers", "fractions", "decimal",
    "queue",
})
# Library functions of other modules that make plain objects (a thread's own storage, locks, context variables:
# the context mesh lives in jax's config, not in any of them)
_INERT_NAMES = frozenset({"threading.local", "threading.Lock", "threading.RLock", "threading.Event",
                          "contextvars.ContextVar", "contextvars.copy_context"})
# Calls that import (or re-run) a module by name: its top level runs there.
_DYNAMIC_IMPORTS = frozenset({"builtins.__import__", "importlib.import_module", "importlib.reload",
                              "importlib.__import__", "runpy.run_path", "runpy.run_module"})
# Libraries whose functions never change the containers handed to them (jax may change the context mesh, though).
_READS_ONLY_ROOTS = _INERT_ROOTS | {"jax"}
# calls that run the module's tests (and come back when told not to exit)
_TEST_RUNNERS = frozenset({"unittest.main", "unittest.main.main", "absl.testing.absltest.main", "pytest.main"})
# JAX APIs that take a function and trace it right away, under the current context mesh.
_TRACING_HOFS = frozenset({
    "jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop", "jax.lax.cond", "jax.lax.switch", "jax.lax.map",
    "jax.eval_shape", "jax.make_jaxpr", "jax.tree.map", "jax.tree_util.tree_map", "jax.tree.map_with_path",
    "jax.tree_util.tree_map_with_path", "jax.lax.associative_scan",
    "jax.linearize", "jax.vjp", "jax.jvp",
})
# the library whose functions the rules model: a program that replaces one of them is not judged by the model
_PATCHABLE_ROOTS = frozenset({"jax", "jnp", "pl", "plgpu"})
# calls that replace a module's attribute given the module (or a dotted name): mock.patch / patch.object /
# patch.multiple, pytest's monkeypatch.setattr
_PATCHING_CALLS = frozenset({"patch", "object", "multiple", "setattr", "setitem"})
_MOCK_PATCHERS = frozenset({"unittest.mock.patch", "unittest.mock.patch.object", "unittest.mock.patch.multiple",
                            "mock.patch", "mock.patch.object", "mock.patch.multiple"})


# a function's attributes that change what a call of it does
_FUNCTION_INTERNALS = frozenset({"__defaults__", "__kwdefaults__", "__code__", "__call__"})
# calls on a namespace dict that change its entries
_NAMESPACE_WRITERS = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})
# builtins that run code given as text
_CODE_RUNNERS = frozenset({"builtins.exec", "builtins.eval"})


def _names_sys_modules(node: ast.AST) -> bool:
    """`sys.modules[...]` (or `sys.modules.get(...)`): some module, maybe the running one."""
    if isinstance(node, ast.Subscript):
        node = node.value
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        node = node.func.value
    return isinstance(node, ast.Attribute) and node.attr == "modules" and isinstance(node.value, ast.Name) \
        and node.value.id == "sys"


def _replaced_unused(body: list, func: ast.AST) -> bool:
    """An undecorated def of this block (module or class body) whose name a later statement binds again, with
    no statement in between (nor that one) naming it: nothing can have kept this def to call it."""
    name = getattr(func, "name", None)
    if name is None or getattr(func, "decorator_list", None):
        return False
    at = next((i for i, stmt in enumerate(body) if stmt is func), None)
    if at is None:
        return False
    if not any(isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == name
               for stmt in body[at + 1:]):
        return False   # never defined again (nearly always): no need to read what follows
    for stmt in body[at + 1:]:
        if any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(stmt)):
            return False   # read (an alias, a registration, a call) or bound by assignment after a read
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == name:
            return True
    return False


_NEVER_CALLED = object()   # a decorator's wrapper that never calls the function it wraps
_FUNCTION_METADATA = frozenset({"__name__", "__qualname__", "__doc__", "__module__"})


def _is_stub(func: ast.AST) -> bool:
    """A body of nothing but a docstring, `pass`, `...` or `raise NotImplementedError`: a hook to override."""
    for stmt in func.body:
        if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue
        if isinstance(stmt, ast.Raise) and stmt.exc is not None and "NotImplementedError" in ast.unparse(stmt.exc):
            continue
        return False
    return True


def _frames_up(frame: Any) -> Iterator:
    while frame is not None:
        yield frame
        frame = frame.parent


def _is_subtest(expr: ast.AST) -> bool:
    """`self.subTest(...)`: unittest's context manager for one case of a test."""
    return isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "subTest" \
        and isinstance(expr.func.value, ast.Name) and expr.func.value.id == "self"


def _patchable(name: str) -> bool:
    return name.split(".")[0] in _PATCHABLE_ROOTS


_TYPE_CHECKING_FLAGS = frozenset({"typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING"})
# float arithmetic of Python numbers (ints among them: `/` gives a float; int `**` is folded with the ints)
_FLOAT_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
              ast.Pow: operator.pow}
_NUMPY_PREFIXES = ("jnp.", "jax.numpy.")
_CARRY_LOOPS = frozenset({"jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop"})
_TEST_CASE_OWN_METHODS = frozenset({"skipTest", "subTest", "id", "shortDescription", "maxDiff"})
# a library test case's set-up and tear-down hooks: they set no attribute and enter no mesh
_LIBRARY_HOOKS = frozenset({"setUp", "tearDown", "setUpClass", "tearDownClass", "asyncSetUp", "asyncTearDown"})
# Callees whose answer in a branch condition the analysis models or that inspect nothing it tracks
_TYPE_TESTS = frozenset({"isinstance", "issubclass", "hasattr", "callable"})
_SHAPE_FUNCTIONS = {f"{module}.{attr}": attr for module in ("numpy", "np", "jax.numpy", "jnp")
                    for attr in ("shape", "ndim", "size")}
_ARRAY_PROPERTIES = frozenset({"dtype", "shape", "ndim", "size", "itemsize", "nbytes", "weak_type"})
_DTYPE_PROPERTIES = frozenset({"dtype", "itemsize", "weak_type"})
# jax's flags and dtype queries (`jax.config.jax_enable_x64`, `jnp.issubdtype(x.dtype, jnp.floating)`)
_DATA_TEST_ROOTS = ("jax.config.", "jax.dtypes.", "jnp.issubdtype", "np.issubdtype", "numpy.issubdtype",
                    "jax.numpy.issubdtype", "jnp.iinfo", "jnp.finfo", "np.iinfo", "np.finfo")
# (not the devices: `if jax.device_count() > 8:` / `run on a GPU if there is one, else lower for CUDA` is the
# environment, which takes either branch in some run)
_PURE_TEST_ROOTS = frozenset({"builtins", "jax", "jnp", "np", "numpy", "os", "sys", "math", "operator",
                              "functools", "itertools", "collections", "re", "string", "typing", "dataclasses"})
_PLAIN_METACLASSES = frozenset({"abc.ABCMeta", "builtins.type", "typing.Protocol"})
# bases that give a class no behaviour of their own (an abstract-method check at instantiation, generic typing)
_PLAIN_BASES = frozenset({"abc.ABC", "typing.Generic", "typing.Protocol", "typing_extensions.Protocol"})
# class decorators that return the class they get (after registering it somewhere)
_CLASS_RETURNING_DECORATORS = frozenset({"jax.tree_util.register_pytree_node_class", "functools.total_ordering",
                                         "typing.final", "typing.runtime_checkable"})
_CONTEXT_DUNDERS = frozenset({"__enter__", "__exit__", "__aenter__", "__aexit__"})
_ENTER_CONTEXT = frozenset({"enter_context", "enterContext", "enter_async_context"})
_TREE_MAPS = frozenset({"jax.tree.map", "jax.tree_util.tree_map"})
# the same, `f(path, leaf, *rest)`: the key path of each leaf (not modelled: unknown)
_TREE_MAPS_WITH_PATH = frozenset({"jax.tree.map_with_path", "jax.tree_util.tree_map_with_path"})
_TREE_LEAVES_WITH_PATH = frozenset({"jax.tree.leaves_with_path", "jax.tree_util.tree_leaves_with_path"})
_TREE_FLATTENS_WITH_PATH = _TREE_LEAVES_WITH_PATH | {"jax.tree.flatten_with_path",
                                                     "jax.tree_util.tree_flatten_with_path"}
_KEYSTR = frozenset({"jax.tree_util.keystr"})
_PATH_KEY_CLASSES = {"jax.tree_util.DictKey": "DictKey", "jax.tree_util.SequenceKey": "SequenceKey",
                     "jax.tree_util.GetAttrKey": "GetAttrKey", "jax.tree_util.FlattenedIndexKey": "FlattenedIndexKey"}
_TREE_LEAVES = frozenset({"jax.tree.leaves", "jax.tree_util.tree_leaves"})
_TREE_FLATTENS = frozenset({"jax.tree.flatten", "jax.tree_util.tree_flatten"})
_TREE_UNFLATTENS = frozenset({"jax.tree.unflatten", "jax.tree_util.tree_unflatten"})
# Decorator factories whose decorated function runs at once (inside a kernel body being traced).
_RUN_NOW_DECORATORS = frozenset({"pl.when", "pl.loop", "plgpu.nd_loop", "plgpu.dynamic_scheduling_loop",
                                 "jax.experimental.pallas.when", "jax.experimental.pallas.loop"})
# Functions that call their first argument at once.
_RUN_NOW_CALLS = frozenset({"pl.run_scoped", "pl.run_state", "plgpu.run_scoped", "absl.app.run"})
# Calls after which nothing on the path runs.
_EXITS = frozenset({"sys.exit", "os._exit", "builtins.exit", "builtins.quit",
                    # pytest's outcomes (BaseExceptions: `except Exception` lets them through)
                    "pytest.skip", "pytest.xfail", "pytest.fail", "pytest.exit"})
# Imports of these never run project code.
_LIBRARY_ROOTS = frozenset({"jax", "jaxlib", "numpy", "functools", "np", "jnp"})
# Context managers that swallow exceptions raised in their block.
_SUPPRESSORS = frozenset({"contextlib.suppress", "pytest.raises", "unittest.TestCase.assertRaises",
                          "np.testing.assert_raises", "np.testing.assert_raises_regex"})
PJIT = "jax.experimental.pjit.pjit"
_MISSING = object()   # an argument not given
# float constants of the numeric modules (`jnp.inf`, `math.pi`)
_NUMERIC_MODULES = frozenset({"np", "jnp", "numpy", "jax.numpy", "math"})
_NUMERIC_CONSTANTS = {"inf": float("inf"), "pi": math.pi, "e": math.e, "nan": float("nan")}
LEGACY_SHARD_MAP = "jax.experimental.shard_map.shard_map"
# Required parameters of watched APIs, in order: a call missing one raises TypeError before any other check.
_REQUIRED_PARAMS = {
    "jax._src.shard_map.top_level_all_gather": ("xs", "out_sharding"),
    "jax.make_mesh": ("axis_shapes", "axis_names"),
    "jax.set_mesh": ("mesh",),
}
# Array makers that run a computation eagerly (checked under jax 0.10.2): under use_abstract_mesh with no concrete
# mesh they cannot be lowered and raise "Passing lowering_platforms ... is required".
_EAGER_DISPATCH = frozenset({"jnp.zeros", "jnp.ones", "jnp.empty", "jnp.full", "jnp.arange", "jnp.array",
                             "jnp.asarray", "jax.random.key", "jax.random.PRNGKey"})

_WATCHED_TOKENS: dict = {}


def _spec_uses_every_axis(sharding: NamedShardingVal) -> bool:
    """A NamedSharding over Manual axes has an OpSharding jax can place only when its spec names every axis of
    the mesh (checked under jax 0.10.2 on 1-3 axis meshes: any axis left out, Manual or not, fails device_put
    with an AssertionError or NotImplementedError)."""
    spec = spec_of(sharding.spec) if isinstance(sharding.spec, PSpecVal) else None
    if spec is None or spec.unreduced or spec.reduced or U in spec.parts:
        return False
    names = sharding.mesh.names
    return isinstance(names, tuple) and set(spec.axes()) == set(names)


def _all_auto(ctx: Ctx) -> bool:
    """A context mesh whose axes are all Auto. Under use_abstract_mesh alone such a mesh still lowers and runs
    (eager ops, jit), so the rules' errors are raised as usual; one Explicit (or Manual) axis makes every
    computation ask for lowering_platforms first (checked under jax 0.10.2)."""
    types = ctx.types
    return isinstance(types, tuple) and bool(types) and all(t == "Auto" for t in types)


# Rules watching this pseudo-callee see every call of a function the analysis cannot follow that is handed a
# function of this file (it may call or lower it).
UNKNOWN_CALLEE = "<unknown callee>"
# a Pallas kernel (`pl.pallas_call(...)`, `plgpu.kernel(...)`) is called where it is traced for a lowering
KERNEL_CALLED = "<call of a Pallas kernel>"
# Collectives naming an axis: with no enclosing shard_map the name is unbound (NameError) before anything else.
_UNBOUND_AXIS_FIRST = frozenset({"jax.lax.axis_index", "jax.lax.axis_size"})
_KERNEL_MAKERS = frozenset({"plgpu.kernel", "pl.pallas_call", "pl.kernel", "pl.core_map", "plgpu.emit_pipeline"})
# kernel makers whose options the Mosaic GPU rules read by value: a `**options` dict the analysis knows may give them
# (pallas_call's in_specs / out_specs / compiler_params are read in the source: a spread of those stays unknown)
_KERNEL_SPREAD_OK = frozenset({"plgpu.kernel", "pl.kernel", "pl.pallas_call", "plgpu.BlockSpec"})
# copies whose rules read the refs by position and the options (collective_axes, leader_tracked) by value: a
# `**copy_opts` of known keys leaves them judged
_OPTIONS_SPREAD_OK = frozenset({"plgpu.copy_gmem_to_smem", "plgpu.async_prefetch"})
_PALLAS_CALL_SOURCE_READ = frozenset({"in_specs", "out_specs", "compiler_params", "grid_spec", "backend"})


@dataclass(frozen=True)
class RunNow:
    """A decorator that calls the function it decorates right away (`pl.when(cond)`)."""
    node: ast.AST
    binds_axes: bool = False   # `pl.core_map(plgpu.WarpMesh(axis_name=...))`: the body has axis names of its own


@dataclass(frozen=True)
class Handler:
    """An enclosing block that catches exceptions: `try/except`, `with pytest.raises(...)`, `assertRaises`."""
    catches: tuple                     # per clause: builtin exception class names, or None (anything / unknown)
    node: ast.AST
    kind: str                          # "except" | "with" | "call" (`self.assertRaises(E, fn, *args)`)
    span: Any = None                   # where it is, in its own file
    path: str | None = None


def _call_shown(node: ast.AST) -> str:
    """`self.assertRaises(...)` as a message names an expecting call."""
    func = getattr(node, "func", None)
    return f"`{func.attr}(...)`" if isinstance(func, ast.Attribute) else ""


def _exit_test_classes(test: ast.AST, exc_type: str, exc: str) -> list | None:
    """The class expressions of an `__exit__`'s return test on the exception: `exc_type is E` / `== E`,
    `issubclass(exc_type, E)`, `isinstance(exc, E)` (E may be a tuple display), also under `and` with other
    tests (`exc_type is not None and issubclass(exc_type, E)`: at most E); None for any other test."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        for part in test.values:
            classes = _exit_test_classes(part, exc_type, exc)
            if classes is not None:
                return classes
        return None
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Is, ast.Eq)) \
            and isinstance(test.left, ast.Name) and test.left.id == exc_type:
        return [test.comparators[0]]
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and len(test.args) == 2 and not test.keywords \
            and ((test.func.id == "issubclass" and isinstance(test.args[0], ast.Name) and test.args[0].id == exc_type)
                 or (test.func.id == "isinstance" and isinstance(test.args[0], ast.Name) and test.args[0].id == exc)):
        second = test.args[1]
        return list(second.elts) if isinstance(second, ast.Tuple) else [second]
    return None


def _if_guards(func: ast.AST) -> dict:
    """Each `return` of a function -> the tests of the `if`s whose body holds it (innermost first), where
    nothing but `if` bodies lies between it and the function; other returns are not in the map."""
    found: dict = {}

    def visit(body: list, tests: tuple) -> None:
        for stmt in body:
            if isinstance(stmt, ast.Return):
                found[stmt] = tests
            elif isinstance(stmt, ast.If):
                visit(stmt.body, (stmt.test,) + tests)

    visit(getattr(func, "body", []), ())
    return found


def _exception_names(value: Any) -> tuple[str, ...] | None:
    names = []
    for item in (value if isinstance(value, tuple) else (value,)):
        if not (isinstance(item, QualName) and item.name.startswith("builtins.")):
            return None
        names.append(item.name.split(".", 1)[1])
    return tuple(names)


def handler_catches(handler: Handler, exception: str) -> bool | None:
    """Whether `handler` catches the builtin exception `exception`: True, False, or None (cannot tell)."""
    raised = getattr(builtins, exception, None)
    if not (isinstance(raised, type) and issubclass(raised, BaseException)):
        return None
    unsure = False
    for clause in handler.catches:
        if clause is None:
            return True  # a bare `except:` or a class we cannot resolve: take it as caught (quieter)
        for name in clause:
            cls = getattr(builtins, name, None)
            if not (isinstance(cls, type) and issubclass(cls, BaseException)):
                unsure = True
            elif issubclass(raised, cls):
                return True
    return None if unsure else False


@dataclass(frozen=True)
class SetterOf:
    """`@prop.setter`: decorating a function gives the property with that function as its setter."""
    prop: Any


@dataclass(frozen=True)
class ReturnConst:
    """A decorator whose result is known whatever it decorates (`@prop.setter` keeps the property)."""
    value: Any


@dataclass(frozen=True)
class DictView:
    """`d.keys` / `d.values` / `d.items` of a dict with known keys."""
    obj: Any
    kind: str


@dataclass(frozen=True, eq=False)
class GenClose:
    """`gen.close()` of a generator of the file: GeneratorExit at the yield it is suspended at."""
    generator: Any


@dataclass(frozen=True)
class DictUpdate:
    """`d.update` of a dict with known keys: its entries are stored as `d[k] = v` would."""
    obj: Any


@dataclass(frozen=True)
class CustomRuleSetter:
    """`f.defvjp` / `f.defjvp` of a jax.custom_vjp / custom_jvp function."""
    func: Any
    kind: str


_CUSTOM_RULED = ((("traced", "jax.custom_vjp"),), (("traced", "jax.custom_jvp"),))


class _RunningModule:
    """The running module object (`sys.modules[__name__]`) or its namespace dict (`globals()`, `vars()` at module
    level, `mod.__dict__`), held by a name: writes through it write the module's globals."""
    _made: dict = {}

    def __new__(cls, kind: str):
        if kind not in cls._made:
            made = super().__new__(cls)
            made.kind = kind
            cls._made[kind] = made
        return cls._made[kind]

    def __reduce__(self):
        return (_RunningModule, (self.kind,))

    def __repr__(self) -> str:
        return f"RunningModule({self.kind})"


THIS_MODULE = _RunningModule("module")
MODULE_DICT = _RunningModule("dict")


@dataclass(frozen=True)
class InstanceDict:
    """`obj.__dict__` of an object we track: `.update(...)` and `[k] = v` store attributes, anything else lets the
    object escape."""
    obj: Any


@dataclass(frozen=True, eq=False)
class GenVal:
    """A generator made by calling a generator function of the file: its body runs when it is iterated."""
    func: Any
    args: tuple
    kwargs: tuple
    node: ast.AST
    unknown_args: bool = False


@dataclass(frozen=True, eq=False)
class StageOf:
    """`jax.jit(f).lower` / `.trace` / `.eval_shape`: calling it traces f as a call would, and gives a stage
    object (or ShapeDtypeStructs), not f's result."""
    func: Any
    stage: str


@dataclass(frozen=True, eq=False)
class StageVal:
    """A jax.stages.Lowered / Traced object: no array, container, mesh or spec (isinstance says so)."""
    stage: str


@dataclass(frozen=True, eq=False)
class Enumerated:
    """`enumerate(gen)` of a generator of the file (or of a loader whose `__iter__` is one): a loop over it
    drives the generator. `part`: the PartOf it enumerates (`enumerate(islice(loader, n))`), if any."""
    generator: GenVal
    part: Any = None


@dataclass(frozen=True, eq=False)
class PartOf:
    """`itertools.islice(gen, n)` or `zip(range(n), gen)` of a generator of the file: a loop over it drives the
    generator and may stop before the generator ends (an endless `while True: yield batch` loader, say). Each
    item is what the generator yields, or (`width` > 0, a zip) a tuple holding it at `position`. `takes_one`:
    a loop over it certainly gets a first item when the generator yields one (`islice(gen, 2)`,
    `zip(range(3), gen)`); `takes_none`: it certainly takes nothing (`islice(gen, 0)`, `zip([], gen)`)."""
    generator: GenVal
    position: int = 0
    width: int = 0
    takes_one: bool = False
    takes_none: bool = False

    def item(self, yielded: Any) -> Any:
        if not self.width:
            return yielded
        return tuple(yielded if i == self.position else UNKNOWN for i in range(self.width))


@dataclass(frozen=True)
class NamedTupleMaker:
    """`collections.namedtuple('MeshSpec', ['shape', 'names'])`: calling it makes an object with those fields."""
    fields: tuple


@dataclass(frozen=True)
class NamedTupleReplace:
    """`hp._replace` of a namedtuple whose fields are known: calling it makes a copy with some fields changed."""
    obj: Any


@dataclass(frozen=True)
class Getter:
    """`operator.attrgetter("mesh.axis_names")` / `operator.itemgetter("batch", "model")`: called on an object,
    it reads those attributes (dotted paths) or items, as `obj.mesh.axis_names` / `obj["batch"]` would."""
    kind: str      # "attr" | "item"
    keys: tuple


@dataclass(frozen=True)
class DictSetDefault:
    """`d.setdefault` of a dict with known keys."""
    obj: Any


@dataclass(frozen=True)
class ArrayMethod:
    """A method of an array whose sharding is known (`x.astype`), or of a NumPy random generator."""
    base: Any
    name: str


# array methods whose result has the array's sharding (and rank)
_SHARDING_KEEPING_METHODS = frozenset({"astype", "copy", "block_until_ready"})
# array methods that are a jax.numpy function of the array (judged by the rules watching that function)
_ARRAY_METHOD_FUNCTIONS = {"repeat": "jnp.repeat"}
# array methods that return one array (of a jax.Array: a jax.Array)
_ONE_ARRAY_METHODS = frozenset(array_ops.METHODS) | _SHARDING_KEEPING_METHODS | frozenset(_ARRAY_METHOD_FUNCTIONS) \
    | frozenset({"squeeze", "flatten", "ravel", "cumsum", "cumprod", "take", "sort", "argsort", "trace", "diagonal"})


@dataclass(frozen=True)
class DictPop:
    """`d.pop` of a dict with known keys (`kwargs.pop("legacy", False)`)."""
    obj: Any


@dataclass(frozen=True, eq=False)
class ThreadPool:
    """`concurrent.futures.ThreadPoolExecutor(...)`: its functions run in worker threads, where no mesh is set
    (jax.set_mesh and `with mesh:` are thread-local: a worker sees jax's defaults), after the pool's
    `initializer`. A task that sets a mesh for good leaves it in its worker for the tasks after it."""
    initializer: Any = None
    initargs: tuple = ()
    tainted: list = field(default_factory=lambda: [False])   # a task may have left a mesh set in a worker


@dataclass(frozen=True)
class PoolMethod:
    """`pool.submit` / `pool.map` of a ThreadPool."""
    pool: ThreadPool
    name: str


@dataclass(frozen=True, eq=False)
class Future:
    """What `pool.submit(f, *args)` gave: f runs in a worker; its error is raised by `.result()`."""
    pool: ThreadPool
    func: Any
    args: tuple
    kwargs: tuple


@dataclass(frozen=True, eq=False)
class WorkerThread:
    """`threading.Thread(target=f, args=..., kwargs=...)`: f runs in a new thread when it starts, where no mesh
    is set (jax's context is thread-local); its error ends that thread, not this one."""
    func: Any
    args: tuple
    kwargs: tuple


@dataclass(frozen=True)
class ThreadStart:
    """`thread.start` of a WorkerThread."""
    thread: WorkerThread


@dataclass(frozen=True)
class FutureResult:
    """`future.result` of a Future."""
    future: Future


_THREAD_POOLS = frozenset({"concurrent.futures.ThreadPoolExecutor", "concurrent.futures.thread.ThreadPoolExecutor"})


@dataclass(frozen=True)
class DictGet:
    """`d.get` of a dict with known keys."""
    obj: Any


@dataclass(frozen=True)
class MeshMethod:
    """`mesh.update_axis_types` / `mesh.update`, bound to a known mesh."""
    mesh: Any
    name: str


@dataclass(frozen=True)
class SetMeshDunder:
    """`cm.__enter__` / `cm.__exit__` of what `jax.set_mesh(m)` returned, called by hand: entering changes nothing
    (the mesh is already set), leaving restores the context in effect when set_mesh was called."""
    result: SetMeshResult
    name: str


@dataclass(eq=False)
class ExitStackVal:
    """A `contextlib.ExitStack()` of the program: what closing it puts back. `state`: "empty" (closing does
    nothing to the context mesh), "entered" (closing puts back `restore`, the context before the first manager
    entered in it), "unknown" (entered on some paths only, or handed to code we cannot follow)."""
    region: tuple
    state: str = "empty"
    restore: Any = None


@dataclass(frozen=True)
class AtIndexer:
    """`x.at` of an array, `x.at[idx]` (indexed: True), `x.at[idx].get` / `.set` / `.add`... (method)."""
    base: Any
    indexed: bool = False
    method: str | None = None
    index: Any = None        # what `[...]` held (for a gather's rank)


_AT_METHODS = frozenset({"get", "set", "add", "multiply", "mul", "divide", "power", "min", "max", "apply"})


@dataclass(frozen=True)
class ModuleGetattr:
    """A name another module does not bind, which its module-level `__getattr__` (PEP 562) answers: called
    with the name where it is read (`meshes.TRAIN_MESH` built and cached on first access)."""
    func: Any
    name: str


@dataclass(eq=False)
class LazyElements:
    """A generator expression over items that are not known (`(jax.device_put(b, spec) for b in batches)`): its
    element runs where it is consumed (a loop, list(), sum()...), in the context mesh there, not where it was
    made. `consumed`: taken once already (a second loop gets what is left: unknown here)."""
    node: ast.GeneratorExp
    iterable: Any
    frame: Any
    consumed: bool = False


@dataclass(frozen=True)
class ExitStackMethod:
    stack: ExitStackVal
    name: str


_EXIT_STACK_METHODS = frozenset({"enter_context", "close", "pop_all", "callback", "push", "__enter__", "__exit__"})


@dataclass(frozen=True)
class KeepArg:
    """A decorator that returns what it decorates (`functools.wraps(f)`)."""


@dataclass(frozen=True)
class UserCM:
    """What calling a `@contextlib.contextmanager` function of this file returns (with the call, to enter it)."""
    func: FuncVal
    args: tuple = field(default=(), compare=False)
    kwargs: tuple = field(default=(), compare=False)
    node: ast.AST | None = field(default=None, compare=False)
    frame: Any = field(default=None, compare=False)


@dataclass(frozen=True)
class NoGeneratorCM:
    """What calling a `@contextmanager` function without `yield` returns: its body already ran (contextmanager
    calls the function when the manager is made); entering it raises TypeError (None is not an iterator)."""


class _Yield(Exception):
    """A user context manager's generator reached its `yield`: the `with` block runs now, in this context."""

    def __init__(self, value: Any, ctx: Any):
        super().__init__()
        self.value, self.ctx = value, ctx


class _YieldOnOnePath(Exception):
    """A generator reached one of its yields inside a branch whose test was not known: the other path may reach
    another yield, from another context (the `with` block's context is not known)."""


_REF_VIEWS = {"plgpu.multicast_ref": "multicast", "plgpu.remote_ref": "remote"}
_FACTS = "$facts"   # a function frame's key for what its path certainly knows of attributes (no name has a `$`)


# where code that may store into objects runs without a call written in the frame: an iterator's __next__ (a
# generator's body), a context manager's __enter__/__exit__, a `del`'s __delattr__, a suspended yield
_FORGETTING_STATEMENTS = frozenset({ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.Delete})
_FORGETTING_EXPRESSIONS = frozenset({ast.Yield, ast.YieldFrom, ast.Await, ast.ListComp, ast.SetComp, ast.DictComp,
                                     ast.GeneratorExp})


class _PathFacts:
    """`obj.attr` as this path of a function last stored or tested it (`self._step = jax.jit(...)`, the else of
    `if self._step is None:`), kept with the names in the frame's environment so that branches and loops join
    it like a name. The heap's value is the join over every path (its updates in a branch are weak); this is
    the one this path certainly has. Any call, loop, `with`, yield or deletion in the frame drops it all: code
    that may run there could store into the object."""
    __slots__ = ("entries",)

    def __init__(self, entries: dict):
        self.entries = entries   # (name, attr) -> (the object the name held, the value)

    def __repr__(self) -> str:
        return f"_PathFacts({sorted(self.entries)})"


class _Region:
    """`with interp._region():` a plain class, not @contextmanager: the interpreter's control flow is exceptions
    (_Return, _Raise, ...), and a generator manager rethrows each one through its generator (a third of the
    analysis time over jax's sources)."""
    __slots__ = ("interp", "optional")

    def __init__(self, interp: Any, optional: bool):
        self.interp, self.optional = interp, optional

    def __enter__(self) -> None:
        interp = self.interp
        interp._region_ids += 1
        interp.regions.append(interp._region_ids)
        interp.optional_depth += self.optional

    def __exit__(self, *exc: Any) -> None:
        self.interp.regions.pop()
        self.interp.optional_depth -= self.optional


class _Raise(Exception):
    """The analysed program certainly raises here: what follows on this path never runs. `exceptions`: the
    builtin exception classes it may be (by name), when known: an `except` clause that catches none of them
    does not run (`except TypeError:` around a call that raises JAX's ValueError)."""

    def __init__(self, exceptions: tuple[str, ...] | None = None):
        super().__init__()
        self.exceptions = exceptions


class _Unknowable(Exception):
    """The path may end here, or go on in a way the analysis cannot see: a kernel's trace (`lax.axis_index('x')`
    raises NameError unless a caller's shard_map binds 'x'; the lowering errors held for it may never happen), or
    code after a context that may swallow its errors (`stack.enter_context(suppress(...))`). Nothing after it is
    judged. Caught where the function (or kernel body) was entered; the call is unknown."""


class _Return(Exception):
    def __init__(self, value: Any, recorded: bool = False):
        self.value = value
        self.recorded = recorded  # the return(s) were already noted in Interpreter.exits


@dataclass
class _Exits:
    """How one function call ended so far: early returns on some paths, and the `with` contexts to unwind."""
    returns: list = field(default_factory=list)     # (value, ctx after unwinding) per early return
    restores: list = field(default_factory=list)    # restore ctx of each `with` set_mesh entered, outermost first


@dataclass(frozen=True, eq=False)
class ModuleInfo:
    """The file a frame's code comes from (a function inlined from another module keeps its own)."""
    tree: ast.Module
    source: SourceText
    path: str | None


@dataclass(frozen=True)
class CallRef:
    """One call in the chain that led to a judged node."""
    node: ast.AST
    path: str | None
    span: Any
    # a plain Python call: no transform the analysis knows of (jit, shard_map, a kernel maker...) wrapped the
    # function, and it was not handed to a tracing or run-now API
    plain: bool = False
    # the caller's frame, for rules that read an argument expression where it was written
    frame: Any = field(default=None, compare=False, repr=False)


@dataclass
class Frame:
    env: dict[str, Any]
    parent: "Frame | None" = None
    func: ast.AST | None = None
    globals_declared: set[str] = field(default_factory=set)
    local_names: frozenset = frozenset()
    module: ModuleInfo | None = None
    # def node -> its parameters' default values, evaluated where the def ran (in this scope): a function of
    # another module run by another interpreter keeps them
    param_defaults: dict = field(default_factory=dict)
    nonlocals_declared: set[str] = field(default_factory=set)
    # a cross-file analysis' private copy of another module's globals: the module analysis it copies (so that a
    # function reached through a third module, `from pkg import init` re-exporting `pkg.state.init`, runs
    # against the asking analysis' own copy of its module)
    copy_of: Any = field(default=None, compare=False, repr=False)

    def root(self) -> "Frame":
        frame = self
        while frame.parent is not None:
            frame = frame.parent
        return frame

    def lookup(self, name: str) -> Any:
        frame: Frame | None = self
        while frame is not None:
            if name in frame.env:
                return frame.env[name]
            if frame.func is not None and name in frame.local_names and name not in frame.globals_declared \
                    and name not in frame.nonlocals_declared:
                return UNKNOWN  # a local not yet (or not knowably) assigned
            frame = frame.parent
        if hasattr(builtins, name):
            return QualName("builtins." + name)
        return UNKNOWN

    def owner(self, name: str) -> "Frame | None":
        """The frame whose scope `name` belongs to here (None when it is unbound)."""
        frame: Frame | None = self
        while frame is not None:
            if name in frame.globals_declared:
                return frame.root()
            if name in frame.nonlocals_declared:
                frame = frame.parent
                continue
            if name in frame.env or (frame.func is not None and name in frame.local_names):
                return frame
            frame = frame.parent
        return None

    def assign(self, name: str, value: Any) -> None:
        if name in self.globals_declared:
            root = self
            while root.parent is not None:
                root = root.parent
            root.env[name] = value
        elif name in self.nonlocals_declared and self.parent is not None:
            owner = self.parent.owner(name)
            (owner if owner is not None else self).env[name] = value
        else:
            self.env[name] = value


@dataclass
class Record:
    """One judgement of one rule at one node, under one call chain."""
    code: str
    node: ast.AST
    verdict: str                    # "bad" | "ok" | "unknown"
    findings: list[Finding]
    chain: tuple[CallRef, ...]
    reached: bool
    path: str | None = None
    alternative: bool = False       # judged under one of several callees/values that may reach here
    lowering: bool = False          # a lowering-phase rule judged while a function was traced for lowering
    # which of several callees/values it was judged under: (the choice, this option, how many), outermost first
    options: tuple = ()


@dataclass
class CallSite:
    """What a rule sees at a call of an API it watches."""
    node: ast.Call
    callee: str                     # canonical name
    args: list[Any]                 # evaluated positional arguments
    kwargs: dict[str, Any]          # evaluated keyword arguments
    ctx: Ctx
    frame: Frame
    interp: "Interpreter"
    partial_node: ast.Call | None = None   # `functools.partial(api, kw=...)` this call goes through (keywords only)
    one_of_several: bool = False    # one combination of the values that may reach the call (not the call's own)

    def arg(self, index: int, name: str, default: Any = UNKNOWN) -> Any:
        if index is not None and index < len(self.args):
            return self.args[index]
        return self.kwargs.get(name, default)

    def arg_node(self, index: int | None, name: str) -> ast.AST | None:
        spread = next((i for i, a in enumerate(getattr(self.node, "args", ())) if isinstance(a, ast.Starred)), None)
        if index is not None and spread is not None and index >= spread:
            return None   # (`make_mesh(*cfg.mesh)`: no node is written for that argument)
        if index is not None and index < len(self.node.args):
            return self.node.args[index]
        for kw in self.node.keywords:
            if kw.arg == name:
                return kw.value
        for kw in self.partial_node.keywords if self.partial_node is not None else ():
            if kw.arg == name:
                return kw.value  # bound by the partial, in this file
        return None

    def evaluate(self, node: ast.AST) -> Any:
        """Re-evaluate an expression in this call's scope (no side effects are replayed)."""
        return self.interp.peek(node, self.frame)


def _is_python_version(value: Any) -> bool:
    """`sys.version_info`, or `sys.version_info[:n]` (kept as that name: a prefix of the version tuple)."""
    return isinstance(value, QualName) and (value.name == "sys.version_info" or
                                            value.name.startswith("sys.version_info[:"))


def _version_prefix(value: QualName) -> int | None:
    return int(value.name[len("sys.version_info[:"):-1]) if value.name.startswith("sys.version_info[:") else None


def _plain_int_tuple(value: Any) -> tuple | None:
    items = value.items if isinstance(value, ListVal) else value
    if isinstance(items, tuple) and items and all(type(i) is int for i in items):
        return items
    return None


def _local_names(func: ast.AST) -> frozenset:
    """Names a function assigns (Python makes them local for the whole body). Kept on the node: every
    interpreter of a module (one per function judged alone) asks for the same functions' names."""
    known = func.__dict__.get("_jml_local_names")
    if known is None:
        known = func._jml_local_names = _walk_local_names(func)
    return known


def _walk_local_names(func: ast.AST) -> frozenset:
    names: set[str] = set()
    args = func.args
    for a in args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]:
        if a is not None:
            names.add(a.arg)
    body = func.body if isinstance(func.body, list) else [func.body]
    stack = list(body)
    Name, Store, Del, Import, ImportFrom = ast.Name, ast.Store, ast.Del, ast.Import, ast.ImportFrom
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is ast.FunctionDef or kind is ast.AsyncFunctionDef or kind is ast.ClassDef:
            names.add(node.name)
            stack.extend(node.decorator_list)
            continue
        if kind is ast.Lambda:
            continue
        if kind is Name:
            if type(node.ctx) is Store or type(node.ctx) is Del:
                names.add(node.id)
            continue
        if kind is Import or kind is ImportFrom:
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        stack.extend(astwalk.children(node))
    return frozenset(names)


# builtins that take every item of an iterable before they return
# library functions that call the functions they are given (now, or later for defaultdict and iter(f, stop))
_CALLING_BUILTINS = frozenset({
    "builtins.map", "builtins.filter", "builtins.sorted", "builtins.min", "builtins.max", "builtins.iter",
    "functools.reduce", "itertools.starmap", "itertools.filterfalse", "itertools.takewhile", "itertools.dropwhile",
    "itertools.groupby", "itertools.accumulate", "collections.defaultdict", "functools.cache",
    "functools.lru_cache", "functools.singledispatch", "atexit.register", "contextlib.ExitStack.callback"})

# builtins that order items by a `key=` function they call on each
_KEYED_BUILTINS = frozenset({"builtins.sorted", "builtins.min", "builtins.max"})
# a set's changes in place that the analysis follows (MutableSet)
_SET_CHANGES = frozenset({"add", "update", "discard", "remove", "clear"})
_WSC = QualName("jax.lax.with_sharding_constraint")
# expressions that make a new list (a display, `[None] * n`, a comprehension)
_LIST_MAKERS = (ast.List, ast.BinOp, ast.ListComp)

_GENERATOR_CONSUMERS = frozenset(f"builtins.{n}" for n in ("list", "tuple", "sorted", "sum", "set", "frozenset",
                                                          "dict", "min", "max"))

_UNROLL_MAX = 16        # a for loop over up to this many known items runs item by item
_UNROLL_ALWAYS = 8      # (beyond this many, only a loop whose body names sharding things: the cost shows)
_SHARDING_WORDS = ("shard", "mesh", "spec", "gather", "reshard", "device_put", "axis", "axes")
_WHILE_UNROLL_MAX = 8   # a while loop whose test folds: that many passes in order at most
# statements one run may execute before loops stop running item by item (then each is judged in one widened pass,
# as a loop over unknown items is): test-case generators at module level (jax's test_harnesses.py) otherwise
# unroll thousands of passes of setup code
_UNROLL_WORK_LIMIT = 10_000
# blocks a `break` / `continue` inside leaves on its way out of the iteration (decided `if`s, `with` blocks,
# `try` bodies)
_BLOCKS_LEFT_BY_JUMPS = (ast.If, ast.With, ast.AsyncWith, ast.Try)

# builtins that take every item of the iterator they get (an iterator handed to any other builtin, `zip`,
# `any`, ..., is taken from lazily or may be left part way)
_ITERATOR_DRAINERS = _GENERATOR_CONSUMERS | {"collections.deque"}
_CYCLE_MAX = 256   # items of an itertools.cycle (and of a window over it) the analysis spells out
_TAKEN_UNKNOWN = -1   # an iterator taken from by code that may stop part way, or on a path that may not run
_ITERATOR_TAKERS = frozenset({f"builtins.{n}" for n in (
    "list", "tuple", "sorted", "sum", "set", "frozenset", "dict", "min", "max", "any", "all", "zip", "map",
    "filter", "enumerate", "reversed", "len")} | {"collections.deque"})
_ONE_SOURCE_WRAPPERS = frozenset(f"builtins.{n}" for n in ("enumerate", "map", "filter"))


def _names_only(target: ast.AST) -> bool:
    """A for loop target that binds plain names (`x`, `i, (a, b)`): binding it again has no other effect."""
    if isinstance(target, ast.Name):
        return True
    return isinstance(target, (ast.Tuple, ast.List)) and all(_names_only(e) for e in target.elts)


def _plain_sort_key(key: Any, depth: int = 0) -> bool:
    """A key the analysis orders as Python would: a known number or str, or a tuple of such."""
    if isinstance(key, (int, float, str)) and not isinstance(key, bool):
        return True
    return type(key) is tuple and depth < 3 and all(_plain_sort_key(k, depth + 1) for k in key)


def _distinct_items(sequence: tuple | None) -> bool:
    """A generator's known items worth taking one by one: not all alike (else the joined item says as much, and
    what a loop builds from it keeps more: a list forgets its arrays' shardings)."""
    return sequence is not None and 0 < len(sequence) <= 64 and not all(_alike(sequence[0], item)
                                                                          for item in sequence[1:])


def _alike(a: Any, b: Any, depth: int = 0) -> bool:
    """Two items a generator gave that hold the same values: equal, or plain dicts / tuples of alike values (a
    batch dict built afresh at each yield)."""
    if same_value(a, b):
        return True
    if depth > 4:
        return False
    if type(a) is tuple and type(b) is tuple:
        return len(a) == len(b) and all(_alike(x, y, depth + 1) for x, y in zip(a, b))
    if isinstance(a, ObjVal) and isinstance(b, ObjVal) and not a.escaped and not b.escaped and (
            (a.kind == b.kind == "dict" and a.cls is None and b.cls is None)
            # two instances of one class of ours holding alike attributes (a train state made afresh each step)
            or (a.kind == b.kind == "instance" and a.cls is not None and a.cls is b.cls
                and a.frozen == b.frozen and a.keys_unsure == b.keys_unsure)):
        return a.attrs.keys() == b.attrs.keys() and all(_alike(a.attrs[k], b.attrs[k], depth + 1) for k in a.attrs)
    return False


def _unlike(values: list) -> list:
    """`values` without those alike an earlier one."""
    out: list = []
    for v in values:
        if not any(_alike(seen, v) for seen in out):
            out.append(v)
    return out


_READ_ONLY_LIBRARIES = ("jax.", "numpy.", "np.", "jnp.")
# functions that iterate some of their arguments: name -> the positions iterated (None: all of them)
_ITERATING_ARGUMENTS = {
    **{f"builtins.{n}": (0,) for n in ("tuple", "list", "sorted", "enumerate", "reversed", "set", "frozenset", "any",
                                       "all", "sum", "min", "max", "iter")},
    "builtins.map": None, "builtins.filter": (1,), "builtins.zip": None, "functools.reduce": (1,),
    "itertools.product": None, "itertools.chain": None, "itertools.islice": (0,), "itertools.cycle": (0,)}


def _without_alike_options(value: Any) -> Any:
    """A choice with the options alike an earlier one left out (the choice itself when none is)."""
    if not isinstance(value, OneOf):
        return value
    options = _unlike(list(value.options))
    return options[0] if len(options) == 1 else value if len(options) == len(value.options) else OneOf(tuple(options))


def _part_of(iterable: Any) -> "PartOf | None":
    """The part of a generator a loop over `iterable` takes: `islice(gen, n)`, `enumerate(islice(gen, n))`."""
    if isinstance(iterable, PartOf):
        return iterable
    return iterable.part if isinstance(iterable, Enumerated) else None


def _islice_count(bounds: list) -> str | None:
    """What `islice(it, stop)` / `islice(it, start, stop[, step])` certainly asks of `it`: "none" (a stop
    at or before the start), "some" (a first item: from 0, a stop past it), None (not known)."""
    def whole(v):
        return isinstance(v, int) and not isinstance(v, bool) and v >= 0
    start, stop, step = (None, bounds[0], None) if len(bounds) == 1 else (list(bounds) + [None])[:3]
    if not (start is None or whole(start)) or not (step is None or whole(step) and step >= 1):
        return None
    start = start or 0
    if whole(stop) and stop <= start:
        return "none"
    return "some" if start == 0 and (stop is None or whole(stop)) else None


def _has_items(value: Any) -> bool:
    """A value a loop certainly gets a first item from: a known non-empty sequence or range."""
    items = builtin_values._iterated(value)
    return items is not None and len(items) > 0


def _may_leave_early(body: list[ast.stmt]) -> bool:
    """Whether a loop body may end the loop before its iterable is used up (break, return, raise; a `continue`
    does not)."""
    return any(isinstance(n, ast.Break) for n in _own_statements(body)) or any(
        isinstance(n, (ast.Return, ast.Raise)) for s_ in body for n in ast.walk(s_))


def _ends_after_one_item(body: list[ast.stmt]) -> bool:
    """A loop body that ends in `break` and has no `continue`: the loop takes one item, whatever it does."""
    return bool(body) and isinstance(body[-1], ast.Break) and not any(
        isinstance(n, ast.Continue) for n in _own_statements(body))


def _own_statements(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """The nodes of a loop body that belong to this loop (nested loops, functions and classes aside)."""
    stack = list(body)
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))


def _jumps(body: list[ast.stmt]) -> bool:
    """Whether a loop body has a break/continue of its own (nested loops and functions aside)."""
    stack = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Break, ast.Continue)):
            return True
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


_WITH_EXPLICIT_MESH = "jax._src.test_util.with_explicit_mesh"
_UNCONSTRAINED = "jax.sharding.PartitionSpec.UNCONSTRAINED"

# names jax no longer exports, by the version that removed them: importing one raises ImportError
_REMOVED_IMPORTS = {("jax.sharding", "use_mesh"): USE_MESH_REMOVED_IN}
# Everything a jax module exports, for the versions checked (`dir(jax.sharding)` under jax 0.10.2): importing
# another name from it raises ImportError (`try: from jax.sharding import top_level_all_gather / except
# ImportError: from jax._src.shard_map import ...` certainly takes the fallback)
_MODULE_EXPORTS = {("jax.sharding", (0, 10, 2)): frozenset({
    "AbstractDevice", "AbstractMesh", "AxisType", "ManualAxisType", "Mesh", "NamedSharding", "PartitionSpec",
    "Sharding", "SingleDeviceSharding", "auto_axes", "explicit_axes", "get_abstract_mesh", "get_mesh",
    "make_single_device_sharding", "reshard", "set_mesh", "use_abstract_mesh"})}


def _not_exported(module: str | None, name: str, jax_version: tuple) -> bool:
    exported = _MODULE_EXPORTS.get((module, tuple(jax_version)[:3]))
    return exported is not None and name not in exported and not name.startswith("_")


# Modules jax deleted (CHANGELOG 0.7.0: "jax.experimental.shard module has been deleted"): importing one raises
# ModuleNotFoundError, so a `try: from jax.experimental.shard import reshard` certainly runs its handler.
_REMOVED_MODULES = {"jax.experimental.shard": (0, 7, 0)}


def _removed_module(module: str, jax_version: tuple) -> bool:
    return any((module == gone or module.startswith(gone + ".")) and tuple(jax_version) >= since
               for gone, since in _REMOVED_MODULES.items())


def _yield_paths(func: ast.AST) -> list[tuple[ast.AST, tuple]]:
    """Each yield of a generator function (nested functions and classes aside) with the nodes around it."""
    found: list[tuple[ast.AST, tuple]] = []
    stack: list[tuple[ast.AST, tuple]] = [(stmt, (func,)) for stmt in getattr(func, "body", ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            found.append((node, path))
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend((child, path + (node,)) for child in ast.iter_child_nodes(node))
    return found


def _straight_yield(node: ast.AST, path: tuple, through_if: bool) -> bool:
    """A `yield` expression statement reached through `with` blocks and `try` bodies (and, `through_if`, the
    branches of `if` statements) only."""
    stmt = path[-1]
    if not isinstance(node, ast.Yield) or not (isinstance(stmt, ast.Expr) and stmt.value is node):
        return False
    for outer, inner in zip(path, path[1:]):
        if isinstance(outer, (ast.FunctionDef, ast.AsyncFunctionDef)) and inner in outer.body:
            continue
        if isinstance(outer, (ast.With, ast.AsyncWith, ast.Try)) and inner in outer.body:
            continue
        if through_if and isinstance(outer, ast.If) and (inner in outer.body or inner in outer.orelse):
            continue
        return False
    return True


def _single_straight_yield(func: ast.AST) -> ast.Yield | None:
    """The one `yield` of a generator function when it is an expression statement reached through `with` blocks
    and `try` bodies only (so every run that gets there yields once); None otherwise."""
    found = _yield_paths(func)
    return found[0][0] if len(found) == 1 and _straight_yield(*found[0], through_if=False) else None


def _certain_yields(func: ast.AST) -> frozenset:
    """The yields of a generator function that every run to its end reaches: expression statements inside `with`
    blocks only, in a function with no `return` and no `try` (nothing skips them but an error)."""
    if any(isinstance(n, (ast.Return, ast.Try)) or type(n).__name__ == "TryStar" for n in astwalk.walk(func)):
        return frozenset()
    found = set()
    for node, path in _yield_paths(func):
        if isinstance(node, ast.Yield) and isinstance(path[-1], ast.Expr) and path[-1].value is node and all(
                isinstance(outer, (ast.FunctionDef, ast.AsyncFunctionDef, ast.With, ast.AsyncWith))
                and inner in outer.body for outer, inner in zip(path, path[1:])):
            found.add(node)
    return frozenset(found)


def _straight_yields(func: ast.AST) -> tuple[ast.Yield, ...]:
    """Every `yield` of a generator function, when each is an expression statement reached through `with` blocks,
    `try` bodies and `if` branches only (`if shape is None: yield; return` before `with jax.set_mesh(...): yield`):
    a run yields at the first one it reaches. Empty otherwise."""
    found = _yield_paths(func)
    return tuple(node for node, _ in found) if all(_straight_yield(n, p, through_if=True) for n, p in found) \
        else ()


def _yields_inside_with(func: ast.AST) -> bool:
    """Every yield of a generator sits in the body of a `with` block of it: the block's exit, when the generator
    resumes, puts back the context it changed."""
    found = _yield_paths(func)
    return bool(found) and all(any(isinstance(outer, (ast.With, ast.AsyncWith)) and inner in outer.body
                                   for outer, inner in zip(path, path[1:] + (node,))) for node, path in found)


def _catches_around_yield(func: ast.AST) -> bool:
    """A generator function whose `yield` sits in the body of a `try` with handlers: the error of the `with`
    block it manages may be caught there."""
    return any(isinstance(node, ast.Try) and node.handlers and any(
        isinstance(n, (ast.Yield, ast.YieldFrom)) for stmt in node.body for n in ast.walk(stmt))
        for node in ast.walk(func))


def _continues_through_mesh_finally(body: list[ast.stmt]) -> bool:
    """A `continue` of this loop inside a `try` whose `finally:` may set a mesh."""
    return any(isinstance(node, ast.Try) and any(_sets_mesh_globally(s) for s in node.finalbody) and any(
        isinstance(n, ast.Continue) for n in _own_statements(node.body)) for node in _own_statements(body))


def _sets_mesh_globally(node: ast.AST) -> bool:
    """Whether code calls jax.set_mesh (or use_mesh) other than as a `with` item: running it (or leaving it by a
    raise) may leave a mesh set."""
    return astwalk.calls_any(node, astwalk.MESH_SETTERS, outside_with=True)


def _may_intercept_store(cls: ClassVal, name: str) -> bool:
    """Whether `obj.name = v` on an instance may run code instead of storing v: the class attribute is a
    property, or a value of the module's classes the analysis does not know (`@Base.prop.setter` in a
    subclass, an unknown decorator's result). A base it cannot see is taken to store plainly."""
    mro = cls.mro() or ()
    if any(isinstance(c, ClassVal) and "__setattr__" in c.namespace for c in mro):
        return True   # the class's own `__setattr__` decides what is stored (it may convert or drop the value)
    for c in mro:
        if not isinstance(c, ClassVal):
            return False
        if name in c.namespace:
            found = c.namespace[name]
            # (a dataclass field's default whose value is not known, `n: int = int(os.environ[...])`, is a default:
            # the dataclass's __init__ stores every field on the instance anyway)
            unknown = found is UNKNOWN and not (c.dataclass and name in c.fields())
            return (isinstance(found, PropertyVal) and not found.cached) or unknown or _data_descriptor(found)
    return False


def _data_descriptor(value: Any) -> bool:
    """An instance of a class defining `__set__` (a data descriptor held as a class attribute): storing the
    attribute on an instance runs that method instead."""
    return isinstance(value, ObjVal) and isinstance(value.cls, ClassVal) and any(
        isinstance(c, ClassVal) and "__set__" in c.namespace for c in value.cls.mro() or ())


def _intercepts_reads(cls: Any) -> bool:
    """A class whose own `__getattribute__` runs at every attribute read of its instances."""
    return isinstance(cls, ClassVal) and any(isinstance(c, ClassVal) and "__getattribute__" in c.namespace
                                             for c in cls.mro() or ())


def _kernel_spread_ok(func: Any, node: ast.Call, kwargs: dict) -> bool:
    """`plgpu.kernel(body, **opts)` with a dict of known keys: the kernel rules read those options by value (a
    pallas_call's specs and compiler params are read in the source: spread, they stay unknown)."""
    if not (isinstance(func, QualName) and func.name in _KERNEL_SPREAD_OK | _OPTIONS_SPREAD_OK) or \
            any(isinstance(a, ast.Starred) for a in node.args):
        return False
    written = {k.arg for k in node.keywords if k.arg is not None}
    return func.name != "pl.pallas_call" or not (set(kwargs) - written) & _PALLAS_CALL_SOURCE_READ


def _constants_identical(left: Any, right: Any) -> bool | None:
    """`a is b` for two known constants (`cfg.mode is Mode.TRAIN`, a str/int Enum's members being their values
    here): unequal ones are two objects; equal ones are one where CPython always shares them (None, booleans, small
    ints); None otherwise (an equal string built at run time is another object)."""
    simple = (str, int, type(None))
    if not (isinstance(left, simple) and isinstance(right, simple)):
        return None
    if type(left) is not type(right) or left != right:
        return False
    if left is None or isinstance(left, bool) or (isinstance(left, int) and -5 <= left <= 256):
        return True
    return None


def _memo_key(fnode: ast.AST, func: FuncVal, args: list, kwargs: dict) -> tuple | None:
    """What functools.cache keys a call by, when every argument is a known constant (equal values hash alike)
    or a value the analysis tracks by identity (a mesh); None otherwise."""
    def part(v):
        if builtin_values._constant(v):
            return ("c", v.items if isinstance(v, ListVal) else v)
        if isinstance(v, (MeshVal, ObjVal, ClassVal, FuncVal)):
            return ("o", id(v))
        raise ValueError
    try:
        return (id(fnode), id(func.closure), id(func.defaults), tuple(id(b) for b in func.bound_args),
                tuple(part(a) for a in args), tuple(sorted((k, part(v)) for k, v in kwargs.items())))
    except (ValueError, TypeError):
        return None


def _mutated_params(fnode: ast.AST, defaults: dict) -> list[str]:
    """Parameters with a mutable default (a list, dict or set display) that the function may change in place."""
    mutable = [n for n, v in defaults.items() if isinstance(v, (ListVal, frozenset))
               or (isinstance(v, ObjVal) and v.kind == "dict")]
    if not mutable:
        return []
    changed = set()
    for node in ast.walk(fnode):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in mutable \
                and node.attr not in _READ_ONLY_CONTAINER_METHODS:
            changed.add(node.value.id)   # `cache.append(x)`, `seen.add(k)`, `d.update(...)` (not `d.items()`)
        elif isinstance(node, (ast.Subscript,)) and isinstance(node.ctx, (ast.Store, ast.Del)) \
                and isinstance(node.value, ast.Name) and node.value.id in mutable:
            changed.add(node.value.id)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id in mutable:
            changed.add(node.target.id)
    return sorted(changed)


# def -> what it may write when code we cannot see runs it (one walk per def, shared by the analyses of a run;
# a def's entry goes with its tree)
_CALLBACK_WRITES: "weakref.WeakKeyDictionary[ast.AST, tuple]" = weakref.WeakKeyDictionary()


_DECLARED = re.compile(r"^[ \t]*(?:global|nonlocal)[ \t]+([\w \t,]+)", re.MULTILINE)
_ATTR_OR_ITEM_STORE = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*)|\[[^\]\n]*\])[ \t]*[-+*/%&|^@]?=(?!=)")
_METHOD_CALL = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\.\w+[ \t]*\(")


# `monkeypatch.setattr(Cls, "name", v)` / `mocker.patch.object(obj, "name")` / `monkeypatch.setitem(d, k, v)`: the
# object named first changes; `monkeypatch.setattr("pkg.mod.NAME", v)`: a module's global NAME changes
_PATCHING_METHODS = frozenset({"setattr", "delattr", "setitem", "delitem", "object"})
_PATCHED_OBJECT = re.compile(r"\.(?:setattr|delattr|setitem|delitem|object)\(\s*([A-Za-z_]\w*)\s*,\s*(?:['\"](\w+)['\"])?")
_PATCHED_DOTTED = re.compile(r"\.(?:setattr|delattr)\(\s*f?['\"][^'\"\n]*\.(\w+)['\"]")


def _callback_writes_in_text(text: str) -> tuple[set, dict]:
    """_callback_writes from a function's text: `global`/`nonlocal` names, `X.attr = ` / `X[...] = ` stores,
    `X.method(` calls, and objects or module globals a patcher changes."""
    declared = {n.strip() for decl in _DECLARED.findall(text) for n in decl.split(",") if n.strip()}
    touched: dict = {}
    for base, attr in _ATTR_OR_ITEM_STORE.findall(text):
        touched.setdefault(base, set()).add(attr or None)
    for base in _METHOD_CALL.findall(text):
        touched.setdefault(base, set()).add(None)
    for base, attr in _PATCHED_OBJECT.findall(text):
        touched.setdefault(base, set()).add(attr or None)
    declared.update(_PATCHED_DOTTED.findall(text))
    return declared, touched


def _callback_writes(fnode: ast.AST) -> tuple[set, dict]:
    """(names declared `global`/`nonlocal`, base name -> attributes) a function may write when it runs: stores
    to `X.attr` / `X[...]`, and method calls on `X` (which may change it)."""
    declared: set = set()
    touched: dict = {}
    for node in astwalk.walk(fnode):
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared.update(node.names)
        elif isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.value, ast.Name) \
                and isinstance(node.ctx, (ast.Store, ast.Del)):
            touched.setdefault(node.value.id, set()).add(node.attr if isinstance(node, ast.Attribute) else None)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name):
            touched.setdefault(node.func.value.id, set()).add(None)   # `KINDS.__setitem__(...)`, `reg.update()`
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in _PATCHING_METHODS and node.args:
            target = node.args[0]
            if isinstance(target, ast.Name):
                name = node.args[1].value if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) else None
                touched.setdefault(target.id, set()).add(name if isinstance(name, str) else None)
            elif isinstance(target, (ast.Constant, ast.JoinedStr)):
                text = target.value if isinstance(target, ast.Constant) else "".join(
                    v.value for v in target.values if isinstance(v, ast.Constant))
                if isinstance(text, str) and "." in text:
                    declared.add(text.rsplit(".", 1)[-1])
    return declared, touched


def _calls_a_parameter(func: ast.AST) -> bool:
    """The function calls one of its own parameters (`lambda hook: hook(cfg)`)."""
    args = getattr(func, "args", None)
    if args is None:
        return False
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
    body = func.body if isinstance(func.body, list) else [func.body]
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in params
               for stmt in body for n in ast.walk(stmt))


_CALLED_WORD = re.compile(r"(\w+)\s*\(")
_CALLED_NOT_DEFINED = re.compile(r"(?<!def )\b(\w+)\s*\(")
# a function handed to a call (`self.assertRaises(ValueError, build)`, `pool.map(step, xs)`): it may run there
_PASSED_WORD = re.compile(r"[(,]\s*(\w+)\s*(?=[,)])")


def _callers_first(candidates: list, lines: list | None = None) -> list:
    """Functions judged alone, each after the others of them that call it by name (`gather_or_host` before the
    `_gather` it calls in a `try`): a helper whose only callers are judged alone is judged through them, with
    their handlers and arguments, and not again alone. Decorated functions after the others; otherwise in the
    order given (a cycle keeps it). With the module's `lines`, the calls are read from the text (`name(`, also
    in a string or a nested def's header: an extra edge only orders), much faster than walking every body."""
    names = {getattr(node, "name", None) for node, _ in candidates}
    calls: dict = {}
    for node, _ in candidates:
        own = getattr(node, "name", None)
        start, end = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        if lines is not None and start is not None and end is not None:
            text = "\n".join(lines[start - 1:end])
            called = {w for w in _CALLED_WORD.findall(text) + _PASSED_WORD.findall(text) if w in names} - {own}
        else:
            called = set()
            for inner in ast.walk(node):
                if isinstance(inner, ast.Call):
                    func = inner.func
                    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) \
                        else None
                    if name in names and name != own:
                        called.add(name)
                    called.update(a.id for a in inner.args if isinstance(a, ast.Name) and a.id in names
                                  and a.id != own)
        calls[id(node)] = called
    callers: dict = {}
    for node, _ in candidates:
        for name in calls[id(node)]:
            callers.setdefault(name, []).append(node)
    item_of = {}
    for item in candidates:
        item_of.setdefault(id(item[0]), item)
    ordered: list = []
    placed: set = set()
    visiting: set = set()

    def place(item) -> None:
        node = item[0]
        if id(node) in placed or id(node) in visiting:
            return
        visiting.add(id(node))
        for caller in callers.get(getattr(node, "name", None), ()):
            place(item_of[id(caller)])
        visiting.discard(id(node))
        placed.add(id(node))
        ordered.append(item)

    # a function handed to a decorator (`@register("gather")`) may be called through what that registered: the
    # others (a runner looping over the registry in a `try`) first
    for item in sorted(candidates, key=lambda c: bool(getattr(c[0], "decorator_list", None))):
        place(item)
    return ordered


def _generator_header_calls(node: ast.AST) -> tuple:
    """The calls of a loop header that may make the generator the loop then drives: `batches(cfg)`, and the
    argument of `enumerate(...)` / `iter(...)` around one."""
    if not isinstance(node, ast.Call):
        return ()
    if isinstance(node.func, ast.Name) and node.func.id in ("enumerate", "iter") and node.args \
            and isinstance(node.args[0], ast.Call):
        return (node, node.args[0])
    return (node,)


def _only_returns(func: ast.FunctionDef) -> bool:
    """A function whose body is one `return <expr>` (after a docstring): calling it has no effect of its own."""
    body = func.body[1:] if func.body and isinstance(func.body[0], ast.Expr) and isinstance(
        func.body[0].value, ast.Constant) else func.body
    return len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None


def _runs_later(func: ast.AST) -> bool:
    """A generator or coroutine function: calling it runs nothing of its body yet."""
    if isinstance(func, ast.AsyncFunctionDef):
        return True
    if not isinstance(func, ast.FunctionDef):
        return False
    known = func.__dict__.get("_jml_runs_later")   # asked at every call of the function: walked once
    if known is not None:
        return known
    found = False
    stack = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            found = True
            break
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(astwalk.children(node))
    func._jml_runs_later = found
    return found


_ASSERT_RAISES = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "assertRaisesWithLiteralMatch",
                            "assert_raises", "assert_raises_regex",
                            "raises"})


_ASSERT_RAISES_WORD = re.compile(r"\b(?:" + "|".join(sorted(_ASSERT_RAISES)) + r")\b")


def _lines_matching(pattern: re.Pattern, text: str) -> set[int]:
    """The 1-based numbers of the lines where `pattern` matches (a look at the text, not at the tree)."""
    lines, row, at = set(), 1, 0
    for m in pattern.finditer(text):
        row += text.count("\n", at, m.start())
        at = m.start()
        lines.add(row)
    return lines


def _calls_on_lines(tree: ast.AST, lines: set[int]) -> list[ast.AST]:
    """Every node of the statements whose lines hold one of `lines`, their own parts only (a compound
    statement's header, not its body): where a call whose name is on one of those lines can be, without a walk
    of the whole module (a 12,000-line test module holds ~600 such calls among ~300,000 nodes)."""
    if not lines:
        return []
    rows = sorted(lines)
    out: list[ast.AST] = []
    for stmt in astwalk.statements(tree):
        start, end = getattr(stmt, "lineno", None), getattr(stmt, "end_lineno", None)
        if start is None or end is None:
            continue
        i = bisect.bisect_left(rows, start)
        if i == len(rows) or rows[i] > end:
            continue
        for field in stmt._fields:
            if field in _STATEMENT_LIST_FIELDS:
                continue
            value = getattr(stmt, field, None)
            for part in (value if isinstance(value, list) else [value]):
                if isinstance(part, ast.AST) and not isinstance(part, (ast.stmt, ast.excepthandler, ast.match_case)):
                    out.extend(astwalk.walk(part))
    return out


_STATEMENT_LIST_FIELDS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})


def _only_assignment(func: ast.AST, name: str) -> ast.expr | None:
    """The expression a function's top-level statements assign to local `name`, when it is assigned exactly
    once there and nowhere else (`cm = self._cm`, or `cm, self._cm = self._cm, None` element by element)."""
    found: list[ast.expr] = []
    stores = 0
    for node in astwalk.walk(func):
        if isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Load):
            stores += 1
    for stmt in func.body:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
            continue
        target, value = stmt.targets[0], stmt.value
        if isinstance(target, ast.Name) and target.id == name:
            found.append(value)
        elif isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
            found.extend(v for t, v in zip(target.elts, value.elts) if isinstance(t, ast.Name) and t.id == name)
    return found[0] if stores == 1 and len(found) == 1 else None


def _is_assert_raises(node: ast.AST) -> bool:
    """`self.assertRaises(E)`, `self.assertRaisesRegex(E, ...)`, `pytest.raises(E)` under any spelling."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _ASSERT_RAISES
            and bool(node.args))


_FUNCS = (ast.FunctionDef, ast.AsyncFunctionDef)
# A ShapeDtypeStruct's bare PartitionSpec is resolved when its sharding is read: these attributes, and these
# builtins given the struct (its repr shows the sharding). The rules watching STRUCT_SHARDING_READ judge the read.
_READS_RESOLVING = frozenset({"sharding", "format"})
_STRUCT_READERS = frozenset({"builtins.print", "builtins.str", "builtins.repr", "builtins.format"})
_STRUCT_HASHERS = frozenset({"builtins.hash"})


def _holds_struct(value: Any) -> bool:
    return isinstance(value, StructVal) or (isinstance(value, OneOf) and
                                            any(isinstance(v, StructVal) for v in value.options))


def _agreed_type(results: list, depth: int = 0) -> Any:
    """The output of a cond / switch whose branches returned `results`: where every branch returned an array of
    one sharding (its type), that array type, in the containers they share; UNKNOWN elsewhere."""
    first = results[0]
    if isinstance(first, ArrayVal) and first.ndim is not None and all(
            isinstance(r, ArrayVal) and r.spec == first.spec and r.ndim == first.ndim and r.types == first.types
            and r.mesh is not None and first.mesh is not None and r.mesh.same_mesh(first.mesh) for r in results):
        return dataclasses.replace(first, host=False, placed=None,
                                   shape=first.shape if all(r.shape == first.shape for r in results) else None)
    if depth < 4 and type(first) is tuple and all(type(r) is tuple and len(r) == len(first) for r in results):
        return tuple(_agreed_type([r[i] for r in results], depth + 1) for i in range(len(first)))
    return UNKNOWN


def _holds_array_val(value: Any, depth: int = 0) -> bool:
    """An array of known sharding in a loop carry (a tuple or list of them too)."""
    if isinstance(value, ArrayVal):
        return True
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, ObjVal) and value.kind == "dict" and value.known_keys() is not None:
        value = tuple(value.attrs.values())   # a dict carry (an optimizer's state)
    elif vma.namedtuple_fields(value) is not None:
        value = tuple(value.attrs.values())   # a NamedTuple carry (`SamplerState(x, t)`)
    return isinstance(value, tuple) and depth < 3 and any(_holds_array_val(v, depth + 1) for v in value)


def _traced_carry(value: Any, depth: int = 0) -> Any:
    """A loop carry as the traced body sees it: its arrays of known sharding (their type), in the containers
    that hold them; every other leaf is a tracer of unknown value (a `0` step counter is no longer 0)."""
    if isinstance(value, ArrayVal):
        return value
    if depth < 3 and isinstance(value, tuple):
        return tuple(_traced_carry(v, depth + 1) for v in value)
    if depth < 3 and isinstance(value, ListVal):
        return ListVal(tuple(_traced_carry(v, depth + 1) for v in value.items))
    if depth < 3 and isinstance(value, ObjVal) and value.kind == "dict" and value.known_keys() is not None:
        # `{'m': m, 'v': v}`: a dict carry (an optimizer's state), a fresh one for the traced body
        return ObjVal("dict", None, {k: _traced_carry(v, depth + 1) for k, v in value.attrs.items()}, value.region)
    if depth < 3 and vma.namedtuple_fields(value) is not None:
        # a NamedTuple carry: a fresh instance of its class, field by field
        return ObjVal("instance", value.cls, {k: _traced_carry(v, depth + 1) for k, v in value.attrs.items()},
                      value.region, frozen=True)
    return UNKNOWN


def _shown_structs(value: Any, depth: int = 0) -> list:
    """The structs whose sharding printing `value` shows, in the order its repr shows them: the value itself, or
    the items of a tuple, list or dict display holding it."""
    if _holds_struct(value):
        return [value]
    if depth >= 3:
        return []
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        return [s for item in value for s in _shown_structs(item, depth + 1)]
    if isinstance(value, ObjVal) and value.kind == "dict" and not value.escaped:
        return [s for item in value.attrs.values() for s in _shown_structs(item, depth + 1)]
    return []


def _hashed_structs(value: Any) -> list:
    """The structs hashing `value` hashes: the value itself, or the items of a tuple holding it."""
    if _holds_struct(value):
        return [value]
    if isinstance(value, tuple):
        return [s for item in value for s in _hashed_structs(item)]
    return []


def _struct_value(args: list, kwargs: dict, node: ast.AST) -> Any:
    """jax.ShapeDtypeStruct(shape, dtype, sharding=P(...)) with a known shape the spec fits (a longer spec is
    refused by the constructor itself): a StructVal; anything else is unknown."""
    spec = kwargs.get("sharding")
    shape = args[0] if args else kwargs.get("shape", UNKNOWN)
    if spec is None and "sharding" not in kwargs and isinstance(node, ast.Call) and len(args) == 2 \
            and set(kwargs) <= {"weak_type"}:
        # `ShapeDtypeStruct((), jnp.int32)`: no sharding to resolve (a pytree leaf)
        return StructVal(None, node, _struct_shape(shape))
    if not isinstance(spec, PSpecVal) or not isinstance(node, ast.Call) or len(node.args) > 2:
        return UNKNOWN
    # (a shape read from an array, `x.shape`: its length is known, its sizes need not be)
    if not (isinstance(shape, tuple) and all(isinstance(n, int) or n is UNKNOWN or n is PY_INT for n in shape)):
        return UNKNOWN
    if not isinstance(spec.parts, tuple) or len(spec.parts) > len(shape):
        return UNKNOWN
    return StructVal(spec, node, _struct_shape(shape))


def _struct_shape(shape: Any) -> tuple | None:
    """A ShapeDtypeStruct's shape as its `.shape` gives it: known sizes, PY_INT for the others."""
    if isinstance(shape, int) and not isinstance(shape, bool):
        return (shape,)
    if not isinstance(shape, tuple) or not all(numeric_like(n) or n is UNKNOWN for n in shape):
        return None
    return tuple(n if isinstance(n, int) else PY_INT for n in shape)
_ABSENT = object()   # a name not bound in an environment
_NO_FOLD = object()  # a match statement whose case cannot be decided
_GLOBAL_DECL = re.compile(r"^[ \t]*global[ \t]+([\w \t,]+)", re.MULTILINE)


_MESH_WRAPPERS = frozenset({("kernel",), ("pjit",), ("pjit?",), ("pjit-named",), ("jax.sharding.auto_axes",),
                            ("jax.sharding.explicit_axes",)})
_PJIT_WRAPPERS = frozenset({"pjit", "pjit?", "pjit-named"})


def _bears_mesh(value: Any, depth: int = 0) -> bool:
    """Whether a value may give a function that reads it a mesh of its own: a mesh, a sharding, a context
    manager or a wrapped function that enters one, or an object, class, container or partial holding one."""
    if depth > 4:
        return False
    if isinstance(value, (MeshVal, NamedShardingVal, SetMeshResult, UseAbstractMeshCM, UserCM)):
        return True
    if isinstance(value, FuncVal):
        # shard_map, jit shardings, kernels, pjit and auto/explicit_axes carry a mesh (jit/grad/vmap do not)
        return any(isinstance(w, (ShardMapWrap, JitShardingsWrap)) or (isinstance(w, tuple) and w[:1] in _MESH_WRAPPERS)
                   for w in value.wrappers) or any(_bears_mesh(v, depth + 1) for v in value.bound_args)
    if isinstance(value, OneOf):
        return any(_bears_mesh(v, depth + 1) for v in value.options)
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        return any(_bears_mesh(v, depth + 1) for v in value)
    if isinstance(value, ObjVal):
        return any(_bears_mesh(v, depth + 1) for v in value.attrs.values())
    if isinstance(value, ClassVal):
        return any(_bears_mesh(v, depth + 1) for v in value.namespace.values())
    if isinstance(value, PartialVal):
        return _bears_mesh(value.func, depth + 1) or any(_bears_mesh(v, depth + 1) for v in value.args) or \
            any(_bears_mesh(v, depth + 1) for _, v in value.kwargs)
    return False


# values a copy is the same as (immutable, or copied by identity: functions, classes, meshes)
_COPIED_AS_IS = (str, int, float, bytes, type(None), AxisTypeVal, QualName, MeshVal, PSpecVal, NamedShardingVal,
                 FuncVal, ClassVal)
# methods by which a class takes over copying
_COPY_HOOKS = ("__copy__", "__deepcopy__", "__reduce__", "__reduce_ex__", "__getstate__", "__setstate__")


def _copied(value: Any, regions: tuple, deep: bool, depth: int = 0) -> Any:
    """`copy.copy(cfg)` / `copy.deepcopy(cfg)` of a config object (a dict, namespace, ConfigDict or plain instance
    of the file, not escaped): a new object with the same entries (copies of them too, when deep). None for
    anything else, and for a class that copies itself its own way."""
    if depth > 8:
        return None
    if isinstance(value, _COPIED_AS_IS) or value is UNKNOWN:
        return value if depth else None   # (the top-level call is modelled for objects only)
    if isinstance(value, ListVal) and depth:
        items = tuple(_copied(i, regions, deep, depth + 1) if deep else i for i in value.items)
        return None if any(i is None for i in items) else ListVal(items)
    if isinstance(value, tuple) and not isinstance(value, IterVal) and depth:
        items = tuple(_copied(i, regions, deep, depth + 1) if deep else i for i in value)
        return None if any(i is None for i in items) else items
    if not isinstance(value, ObjVal) or value.escaped:
        return None
    if value.kind == "instance":
        order = value.cls.mro() if isinstance(value.cls, ClassVal) else None
        if not order or any(not isinstance(c, ClassVal) for c in order) or _intercepts_reads(value.cls) \
                or any(hook in c.namespace for c in order for hook in _COPY_HOOKS):
            return None
    attrs = {}
    for key, item in value.attrs.items():
        attrs[key] = _copied(item, regions, deep, depth + 1) if deep else item
        if attrs[key] is None:
            return None
    return dataclasses.replace(value, attrs=attrs, region=regions)


# Library functions that change the objects they are given.
_MUTATING_BUILTINS = frozenset({"builtins.setattr", "builtins.delattr", "builtins.vars", "copy.copy",
                                "dataclasses.replace", "object.__setattr__",
                                # views that write through to the containers they are given
                                "collections.ChainMap", "argparse.ArgumentParser.parse_args"})
# Container methods called through their class (`dict.update(d, ...)`), and operator's in-place functions: they
# change the container they are given.
_CONTAINER_CLASSES = ("builtins.dict.", "builtins.list.", "builtins.set.", "collections.OrderedDict.",
                      "collections.defaultdict.", "collections.deque.")
_MUTATING_OPERATORS = frozenset({"operator.setitem", "operator.delitem", "operator.iadd", "operator.iconcat",
                                 "operator.ior", "operator.iand", "operator.isub"})
_READ_ONLY_CONTAINER_METHODS = frozenset({"get", "items", "keys", "values", "copy", "index", "count", "fromkeys"})


def _mutates_argument(name: str | None) -> bool:
    if name is None:
        return False
    if name in _MUTATING_OPERATORS:
        return True
    return name.startswith(_CONTAINER_CLASSES) and name.rsplit(".", 1)[-1] not in _READ_ONLY_CONTAINER_METHODS


# Values that are certainly not None (`x is None` folds to False for them).
_NEVER_NONE = (MeshVal, ObjVal, ClassVal, FuncVal, tuple, str, int, float, ListVal, PSpecVal, NamedShardingVal,
               AxisTypeVal, ArrayVal, _JaxArray, OfType, SetMeshResult, ExitStackVal, GenVal, frozenset)


def _spec_overlaps(args: list, kwargs: dict) -> bool:
    """Whether `P(*parts, reduced=..., unreduced=...)` certainly names an axis both in a partition and in
    reduced/unreduced (JAX refuses that when the spec is built)."""
    used: set = set()
    for part in args:
        names = as_str_tuple(part) if part is not None else ()
        if names:
            used.update(names)
    for key in ("reduced", "unreduced"):
        value = kwargs.get(key)
        names = value if isinstance(value, frozenset) else as_str_tuple(value) if value is not None else None
        if names and used & {n for n in names if isinstance(n, str)}:
            return True
    return False


def _sharding_refused(mesh: Any, spec: Any) -> bool:
    """Whether `NamedSharding(mesh, spec)` certainly raises when built: a mesh axis used by two dimensions of the
    spec, or an axis the mesh does not have."""
    if not isinstance(spec, PSpecVal):
        return False
    used: list[str] = []
    for part in spec.parts:
        if part is None:
            continue
        names = as_str_tuple(part)
        if names is None:
            return False   # a part we cannot read: the spec as a whole is uncertain
        used.extend(names)
    if len(used) != len(set(used)):
        return True
    if isinstance(mesh, MeshVal) and mesh.names and all(isinstance(n, str) for n in mesh.names):
        named = set(used) | set(spec.reduced or ()) | set(spec.unreduced or ())
        return any(isinstance(n, str) and n not in mesh.names for n in named)
    return False


def _names_missing_axis(mesh: MeshVal, spec: PSpecVal) -> bool:
    """Whether a spec certainly names an axis (in its entries, reduced or unreduced axes) the mesh lacks."""
    if not mesh.names or not all(isinstance(n, str) for n in mesh.names):
        return False
    named: set = set(spec.reduced or ()) | set(spec.unreduced or ())
    for part in spec.parts:
        if part is None:
            continue
        names = as_str_tuple(part)
        if names is not None:
            named.update(names)
    return any(isinstance(n, str) and n not in mesh.names for n in named)


def _has_unconstrained(value: Any, depth: int = 0) -> bool:
    """Whether a sharding pytree certainly holds a PartitionSpec with a P.UNCONSTRAINED entry."""
    if depth > 8:
        return False
    if isinstance(value, NamedShardingVal):
        value = value.spec   # (jit refuses a NamedSharding's UNCONSTRAINED entry too)
    if isinstance(value, PSpecVal):
        return any(isinstance(p, QualName) and p.name == _UNCONSTRAINED for p in value.parts)
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, ObjVal) and value.kind == "dict" and not value.escaped:
        value = tuple(value.attrs.values())   # a dict pytree: its leaves
    if isinstance(value, tuple):
        return any(_has_unconstrained(v, depth + 1) for v in value)
    return False


def _holds_bare_spec(value: Any) -> bool | None:
    """Whether a pjit sharding argument holds a bare PartitionSpec: True, False, or None (cannot tell)."""
    if value is None or isinstance(value, NamedShardingVal):
        return False
    if isinstance(value, PSpecVal):
        return True
    items = value.items if isinstance(value, ListVal) else value
    if isinstance(value, ObjVal) and value.kind == "dict" and not value.escaped:
        items = tuple(value.attrs.values())
    if isinstance(items, tuple):
        found = [_holds_bare_spec(v) for v in items]
        return True if any(f is True for f in found) else False if all(f is False for f in found) else None
    return None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and value is not UNKNOWN


def _unparsable_number(name: str, args: list, kwargs: dict) -> bool:
    """`int("eight")`, `float("n/a")`: a constant string the builtin refuses (ValueError)."""
    if name not in ("builtins.int", "builtins.float") or len(args) != 1 or kwargs or not isinstance(args[0], str) \
            or args[0] is UNKNOWN:
        return False
    try:
        (int if name == "builtins.int" else float)(args[0])
    except ValueError:
        return True
    return False


def _lacks_key(value: Any, key: str) -> bool:
    """A dict whose keys are all known (on every path) and `key` is not one of them: `value[key]` raises."""
    keys = value.known_keys() if isinstance(value, ObjVal) and value.kind == "dict" else None
    return keys is not None and key not in keys


def _subscript(value: Any, index: Any) -> Any:
    """`value[index]` for tuples, lists, strings, PartitionSpecs, rows of keys and config-like objects with known
    entries."""
    if isinstance(value, KeysVal) and value.count is not None:
        if isinstance(index, int) and not isinstance(index, bool):
            return ONE_KEY if -value.count <= index < value.count else UNKNOWN
        if isinstance(index, slice) and index.step != 0:
            return KeysVal(len(range(value.count)[index]))   # `keys[1:]`
        return UNKNOWN
    if isinstance(value, PSpecVal) and all(p is None or isinstance(p, (str, tuple)) for p in value.parts):
        # a PartitionSpec is the tuple of its entries (one read off an array may have more or fewer trailing
        # Nones than held: then no entry is certain to exist)
        if value.padding_unsure:
            return UNKNOWN
        value = tuple(value.parts)
    items = value.items if isinstance(value, ListVal) else value
    if isinstance(items, (tuple, str)):
        if isinstance(index, int) and not isinstance(index, bool):
            return items[index] if -len(items) <= index < len(items) else UNKNOWN
        if isinstance(index, slice) and (index.step is None or index.step != 0):
            part = items[index]
            return ListVal(part) if isinstance(value, ListVal) else part
        return UNKNOWN
    if isinstance(value, ObjVal) and (value.kind in ("dict", "configdict") and isinstance(index, str)
                                      or value.kind == "dict" and constant_key(index)):
        found = value.read(index)
        return UNKNOWN if found is MISSING else found
    if isinstance(value, InstanceDict) and isinstance(index, str):
        found = value.obj.read(index)   # `self.__dict__['_keys']`
        return UNKNOWN if found is MISSING else found
    if value == QualName("jax.sharding.AxisType") and index in AXIS_KINDS:
        return AxisTypeVal(index)   # `AxisType['Explicit']`: the enum member by name
    return UNKNOWN


def _is_constant(value: Any, depth: int = 0) -> bool:
    if isinstance(value, (int, str, float, bool, type(None), AxisTypeVal)):
        return True
    items = value.items if isinstance(value, ListVal) else value
    return isinstance(items, tuple) and depth < 3 and all(_is_constant(v, depth + 1) for v in items)


def _rank_of_argument(interp, call: ast.AST, index: int, caller_frame) -> int | None:
    """The rank of a call's argument when its shape is spelled out (`np.ones((16, 8))`, or a name bound to
    one, or to a device_put of one)."""
    if not isinstance(call, ast.Call) or index >= len(call.args) or any(isinstance(a, ast.Starred)
                                                                       for a in call.args):
        return None
    from .rules.migration.producers import _produced_expr, defining_call, literal_shape
    node = call.args[index]
    site = CallSite(call, SHARD_MAP_INPUTS, [], {}, interp.ctx, caller_frame, interp)
    rec = _produced_expr(site, node, caller_frame.func, unmeshed=True)
    if rec is None and isinstance(node, ast.Name):
        # a name bound once to a call the producers do not record (a device_put over an Auto mesh)
        node = defining_call(interp, node, caller_frame.func) or node
    shape = literal_shape(interp, rec.node if rec is not None else node, caller_frame)
    if shape is not None:
        return len(shape)
    return rec.ndim if rec is not None else None


def _argument_on_other_mesh(interp, call: ast.AST, frame, ctx) -> bool:
    """A traced call given an array known to be sharded over a mesh other than the context mesh (unless both
    are all-Auto, which JAX lets mix: core.check_avals_context_mesh)."""
    if not isinstance(call, ast.Call) or ctx.status != "mesh" or not isinstance(ctx.mesh, MeshVal) \
            or ctx.types is None:
        return False
    from .rules.migration.producers import placed_mesh

    def clashes(mesh) -> bool:
        if mesh.same_mesh(ctx.mesh) or (mesh.names == ctx.mesh.names and mesh.sizes == ctx.mesh.sizes
                                        and tuple(mesh.types) == tuple(ctx.types)):
            return False   # (JAX compares abstract meshes by value)
        return not (all(t == "Auto" for t in mesh.types) and all(t == "Auto" for t in ctx.types))

    for arg in call.args:
        mesh = None
        if isinstance(arg, ast.Name) and interp.placed_names:
            owner = frame.owner(arg.id)
            entry = interp.placed_names.get((id(owner), arg.id)) if owner is not None else None
            mesh = entry[1] if entry is not None and entry[0] is owner else None
        elif isinstance(arg, ast.Call):
            mesh = placed_mesh(interp, arg)
        if mesh is not None and clashes(mesh):
            return True
    return False


# Transforms that trace their function into a jaxpr before running anything (their body's trace errors come
# before any lowering); grad, vmap and custom_vjp run its primitives as they go.
_STAGING_WRAPPERS = frozenset({"jax.jit", "jax.checkpoint", "jax.remat", "jax.experimental.pjit.pjit"})


# Transforms whose result is a derivative of the function, not its value.
_DIFFERENTIATING = frozenset({"jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"})
_REVERSE_MODE = frozenset({"jax.grad", "jax.value_and_grad", "jax.jacrev", "jax.hessian"})


def _differentiated(wrapper: tuple, value: Any, args: list) -> Any:
    """What `jax.grad(f)(*args)` (or value_and_grad) returns, given what `f(*args)` returns: the gradient has the
    type of the argument(s) it is taken for; unknown for anything not modelled."""
    name = wrapper[1]
    if name not in ("jax.grad", "jax.value_and_grad") or len(wrapper) < 4:
        return UNKNOWN
    argnums, has_aux = wrapper[2], wrapper[3]
    if has_aux not in (True, False):
        return UNKNOWN
    if isinstance(argnums, int) and not isinstance(argnums, bool):
        grads = vma.cotangent(args[argnums]) if -len(args) <= argnums < len(args) else UNKNOWN
    elif isinstance(argnums, tuple) and all(isinstance(i, int) and -len(args) <= i < len(args) for i in argnums):
        grads = tuple(vma.cotangent(args[i]) for i in argnums)
    else:
        return UNKNOWN
    aux = UNKNOWN
    if has_aux:
        if not (isinstance(value, tuple) and len(value) == 2):
            return UNKNOWN
        value, aux = value
    if name == "jax.grad":
        return (grads, aux) if has_aux else grads
    return ((value, aux), grads) if has_aux else (value, grads)


def _specs_name_other_axes(wrap: ShardMapWrap, mesh: MeshVal) -> bool:
    """Some PartitionSpec of the shard_map's in_specs / out_specs certainly names an axis its mesh does not have
    (JAX: "... must refer to an axis marked as manual" / not in the mesh)."""
    names = set(mesh.names)
    for specs in (wrap.in_specs, wrap.out_specs):
        todo = [specs]
        while todo:
            value = todo.pop()
            if isinstance(value, ListVal):
                todo.extend(value.items)
            elif isinstance(value, tuple):
                todo.extend(value)
            elif isinstance(value, PSpecVal):
                named = vma.spec_axes(value)
                if named is not None and not named <= names:
                    return True
    return False


def _random_keys(name: str, args: list, kwargs: dict) -> Any:
    """`jax.random.key(seed)`: one key; `jax.random.split(key, n)` of one key: a row of n keys (num defaults
    to 2); `fold_in(key, data)`: one key. None for anything else (a batch of keys, an unknown count)."""
    if name in ("jax.random.key", "jax.random.PRNGKey") and len(args) == 1 and set(kwargs) <= {"impl"} \
            and not isinstance(args[0], (ArrayVal, _JaxArray, tuple, ListVal)):
        return ONE_KEY
    if name == "jax.random.split" and args and args[0] == ONE_KEY and len(args) <= 2 and set(kwargs) <= {"num"}:
        count = args[1] if len(args) > 1 else kwargs.get("num", 2)
        return KeysVal(count) if isinstance(count, int) and not isinstance(count, bool) and count >= 0 else None
    if name == "jax.random.fold_in" and len(args) == 2 and not kwargs and args[0] == ONE_KEY:
        return ONE_KEY
    return None


def _iteration_view(iterable: Any) -> Any:
    """What iterating a value gives, as a tuple where it is known: a dict's keys, a PartitionSpec's entries, a
    row of PRNG keys' keys."""
    if isinstance(iterable, KeysVal) and iterable.count is not None and iterable.count <= 64:
        return (ONE_KEY,) * iterable.count
    if isinstance(iterable, ObjVal) and iterable.kind in ("dict", "configdict") and iterable.known_keys() is not None:
        return iterable.known_keys()
    if isinstance(iterable, PSpecVal) and not iterable.padding_unsure:
        return tuple(iterable.parts)   # (P is a tuple of its entries; reduced/unreduced are not among them)
    if isinstance(iterable, ClassVal) and iterable.enum_members is not None:
        # `for strategy in Strategy`: the members in definition order, aliases left out
        unique: list = []
        for member in iterable.enum_members.values():
            if not any(m is member for m in unique):
                unique.append(member)
        return tuple(unique)
    return iterable


def _without_trailing_none(parts: tuple) -> tuple:
    while parts and parts[-1] is None:
        parts = parts[:-1]
    return parts


def _sharding_of(array: ArrayVal) -> Any:
    """`x.sharding` of an array whose sharding is certain: a NamedSharding of its mesh and spec (or the one
    device_put placed it with, as given)."""
    if array.placement_unknown and isinstance(array.placed, NamedShardingVal) and not array.host:
        return array.placed
    if array.host or not isinstance(array.mesh, MeshVal) or array.ndim is None or len(array.spec.parts) > array.ndim \
            or array.placement_unknown:
        return UNKNOWN
    parts = []
    for entry in array.spec.parts:
        if entry is None:
            parts.append(None)
        elif isinstance(entry, tuple) and entry and all(isinstance(a, str) for a in entry):
            parts.append(entry[0] if len(entry) == 1 and not array.spec.tuple_entries else entry)
        else:
            return UNKNOWN   # P.UNCONSTRAINED or anything not a plain entry
    # (over an all-Explicit mesh the analysis holds an op's output spec padded as jax does, and a spec it holds
    # shorter than the rank may be jax's as written or padded: `jnp.zeros(s, out_sharding=P('x'))`; over Auto
    # axes jax keeps an op's output spec as its input's, `P()` too, so the length is never certain there)
    all_explicit = array.mesh.types is not None and all(t == "Explicit" for t in array.mesh.types)
    spec = PSpecVal(tuple(parts), frozenset(array.spec.reduced) or None, frozenset(array.spec.unreduced) or None,
                    None, padding_unsure=len(parts) < array.ndim or not all_explicit)
    return NamedShardingVal(array.mesh, spec)


def _json_value(text: str, regions: tuple) -> Any:
    """What `json.loads(text)` gives, as values: dicts, lists, strings, numbers, booleans and None."""
    import json

    def convert(item: Any, depth: int) -> Any:
        if depth > 32:
            return UNKNOWN
        if isinstance(item, dict):
            return ObjVal("dict", None, {k: convert(v, depth + 1) for k, v in item.items()}, regions)
        if isinstance(item, list):
            return ListVal(tuple(convert(v, depth + 1) for v in item))
        return item

    try:
        return convert(json.loads(text), 0)
    except (ValueError, RecursionError):
        return UNKNOWN   # json.loads raises: not modelled


def _aval_sharding(array: ArrayVal) -> Any:
    """`jax.typeof(x).sharding` over an all-Explicit mesh: a NamedSharding of the abstract mesh whose spec has one
    entry per dimension, single axes written bare (`P('data', None)` for `device_put(x, P('data'))`). Over other
    axis types the type leaves Auto axes out: not modelled."""
    mesh = array.mesh
    if not isinstance(mesh, MeshVal) or mesh.types is None or any(t != "Explicit" for t in mesh.types) \
            or array.ndim is None or len(array.spec.parts) > array.ndim or array.spec.reduced or array.spec.unreduced:
        return UNKNOWN
    parts = []
    for entry in tuple(array.spec.parts) + (None,) * (array.ndim - len(array.spec.parts)):
        if entry is None:
            parts.append(None)
        elif isinstance(entry, tuple) and entry and all(isinstance(a, str) for a in entry):
            parts.append(entry[0] if len(entry) == 1 else entry)
        else:
            return UNKNOWN
    return NamedShardingVal(mesh.abstract(), PSpecVal(tuple(parts)))


def _transposed(array: ArrayVal) -> Any:
    """`x.T` / `jnp.transpose(x)`: the dimensions reversed, and with them the sharding's entries (JAX's transpose
    rule permutes the spec); unknown when the rank is."""
    spec = array.spec
    if array.ndim is None or len(spec.parts) > array.ndim:
        return UNKNOWN
    parts = tuple(spec.parts) + (None,) * (array.ndim - len(spec.parts))
    return ArrayVal(dataclasses.replace(spec, parts=tuple(reversed(parts))), array.mesh, array.types, array.node,
                    array.ndim, array.host, placement_unknown=array.placement_unknown)


def _contains_array(value: Any, depth: int = 0) -> bool:
    """An array of known sharding anywhere in a pytree of tuples, lists, dicts, instances and alternatives."""
    if isinstance(value, ArrayVal):
        return True
    if depth > 6:
        return False
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        return any(_contains_array(v, depth + 1) for v in value)
    if isinstance(value, OneOf):
        return any(_contains_array(v, depth + 1) for v in value.options)
    if isinstance(value, ObjVal) and not value.escaped:
        return any(_contains_array(v, depth + 1) for v in value.attrs.values())
    return False


def _rank0_on(ctx: Ctx, node: ast.AST) -> ArrayVal | None:
    """A rank-0 array replicated on the concrete mesh of `ctx` (the caller's, where a transformed function returns
    a Python number); None outside such a mesh of known axis types."""
    if ctx.status != "mesh" or ctx.shard_map is not None or ctx.kernel is not None or ctx.alternatives \
            or not isinstance(ctx.mesh, MeshVal) or ctx.types is None or ctx.mesh.problem is not None:
        return None
    return ArrayVal(Spec(()), ctx.mesh, tuple(ctx.types), node, 0, shape=())


def _transformed_outputs(value: Any, depth: int = 0, keep_types: bool = False, keep_explicit: bool = False,
                         scalars: ArrayVal | None = None) -> Any:
    """What a transformed function (jit, vmap, grad, shard_map...) called from outside gives for its Python
    result: the same pytree (tuples, lists, dicts, NamedTuples), every leaf a jax.Array of a sharding not known
    here (placed as out_shardings say): arrays of the body and Python numbers alike (jit returns `0.0` as an
    Array). None stays None; anything else is unknown. `keep_types`: each array keeps the sharding the body
    gave it (a jax.Array now, if it was a NumPy one). `keep_explicit`: only an array on a mesh whose axes are all
    Explicit keeps it (jax.jit with no out_shardings: an Explicit sharding is the output's type, while the
    compiler chooses where Auto axes go). `scalars`: what a Python number leaf becomes (a rank-0 array replicated
    on the context mesh, for the kept kinds), else a jax.Array of nothing known."""
    if value is None or value is JAX_ARRAY or isinstance(value, str):
        # (a str is no JAX type: one in the output of a program that ran is static data of a registered pytree
        # class, `Partitioned(value, names=("data", None))`, and comes out as it went in)
        return value
    if isinstance(value, ArrayVal) and (keep_types or (
            keep_explicit and value.mesh is not None and value.mesh.all_explicit and value.types is not None
            and all(t == "Explicit" for t in value.types))):
        return dataclasses.replace(value, host=False, placed=None)   # (where Auto axes go is the compiler's)
    if isinstance(value, (int, float)) and scalars is not None and (keep_types or keep_explicit):
        return scalars   # (a learning rate in a train state: a rank-0 array has no dimension to shard)
    if isinstance(value, (ArrayVal, int, float)):   # (bool is an int: a bool array)
        return JAX_ARRAY
    if depth > 6:
        return UNKNOWN

    def inner(item: Any) -> Any:
        return _transformed_outputs(item, depth + 1, keep_types, keep_explicit, scalars)

    if isinstance(value, tuple) and type(value) is tuple:
        return tuple(inner(v) for v in value)
    if isinstance(value, ListVal):
        return ListVal(tuple(inner(v) for v in value.items))
    if isinstance(value, OneOf):
        return join_values(*[inner(v) for v in value.options])
    if isinstance(value, ObjVal) and value.kind in ("dict", "instance") and not value.escaped:
        return dataclasses.replace(value, attrs={k: inner(v) for k, v in value.attrs.items()})
    return UNKNOWN


# wrappers that trace the body into the caller's computation as it is: outputs keep the types it gave them
_TYPE_PRESERVING = frozenset({("traced", "jax.checkpoint"), ("traced", "jax.remat"), ("traced", "jax.named_call")})
_NUMBER_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
# math functions of numbers whose values are not known: a float (or an int), no less a number
_FLOAT_MATH = frozenset({"math.sqrt", "math.log", "math.log2", "math.log10", "math.exp", "math.pow", "builtins.float"})
_INT_MATH = frozenset({"math.floor", "math.ceil", "builtins.int", "builtins.round"})
# NumPy's math on Python numbers gives a NumPy scalar: a number to arithmetic with an array (`w / np.sqrt(d)`)
_NUMPY_SCALAR_MATH = frozenset({"np.sqrt", "np.log", "np.log2", "np.log10", "np.exp", "np.power",
                                "np.float32", "np.float64", "np.float16"})
_TYPED_GRADIENTS = frozenset({("traced", "jax.grad"), ("traced", "jax.value_and_grad")})


def _spec_leaves(specs: Any) -> list | None:
    """The PartitionSpecs of an out_specs / in_specs tree (a spec, or tuples, lists and dicts of them)."""
    flat = pytrees.flatten(specs)
    if flat is None or "?" in repr(flat[2]) or not all(isinstance(s, PSpecVal) for s in flat[0]):
        return None
    return flat[0]


def _abstract_tree(value: Any, node: ast.AST) -> Any:
    """What `jax.eval_shape(f, ...)` gives for f's output `value`: the same pytree with a ShapeDtypeStruct of no
    sharding for each array or number leaf (`abstract["model/embedding"]`); unknown where the structure or a leaf
    is not known."""
    flat = pytrees.flatten(value)
    if flat is None or "?" in repr(flat[2]):
        return UNKNOWN
    leaves = []
    for leaf in flat[0]:
        if isinstance(leaf, ArrayVal) and leaf.ndim is not None:
            leaves.append(StructVal(None, node, shape_of(leaf) or (PY_INT,) * leaf.ndim))
        elif numeric_like(leaf) or isinstance(leaf, bool):
            leaves.append(StructVal(None, node, ()))
        elif leaf is JAX_ARRAY or isinstance(leaf, (ArrayVal, Varying)):
            leaves.append(StructVal(None, node))
        else:
            leaves.append(UNKNOWN)
    return flat[1](leaves)


def _typed_by_spec_tree(spec: Any, arg: Any, manual: frozenset | None) -> Any:
    """An argument typed leaf by leaf by a tree of in_specs of its very structure (a leaf spec over a subtree is
    not followed): each leaf varies over exactly its spec's axes. None when not known."""
    specs, args = pytrees.flatten(spec), pytrees.flatten(arg)
    if specs is None or args is None or specs[2] != args[2] or "?" in repr(args[2]) \
            or not all(isinstance(s, PSpecVal) for s in specs[0]):
        return None
    leaves = []
    for s, leaf in zip(specs[0], args[0]):
        named = vma.spec_axes(s)
        if named is None or (manual is not None and not named <= manual):
            return None
        leaves.append(Varying(frozenset(named), leaf.ndim if isinstance(leaf, ArrayVal) else None, True))
    return args[1](leaves)


def _keeps_sizes(wrapper: Any) -> bool:
    """A transform that hands the function its arguments at their own sizes (jit, checkpoint, grad...), not blocks,
    refs or slices of them (shard_map, a Pallas kernel, vmap, pmap)."""
    return isinstance(wrapper, tuple) and bool(wrapper) and (
        wrapper[0] in _PJIT_WRAPPERS or wrapper in _TYPE_PRESERVING or wrapper[0] in (
            "jax.sharding.auto_axes", "jax.sharding.explicit_axes")
        or (wrapper[0] == "traced" and len(wrapper) > 1 and wrapper[1] in (
            "jax.jit", "jax.grad", "jax.value_and_grad", "jax.custom_vjp", "jax.custom_jvp")))


def _without_sizes(value: Any, depth: int = 0) -> Any:
    """The value with the sizes its arrays carry (ArrayVal.shape) forgotten, in it and in the pytree around them."""
    if isinstance(value, ArrayVal):
        return dataclasses.replace(value, shape=None) if value.shape is not None else value
    if depth > 6:
        return value
    if type(value) is tuple:
        return tuple(_without_sizes(v, depth + 1) for v in value)
    if isinstance(value, OneOf):
        return join_values(*[_without_sizes(v, depth + 1) for v in value.options])
    if isinstance(value, ObjVal) and value.kind in ("dict", "instance", "namespace") and not value.escaped \
            and any(isinstance(v, (ArrayVal, tuple, ObjVal)) for v in value.attrs.values()):
        return dataclasses.replace(value, attrs={k: _without_sizes(v, depth + 1) for k, v in value.attrs.items()})
    return value


def _traced_host(value: Any) -> Any:
    """A NumPy host array passed into a trace: the tracer JAX makes of it (no longer host)."""
    if isinstance(value, ArrayVal) and value.host:
        return dataclasses.replace(value, host=False)
    return value


def _outputs_are_arrays(wrappers: tuple) -> bool:
    """Some wrapper is a transform whose outputs are jax.Arrays whatever the body returned (jit, pjit, vmap,
    grad..., shard_map): not custom_vjp / custom_jvp alone, which called eagerly give what the body returns."""
    for w in wrappers:
        if isinstance(w, (ShardMapWrap, JitShardingsWrap)):
            return True
        if isinstance(w, tuple) and w and (
                (w[0] == "traced" and len(w) > 1 and w[1] not in ("jax.custom_vjp", "jax.custom_jvp"))
                or w[0] in ("pjit", "pjit-named", "pjit?", "jax.sharding.auto_axes", "jax.sharding.explicit_axes")):
            return True
    return False


def _without_arrays(value: Any, depth: int = 0) -> Any:
    """The value with arrays of known sharding made unknown, in it and in the pytree around them (tuples, lists,
    dicts, NamedTuples and other instances): what a wrapped function returns is a new pytree whose arrays are
    placed anew, not as they were inside."""
    if isinstance(value, ArrayVal):
        return UNKNOWN
    if depth > 6:
        return UNKNOWN if _contains_array(value) else value
    if isinstance(value, tuple) and any(_contains_array(v) for v in value):
        return tuple(_without_arrays(v, depth + 1) for v in value)
    if isinstance(value, ListVal) and any(_contains_array(v) for v in value.items):
        return ListVal(tuple(_without_arrays(v, depth + 1) for v in value.items))
    if isinstance(value, OneOf) and any(_contains_array(v) for v in value.options):
        return join_values(*[_without_arrays(v, depth + 1) for v in value.options])
    if isinstance(value, ObjVal) and not value.escaped and any(_contains_array(v) for v in value.attrs.values()):
        return dataclasses.replace(value, attrs={k: _without_arrays(v, depth + 1) for k, v in value.attrs.items()})
    return value


def _lowers_when_called(wrapper: Any) -> bool:
    """jax.jit / pjit: called outside a trace, the function is traced and then lowered and compiled."""
    return isinstance(wrapper, tuple) and len(wrapper) > 1 and (
        wrapper[:2] == ("traced", "jax.jit") or wrapper[0] in _PJIT_WRAPPERS)


def _stages_body(wrapper: Any) -> bool:
    return isinstance(wrapper, ShardMapWrap) or (isinstance(wrapper, tuple) and len(wrapper) > 1 and (
        wrapper[0] in _PJIT_WRAPPERS or (wrapper[0] == "traced" and wrapper[1] in _STAGING_WRAPPERS)))


def _hands_on_arguments(wrappers) -> bool:
    """Transforms that trace the function with the arguments as they were given (jax.jit, grad and value_and_grad
    for the forward pass, checkpoint): a shard_map inside types them as called."""
    return all(isinstance(w, tuple) and (w[:2] in (("traced", "jax.jit"), ("traced", "jax.grad"),
                                                    ("traced", "jax.value_and_grad")) or w in _TYPE_PRESERVING)
               for w in wrappers)


def _only_jit(wrappers) -> bool:
    """Wrappers that hand the arguments on unchanged (jax.jit): a shard_map inside sees them as called."""
    return all(isinstance(w, tuple) and w[:2] == ("traced", "jax.jit") for w in wrappers)


def _array_result(left: Any, right: Any) -> Any:
    """Arithmetic or a comparison of a jax.Array with a number or another array (a NumPy one too, which defers to
    jax by its __array_priority__): a jax.Array. UNKNOWN for anything else: a value not known may be an object
    whose `__rmul__` answers (`x * scale`), a known one of another kind may define the operator (`"%s" % x`)."""
    operands = (left, right)
    if not any(is_jax_array(v) for v in operands):
        return UNKNOWN
    if all(is_jax_array(v) or isinstance(v, ArrayVal) or (isinstance(v, (int, float)) and not isinstance(v, bool))
           for v in operands):
        return JAX_ARRAY
    return UNKNOWN


def _is_parameter_of(func: ast.AST, name: str) -> bool:
    args = getattr(func, "args", None)
    if args is None:
        return False
    every = args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]
    return any(a.arg == name for a in every)


def _reference(node: ast.AST) -> bool:
    """A name, or an attribute chain / constant subscript of one (`cfg.mesh.axes`, `CONFIG["mode"]`)."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Constant):
            return False
        node = node.value
    return isinstance(node, ast.Name)


# builtins whose answer is the program's own namespace
_NAMESPACE_READS = frozenset({"builtins.globals", "builtins.locals", "builtins.vars", "builtins.dir"})


def _holds_array(value: Any) -> bool:
    """Some value that may be here is an array (a jax.Array, a NumPy one, a traced one)."""
    return any(o is JAX_ARRAY or isinstance(o, (ArrayVal, Varying)) for o in alternatives(value))


def _host_result(made: Any, *operands: Any) -> Any:
    """What an operator, index or method of NumPy host arrays (and numbers) gives: a NumPy array again, whose
    sharding facts the op's rule computed (host; a 0-d one is a NumPy scalar, see _isinstance_known), else
    UNKNOWN. Unchanged when some operand is a jax.Array (NumPy defers to it)."""
    arrays = [o for o in operands if isinstance(o, ArrayVal) or o is JAX_ARRAY]
    if not arrays or not all(isinstance(a, ArrayVal) and a.host for a in arrays):
        return made
    if isinstance(made, ArrayVal):
        return dataclasses.replace(made, host=True)
    return UNKNOWN


def _is_array(value: Any) -> bool:
    """A tracked array of a shard_map body (or one of several values, one of which is)."""
    return isinstance(value, Varying) or (isinstance(value, OneOf) and any(isinstance(o, Varying)
                                                                          for o in value.options))


def _constant_args(args: list, kwargs: dict) -> bool:
    """A recursive call whose arguments are all known data (`build(n - 1)`, `_merge(out[k], v)` of two config
    dicts, `reshard_tree(v)` of a subtree of arrays) is followed, down to the call depth limit: each level
    works on a known part of the data, so what it computes is known too."""
    return bool(args or kwargs) and all(_known_data(v) for v in list(args) + list(kwargs.values()))


def _known_data(value: Any, depth: int = 0) -> bool:
    """A constant, an array, a spec, sharding or mesh, a library name (`jnp.float32` in a config), or a tuple,
    list, dict or object holding only those."""
    if _is_constant(value) or value is JAX_ARRAY or isinstance(value, (ArrayVal, PSpecVal, NamedShardingVal,
                                                                        MeshVal, QualName, DtypeVal)):
        return True
    if depth >= 4:
        return False
    if isinstance(value, (tuple, ListVal)):
        return all(_known_data(v, depth + 1) for v in (value.items if isinstance(value, ListVal) else value))
    return isinstance(value, ObjVal) and value.kind in ("dict", "instance", "namespace") and not value.escaped \
        and not value.keys_unsure and all(_known_data(v, depth + 1) for v in value.attrs.values())


def _stored_names(body: list[ast.stmt]) -> set[str]:
    names: set[str] = set()
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                names.add(node.id)
    return names


def _followable_callback(func: Any) -> bool:
    """A function a library call (sorted's key=, functools.reduce) calls that the analysis can run as Python would:
    a plain function of the program, or a builtin / operator function."""
    return (isinstance(func, FuncVal) and not func.wrappers) or (
        isinstance(func, QualName) and func.name.startswith(("builtins.", "operator.")))


def _holds_value(container: Any, wanted: Any, depth: int = 0) -> bool:
    """`wanted` (by identity) is `container` or inside it (tuples, lists, dicts and objects, a few levels)."""
    if container is wanted:
        return True
    if depth > 3:
        return False
    items = container.items if isinstance(container, ListVal) else container if isinstance(container, tuple) \
        else tuple(container.attrs.values()) if isinstance(container, ObjVal) else \
        container.options if isinstance(container, OneOf) else ()
    return any(_holds_value(item, wanted, depth + 1) for item in items)


def _made_here(expr: ast.AST) -> ast.Call | None:
    """The call that makes the object the expression evaluates to, when nothing else holds it: the expression
    itself, or what `iter(...)` hands on (`iter(make())` returns the generator `make()` made)."""
    while isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "iter" \
            and len(expr.args) == 1 and not expr.keywords:
        expr = expr.args[0]
    return expr if isinstance(expr, ast.Call) else None


def _scatter_keeps_sharding(at: "AtIndexer", args: tuple, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """`buf.at[:, i].set(tokens)` with no out_sharding=: the operand's sharding, where jax's scatter rule
    (slicing._scatter_spec_computation) certainly resolves it so: every dimension picked by a number (a Python
    int or a 0-d array: one position) is unsharded in the operand, the others are whole slices, and the update is
    a number or an array sharded like the operand on the dimensions it covers, or not at all (checked under jax
    0.10.2: a picked sharded dimension or a partial slice is its ShardingTypeError). None for anything else."""
    base = at.base
    parts = None
    if isinstance(base, ArrayVal) and not base.host and base.ndim is not None and isinstance(base.spec, Spec) \
            and not base.spec.reduced and not base.spec.unreduced and U not in base.spec.parts \
            and len(base.spec.parts) <= base.ndim:
        parts = tuple(base.spec.parts) + (None,) * (base.ndim - len(base.spec.parts))
    mesh = base.mesh if isinstance(base, ArrayVal) else None
    names = getattr(mesh, "names", None)
    if parts is not None and any(
            names is None or base.types is None or len(base.types) != len(names) or axis not in names
            or base.types[names.index(axis)] != "Explicit"
            for p in parts if p is not None for axis in (p if isinstance(p, tuple) else (p,))):
        return None   # (over an Auto axis the layout is XLA's choice)
    index = at.index if isinstance(at.index, tuple) else (at.index,)
    if parts is None or not parts or len(args) != 1 or set(kwargs) - {"mode", "indices_are_sorted",
                                                                    "unique_indices"} \
            or not index or len(index) > len(parts):
        return None
    kept = []   # the operand's entries on the dimensions the update covers
    for i, entry in enumerate(index + (slice(None),) * (len(parts) - len(index))):
        if entry == slice(None):
            kept.append(parts[i])
        elif (isinstance(entry, int) and not isinstance(entry, bool)) or entry is PY_INT or (
                isinstance(entry, ArrayVal) and entry.ndim == 0):
            if parts[i] is not None:
                return None
        else:
            return None
    update = args[0]
    if isinstance(update, ArrayVal):
        if update.ndim is None or update.ndim > len(kept) or not isinstance(update.spec, Spec) \
                or update.spec.reduced or update.spec.unreduced or U in update.spec.parts:
            return None
        have = tuple(update.spec.parts) + (None,) * (update.ndim - len(update.spec.parts))
        if any(h is not None for h in have) and have != tuple(kept[len(kept) - update.ndim:]):
            return None
    elif not numeric_like(update):
        return None
    return ArrayVal(base.spec, base.mesh, base.types, node, base.ndim, shape=base.shape,
                    placement_unknown=base.placement_unknown)


def _closes_cleanly(func: ast.AST) -> bool:
    """A generator function whose close() runs nothing but the exits of its `with` blocks, each a jax context
    manager (no try / finally, no context manager of the program's, no mesh set outside a `with`)."""
    for node in ast.walk(func):
        if isinstance(node, (ast.Try, getattr(ast, "TryStar", ast.Try))):
            return False
        if isinstance(node, (ast.With, ast.AsyncWith)) and not all(
                isinstance(item.context_expr, ast.Call)
                and astwalk.callee_name(item.context_expr) in _JAX_CONTEXT_MANAGERS for item in node.items):
            return False
    return not astwalk.calls_any(func, astwalk.MESH_SETTERS, outside_with=True)


_JAX_CONTEXT_MANAGERS = frozenset({"set_mesh", "use_mesh", "use_abstract_mesh"})


def _mutates_mesh(func: ast.AST) -> bool:
    return astwalk.calls_any(func, astwalk.MESH_SETTERS)


_MESH_CLASSES = {"jax.sharding.Mesh": ("Mesh",), "jax.sharding.AbstractMesh": ("AbstractMesh",),
                  "jax.sharding.NamedSharding": (), "jax.sharding.PartitionSpec": ()}


_BUILTIN_TYPES = {"builtins.list": ListVal, "builtins.tuple": tuple, "builtins.str": str,
                  "builtins.int": int, "builtins.float": float, "builtins.bool": bool,
                  "builtins.NoneType": type(None)}


# what `isinstance(x, C)` is true for when x is a jax array (jax.Array is jax.numpy.ndarray's class)
_JAX_ARRAY_CLASSES = frozenset({"jax.Array", "jax.numpy.ndarray", "jnp.ndarray", "jax._src.basearray.Array"})
_NUMPY_ARRAY_CLASSES = frozenset({"numpy.ndarray", "np.ndarray"})
_NOT_JAX_ARRAY_CLASSES = frozenset({"numpy.ndarray", "numpy.generic", "np.ndarray", "np.generic", "builtins.dict",
                                    "builtins.set", "builtins.complex", "builtins.bytes"})


_SET_COMPARISONS = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
                    ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b}
_TRACER_CLASSES = frozenset({"jax.core.Tracer", "jax._src.core.Tracer"})
# (AxisType is a plain Enum: no str, int or other Python constant is one of its members)
_JAX_SHARDING = QualName("jax.sharding")
_USE_MESH_REMOVED_IN = (0, 7, 1)
_NEVER_PYTHON_VALUES = _JAX_ARRAY_CLASSES | _NOT_JAX_ARRAY_CLASSES | _TRACER_CLASSES | {"jax.sharding.AxisType"}
_SHARDING_CLASSES = {PSpecVal: "jax.sharding.PartitionSpec", NamedShardingVal: "jax.sharding.NamedSharding"}


# BaseMesh's properties that read the axis types (jax/_src/mesh.py): guards like `if mesh.are_all_axes_explicit:`
_MESH_TYPE_PROPERTIES = frozenset({
    "are_all_axes_explicit", "are_all_axes_auto", "are_all_axes_manual", "_any_axis_explicit", "_any_axis_auto",
    "_any_axis_manual", "explicit_axes", "auto_axes", "manual_axes", "_name_to_type"})


def _mesh_type_property(mesh: MeshVal, attr: str) -> Any:
    """The value of one of _MESH_TYPE_PROPERTIES as jax computes it (an empty mesh is neither all nor any
    type), when the mesh's names and axis types are known."""
    types, names = mesh.types, mesh.names
    if not isinstance(types, tuple) or not isinstance(names, tuple) or len(types) != len(names) \
            or not all(t in ("Auto", "Explicit", "Manual") for t in types) \
            or not all(isinstance(n, str) for n in names):
        return UNKNOWN
    kind = attr.rsplit("_", 1)[1].capitalize() if attr.startswith(("are_all", "_any")) \
        else attr.split("_")[0].capitalize()
    if attr.startswith("are_all"):
        return bool(types) and all(t == kind for t in types)
    if attr.startswith("_any"):
        return any(t == kind for t in types)
    if attr == "_name_to_type":
        return ObjVal("dict", None, {n: AxisTypeVal(t) for n, t in zip(names, types)}, ())
    return tuple(n for n, t in zip(names, types) if t == kind)


_SHARDING_READS = frozenset({"sharding", "spec", "axis_types"}) | _MESH_TYPE_PROPERTIES
_SHARDING_READERS = frozenset({"typeof", "get_abstract_mesh", "get_mesh"})


_READS_SHARDING: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # expression -> answer


def _reads_sharding(test: ast.AST) -> bool:
    """Whether a branch condition reads a sharding, a spec or a mesh's axes (attributes or jax.typeof)."""
    hit = _READS_SHARDING.get(test)
    if hit is None:
        hit = _READS_SHARDING[test] = _reads_sharding_now(test)
    return hit


def _reads_sharding_now(test: ast.AST) -> bool:
    for node in ast.walk(test):
        if isinstance(node, ast.Attribute) and node.attr in _SHARDING_READS:
            return True
        if isinstance(node, ast.Call) and astwalk.callee_name(node) in _SHARDING_READERS:
            return True
    return False


_ASSIGNMENTS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # scope -> its plain assignments


_TEST_READS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # test -> answer (its scope is fixed)


def _test_reads_sharding(test: ast.AST, scope: ast.AST) -> bool:
    """The test reads a sharding, or a name assigned from one before it (one step), answered once per test."""
    hit = _TEST_READS.get(test)
    if hit is None:
        hit = _TEST_READS[test] = _reads_sharding(test) or any(_reads_sharding(v)
                                                               for v in _values_feeding(test, scope))
    return hit


def _values_feeding(test: ast.AST, scope: ast.AST) -> list[ast.AST]:
    """The right-hand sides of the plain assignments before the test to the names it reads (one step)."""
    names = {n.id for n in ast.walk(test) if isinstance(n, ast.Name)}
    if not names:
        return []
    line = getattr(test, "lineno", 0)
    index = _assignment_index(scope)
    return [value for name in names for at, value in index.get(name, ()) if at < line]


_ASSIGNMENT_INDEX: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # scope -> {name: [(line, value)]}


def _assignment_index(scope: ast.AST) -> dict:
    index = _ASSIGNMENT_INDEX.get(scope)
    if index is None:
        index = {}
        for a in astwalk.walk(scope):
            if isinstance(a, (ast.Assign, ast.AnnAssign)) and a.value is not None:
                for t in (a.targets if isinstance(a, ast.Assign) else [a.target]):
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            index.setdefault(n.id, []).append((getattr(a, "lineno", 0), a.value))
        _ASSIGNMENT_INDEX[scope] = index
    return index


def _meshes_equal(a: Any, b: Any) -> bool | None:
    """`mesh == other` as jax compares meshes: surely different when the kinds, names, sizes or axis types known on
    both sides differ; surely equal only for two empty meshes of one kind (`get_abstract_mesh() ==
    AbstractMesh((), ())`); else unknown (a concrete mesh compares its devices too)."""
    if not isinstance(a, MeshVal) or not isinstance(b, MeshVal):
        return None
    if a.kind != b.kind:
        return False
    if isinstance(a.names, tuple) and isinstance(b.names, tuple):
        if a.names != b.names:
            return False
        if not a.names:
            return True
    if a.sizes is not None and b.sizes is not None and None not in a.sizes and None not in b.sizes \
            and tuple(a.sizes) != tuple(b.sizes):
        return False
    if a.types is not None and b.types is not None and tuple(a.types) != tuple(b.types):
        return False
    return None


def _reads_context_mesh(test: ast.AST) -> bool:
    """A branch condition that calls jax.sharding.get_abstract_mesh() / get_mesh() (reads the context mesh)."""
    return astwalk.calls_any(test, _CONTEXT_READERS)


_CONTEXT_READERS = frozenset({"get_abstract_mesh", "get_mesh"})


def _names_feeding(test: ast.AST, scope: ast.AST, rounds: int = 3) -> list[str]:
    """The names a test reads, and those the plain assignments of its scope before it computed them from (a
    superset: every such assignment counts, whichever path it is on)."""
    names = list(dict.fromkeys(n.id for n in ast.walk(test) if isinstance(n, ast.Name)))
    line = getattr(test, "lineno", 0)
    every = _ASSIGNMENTS.get(scope)
    if every is None:
        every = _ASSIGNMENTS[scope] = [a for a in astwalk.walk(scope) if isinstance(a, (ast.Assign, ast.AnnAssign))
                                       and a.value is not None]
    assigns = [a for a in every if getattr(a, "lineno", 0) < line]
    for _ in range(rounds):
        grown = False
        for a in assigns:
            targets = a.targets if isinstance(a, ast.Assign) else [a.target]
            bound = {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            if bound & set(names):
                for n in ast.walk(a.value):
                    if isinstance(n, ast.Name) and n.id not in names:
                        names.append(n.id)
                        grown = True
        if not grown:
            break
    return names


def _class_of(value: Any) -> Any:
    """`type(value)` for the library values we know the class of, and for an instance of a class of the file."""
    if isinstance(value, ObjVal) and value.kind == "instance" and isinstance(value.cls, ClassVal):
        return value.cls
    if isinstance(value, MeshVal):
        return QualName("jax.sharding.Mesh" if value.kind == "Mesh" else "jax.sharding.AbstractMesh")
    name = _SHARDING_CLASSES.get(type(value))
    return QualName(name) if name else None


def _explicit_super(cls: Any, this: Any) -> Any:
    """`super(Cls, self)`: the members after Cls in the instance's MRO (as `super()` inside Cls' methods)."""
    if not isinstance(cls, ClassVal) or not isinstance(this, ObjVal) or this.kind != "instance" or this.escaped \
            or not isinstance(this.cls, ClassVal):
        return UNKNOWN
    return SuperVal(this, cls) if any(c is cls for c in this.cls.mro() or ()) else UNKNOWN


def _is_tracer(value: Any, classes: Any, tracing: bool) -> bool | None:
    """`isinstance(x, jax.core.Tracer)` for an array: a NumPy array never is one, a jax.Array is one only while
    something traces (outside any transform it is concrete), a shard_map body's value always is."""
    options = classes if isinstance(classes, tuple) else (classes,)
    if not options or not all(isinstance(o, QualName) and o.name in _TRACER_CLASSES for o in options):
        return None
    answers = set()
    for option in alternatives(value):
        if isinstance(option, Varying):
            answers.add(True)
        elif (isinstance(option, ArrayVal) and option.host) or isinstance(option, OfType):
            answers.add(False)
        elif (option is JAX_ARRAY or isinstance(option, ArrayVal)) and not tracing:
            answers.add(False)
        else:
            return None
    return answers.pop() if len(answers) == 1 else None


def _isinstance_known(value: Any, classes: Any) -> bool | None:
    """`isinstance(mesh, Mesh)` / `isinstance(m, (Mesh, AbstractMesh))` for a mesh whose kind is known,
    `isinstance(spec, P)` / `NamedSharding`, `isinstance(t, AxisType)`, and `isinstance(x, list)` (str, int,
    tuple...) for a known constant."""
    options = classes if isinstance(classes, tuple) else (classes,)
    if isinstance(value, PathKeyVal):
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n in _PATH_KEY_CLASSES or n in _BUILTIN_TYPES for n in names):
            return None
        return any(_PATH_KEY_CLASSES.get(n) == value.kind for n in names)
    if isinstance(value, OneOf) and all(o is JAX_ARRAY or isinstance(o, (ArrayVal, OfType, Varying))
                                        for o in value.options):
        # several arrays or numbers: known where every one of them answers the same
        answers = {_isinstance_known(o, classes) for o in value.options}
        return answers.pop() if len(answers) == 1 else None
    if isinstance(value, OfType):
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n in _JAX_ARRAY_CLASSES or n in _NOT_JAX_ARRAY_CLASSES or n in _MESH_CLASSES
                                    or n in _BUILTIN_TYPES or n in _TRACER_CLASSES for n in names):
            return None
        if value is HOST_ARRAY:
            return any(n in _NUMPY_ARRAY_CLASSES for n in names)
        if any(n in ("builtins.int", "builtins.float", "builtins.bool", "builtins.complex") for n in names):
            return None   # which kind of number `.item()` gives depends on the dtype
        return False
    if isinstance(value, AxisTypeVal):
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n == "jax.sharding.AxisType" or n in _MESH_CLASSES or n in _BUILTIN_TYPES
                                    for n in names):
            return None
        return "jax.sharding.AxisType" in names
    if isinstance(value, StageVal):
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n in _JAX_ARRAY_CLASSES or n in _NOT_JAX_ARRAY_CLASSES or n in _MESH_CLASSES
                                    or n in _BUILTIN_TYPES for n in names):
            return None
        return False
    if isinstance(value, (ArrayVal, _JaxArray, Varying)):
        # made by device_put / reshard / a jnp function / a jitted function, or a shard_map body's tracer: a
        # jax.Array, never a NumPy array, a mesh, a spec or a Python container
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n in _JAX_ARRAY_CLASSES or n in _NOT_JAX_ARRAY_CLASSES or n in _MESH_CLASSES
                                    or n in _BUILTIN_TYPES for n in names):
            return None
        host = isinstance(value, ArrayVal) and value.host
        if host and not value.ndim:
            # a 0-d NumPy result is a NumPy scalar: no ndarray, no jax.Array; whether it is a float (np.float64
            # is one, np.float32 is not) or an np.generic depends on its dtype
            if any(n in _BUILTIN_TYPES or n in ("numpy.generic", "np.generic") for n in names):
                return None
            return False
        return any(n in (_NUMPY_ARRAY_CLASSES if host else _JAX_ARRAY_CLASSES) for n in names)
    if isinstance(value, (PSpecVal, NamedShardingVal)):
        # (a spec or sharding is no array: `is_leaf=lambda x: isinstance(x, jax.Array)` leaves it a leaf)
        names = [o.name if isinstance(o, QualName) else None for o in options]
        if None in names or not all(n in _MESH_CLASSES or n in _BUILTIN_TYPES or n in _JAX_ARRAY_CLASSES
                                    or n in _NOT_JAX_ARRAY_CLASSES for n in names):
            return None
        return _SHARDING_CLASSES[type(value)] in names
    names = [o.name if isinstance(o, QualName) else None for o in options]
    # classes of ours whose instances are only what calling them makes (no Protocol, ABC, hook, metaclass)
    ours = bool(options) and all(isinstance(o, ClassVal) and _no_instance_hooks(o) for o in options)
    if isinstance(value, ObjVal) and value.kind == "instance" and isinstance(value.cls, ClassVal) and ours:
        # `isinstance(box, Partitioned)`: an instance of a class of ours is one of the classes along its bases
        return _derives_from(value.cls, options)
    if isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None and not ours:
        # a plain dict (a pytree node): a dict, never a list, tuple, array, mesh or spec
        if None in names or not all(n in _BUILTIN_TYPES or n in _NEVER_PYTHON_VALUES or n in _MESH_CLASSES
                                    for n in names):
            return None
        return "builtins.dict" in names
    if (value is None or isinstance(value, (ListVal, tuple, str, int, float))) and None not in names \
            and any(n in _MESH_CLASSES for n in names) \
            and all(n in _BUILTIN_TYPES or n in _NEVER_PYTHON_VALUES or n in _MESH_CLASSES for n in names):
        # (a Python tuple, list, string or number is no mesh, sharding or PartitionSpec: P is no tuple)
        kinds = tuple(_BUILTIN_TYPES[n] for n in names if n in _BUILTIN_TYPES)
        return isinstance(value, kinds) if kinds else False
    if (value is None or value is JAX_ARRAY or isinstance(value, (ListVal, tuple, str, int, float, ArrayVal))
            or (isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None)) and ours:
        # `isinstance("hybrid", Parallelism)`: a Python constant, a plain dict or an array is no instance of a
        # class of ours
        return False
    if not isinstance(value, MeshVal):
        if value is UNKNOWN or isinstance(value, OneOf) or not (value is None or isinstance(value, (
                ListVal, tuple, str, int, float))) \
                or not all(isinstance(o, QualName) and (o.name in _BUILTIN_TYPES or o.name in _NEVER_PYTHON_VALUES)
                           for o in options):
            return None
        # (a Python tuple, list, string or number is no array, NumPy scalar, dict or set)
        kinds = tuple(_BUILTIN_TYPES[o.name] for o in options if o.name in _BUILTIN_TYPES)
        if isinstance(value, bool):
            return bool in kinds or int in kinds
        return isinstance(value, kinds)
    options = classes if isinstance(classes, tuple) else (classes,)
    kinds: list[str] = []
    for option in options:
        if not (isinstance(option, QualName) and option.name in _MESH_CLASSES):
            return None
        kinds.extend(_MESH_CLASSES[option.name])
    return value.kind in kinds


_REGISTER_DATACLASS = "jax.tree_util.register_dataclass"


def _registered_data_fields(cls: ClassVal) -> tuple | None:
    """The children jax.tree_util.register_dataclass gives a dataclass without data_fields=: its fields but those
    whose `field(metadata=...)` says `static=True`; None when a metadata is not spelled out as a literal."""
    static: set = set()
    for klass in cls.mro() or ():
        if not isinstance(klass, ClassVal):
            continue
        for stmt in klass.node.body:
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
                    and isinstance(stmt.value, ast.Call)):
                continue
            for k in stmt.value.keywords:
                if k.arg == "metadata":
                    marked = _static_mark(k.value)
                    if marked is None:
                        return None
                    if marked:
                        static.add(stmt.target.id)
    fields = cls.fields()
    return None if fields is None else tuple(f for f in fields if f not in static)


def _static_mark(node: ast.AST) -> bool | None:
    """`dict(static=True)` / `{"static": True}` (True), a literal without it (False), anything else (None)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict" and not node.args:
        pairs = [(k.arg, k.value) for k in node.keywords]
    elif isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys):
        pairs = [(k.value, v) for k, v in zip(node.keys, node.values)]
    else:
        return None
    for key, value in pairs:
        if key == "static":
            return value.value is True if isinstance(value, ast.Constant) else None
    return False


def _dataclass_fields(value: Any) -> tuple | None:
    """`dataclasses.fields(cls)` (or of an instance) of a dataclass of ours: one DataclassField per field, in
    order; None when not known (a base that is not ours, an InitVar pseudo-field)."""
    cls = value.cls if isinstance(value, ObjVal) and value.kind == "instance" else value
    if not (isinstance(cls, ClassVal) and cls.dataclass) or cls.namedtuple:
        return None
    for klass in cls.mro() or ():
        if not isinstance(klass, ClassVal):
            if isinstance(klass, QualName) and klass.name in ("builtins.object",):
                continue
            return None
        if any(isinstance(stmt, ast.AnnAssign) and "InitVar" in ast.dump(stmt.annotation) for stmt in klass.node.body):
            return None
    return tuple(DataclassField(name) for name in cls.fields())


def _derives_from(cls: ClassVal, classes: tuple, depth: int = 0) -> bool | None:
    """Whether one of `classes` (classes of ours) is `cls` or a base of it; None where a base is not known (a
    library base cannot derive from a class of ours). The same class statement made into another class object
    (a factory's, or one materialized for another module) is not told apart: None."""
    if any(cls is c for c in classes):
        return True
    if depth > 16:
        return None
    answer: bool | None = None if any(cls.node is c.node for c in classes) else False
    for base in cls.bases:
        if isinstance(base, ClassVal):
            found = _derives_from(base, classes, depth + 1)
            if found:
                return True
            if found is None:
                answer = None
        elif not isinstance(base, QualName):
            answer = None
    return answer


def _no_instance_hooks(cls: ClassVal, depth: int = 0) -> bool:
    """A class of ours whose instances are only what calling it makes: a plain Enum (its members), or a class
    with no metaclass, no `__instancecheck__` / `__subclasshook__`, whose bases are such classes (an ABC may
    register `str` as a virtual subclass; a library base may do anything)."""
    if cls.enum_members is not None:
        return True
    if depth > 8 or cls.node.keywords or any(isinstance(cls.lookup(h), FuncVal)
                                             for h in ("__instancecheck__", "__subclasshook__")):
        return False
    if any(ast.unparse(b).rsplit(".", 1)[-1] in ("Protocol", "ABC") for b in cls.node.bases):
        return False   # a runtime-checkable Protocol matches by structure; an ABC may register virtual subclasses
    return all(isinstance(b, ClassVal) and _no_instance_hooks(b, depth + 1) for b in cls.bases)


def _is_api_object(value: Any) -> bool:
    """One of the jax functions / classes versions.py lists (true, callable, not None)."""
    return isinstance(value, QualName) and value.name in versions.API_OBJECTS


# special methods the interpreter follows where they run (or that run at no implicit operation of a value)
_EXPLICIT_SPECIAL_METHODS = frozenset({
    "__init__", "__new__", "__post_init__", "__enter__", "__exit__", "__call__", "__init_subclass__",
    "__class_getitem__", "__set_name__", "__del__", "__get__", "__set__", "__delete__", "__setattr__",
    "__getattr__", "__getattribute__", "__delattr__", "__setitem__", "__delitem__", "__aenter__", "__aexit__"})
# jax's test helpers that enter a mesh around a block (never inert as the context manager of a `with`)
_TEST_UTIL_MESH_SCOPES = frozenset({"jax._src.test_util.with_mesh", "jax._src.test_util.with_mesh_from_kwargs",
                                    "jax._src.test_util.with_explicit_mesh", "jax._src.test_util.with_user_mesh"})
_OS_ENVIRON = QualName("os.environ")
_NOT_ENVIRON = object()


# types a singledispatch registration may name that this analysis tells values apart by
_DISPATCH_TYPES = {"np.ndarray": "ndarray", "numpy.ndarray": "ndarray", "jax.Array": "jax.Array",
                   "builtins.dict": "dict", "builtins.list": "list", "builtins.tuple": "tuple",
                   "builtins.str": "str", "builtins.int": "int", "builtins.float": "float", "builtins.bool": "bool",
                   "builtins.object": "object"}


def _dispatch_kind(value: Any) -> tuple | None:
    """The registered kinds a singledispatch call tries for this first argument, most specific first (its MRO
    among _DISPATCH_TYPES); None when its type is not certain."""
    if isinstance(value, ArrayVal) and not value.host:
        return ("jax.Array", "object")
    if isinstance(value, ArrayVal) and value.ndim is not None and value.ndim >= 1:
        return ("ndarray", "object")   # (a 0-d NumPy result may be a scalar, np.generic: not an ndarray)
    if value is JAX_ARRAY or isinstance(value, KeysVal):
        return ("jax.Array", "object")
    if isinstance(value, ObjVal) and value.kind == "dict" and value.cls is None:
        return ("dict", "object")
    if isinstance(value, ListVal):
        return ("list", "object")
    if type(value) is tuple:
        return ("tuple", "object")
    if type(value) is bool:
        return ("bool", "int", "object")
    if type(value) is int:
        return ("int", "object")
    if type(value) is float:
        return ("float", "object")
    if type(value) is str and value is not UNKNOWN:
        return ("str", "object")
    return None


def _registers_on(decorator: ast.AST, name: str) -> bool:
    """`@name.register` / `@name.register(int)`: an overload of the singledispatch function `name`."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return isinstance(target, ast.Attribute) and target.attr == "register" and isinstance(target.value, ast.Name) \
        and target.value.id == name


def _may_be_called(func: Any) -> bool:
    """A value the analysis can call (a function of the file, a partial, a shard_map, a class, a library
    function): `map(f, xs)` runs it where its items are taken."""
    return all(isinstance(o, (FuncVal, PartialVal, ShardMapWrap, ClassVal, QualName)) for o in alternatives(func))


def _test_truth(value: Any) -> bool | None:
    """What an `if` / `while` test certainly is: constants, empty or known containers, a PartitionSpec (P() is
    false: it has no entries), a jax function; None when it may be either."""
    if value is UNKNOWN or isinstance(value, OneOf):
        return None
    if _is_api_object(value) or isinstance(value, IterVal):
        return True   # (an iterator is true even when it has nothing left)
    if value is None or isinstance(value, (bool, int, str, float, tuple, frozenset)):
        return bool(value)
    if isinstance(value, regex_model.MatchVal):
        return True
    if isinstance(value, ListVal):
        return bool(value.items)
    if isinstance(value, SeqOf) and value.nonempty:
        return True   # (a list of unknown length that certainly holds an item)
    if isinstance(value, PSpecVal) and isinstance(value.parts, tuple):
        return bool(value.parts)
    if isinstance(value, ObjVal) and value.kind == "dict" and value.known_keys() is not None:
        return bool(value.known_keys())
    return None


def _reraises(handler: ast.ExceptHandler) -> bool:
    """An `except` clause that certainly ends in a bare `raise` (logging first, say): the error goes on as it
    was, so the clause catches nothing for the rules."""
    for stmt in handler.body:
        if isinstance(stmt, ast.Raise):
            return stmt.exc is None
        if isinstance(stmt, (ast.Return, ast.Break, ast.Continue, ast.Try, ast.If, ast.For, ast.While, ast.With,
                             ast.Match)):
            return False   # (a path through it may leave the clause another way)
    return False


def _ends_raising(body: list[ast.stmt]) -> bool:
    """A block that certainly ends in a `raise` (what comes before it plain statements: no path leaves it another
    way)."""
    for stmt in body:
        if isinstance(stmt, ast.Raise):
            return True
        if isinstance(stmt, (ast.Return, ast.Break, ast.Continue, ast.Try, ast.If, ast.For, ast.While, ast.With,
                             ast.Match, ast.AsyncFor, ast.AsyncWith)):
            return False
    return False


def _user_cm_restore(cm: "UserCM", entered: "Ctx", before: "Ctx") -> "Ctx | None":
    """The context a `@contextmanager` of ours leaves when it exits, given the one it entered and the one before
    (None: the block's own). One that sets a mesh for good leaves it unknown; one that changed the context by
    other means than a `with` around its yield (a helper or an alias calling jax.set_mesh) too, since whether its
    exit puts the old one back is not known."""
    if _sets_mesh_globally(cm.func.node):
        return UNKNOWN_CTX
    if entered.same(before):
        return None
    return before if _yields_inside_with(cm.func.node) else UNKNOWN_CTX


class Interpreter:
    def __init__(self, tree: ast.Module, source: "SourceText", path: str | None, rules_by_callee: dict[str, list],
                 jax_version: tuple[int, ...], max_depth: int = 8,
                 resolve_external: Callable[[str], Any] | None = None):
        self.tree = tree
        self.source = source
        self.path = path
        # every module whose code this run executed (id(source) -> (tree, source, path)): where a node a rule
        # points at lives (`related_at`)
        self.modules_seen: dict[int, tuple] = {id(source): (tree, source, path)}
        self.stmt_stack: list[ast.stmt] = []
        self.statements_run = 0   # (how much work this run did: _UNROLL_WORK_LIMIT)
        self.rules_by_callee = rules_by_callee
        self.jax_version = jax_version
        self.max_depth = max_depth
        self.resolve_external = resolve_external
        self.ctx: Ctx = EMPTY
        self.chain: tuple[CallRef, ...] = ()
        self.reached = True
        self.call_stack: list[ast.AST] = []
        self.tracking_vma = 0   # > 0 inside shard_map bodies whose arguments are typed (vma.py)
        # (id(scope frame), name) -> (that frame, the mesh): names bound to a device_put onto a known mesh
        self.placed_names: dict[tuple[int, str], tuple] = {}
        self.vma_manual: list = []   # the Manual axes of each such body (None: all of its mesh)
        self.vma_spoiled = False     # a collective in such a body names an axis that is not Manual
        self.call_closures: list = []   # the closure of each call_stack entry
        # functions whose call was not followed (too deep, or recursive): what runs in them is unseen by this run
        self.cut_calls: set[ast.AST] = set()
        self.exits: list[_Exits] = []
        # Judging functions nobody calls only matters when they are reported (options.report_uncalled) or when
        # a subclass needs what they record (cross-file callers search).
        self.analyse_uncalled = True
        self.rule_errors: list[str] = []
        self.records: list[Record] = []
        self.analysed_funcs: set[ast.AST] = set()
        self._meshless_bound: dict = {}   # id(ShardMapWrap without mesh=) -> the mesh its first call bound
        self.hidden_names: set = set()    # (id(frame), name) made unknown by an unanswerable branch test
        self._method_calls: dict = {}     # `x.repeat(...)` -> the `jnp.repeat(x, ...)` call it is judged as
        self._written_call: dict = {}     # and back: that made call -> the call written in the file
        self.module_frame = Frame(env={"__name__": "__main__", "__file__": path or "<string>"},
                                  module=ModuleInfo(tree, source, path))
        self.meshes: list[MeshVal] = []      # every mesh construction seen, for hover and fixes
        self.mesh_names: dict[int, str] = {}  # MeshVal.key() -> the variable it was first bound to
        self._mutates_cache: dict[ast.AST, bool] = {}
        self._locals_cache: dict[ast.AST, frozenset] = {}
        self.peeking = False
        self.silent_depth = 0                 # > 0 while a loop's head state is being computed
        self.handlers: list["Handler"] = []   # enclosing try/except and pytest.raises-like blocks, innermost last
        self.journals: list[list] = []        # (frame, name, value) bound inside enclosing try bodies
        self.regions: list[int] = []          # conditional regions (branches, loop bodies, handlers) entered
        # the modelled library's functions the program replaced (`jax.device_put = put`, `setattr(jax, ...)`,
        # mock.patch): canonical name (or "jax.lax.*": any name of it) -> what reads of it give from then on
        self.patched_library: dict[str, Any] = {}
        self.altered_functions: set = set()   # functions whose defaults or code the program replaced
        self.may_set_calls = 0                # calls so far that may have set a mesh (unknown, not inert)
        # while a `try` catching only exception classes of ours runs its body: what may have raised one of them
        # (a `raise` statement run, a call not followed or handed a function), see _stmt_Try
        self.own_exception_tries = 0
        self.raise_events = 0
        self.hand_entered = 0                 # context managers entered through `enter_context` so far
        self.param_defaults: dict[ast.AST, dict] = {}  # def node -> its parameters' default values
 
        self.alternative_depth = 0            # > 0 while one of several possible callees is being applied
        self.options_taken: list[tuple] = []   # (a choice, the option applied, how many) per level of those
        self.lowering_traces: list[list[Record]] = []  # per trace-then-lower in progress: its held lowering errors
        self.handlers_at: dict[ast.AST, tuple] = {}  # call node -> the handlers around it when it ran
        self.undecided_at: dict[ast.AST, Any] = {}   # call node -> the undecided test around every run of it
        # the yields a user context manager being entered stops at, and the branch depth it was entered at
        self.cm_yields: list[tuple[tuple[ast.Yield, ...], int]] = []
        self.branch_depth = 0                  # > 0 while each of several blocks (an unknown test's) is run
        # generator objects a loop or a consumer has iterated: (the generator, whether certainly to its end)
        self.driven_generators: dict[int, tuple] = {}
        # one-shot iterators taken from: (the iterator, how many of its items are gone, or _TAKEN_UNKNOWN)
        self.iterators_taken: dict[int, tuple] = {}
        # lazy iterators (`map(f, xs)`, a generator expression): id -> (the iterator, what runs their calls where
        # the items are taken); its items were only peeked where it was made
        self.lazy_runs: dict[int, tuple] = {}
        # lazy iterators run whole where taken: id -> (the iterator, the items that run made)
        self.lazy_values: dict[int, tuple] = {}
        self._peek_depth = 0   # functions being read by _peeked_return (a property reading a property)
        # a generator expression over an iterator -> (itself, that iterator): used up together
        self.iterator_sources: dict[int, tuple] = {}
        self.maybe_handlers: list[ast.Try] = []  # `try` statements whose handler runs now, though the body may not raise
        # tests the program answers and the analysis could not (`if isinstance(x, jax.Array):`), around the code
        # running now
        self.undecided_tests: list[ast.AST] = []
        self.environ_set: dict[str, Any] = {}   # environment variables the program certainly set (None: unset)
        # an undecided test -> whether the program fixes its answer (asked on first need: a function till then)
        self._test_answers: dict[ast.AST, Any] = {}
        self._guard_rest: ast.AST | None = None   # such a test whose branch left: it guards the rest of the block
        self._guard_marks: list[tuple] = []   # (the test, a finding it made information, what the finding was)
        self.alone_frames: set[int] = set()   # frames of functions judged alone (no caller in view)
        self._rebound_cache: dict[int, frozenset] = {}  # module tree -> names its functions declare `global`
        self._runs_later_cache: dict[ast.AST, bool] = {}
        self._shape_frame: Frame | None = None   # while a mesh is built: the frame its arguments are read in
        self.tracing = 0                      # > 0 while a function runs under jit/grad/vmap/shard_map tracing
        self.differentiating = 0              # > 0 under grad / value_and_grad / jvp / vjp
        # per reverse-mode differentiation running (grad, value_and_grad, jacrev): the custom_vjp bwd rules its
        # forward pass met, traced when it is done (the backward pass)
        self.backward_passes: list[list] = []
        self.produced_values: dict = {}       # id(producer call) -> the ArrayVal its evaluation just gave
        # a list changed in place is changed for every name, parameter, attribute and container that holds it:
        # id(the list's value) -> (that value, what it is now); reads give the newest (_current_list)
        self._list_versions: dict[int, tuple] = {}
        self._fresh_lists: dict[int, tuple] = {}   # id(list made in a region) -> (it, that region)
        self.later_iteration = 0   # inside a second or later pass of an unrolled loop (_one_iteration)
        self.driving: ast.AST | None = None   # a generator function a for loop is about to run (_drive_generator)
        # the calls of a for loop's header that may make the generator it drives (`for b in batches(cfg)`,
        # `enumerate(batches())`), or the one `next(batches(cfg))` makes: making it changes no context, the loop
        # (or next) runs its body right after
        self.loop_header: tuple = ()
        # id(a generator object) -> (it, how many next() took, the context the first started in, the one the last
        # left)
        self.generator_nexts: dict[int, tuple] = {}
        # generator bodies being run for a loop, innermost last: [the def, its body ran, a yield of it was reached,
        # the contexts at its yields]
        self.drives: list[list] = []
        self.interleaved_consumer = False   # a loop whose body changes the context takes from a lazy iterator
        self.yield_contexts: list | None = None   # the contexts at the yields the last driven generator reached
        self.certain_yields: list = []   # (context, value) at each of those yields every full run reaches
        self.yields_once = False   # the generator just driven certainly yields at least once
        self.yield_values: Any = None              # what its yields gave, joined (None: not every yield ran)
        self.yield_sequence: tuple | None = None   # every item it gives, in order, where that is certain
        self.sequence_in_place = False   # ... each given in the context the loop started in
        self.axis_binders = 0                 # > 0 in bodies that bind axis names of their own (core_map)
        # kernel maker call -> how many kernels it made so far: a kernel's wrapper keeps its number, so a rule can
        # tell the kernel the latest reach made (its own arguments) from one an earlier reach made
        self.kernel_reaches: dict[ast.AST, int] = {}
        # per loop: (loop, optional depth at its body, [certainly broke], [may have broken],
        # [this iteration certainly continued: the rest of its body does not run, a continue may have run])
        self.loop_breaks: list = []
        self.maybe_continued = False   # the last unrolled pass (_one_iteration) may have continued
        self.decorator_depth = 0       # > 0 while a def's decorator expressions are evaluated
        self.custom_rules: dict = {}          # custom_vjp / custom_jvp def -> ("defvjp" | "defjvp", rule functions)
        # > 0 while a JAX config we do not model may change sharding types (types_config.py): every rule's
        # verdict is unknown there; `types_config_set` once a jax.config.update may have switched it on for good
        self.types_config = 0
        # (also set from the start when the program names the flag's environment variable: `os.environ[...]`
        # before `import jax` switches it on for the whole run)
        self.types_config_set = ENV_FLAG in (getattr(source, "text", "") or "")
        self._region_ids = 0
        self.optional_depth = 0
        # module-level imports of a removed jax name that certainly ran and raised (in an `except` block, say)
        self.raised_imports: list[ast.ImportFrom] = []
        self.test_truths: dict[int, tuple] = {}   # id(if test) -> (the test, every truth it was found to have)
        self.module_end_ctx: Ctx | None = None
        self.ctx_at_test_runner: Ctx | None = None
        self._runner_entries: RunnerEntries | None = None

    # ------------------------------------------------------------------ driving
    def run(self) -> None:
        self.module_died = False
        guards = getattr(self, "import_handlers", ())   # (cross-file: an importer's `try` around its import)
        self.handlers[:0] = guards
        try:
            self.exec_block(self.tree.body, self.module_frame)
            # what a test runner calling the module's tests starts with: the context at the runner's call when
            # the module makes one (`unittest.main(exit=False)`), else the one the module leaves
            self.module_end_ctx = self.ctx_at_test_runner or self.ctx
        except _Raise:
            self.module_died = True
        except (_Return, _Unknowable):
            pass
        finally:
            del self.handlers[:len(guards)]
        # Functions no analysed path called: their bodies are judged with an unknown context mesh, so only
        # mistakes the function makes on its own (a `with jax.set_mesh(...)` inside it) can be certain.
        # A module that certainly raises runs none of them (the first error on the path is the one reported).
        if not self.analyse_uncalled or self.module_died:
            return
        final = self.module_frame
        for node, outers in self._runner_calls_first(self._uncalled_candidates()):
            if node not in self.analysed_funcs and not self._named_only_where_never_run(node):
                # an enclosing function's locals are unknown to a nested one run alone (never the module's)
                parent = final
                for outer in outers:
                    parent = Frame(env={}, parent=parent, func=outer, local_names=self._locals(outer))
                self._analyse_uncalled(node, parent)

    def _named_only_where_never_run(self, func: ast.AST) -> bool:
        """The function is named (outside its own body) only in branches a decided test never took: a compat
        shim behind `jax.set_mesh(m) if hasattr(jax, "set_mesh") else _legacy(m)`. On this jax it never runs;
        judged alone, it would be flagged for what only an older jax could reach."""
        name = getattr(func, "name", None)
        if not name:
            return False
        parents, references, _ = self._name_index()
        refs = [r for r in references(name) if not self._inside(r, func, parents)]
        return bool(refs) and all(self._in_branch_never_taken(r, parents) for r in refs)

    def _name_index(self) -> tuple[dict, Callable[[str], list], set]:
        """(each node's parent, a name's references (Names and Attributes), names some function declares global
        or nonlocal), made once per module from its syntax index."""
        index = self.__dict__.get("_name_index_made")
        if index is None:
            syntax = self._syntax_of(self.tree)
            rebound = {n for node in astwalk.statements(self.tree) if isinstance(node, (ast.Global, ast.Nonlocal))
                       for n in node.names}
            index = self.__dict__["_name_index_made"] = (
                syntax.parents, lambda name: syntax.names.get(name, []) + syntax.attributes.get(name, []), rebound)
        return index

    def _syntax_of(self, tree: ast.Module) -> provenance.Syntax:
        """A module's indexes (parents, names, attributes), made once (or lent by a host that holds them)."""
        held = self.__dict__.setdefault("_provenance_syntax", {})
        syntax = held.get(id(tree))
        if syntax is None or syntax.tree is not tree:
            known = getattr(self, "known_syntax", None)
            syntax = held[id(tree)] = (known(tree) if known is not None else None) or provenance.index(tree)
        return syntax

    def known_parents(self, tree: ast.AST) -> dict | None:
        """The module's parent map, made once with its syntax index (the rules would make another)."""
        return self._syntax_of(tree).parents if tree is self.tree else None

    def _module_test_truth(self, test: ast.AST) -> set:
        """A test nothing ran, read from module constants only (`if _HAS_SET_MESH`, `if JAX_VERSION >= (0, 7)`):
        {its truth}, or nothing when it reads anything else or a name some function rebinds (`global`)."""
        names = {n.id for n in ast.walk(test) if isinstance(n, ast.Name)}
        rebound = self._name_index()[2]
        if any(isinstance(n, (ast.Call, ast.Attribute, ast.Subscript, ast.NamedExpr)) for n in ast.walk(test)) \
                or names & rebound or not names <= set(self.module_frame.env):
            return set()
        truth = _test_truth(self.peek(test, self.module_frame))
        return {truth} if truth is not None else set()

    @staticmethod
    def _inside(node: ast.AST, outer: ast.AST, parents: dict) -> bool:
        while node is not None:
            if node is outer:
                return True
            node = parents.get(node)
        return False

    def _in_branch_never_taken(self, node: ast.AST, parents: dict) -> bool:
        child, parent = node, parents.get(node)
        while parent is not None:
            if isinstance(parent, (ast.If, ast.IfExp)):
                seen = self.test_truths.get(id(parent.test))
                truths = seen[1] if seen is not None and seen[0] is parent.test else self._module_test_truth(parent.test)
                in_body = child is parent.body or (isinstance(parent.body, list) and child in parent.body)
                in_orelse = child is parent.orelse or (isinstance(parent.orelse, list) and child in parent.orelse)
                if (in_body and truths == {False}) or (in_orelse and truths == {True}):
                    return True
            child, parent = parent, parents.get(parent)
        return False

    def _runner_calls_first(self, candidates: list) -> list:
        """The test methods a runner calls (with the context the module left) before the other functions judged
        alone: the helpers they call are then judged under the context those give them (judged alone first,
        under an unknown context, a helper's verdicts would stay unsure and hide what its tests do)."""
        candidates = _callers_first(candidates, getattr(self.source, "lines", None))
        return sorted(candidates, key=lambda c: self._uncalled_start_ctx(c[0]).status == "unknown")

    def _uncalled_candidates(self) -> list[tuple[ast.AST, tuple]]:
        """The functions judged alone: those that may hold a certain mistake of their own, and the test methods a
        runner calls with the context the module left (whose calls can be certain without a mesh of their own)."""
        end = self.module_end_ctx
        if end is None or end.status == "unknown":
            return self._worth_judging_alone()
        entries = self._entries()
        if "TestCase" not in getattr(self.source, "text", "TestCase") and not entries._pytest_module():
            return self._worth_judging_alone()
        if not entries.has_entries() and not entries._pytest_module():
            return self._worth_judging_alone()
        sourced = {node for node, _ in self._worth_judging_alone()}
        return [(node, outers) for node, outers in self._worth_judging_alone(need_mesh_source=False)
                if node in sourced or entries.starts_with_module_ctx(node)]

    def _entries(self) -> RunnerEntries:
        if self._runner_entries is None:
            self._runner_entries = RunnerEntries(self.tree, lambda expr: self.peek(expr, self.module_frame),
                                                 self.path, self._test_session_quiet,
                                                 getattr(self.source, "text", None), self._conftest_fixture)
        return self._runner_entries

    def _conftest_fixture(self, name: str) -> ast.FunctionDef | None:
        """A fixture a conftest.py gives this module's tests (the project's answer; a lone file sees none)."""
        return None

    def _test_session_quiet(self, pytest: bool) -> bool:
        """Nothing a test runner runs before this module's tests may set a mesh (conftest.py files, other test
        modules it imports first): a lone file cannot tell for pytest (the project's interpreter can); a unittest
        module alone is taken as run on its own."""
        return not pytest

    def _worth_judging_alone(self, need_mesh_source: bool = True) -> list[tuple[ast.AST, tuple]]:
        """The functions (with those around them) that may hold a certain mistake of their own (uncalled.py)."""
        tokens = [token for token in self._watched_tokens() if not token.startswith("<")]
        known, aliases = uncalled.mesh_bearing_globals(self.module_frame.env, _bears_mesh)
        return uncalled.worth_judging_alone(self.source.lines, self.tree, tokens, known, aliases,
                                            getattr(self.source, "text", None), need_mesh_source)

    def _watched_tokens(self) -> frozenset[str]:
        """What a call must look like to matter to some rule (see _function_index): the callee's last name, or
        `name(keyword)` for a callee that matters only with one of some keyword arguments (or `**`)."""
        key = tuple((callee, tuple(map(id, rules))) for callee, rules in self.rules_by_callee.items())
        hit = _WATCHED_TOKENS.get(key)
        if hit is not None:
            return hit[1]
        tokens: set[str] = set()
        for callee, rules in self.rules_by_callee.items():
            last = callee.rsplit(".", 1)[-1]
            for rule in rules:
                needed = rule.needs_keywords.get(callee)
                if needed is None:
                    tokens.add(last)
                else:
                    tokens.update(f"{last}({k})" for k in needed)
                    tokens.add(f"{last}(**)")
        if len(_WATCHED_TOKENS) > 16:
            _WATCHED_TOKENS.clear()
        # the same rules for every module of a run: made once (the rules are kept, so their ids stay theirs)
        _WATCHED_TOKENS[key] = (dict(self.rules_by_callee), frozenset(tokens))
        return _WATCHED_TOKENS[key][1]

    def _analyse_uncalled(self, node: ast.AST, module_frame: Frame) -> None:
        self.analysed_funcs.add(node)
        if getattr(node, "name", "").startswith("test") and self._entries().never_judged(node):
            return   # skipped, or expected to fail, by its test runner
        cls = self._module_class_of(node)
        if _replaced_unused(cls.body if cls is not None else self.tree.body, node):
            return   # a first draft the same block defines again before anything names it: nothing calls it
        if any(getattr(self.peek(d, module_frame), "name", None) == "abc.abstractmethod"
               for d in getattr(node, "decorator_list", ())):
            return   # runs only where a subclass calls it through super(): judged there, not alone
        saved = (self.ctx, self.chain, self.reached)
        self.statements_run = 0   # (each function judged alone has its own budget for unrolled loops)
        bound = dict(self._meshless_bound)   # what one function judged alone binds is not another's
        # a caller may set any environment variable before it calls (what the module's top level set included)
        environ, self.environ_set = self.environ_set, {}
        self.ctx, self.chain, self.reached = self._uncalled_start_ctx(node), (), False
        # a test method the runner calls after the module ran is reached as surely as the module's own code
        self.reached = self.ctx.known
        frame = Frame(env={}, parent=module_frame, func=node, local_names=self._locals(node))
        self.alone_frames.add(id(frame))
        self.exits.append(_Exits())
        traced = self._traced_by_decorator(node, frame)
        self.tracing += traced
        altered = any(types_config_on(self._callee_name(d, frame), d) for d in getattr(node, "decorator_list", ()))
        self.types_config += altered
        try:
            cases = self._entries().cases(node) if self.ctx.known else None
            if cases:
                self._run_cases(node, module_frame, cases)
                return
            if self.ctx.known and self._run_as_test(node, module_frame):
                return
            if self._entries().decorated_by_own_function(node):
                self.ctx = UNKNOWN_CTX
                # callers get the wrapper its decorator returned: one never calling the function runs nothing of
                # it; the handlers around the wrapper's one call catch what it raises
                guards = self._wrapper_guards(node, module_frame)
                if guards is _NEVER_CALLED:
                    return
                if guards:
                    self.handlers[:0] = guards
                    try:
                        self._enter_mesh_decorator(node, frame)
                        self.exec_block(node.body, frame)
                    finally:
                        del self.handlers[:len(guards)]
                    return
            self._enter_mesh_decorator(node, frame)
            self._fixtures_may_run(node, module_frame)
            frame.env.update(self._fixture_values(node, module_frame, frame.env))
            swallowing = self._swallowing_decorators(node, module_frame) + self._expected_by(node, module_frame)
            self.handlers[:0] = swallowing
            try:
                self.exec_block(node.body, frame)
            finally:
                del self.handlers[:len(swallowing)]
        except (_Raise, _Return, _Unknowable):
            pass
        except RecursionError:
            pass
        finally:
            self.alone_frames.discard(id(frame))
            self.tracing -= traced
            self.types_config -= altered
            self.exits.pop()
            self.ctx, self.chain, self.reached = saved
            self._meshless_bound = bound
            self.environ_set = environ

    def _dispatch(self, func: FuncVal, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """A functools.singledispatch function called: which implementation runs depends on the first argument's
        type, so each may (the base and every def this module registers on it with `@name.register`)."""
        base = FuncVal(func.node, func.wrappers[1:], func.closure, func.bound_args, func.bound_kwargs, func.defaults)
        name = func.wrappers[0][1]
        home = func.closure.root().module if isinstance(func.closure, Frame) else None
        tree = home.tree if home is not None else self.tree   # (the module that defines it registers on it)
        defs = [d for d in astwalk.walk(tree) if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            _registers_on(dec, name) for dec in d.decorator_list)]
        overloads = [FuncVal(d, (), func.closure) for d in defs]
        if not overloads:
            return self.call_function(base, args, kwargs, node, frame)
        chosen = self._dispatched(name, defs, overloads, base, args, func.closure)
        if chosen is not None:
            return self.call_function(chosen, args, kwargs, node, frame)
        return self._each_option([base] + overloads, lambda impl: self.call_function(impl, args, kwargs, node, frame))

    def _dispatched(self, name: str, defs: list, overloads: list, base: FuncVal, args: list,
                    closure: Any) -> FuncVal | None:
        """The implementation a singledispatch call certainly runs: every registered type is one of the plain
        kinds below (no class of the program, no ABC a value could be a virtual subclass of) and the first
        argument's kind is known; the base when none is registered for it. None when not certain."""
        if not args or not isinstance(closure, Frame):
            return None
        kind = _dispatch_kind(args[0])
        if kind is None:
            return None
        registered: dict = {}
        for d, impl in zip(defs, overloads):
            decorator = next(dec for dec in d.decorator_list if _registers_on(dec, name))
            if isinstance(decorator, ast.Call):
                if len(decorator.args) != 1 or decorator.keywords:
                    return None
                typed = decorator.args[0]
            else:
                params = d.args.posonlyargs + d.args.args
                typed = params[0].annotation if params else None
            if typed is None:
                return None
            value = self.peek(typed, closure)
            key = _DISPATCH_TYPES.get(value.name) if isinstance(value, QualName) else None
            if key is None:
                return None   # a type this choice does not know (a class of the program, an ABC)
            registered[key] = impl   # (registered again: the last one wins)
        for candidate in kind:
            if candidate in registered:
                return registered[candidate]
        return base if "object" not in registered else registered["object"]

    def _test_util_mesh(self, named_shape: Any, node: ast.Call) -> Any:
        """`with jtu.with_mesh([("x", 4), ("y", 2)]):` enters the legacy `with Mesh(devices, names):` (Auto axes):
        the Mesh it builds, which the `with` then enters as such; unknown where the shape is not known."""
        pairs = named_shape.items if isinstance(named_shape, ListVal) else named_shape
        if not (isinstance(pairs, tuple) and pairs and all(
                isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) and type(p[1]) is int for p in pairs)):
            return UNKNOWN
        names, sizes = tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)
        mesh = mesh_model.build_mesh("jax._src.test_util.create_mesh", node, [sizes, names],
                                     {"axis_types": (AxisTypeVal("Auto"),) * len(names)}, self.jax_version,
                                     self._devices_shape, self.path, self.source.span(node))
        return mesh if isinstance(mesh, MeshVal) and mesh.kind == "Mesh" else UNKNOWN

    def _expected_by(self, node: ast.AST, module_frame: Frame) -> list:
        """A function the module hands to the callable form of an expecting call (`self.assertRaises(ValueError,
        build)`): what it raises is what that call expects, so judged alone its errors are caught there (the
        handlers of those calls; none where it is also called by name)."""
        name = getattr(node, "name", None)
        expecting, called = self._expecting_calls()
        if not name or name not in expecting or name in called:
            return []
        found = []
        for call in expecting[name]:
            caught = _exception_names(self.peek(call.args[0], module_frame))
            if caught is not None:
                found.append(Handler((caught,), call, "call", self.source.span(call), self.path))
        return found

    def _expecting_calls(self) -> tuple[dict, frozenset]:
        """(name -> the expecting calls handed the function of that name, the names called somewhere by name),
        read once per module."""
        held = self.__dict__.get("_expecting_index")
        if held is None or held[0] is not self.tree:
            text = getattr(self.source, "text", "")
            expecting: dict = {}
            if "raises" in text.lower():
                for call in _calls_on_lines(self.tree, _lines_matching(_ASSERT_RAISES_WORD, text)):
                    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                            and call.func.attr in _ASSERT_RAISES and call.args):
                        continue
                    at = 2 if call.func.attr.startswith("assertRaisesRegex") or call.func.attr.endswith(
                        ("LiteralMatch", "_regex")) else 1
                    if len(call.args) > at and isinstance(call.args[at], ast.Name):
                        expecting.setdefault(call.args[at].id, []).append(call)
            called = frozenset(_CALLED_NOT_DEFINED.findall(text)) if expecting else frozenset()
            held = self.__dict__["_expecting_index"] = (self.tree, expecting, called)
        return held[1], held[2]

    def _swallowing_decorators(self, node: ast.AST, module_frame: Frame) -> list:
        """`@log_and_ignore()` with an instance of a ContextDecorator class of ours whose `__exit__` may return
        true: the function runs inside `with` that instance, which swallows its errors (a handler)."""
        found = []
        for decorator in getattr(node, "decorator_list", ()):
            value = self.peek(decorator, module_frame)
            methods = self._class_cm(value)
            if methods is None or not any(
                    isinstance(b := getattr(entry, "base", entry), LibraryBase) and b.name == "contextlib.ContextDecorator"
                    for entry in value.cls.mro() or ()):
                continue
            if self._may_suppress(methods[1]):
                found.append(Handler((None,), decorator, "with", self.source.span(decorator), self.path))
        return found

    def _wrapper_guards(self, node: ast.AST, module_frame: Frame) -> Any:
        """For a module-level def (or a method of a module-level class) whose decorator returned a wrapper of ours (`def wrapper(x): try: return fn(x)
        except ValueError: ...`): _NEVER_CALLED when the wrapper names the function nowhere (a stub), the
        handlers around its one call when that call sits in `try` bodies, else () (judged as it is)."""
        if node in self.tree.body:
            wrapper = module_frame.env.get(getattr(node, "name", ""))
        else:
            # a method of a module-level class: what the class holds under its name (the wrapper)
            cls = self._module_class_of(node)
            owner = module_frame.env.get(cls.name) if cls is not None and cls in self.tree.body else None
            wrapper = owner.lookup(node.name) if isinstance(owner, ClassVal) and node in cls.body else None
        if not (isinstance(wrapper, FuncVal) and wrapper.node is not node and not wrapper.wrappers
                and isinstance(wrapper.node, (ast.FunctionDef, ast.AsyncFunctionDef))):
            return ()
        names = [n for f in _frames_up(wrapper.closure) for n, v in f.env.items()
                 if isinstance(v, FuncVal) and v.node is node]
        if len(names) != 1 or wrapper.closure is None:
            return ()
        inside = [n for stmt in wrapper.node.body for n in ast.walk(stmt)]   # (`@functools.wraps(fn)` aside)
        named = {id(a.value) for a in inside if isinstance(a, ast.Attribute) and a.attr in _FUNCTION_METADATA}
        uses = [n for n in inside if isinstance(n, ast.Name) and n.id == names[0] and id(n) not in named]
        if not uses:
            return _NEVER_CALLED   # (`fn.__name__` in a message calls nothing)
        calls = [c for c in inside if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                 and c.func.id == names[0]]
        if len(uses) != 1 or len(calls) != 1:
            return ()
        guards = []
        for stmt in inside:
            if isinstance(stmt, ast.Try) and stmt.handlers and any(
                    calls[0] in ast.walk(inner) for inner in stmt.body):
                guards.append(Handler(tuple(() if _reraises(h) else self._caught_types(h, wrapper.closure)
                                            for h in stmt.handlers), stmt, "except", self.source.span(stmt),
                                      self.path))
        return sorted(guards, key=lambda h: h.node.lineno)   # (outermost first, as the stack holds them)

    def _run_cases(self, node: ast.AST, module_frame: Frame, cases: list[tuple[ast.AST, dict]]) -> None:
        """A parameterised test: the runner runs it once per case, each from the module's context; each case is
        a call of its own (written at the case), so a finding that only some cases reach is shown at those."""
        start = self.ctx
        for case, bound in cases:
            self.ctx = start
            self.chain = (CallRef(case, self.path, self.source.span(case), True),)
            try:
                if not self._run_as_test(node, module_frame, bound, case):
                    frame = Frame(env=dict(bound), parent=module_frame, func=node, local_names=self._locals(node))
                    frame.env.update(self._fixture_values(node, module_frame, bound))
                    # (`@parameterized.parameters(...)` over `@jtu.with_explicit_mesh(...)`: each case runs in
                    # the decorator's mesh)
                    self._enter_mesh_decorator(node, frame)
                    self.exec_block(node.body, frame)
            except (_Raise, _Return, _Unknowable):
                pass

    def _run_as_test(self, node: ast.AST, module_frame: Frame, bound: dict | None = None,
                     via: ast.AST | None = None) -> bool:
        """A test method the runner calls: as unittest does, on a new instance of its class after `setUp`, through
        whatever decorators the class attribute holds (this module's own ones are followed). False when its
        class is not a module-level class of this file."""
        cls_node = self._module_class_of(node)
        cls = module_frame.env.get(cls_node.name) if cls_node is not None else None
        if not isinstance(cls, ClassVal) or cls.node is not cls_node:
            return False
        instance = ObjVal("instance", cls, {}, ())
        set_up_class = cls.lookup("setUpClass")
        if isinstance(set_up_class, StaticVal) and set_up_class.kind == "class" and isinstance(set_up_class.func,
                                                                                               FuncVal):
            # unittest calls it on the class before its tests (what it stores on `cls` the tests read)
            self.apply(set_up_class.func.bind((cls,)), [], {}, node, module_frame)
        setup = self._member(instance, "setUp", node, module_frame)
        if isinstance(setup, FuncVal):
            self.apply(setup, [], {}, node, module_frame)
        setup = self._member(instance, "setup_method", node, module_frame)   # pytest's, given the test method
        if isinstance(setup, FuncVal):
            self.apply(setup, [UNKNOWN], {}, node, module_frame)
        test = self._member(instance, node.name, node, module_frame)
        if not isinstance(test, FuncVal):
            return False
        # its parameters: a case's values, or (fixtures, a case we cannot read) unknown
        given = {a.arg: (bound or {}).get(a.arg, UNKNOWN) for a in (node.args.posonlyargs + node.args.args)[1:]}
        given.update(self._fixture_values(node, module_frame, bound or {}))
        self.apply(test, [], given, via or node, module_frame)
        return True

    def _fixtures_may_run(self, node: ast.AST, module_frame: Frame) -> None:
        """pytest runs a test's fixtures first: what they may write (a global, a class attribute, another
        module's global patched) is unknown to the test, unless followed (_fixture_values)."""
        if self.peeking or not self._entries()._pytest_module():
            return
        fixtures = self._entries().requested_fixtures(node)
        if fixtures:
            self._callbacks_may_run([FuncVal(f, (), module_frame) for f in fixtures])

    def _fixture_values(self, node: ast.AST, module_frame: Frame, bound: dict) -> dict:
        """pytest fills a test's parameters from the module's fixtures: each such parameter holds what its fixture
        returns (or yields), its findings left to the fixture's own judgement."""
        wanted = self._entries().fixture_params(node)
        if not wanted or not self._test_session_quiet(True):
            return {}   # (a conftest's hooks or plugins may parametrize or override them: asked of the project)
        return {param: self._fixture_value(fixture, module_frame, 0)
                for param, fixture in wanted.items() if param not in bound}

    def _fixture_value(self, fixture: ast.FunctionDef, module_frame: Frame, depth: int) -> Any:
        """What one fixture gives a test, run as pytest runs it (its own fixture parameters filled the same way):
        unknown where its shape is not one followed (more than one `yield`, `*args`, a deep chain). A fixture
        shared by several tests (another scope) may have been changed by an earlier one: only a mesh, which
        nothing changes, is kept from it."""
        a = fixture.args
        if depth > 3 or self.peeking or a.vararg or a.kwarg or a.kwonlyargs or fixture in self.call_stack:
            return UNKNOWN
        entries = self._entries()
        kwargs = {}
        positional = a.posonlyargs + a.args
        with_default = len(positional) - len(a.defaults)
        for i, p in enumerate(positional):
            if i >= with_default:
                continue   # pytest leaves a parameter with a default to its default
            given = entries.fixture(p.arg)
            kwargs[p.arg] = UNKNOWN if given is None or given is fixture else \
                self._fixture_value(given, module_frame, depth + 1)
        func = FuncVal(fixture, (), module_frame)
        saved = (self.ctx, self.chain, self.reached, len(self.records))
        value: Any = UNKNOWN
        try:
            if self._runs_later(fixture):
                target = _single_straight_yield(fixture)
                if target is not None and isinstance(fixture, ast.FunctionDef):
                    self.cm_yields.append(((target,), self.branch_depth))
                    try:
                        self.call_function(func, [], kwargs, fixture, module_frame, entering_cm=True)
                    except _Yield as reached:
                        value = reached.value
                    finally:
                        self.cm_yields.pop()
            else:
                value = self.call_function(func, [], kwargs, fixture, module_frame)
        except (_Raise, _Return, _Unknowable, RecursionError):
            value = UNKNOWN
        finally:
            self.ctx, self.chain, self.reached = saved[:3]
            del self.records[saved[3]:]
        if entries.fixture_scope(fixture) != "function" and not isinstance(value, MeshVal):
            return UNKNOWN
        return value

    def _uncalled_start_ctx(self, node: ast.AST) -> Ctx:
        """Unknown (a caller may have set a mesh), except for a test method only a test runner calls: it starts
        with the context the module left (test_entries.py)."""
        end = getattr(self, "module_end_ctx", None)
        if end is None or end.status == "unknown" or not getattr(node, "name", "").startswith("test"):
            return UNKNOWN_CTX
        return end if self._entries().starts_with_module_ctx(node) else UNKNOWN_CTX

    def _traced_by_decorator(self, node: ast.AST, frame: Frame) -> bool:
        """`@jax.jit` (or grad, vmap, `@partial(jax.jit, ...)`) on a def: whoever calls it, its body is traced."""
        for dec in getattr(node, "decorator_list", ()):
            value = self.peek(dec, frame)
            if isinstance(value, PartialVal):
                value = value.func
            if isinstance(value, QualName) and value.name in TRANSPARENT_WRAPPERS:
                return True
        return False

    def _enter_mesh_decorator(self, node: ast.AST, frame: Frame) -> None:
        """`@jtu.with_explicit_mesh(sizes, names, axis_types=None, iota_order=False)` (jax's test helper) runs the
        function inside `with jax.set_mesh(create_mesh(...))` and passes that mesh as `mesh=`: whoever calls it,
        the body starts under that context mesh."""
        for dec in getattr(node, "decorator_list", ()):
            if not (isinstance(dec, ast.Call) and self._callee_name(dec, frame) == _WITH_EXPLICIT_MESH):
                continue
            if any(isinstance(a, ast.Starred) for a in dec.args) or any(k.arg is None for k in dec.keywords):
                return
            args = [self.peek(a, frame) for a in dec.args]
            kwargs = {k.arg: self.peek(k.value, frame) for k in dec.keywords}
            names = as_str_tuple(args[1] if len(args) > 1 else kwargs.get("names", UNKNOWN))
            if names is None:
                return
            types = args[2] if len(args) > 2 else kwargs.get("axis_types")
            if types is None:
                types = (AxisTypeVal("Explicit"),) * len(names)
            iota = args[3] if len(args) > 3 else kwargs.get("iota_order", False)
            sizes = args[0] if args else kwargs.get("sizes", UNKNOWN)
            mesh = mesh_model.build_mesh("jax._src.test_util.create_mesh", dec, [sizes, names, iota],
                                         {"axis_types": types}, self.jax_version, self._devices_shape, self.path,
                                         self.source.span(dec))
            if not isinstance(mesh, MeshVal):
                return
            mesh = dataclasses.replace(mesh, constructor=_WITH_EXPLICIT_MESH)  # its axis_types= is the 3rd argument
            self.meshes.append(mesh)
            self.ctx = self._set_mesh_ctx(mesh, dec)
            if self.ctx.status == "mesh":
                self.ctx = self.ctx.with_(origin_kind="with")
            params = {p.arg for p in node.args.args + node.args.kwonlyargs}
            if "mesh" in params:
                frame.env["mesh"] = mesh
            return

    def _locals(self, func: ast.AST) -> frozenset:
        if func not in self._locals_cache:
            self._locals_cache[func] = _local_names(func)
        return self._locals_cache[func]

    # ------------------------------------------------------------------ statements
    def exec_block(self, stmts: Iterable[ast.stmt], frame: Frame) -> None:
        guards = len(self.undecided_tests)
        try:
            self._exec_statements(stmts, frame)
        finally:
            del self.undecided_tests[guards:]

    def _exec_statements(self, stmts: Iterable[ast.stmt], frame: Frame) -> None:
        for stmt in stmts:
            self._guard_rest = None
            self.exec_stmt(stmt, frame)
            if self._guard_rest is not None:
                # `if isinstance(x, np.ndarray): return put(x)`: what follows runs only for the other types
                self.undecided_tests.append(self._guard_rest)
                self._guard_rest = None
            if self.loop_breaks and self.loop_breaks[-1][2][0] and not isinstance(stmt, ast.Break):
                return   # a nested block certainly broke out of the loop: nothing after it in the loop runs
            if self.loop_breaks and self.loop_breaks[-1][4][0]:
                # a nested block certainly continued: the rest of this iteration's body does not run
                if stmts is self.loop_breaks[-1][0].body:
                    self.loop_breaks[-1][4][0] = False   # (the next iteration starts afresh)
                return
            if isinstance(stmt, (ast.Break, ast.Continue)):
                self.stmt_stack.append(stmt)
                try:
                    if isinstance(stmt, ast.Break):
                        self._note_break()
                    else:
                        self._note_continue(stmts)
                finally:
                    self.stmt_stack.pop()
                return  # what follows in this block never runs

    def exec_stmt(self, stmt: ast.stmt, frame: Frame) -> None:
        method = getattr(self, "_stmt_" + type(stmt).__name__, None)
        if _FACTS in frame.env and type(stmt) in _FORGETTING_STATEMENTS:
            del frame.env[_FACTS]
        self.stmt_stack.append(stmt)
        self.statements_run += 1
        try:
            if method is not None:
                method(stmt, frame)
            else:
                for child in ast.iter_child_nodes(stmt):
                    if isinstance(child, ast.expr):
                        self.eval(child, frame)
        finally:
            self.stmt_stack.pop()

    def _stmt_Assert(self, stmt: ast.Assert, frame: Frame) -> None:
        """The message is evaluated only when the test fails, and then AssertionError follows: it is judged only
        where the test certainly fails (a failing assert is not a path worth judging otherwise)."""
        if _test_truth(self.eval(stmt.test, frame)) is False:
            if stmt.msg is not None:
                self.eval(stmt.msg, frame)
            raise _Raise()

    def _stmt_Expr(self, stmt: ast.Expr, frame: Frame) -> None:
        if self.cm_yields and any(stmt.value is y for y in self.cm_yields[-1][0]):
            if self.branch_depth != self.cm_yields[-1][1]:
                raise _YieldOnOnePath()
            yielded = stmt.value.value
            raise _Yield(self.eval(yielded, frame) if yielded is not None else None, self.ctx)
        self.eval(stmt.value, frame)

    def _stmt_Assign(self, stmt: ast.Assign, frame: Frame) -> None:
        if isinstance(stmt.value, ast.GeneratorExp) and all(isinstance(t, (ast.Tuple, ast.List)) for t in stmt.targets):
            # `q, k, v = (put(x) for x in xs)`: unpacking takes every item at once, as a list comprehension would
            value = self.eval(self._list_twin(stmt.value), frame)
        else:
            value = self.eval(stmt.value, frame)
        for target in stmt.targets:
            self.bind_target(target, value, frame)
        if isinstance(stmt.value, ast.Call) and not self.peeking:
            from .rules.migration.producers import placed_mesh
            mesh = placed_mesh(self, stmt.value)
            if mesh is not None:
                for target in stmt.targets:
                    if isinstance(target, ast.Name):
                        scope = frame.root() if target.id in frame.globals_declared else frame
                        self.placed_names[(id(scope), target.id)] = (scope, mesh)

    def _drained_generator_call(self, node: ast.Call, frame: Frame) -> Any:
        """`list(steps(cfg))` / `tuple(...)` of a generator function's call: its body runs to the end here, as a
        loop over it would run it (its `with jax.set_mesh` blocks entered and left, its yields collected), so
        it is `[item for item in steps(cfg)]`. None for any other call."""
        if self.peeking or not (isinstance(node.func, ast.Name) and node.func.id in ("list", "tuple")
                                and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Call)):
            return None
        if self.peek(node.func, frame) != QualName("builtins." + node.func.id):
            return None
        made = self.peek(node.args[0].func, frame)
        if not (isinstance(made, FuncVal) and isinstance(made.node, ast.FunctionDef) and _runs_later(made.node)):
            return None
        twins = self.__dict__.setdefault("_drain_twins", {})
        found = twins.get(id(node))
        if found is None or found[0] is not node:
            item = "$item"   # (no Python name has a `$`: nothing of the program's is shadowed)
            twin = ast.copy_location(ast.ListComp(elt=ast.Name(id=item, ctx=ast.Load()), generators=[
                ast.comprehension(target=ast.Name(id=item, ctx=ast.Store()), iter=node.args[0], ifs=[], is_async=0)]),
                node)
            twin.end_lineno, twin.end_col_offset = node.end_lineno, node.end_col_offset
            found = twins[id(node)] = (node, twin)
        value = self.eval(found[1], frame)
        if node.func.id == "tuple":
            return value.items if isinstance(value, ListVal) else UNKNOWN
        return value

    def _list_twin(self, node: ast.GeneratorExp) -> ast.ListComp:
        """The list comprehension with the same element and loops (the same nodes): one per generator expression,
        so that calls in it keep their identity from one evaluation to the next."""
        twins = self.__dict__.setdefault("_list_twins", {})
        found = twins.get(id(node))
        if found is None or found[0] is not node:
            twin = ast.copy_location(ast.ListComp(elt=node.elt, generators=node.generators), node)
            twin.end_lineno, twin.end_col_offset = node.end_lineno, node.end_col_offset
            found = twins[id(node)] = (node, twin)
            self.__dict__.setdefault("_twin_ids", set()).add(id(twin))   # (the twin lives as long as its entry)
        return found[1]

    def _stmt_AnnAssign(self, stmt: ast.AnnAssign, frame: Frame) -> None:
        if stmt.value is not None:
            self.bind_target(stmt.target, self.eval(stmt.value, frame), frame)

    def _stmt_AugAssign(self, stmt: ast.AugAssign, frame: Frame) -> None:
        """`n += 1`, `names += ("x",)`, `x *= 2`: the operator on the old value, for immutable values (a list or
        dict changes in place, where its aliases see it: not followed, the name becomes unknown)."""
        target = stmt.target
        loaded = {ast.Name: lambda t: ast.Name(id=t.id, ctx=ast.Load()),
                  ast.Attribute: lambda t: ast.Attribute(value=t.value, attr=t.attr, ctx=ast.Load()),
                  ast.Subscript: lambda t: ast.Subscript(value=t.value, slice=t.slice, ctx=ast.Load())}
        make = loaded.get(type(target))
        current = self.peek(ast.copy_location(make(target), target), frame) if make is not None else UNKNOWN
        value = self.eval(stmt.value, frame)
        result = UNKNOWN
        # (jax arrays, traced ones in a shard_map body, and numbers known by type are immutable too)
        if not isinstance(current, OneOf) and (isinstance(current, (int, float, str, tuple, ArrayVal, Varying,
                                                                    _JaxArray, OfType))
                                               and not isinstance(current, (bool, IterVal))):
            result = self._binary(stmt.op, current, value, stmt)
        elif any(isinstance(o, MutableSet) for o in alternatives(current)):
            # `axes |= {"tp"}` changes the set itself: every holder of it sees the change
            changed = UNKNOWN
            if isinstance(current, MutableSet) and isinstance(value, frozenset) and not self.regions:
                made = self._binary(stmt.op, frozenset(current), frozenset(value), stmt)
                changed = MutableSet(made) if isinstance(made, frozenset) else UNKNOWN
            self._changed_in_place(current, changed)
            result = changed
        elif any(isinstance(o, ListVal) for o in alternatives(current)):
            # `xs += [...]` extends the list itself: every holder of it sees the change
            grown = self._changed_list(current, "extend", [value]) if isinstance(stmt.op, ast.Add) else UNKNOWN
            self._changed_in_place(current, grown)
            result = grown
        elif any(isinstance(o, ObjVal) for o in alternatives(current)):
            self._escape([current])   # `d |= other`: the dict itself changed (its aliases too)
        self.bind_target(target, result, frame)

    def _stmt_Delete(self, stmt: ast.Delete, frame: Frame) -> None:
        for target in stmt.targets:
            if isinstance(target, ast.Subscript) and self.peek(target.value, frame) == _OS_ENVIRON:
                self._environ_written(self.peek(target.slice, frame), None)   # `del os.environ["K"]`
                continue
            if isinstance(target, ast.Subscript) and self._deleted_entry(target, frame):
                continue
            if isinstance(target, ast.Subscript):  # `del d[k]`: that entry is gone
                held = self.peek(target.value, frame)
                self._protocol_may_set(held, "__delitem__")
                self._changed_in_place(held, UNKNOWN)
                for option in alternatives(held):
                    if isinstance(option, ObjVal):
                        option.keys_unsure = True
            self.bind_target(target, UNKNOWN, frame)

    def _deleted_entry(self, target: ast.Subscript, frame: Frame) -> bool:
        """`del kinds[name]` of a dict of ours whose keys are known, the key a known string: the entry is gone
        (as `kinds.pop(name)` would take it: only where the update is certain, else the keys become unsure); a
        key it certainly lacks is a KeyError. False: not that shape (the caller then forgets what it held)."""
        held = self.peek(target.value, frame)
        key = self.peek(target.slice, frame)
        if not (isinstance(held, ObjVal) and held.kind == "dict" and not held.escaped and not held.keys_unsure
                and isinstance(key, str) and key is not UNKNOWN):
            return False
        if self.peeking:
            return True
        if key in held.attrs:
            if self._strong_update(held):
                del held.attrs[key]
            else:
                held.keys_unsure = True
            return True
        if not self._held_by_a_module(held, frame):
            raise _Raise()   # KeyError
        return False

    def _stmt_Global(self, stmt: ast.Global, frame: Frame) -> None:
        frame.globals_declared.update(stmt.names)

    def _stmt_Nonlocal(self, stmt: ast.Nonlocal, frame: Frame) -> None:
        # the names live in an enclosing function's scope: reads and writes go there (a closure that swaps
        # the mesh an outer function uses)
        frame.nonlocals_declared.update(stmt.names)
        for name in stmt.names:
            frame.env.pop(name, None)

    def _stmt_Import(self, stmt: ast.Import, frame: Frame) -> None:
        if not self.peeking and any(_removed_module(a.name, self.jax_version) for a in stmt.names):
            raise _Raise()   # ModuleNotFoundError
        for alias in stmt.names:
            if alias.asname:
                frame.assign(alias.asname, QualName(canonical(alias.name)))
            else:
                root = alias.name.split(".")[0]
                frame.assign(root, QualName(canonical(root)))
            self._import_effect(alias.name, 0)

    def _external(self, dotted: str, node: ast.AST, frame: Frame) -> Any:
        """What a project module binds to a name (None: not known), a module `__getattr__` run for it."""
        resolved = self.resolve_external(dotted)
        if isinstance(resolved, ModuleGetattr):
            if self.peeking or not isinstance(resolved.func, FuncVal):
                return None
            return self.call_function(resolved.func, [resolved.name], {}, node, frame)
        return resolved

    def _stmt_ImportFrom(self, stmt: ast.ImportFrom, frame: Frame) -> None:
        dots = "." * stmt.level
        module = dots + (stmt.module or "")
        if not stmt.level and stmt.module and not self.peeking and _removed_module(stmt.module, self.jax_version):
            raise _Raise()   # ModuleNotFoundError
        for alias in stmt.names:
            if alias.name == "*":
                continue
            if not stmt.level and _not_exported(stmt.module, alias.name, self.jax_version) \
                    and (stmt.module, alias.name) not in _REMOVED_IMPORTS:
                raise _Raise(("ImportError",))   # this jax has no such name there
            full = f"{module}.{alias.name}" if stmt.module else f"{dots}{alias.name}"
            value: Any = QualName(canonical(full))
            patched = self._patched(value.name) if self.patched_library and not stmt.level else MISSING
            if patched is not MISSING:
                value = patched   # imported after the program replaced it: the replacement
            elif not stmt.level and full in _TYPE_CHECKING_FLAGS:
                value = False   # `from typing import TYPE_CHECKING`: blocks under it never run
            elif self.resolve_external is not None and (stmt.level or full.split(".")[0] not in _LIBRARY_ROOTS):
                # cross-file resolution (jedi) may know what a project module binds to this name
                resolved = self._external(full, stmt, frame)
                value = value if resolved is None else resolved
            frame.assign(alias.asname or alias.name, value)
            # (at module level, where MESH202 reports the import itself; in a function it reports the call)
            if not stmt.level and not self.peeking and frame.func is None and \
                    (stmt.module, alias.name) in _REMOVED_IMPORTS and \
                    tuple(self.jax_version) >= _REMOVED_IMPORTS[(stmt.module, alias.name)]:
                # (a handler around it that certainly catches no ImportError, `except AttributeError:`, lets it out)
                if not (self.optional_depth or self.branch_depth or self.alternative_depth) and all(
                        handler_catches(h, "ImportError") is False for h in self.handlers):
                    self.raised_imports.append(stmt)
                raise _Raise(("ImportError",))   # nothing after this import runs (unless a handler catches it)
        self._import_effect(stmt.module or "", stmt.level)
        for alias in stmt.names:
            # `from pkg import setup_mesh`: a name that is a submodule is imported too, after the package
            if alias.name != "*":
                self._import_effect(f"{stmt.module}.{alias.name}" if stmt.module else alias.name, stmt.level,
                                    submodule=True)

    def _import_effect(self, module: str, level: int, submodule: bool = False) -> None:
        """Importing a module of the project runs its top level, which may call jax.set_mesh. Single-file
        analysis cannot see that code, so the context mesh becomes unknown (cross-file analysis overrides this
        and reads the module instead). `submodule`: a name `from ... import` gives, which is a module only when
        its file exists."""
        if self.peeking:
            return
        if not self._is_local_module(module, level):
            if submodule or level or not self._on_added_path(module):
                return
        elif submodule and not self._local_module_file(module, level):
            return
        self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)

    def _on_added_path(self, module: str) -> bool:
        """A module no library provides, imported by a program that adds to sys.path itself: it may be found
        there (and run its top level)."""
        root = module.split(".")[0]
        text = getattr(self.source, "text", None) or ""
        return "sys.path" in text and bool(root) and root not in _LIBRARY_ROOTS and root not in _INERT_ROOTS \
            and root not in sys.stdlib_module_names

    def _local_module_file(self, module: str, level: int) -> bool:
        """A file or package of that dotted name beside this file (relative: above it, by the dots)."""
        if not self.path:
            return False
        base = Path(self.path).parent
        for _ in range(max(level - 1, 0)):
            base = base.parent
        target = base.joinpath(*module.split("."))
        return target.with_suffix(".py").exists() or (target / "__init__.py").exists() or target.is_dir()

    def _shadowed_beside(self, root: str) -> bool:
        """A module `root` (`json.py`, `json/`) in this file's folder or a package folder above it: a script run
        from there imports it instead of the standard library's (its folder comes first on sys.path). Looked up
        once per module and root (the library models ask at every call)."""
        memo = self.__dict__.setdefault("_shadow_memo", {})
        key = (self.path, root)
        if key not in memo:
            memo[key] = self._look_for_shadow(root)
        return memo[key]

    def _look_for_shadow(self, root: str) -> bool:
        if not self.path:
            return True   # (where the code runs is not known)
        folder = Path(self.path).parent
        for _ in range(8):
            try:
                if (folder / f"{root}.py").exists() or (folder / root / "__init__.py").exists():
                    return True
                if not (folder / "__init__.py").exists() or folder.parent == folder:
                    return False
            except OSError:
                return True
            folder = folder.parent
        return True

    def _is_local_module(self, module: str, level: int) -> bool:
        if level:
            return True
        root = module.split(".")[0]
        if not root or root in _LIBRARY_ROOTS or root in _INERT_ROOTS or root in sys.stdlib_module_names:
            return False
        if not self.path:
            return False
        here = Path(self.path).parent
        return (here / f"{root}.py").exists() or (here / root / "__init__.py").exists()

    def _stmt_Return(self, stmt: ast.Return, frame: Frame) -> None:
        value = self.eval(stmt.value, frame) if stmt.value is not None else None
        raise _Return(value)

    def _stmt_Raise(self, stmt: ast.Raise, frame: Frame) -> None:
        self.raise_events += 1
        if stmt.exc is not None:
            self.eval(stmt.exc, frame)
        raise _Raise()

    def _stmt_Pass(self, stmt, frame) -> None:
        pass

    def _eval_defaults(self, fnode: ast.AST, frame: Frame) -> dict:
        """The parameters' default values, evaluated where the def/lambda runs (as Python does, once)."""
        a = fnode.args
        positional = a.posonlyargs + a.args
        defaults = {}
        for param, default in zip(positional[len(positional) - len(a.defaults):], a.defaults):
            defaults[param.arg] = self.eval(default, frame)
        for param, default in zip(a.kwonlyargs, a.kw_defaults):
            if default is not None:
                defaults[param.arg] = self.eval(default, frame)
        for name in _mutated_params(fnode, defaults):
            # a mutable default is made once and shared by every call: what an earlier call put in it is unknown;
            # so is the object itself wherever else it is held (`def tp(specs=BASE_SPECS): specs[1] = ...`
            # changes BASE_SPECS whenever it runs)
            if not self.peeking:
                self._escape([defaults[name]])
            defaults[name] = UNKNOWN
        return defaults

    def _stmt_FunctionDef(self, stmt: ast.FunctionDef, frame: Frame) -> None:
        defaults = self._eval_defaults(stmt, frame)
        if not self.peeking:
            self.param_defaults[stmt] = defaults
            frame.param_defaults[stmt] = defaults
        value: Any = FuncVal(stmt, (), frame, defaults=defaults)
        self.decorator_depth += 1   # (a decorator factory's call decides what the name holds: followed)
        try:
            decorators = [self.eval(d, frame) for d in stmt.decorator_list]
        finally:
            self.decorator_depth -= 1
        for dec_node, dec in zip(reversed(stmt.decorator_list), reversed(decorators)):
            if self._test_runner_mark(dec_node, dec, frame):
                continue   # the runner reads the mark; the test it calls is the function under it, as it is
            value = self.apply(dec, [value], {}, dec_node, frame, decorating=True)
        frame.assign(stmt.name, value)

    def _test_runner_mark(self, dec_node: ast.AST, dec: Any, frame: Frame) -> bool:
        """`@parameterized.parameters(...)`, `@pytest.mark.x`, `@unittest.skipIf(...)`: decorators that only mark
        a test for its runner (which cases, whether it runs; test_entries.py reads them). A user decorator
        under one (`@with_mesh`, entering a mesh) still wraps what the runner calls."""
        name = self._callee_name(dec_node, frame) if isinstance(dec_node, ast.Call) else \
            dec.name if isinstance(dec, QualName) else None
        if name == _WITH_EXPLICIT_MESH:
            return False   # it enters a mesh around the function: callers get a wrapper we do not follow
        return inert_decorator(name)

    _stmt_AsyncFunctionDef = _stmt_FunctionDef

    def _stmt_ClassDef(self, stmt: ast.ClassDef, frame: Frame) -> None:
        bases = []
        namedtuple = False
        # a plain enum.Enum (a subclass of one without members, too); a str/int mixin's members act as their
        # values, and stay their values here
        enum_kinds = []
        for b in stmt.bases:
            # (a class of a module the cross-file analysis does not run, as a base: its body matters here)
            value = self.materialized(self.eval(b, frame))
            enum_kinds.append("plain" if (isinstance(value, QualName) and value.name == "enum.Enum") or (
                isinstance(value, ClassVal) and value.enum_members == {}) else "other")
            if isinstance(b, ast.Subscript):   # `Generic[T]`, `Protocol[T]`: the base is the subscripted class
                generic = self.peek(b.value, frame)
                if isinstance(generic, QualName) and generic.name in _PLAIN_BASES:
                    continue
            if isinstance(value, QualName) and value.name in _PLAIN_BASES:
                continue   # adds no attribute the program's classes use (abc.ABC: only the ABCMeta metaclass)
            if isinstance(value, QualName) and value.name in NAMEDTUPLE_BASES:
                namedtuple = True
                continue
            if isinstance(value, QualName) and value.name in QUIET_INIT_BASES:
                bases.append(LibraryBase(value.name))
                continue
            if not (isinstance(value, QualName) and value.name == "builtins.object"):
                bases.append(value if isinstance(value, ClassVal) else UNKNOWN)
        class_kwargs = {kw.arg: self.eval(kw.value, frame) for kw in stmt.keywords}
        self.decorator_depth += 1   # (a decorator factory's call decides what the name holds: followed)
        try:
            decorators = [(d, self.materialized(self.eval(d, frame))) for d in stmt.decorator_list]
        finally:
            self.decorator_depth -= 1
        body_frame = Frame(env={}, parent=frame)
        try:
            self.exec_block(stmt.body, body_frame)
        except (_Raise, _Return):
            frame.assign(stmt.name, UNKNOWN)
            return
        # methods see the enclosing scope, never the class body's (their defaults go with them)
        frame.param_defaults.update(body_frame.param_defaults)
        namespace = {name: self._rebase(value, body_frame, frame) for name, value in body_frame.env.items()}
        value: Any = ClassVal(stmt, namespace, tuple(bases))
        if enum_kinds == ["plain"]:
            make_enum_members(value, [t.id for s_ in stmt.body if isinstance(s_, ast.Assign)
                                      for t in s_.targets if isinstance(t, ast.Name)])
        if namedtuple:
            value.dataclass = value.frozen = value.namedtuple = True
        meta = class_kwargs.pop("metaclass", None)
        if meta is not None and not (isinstance(meta, QualName) and meta.name in _PLAIN_METACLASSES):
            frame.assign(stmt.name, UNKNOWN)   # a metaclass may make the class anything
            if meta is UNKNOWN or (isinstance(meta, ClassVal) and any(
                    isinstance(m, FuncVal) and self._mutates(m.node) for m in meta.namespace.values())):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)   # (its __new__ / __init__ ran here)
            return
        self._init_subclass(value, class_kwargs, stmt, frame)
        for node, dec in reversed(decorators):
            if isinstance(dec, QualName) and dec.name == _REGISTER_DATACLASS and isinstance(value, ClassVal):
                # `@jax.tree_util.register_dataclass` (applied after @dataclass): every field is a pytree child,
                # but those a field's metadata makes static (a metadata not spelled out: no children known)
                if value.dataclass:
                    found = _registered_data_fields(value)
                    if found is not None:
                        value.pytree_fields = found
                continue
            if isinstance(dec, QualName) and dec.name in _CLASS_RETURNING_DECORATORS:
                continue   # registers the class and returns it unchanged
            kind = self._dataclass_decorator(node, dec)
            if kind is None and isinstance(dec, FuncVal) and not dec.wrappers and isinstance(value, ClassVal) \
                    and isinstance(dec.node, (ast.FunctionDef, ast.Lambda)) and not self._runs_later(dec.node):
                # a decorator of ours (`@register("name")` filling a registry): called with the class, its result
                # is what the name holds (the class itself, most often)
                value = self.call_function(dec, [value], {}, node, frame)
                if not isinstance(value, ClassVal):
                    break
                continue
            if kind is None:
                value = UNKNOWN  # a class decorator we cannot follow may return anything
                break
            value.dataclass, value.frozen = True, value.frozen or kind == "frozen"
        frame.assign(stmt.name, value)

    def _init_subclass(self, cls: ClassVal, kwargs: dict, stmt: ast.ClassDef, frame: Frame) -> None:
        """Python calls a base's `__init_subclass__` (a classmethod) when the class statement runs."""
        hook = cls.lookup_after(cls, "__init_subclass__")
        if isinstance(hook, StaticVal):
            hook = hook.func
        if isinstance(hook, FuncVal):
            self.call_function(hook.bind((cls,)), [], kwargs, stmt, frame)

    def _rebase(self, value: Any, body_frame: Frame, frame: Frame) -> Any:
        if isinstance(value, FuncVal) and value.closure is body_frame:
            return FuncVal(value.node, value.wrappers, frame, value.bound_args, value.bound_kwargs, value.defaults)
        if isinstance(value, PropertyVal):
            return PropertyVal(self._rebase(value.getter, body_frame, frame), value.cached,
                               self._rebase(value.setter, body_frame, frame))
        if isinstance(value, StaticVal):
            return StaticVal(self._rebase(value.func, body_frame, frame), value.kind)
        return value

    def _dataclass_replaced(self, obj: Any, changes: dict, node: ast.AST, frame: Frame) -> Any:
        """`dataclasses.replace(cfg, names=...)`: the class called again with every field's current value and the
        changes (its `__post_init__` runs again). None when the instance or its fields are not all known."""
        if not isinstance(obj, ObjVal) or obj.kind != "instance" or obj.escaped or not isinstance(obj.cls, ClassVal) \
                or not obj.cls.dataclass or any(not isinstance(c, ClassVal) for c in obj.cls.mro() or (None,)):
            return None
        # a `field(init=False)` is not passed again: `__post_init__` (or its default) sets it anew
        fields = obj.cls.init_fields()
        if not fields or set(changes) - set(fields):
            return None
        values = {f: changes[f] if f in changes else obj.read(f) for f in fields}
        if any(v is MISSING for v in values.values()):
            return None
        return self.apply(obj.cls, [], values, node, frame)

    def _dataclass_decorator(self, node: ast.AST, value: Any) -> str | None:
        """'plain' / 'frozen' for a dataclass decorator (bare or called), None for anything else."""
        if isinstance(value, QualName) and value.name in DATACLASS_DECORATORS:
            return "plain"
        if isinstance(node, ast.Call):
            callee = self.peek(node.func, self.module_frame) if isinstance(node.func, ast.Attribute) else None
            name = self._callee_name(node, self.module_frame)
            if (name or (callee.name if isinstance(callee, QualName) else None)) in DATACLASS_DECORATORS:
                frozen = any(k.arg == "frozen" and isinstance(k.value, ast.Constant) and k.value.value is True
                             for k in node.keywords)
                return "frozen" if frozen else "plain"
        return None

    def _stmt_If(self, stmt: ast.If, frame: Frame) -> None:
        test = self.eval(stmt.test, frame)
        self._implicit_calls((test,))   # `if loader:` asks its __bool__ / __len__
        truth = _test_truth(test)
        if not self.peeking:
            # (what each evaluation of the test gave: guards.py asks whether a version test was always decided)
            seen = self.test_truths.get(id(stmt.test))
            if seen is None or seen[0] is not stmt.test:
                seen = self.test_truths[id(stmt.test)] = (stmt.test, set())
            seen[1].add(truth)
        if truth is not None:
            self.exec_block(stmt.body if truth else stmt.orelse, frame)
            return
        inspected = self._opaquely_inspected(stmt.test, frame)
        if _reads_context_mesh(stmt.test) and self.ctx.status != "unknown":
            # `if get_abstract_mesh() == AbstractMesh((), ()):` the analysis could not answer: each branch runs
            # only under the context meshes that answer it so, which are unknown here; afterwards the context
            # is as before unless a branch changes it
            saved = self.ctx
            self.ctx = UNKNOWN_CTX.with_(kernel=saved.kernel)
            self._branches([stmt.body, stmt.orelse], frame, inspected=inspected)
            if not any(_sets_mesh_globally(s_) for s_ in stmt.body + stmt.orelse):
                self.ctx = saved
            return
        self._may_be_fixed(stmt, stmt.test, frame, test)
        if self._branches([stmt.body, stmt.orelse], frame, inspected=inspected, guard=stmt,
                          facts=self._none_test_facts(stmt.test, frame)):
            self._guard_rest = stmt

    def _may_be_fixed(self, guard: ast.AST, test: ast.AST, frame: Frame, value: Any) -> None:
        """An undecided test: whether the program fixes its answer (_program_fixes_answer) is asked only when a
        finding under it needs the answer (most tests never guard one, and the question reads the whole
        module's syntax), of the names as they were at the test."""
        if self.peeking:
            return
        snapshot = self._snapshot(frame)

        def answer() -> bool:
            held = [(f, f.env) for f, _ in snapshot]
            try:
                for f, env in snapshot:
                    f.env = dict(env)
                return self._program_fixes_answer(test, frame, value)
            except RecursionError:
                raise
            except Exception:
                return True   # (information, never an error, where the question could not be answered)
            finally:
                for f, env in held:
                    f.env = env
        self._test_answers[guard] = answer

    def fixed_test(self, tests: Any) -> ast.AST | None:
        """The innermost of `tests` (a test, or the tests around a point, outermost first) whose answer the
        program fixes; None when none is."""
        if tests is None:
            return None
        for test in reversed(tests) if isinstance(tests, (tuple, list)) else (tests,):
            held = self._test_answers.get(test)
            if callable(held):
                held = self._test_answers[test] = bool(held())
            if held:
                return test
        return None

    def _program_fixes_answer(self, test: ast.AST, frame: Frame, value: Any = None) -> bool:
        """A condition on what the program's own values are, which the analysis models least: their types
        (`isinstance(x, jax.Array)`, `hasattr(x, "sharding")`, `callable(f)`), their dtypes, shapes and contents
        (`x.dtype == np.float64`, `w.shape[0] % 8`, `x.sum() > 0`) and jax's flags (`jax.config.jax_enable_x64`).
        Real code dispatches on such tests, and the program fixes their answer, not its environment (an
        environment variable or a command-line flag may take either branch in some run). Where one was not
        answered, what its branches get wrong happens only for some of the values that may reach it:
        information, not an error."""
        if value is not None and _holds_array(value):
            return True   # `if x.sum() > 0:` on an array's contents
        for node in astwalk.walk(test):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _TYPE_TESTS:
                callee = self.peek(node.func, frame)
                if isinstance(callee, QualName) and callee.name == "builtins." + node.func.id:
                    return True
            if isinstance(node, ast.Attribute) and node.attr in _ARRAY_PROPERTIES and (
                    node.attr in _DTYPE_PROPERTIES or _holds_array(self.peek(node.value, frame))):
                return True   # (a mesh has a shape and a size too: asked of an unknown mesh, that is a parameter)
            if isinstance(node, (ast.Attribute, ast.Call)):
                named = self.peek(node.func if isinstance(node, ast.Call) else node, frame)
                if isinstance(named, QualName) and named.name.startswith(_DATA_TEST_ROOTS):
                    return True
        return self._inputs_known(test, frame) or self._asks_a_parameter(test, frame)

    def _asks_a_parameter(self, test: ast.AST, frame: Frame) -> bool:
        """A test on a parameter (not known) of a function judged alone (`if x.ndim == 3:`): which branch runs
        is each caller's business, and a finding judged alone must hold whatever the caller does."""
        for node in astwalk.walk(test):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                owner = frame.owner(node.id)
                if owner is not None and id(owner) in self.alone_frames and owner.func is not None \
                        and _is_parameter_of(owner.func, node.id) and owner.env.get(node.id, UNKNOWN) is UNKNOWN:
                    return True
        return False

    def _inputs_known(self, test: ast.AST, frame: Frame) -> bool:
        """Every value the test reads comes from the program's own code, and it calls nothing that reads the
        environment: its answer is fixed by the program, only the analysis could not compute it
        (`set(mesh.axis_types) == {AxisType.Explicit}`, `MODE is Mode.EXPLICIT`, `hp.gather_mode == "top"` of a
        namedtuple `_replace`d, `unshard.use_top_level` set on the function). A value not known counts when the
        file shows where it comes from and that holds no environment read (see provenance). A test on an
        environment variable, a command-line flag, a file or the device count may go either way in some run:
        not this."""
        bound: set = set()
        for node in astwalk.walk(test):
            if isinstance(node, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                bound.update(n.id for n in astwalk.walk(node) if isinstance(n, ast.Name) and isinstance(
                    n.ctx, ast.Store))
                if isinstance(node, ast.Lambda):
                    bound.update(a.arg for a in node.args.args)   # (a lambda's parameters are its own)
        stack = [test]
        reads = 0
        while stack:
            node = stack.pop()
            if isinstance(node, ast.NamedExpr):
                stack.append(node.value)   # `(mesh := make()) is not None`: what is bound is what is read
                continue
            if _reference(node):
                root = node
                while isinstance(root, (ast.Attribute, ast.Subscript)):
                    root = root.value
                if root.id in bound:
                    continue
                value = self.peek(node, frame)
                if (value is UNKNOWN or isinstance(value, QualName)   # (a module's global: not known either)
                        or (isinstance(value, OneOf) and UNKNOWN in value.options)) \
                        and self._from_environment(node, frame):
                    return False
                reads += 1
                continue
            if isinstance(node, ast.Call):
                callee = self.materialized(self.peek(node.func, frame))   # (a helper of another module: its def)
                if type(callee).__name__ == "InertCallable":
                    return False   # (not found)
                if isinstance(callee, QualName) and provenance.is_environment_call(callee.name):
                    return False
                if callee is UNKNOWN:
                    if not self._opaque_callee_is_programs(node.func, frame):
                        return False
                    reads += 1   # `MODE.is_explicit()`, `VAR.get()`: a method of the program's own value
                elif isinstance(callee, FuncVal):
                    if any(w != ("memoized",) for w in callee.wrappers) or self._returns_from_environment(callee):
                        return False
                    reads += 1   # `if n_auto_axes() == 0:`: a helper of ours computing from the program's values
                elif isinstance(callee, QualName) and callee.name in _NAMESPACE_READS:
                    reads += 1   # `if "USE_FAST_PATH" in globals():`: what the program defined
                stack.extend(node.args)
                stack.extend(k.value for k in node.keywords)
                if isinstance(node.func, ast.Attribute):
                    stack.append(node.func.value)   # `FEATURES.intersection(...)`: the receiver is read
                continue
            stack.extend(ast.iter_child_nodes(node))
        return reads > 0

    def _from_environment(self, expr: ast.AST, frame: Frame) -> bool:
        """A value the analysis does not know, which may come from the environment by what the file shows."""
        owner = frame
        while owner is not None and owner.func is None and owner.parent is not None:
            owner = owner.parent
        root = frame.root()
        scope = owner.func if owner is not None and owner.func is not None else None
        return self._reaches_environment([expr], scope, root)

    def _opaque_callee_is_programs(self, func: ast.AST, frame: Frame) -> bool:
        """A callee the analysis does not know that is one of the program's values or a method of one (an Enum
        member's `is_explicit`, a ContextVar's `get`, an `operator.attrgetter(...)` kept in a name), not a function
        of a module: a library call not modelled may ask anything, the environment included."""
        if not isinstance(func, (ast.Attribute, ast.Name)):
            return False
        root = func
        while isinstance(root, (ast.Attribute, ast.Subscript, ast.Call)):
            root = root.func if isinstance(root, ast.Call) else root.value
        if not isinstance(root, ast.Name) or isinstance(self.peek(root, frame), QualName) \
                or self.peek(root, frame) is THIS_MODULE:
            return False   # `torch.cuda.is_available()`: a module's function
        return not self._from_environment(func, frame)

    def _returns_from_environment(self, func: FuncVal) -> bool:
        """A function of the program (`is_explicit()`, `load_config()`) whose result may come from the
        environment: what it returns, read backward in its own module (a helper that times itself or logs is
        not the environment for that)."""
        root = func.closure.root() if isinstance(func.closure, Frame) else self.module_frame
        return self._reaches_environment(provenance.returned(func.node), func.node, root)

    def _reaches_environment(self, exprs: list, scope: ast.AST | None, root: Frame) -> bool:
        tree = root.module.tree if root.module is not None else self.tree
        origin = root.module.path if root.module is not None else self.path
        syntax = self._syntax_of(tree)
        project_module = getattr(self, "project_module_tree", None)

        def library_name(node: ast.AST) -> str | None:
            chain = node
            while isinstance(chain, ast.Attribute):
                chain = chain.value
            if not isinstance(chain, ast.Name):
                return None   # (a call in the chain is not evaluated again)
            value = self.peek(node, root)
            if not isinstance(value, QualName) or value.name.split(".")[0] == "builtins" \
                    or self._is_local_module(value.name.split(".")[0], 0):
                return None   # (a project module's global: followed into that module)
            return value.name

        def module_tree(module: str, level: int) -> ast.AST | None:
            return project_module(module, level, origin) if project_module is not None and origin else None

        try:
            return any(provenance.reaches_environment(e, scope if scope is not None else tree, syntax, library_name,
                                                      module_tree) for e in exprs)
        except RecursionError:
            return True

    def _opaquely_inspected(self, test: ast.AST, frame: Frame) -> list[str]:
        """Names a branch condition hands to code whose answer the analysis cannot know
        (`if is_explicit(sharding):`, `if layout.wants_reshard(x):`): each branch runs only for the values that
        code answered for, so inside the branches those names are unknown (`reshard` for Explicit meshes, else
        `with_sharding_constraint`, is correct code). Plain tests (`mesh is None`, isinstance, len, jax's own
        functions, a dict's get) refine nothing."""
        names: list[str] = []
        for node in astwalk.walk(test):
            if not isinstance(node, ast.Call):
                continue
            callee = self.peek(node.func, frame)
            if isinstance(callee, QualName) and callee.name.split(".")[0] in _PURE_TEST_ROOTS:
                continue
            if isinstance(callee, (DictGet, DictView, builtin_values.PureMethod, ArrayMethod)):
                continue
            parts = list(node.args) + [k.value for k in node.keywords]
            if isinstance(node.func, ast.Attribute):
                parts.append(node.func.value)   # `target.is_explicit()`: the receiver is inspected too
            for part in parts:
                part = part.value if isinstance(part, ast.Starred) else part
                if isinstance(part, ast.Name) and part.id not in names:
                    names.append(part.id)
        if _test_reads_sharding(test, frame.func or self.tree):
            # `if jax.typeof(x).sharding.spec != want:`, `spec = x.sharding.spec; if spec == P(...):`: a test on a
            # sharding or a mesh's axis types that the analysis could not answer; each branch holds only for the
            # arrays and meshes it answered for: those names, and the names they were computed from here
            for name in _names_feeding(test, frame.func or self.tree):
                if name not in names:
                    names.append(name)
        return names

    def _branches(self, blocks: list[list[ast.stmt]], frame: Frame, may_skip: bool = False,
                  inspected: list[str] = (), guard: ast.AST | None = None, facts: tuple | None = None) -> bool:
        """Runs each block from the same start; the context after is what all surviving paths agree on.
        `inspected`: names unknown inside the blocks (see _opaquely_inspected), as they were after them unless
        a block rebinds them. `guard`: an undecided test whose answer the program fixes (_program_fixes_answer)
        choosing among the blocks. `facts`: per block, what its test tells of a name or attribute there
        (_none_test_facts). Returns whether some block returned."""
        start = self.ctx
        start_env = self._snapshot(frame)
        ends: list[tuple[Ctx, list]] = []
        returned = False
        marked: list[list] = []
        for index, block in enumerate(blocks):
            self.ctx = start
            self._restore(start_env)
            if facts is not None:
                self._bind_fact(facts[index], frame)
            kept = self._hide_names(inspected, block, frame)
            self.branch_depth += 1
            first_mark = len(self._guard_marks)
            if guard is not None:
                self.undecided_tests.append(guard)
            try:
                with self._region(optional=True):
                    self.exec_block(block, frame)
                self._unhide_names(kept)
                ends.append((self.ctx, self._snapshot(frame)))
            except _Raise:
                pass
            except _Return as ret:
                self._ends_path(ret)
                returned = True
            finally:
                self.branch_depth -= 1
                if guard is not None:
                    self.undecided_tests.pop()
                    marked.append([m for m in self._guard_marks[first_mark:] if m[0] is guard])
        if guard is not None:
            self._certain_on_every_branch(marked)
        if may_skip:
            ends.append((start, start_env))
        if not ends:
            if returned:
                raise _Return(None, recorded=True)
            raise _Raise()
        self._merge_paths(ends)
        if inspected and len(ends) < len(blocks):
            # a branch left (`if is_explicit(s): return reshard(x, s)`): what follows runs only for the values the
            # opaque test answered the other way for, so the names it inspected stay unknown from here
            self._hide_names(inspected, [], frame, permanent=True)
        return returned

    def _hide_names(self, names, block: list[ast.stmt], frame: Frame, permanent: bool = False) -> list:
        """Binds `names` to UNKNOWN for a block; returns what to put back after it (the names the block does not
        rebind)."""
        if not names:
            return []
        stored = {n.id for stmt in block for n in astwalk.walk(stmt)
                  if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del))}
        kept = []
        for name in names:
            owner = frame.owner(name)
            if owner is None or name not in owner.env or (permanent and owner is not frame):
                continue   # (a global or a closure's name stays unknown only inside the branches)
            if isinstance(owner.env[name], (QualName, ClassVal, FuncVal)):
                continue   # `jax`, `AxisType`, a class: what a test inspects is not these
            if name not in stored:
                kept.append((owner, name, owner.env[name]))
            owner.env[name] = UNKNOWN
            self.hidden_names.add((id(owner), name))   # (rules reading a name's definition ask: hidden_here)
        return kept

    def hidden_here(self, name: str, frame: Frame) -> bool:
        """Whether `name` was made unknown by a branch test the analysis could not answer (and still is): what
        its definition made is then not what reaches here."""
        owner = frame.owner(name)
        return owner is not None and (id(owner), name) in self.hidden_names and owner.env.get(name) is UNKNOWN

    @staticmethod
    def _unhide_names(kept: list) -> None:
        for owner, name, value in kept:
            if owner.env.get(name) is UNKNOWN:
                owner.env[name] = value

    def _merge_paths(self, ends: list[tuple[Ctx, list]]) -> None:
        """Where surviving paths meet: the context is what they agree on, every name holds every value."""
        result = ends[0][0]
        for other, _ in ends[1:]:
            result = join(result, other)
        self.ctx = result
        self._restore(self._joined([env for _, env in ends]) if len(ends) > 1 else ends[0][1])

    # ------------------------------------------------------------------ conditional regions
    def _region(self, optional: bool = False) -> "_Region":
        """Code that may or may not run (a branch, a loop body, a handler): object updates there are weak.
        `optional`: a path may skip the whole block (a branch on a run-time condition, a handler)."""
        return _Region(self, optional)

    def _strong_update(self, obj: ObjVal) -> bool:
        here = tuple(self.regions)
        return obj.region[:len(here)] == here

    # ------------------------------------------------------------------ environments along paths
    @staticmethod
    def _env_frames(frame: Frame) -> list[Frame]:
        """The scopes a block of `frame` can rebind: its own and (through `global`) the module's."""
        root = frame.root()
        return [frame] if root is frame else [frame, root]

    def _snapshot(self, frame: Frame) -> list[tuple[Frame, dict]]:
        return [(f, dict(f.env)) for f in self._env_frames(frame)]

    @staticmethod
    def _restore(snapshot: list[tuple[Frame, dict]]) -> None:
        for f, env in snapshot:
            f.env.clear()
            f.env.update(env)

    @staticmethod
    def _joined(snapshots: list[list[tuple[Frame, dict]]]) -> list[tuple[Frame, dict]]:
        """Per scope and name, the join of every path's value; a name bound on some paths only is unknown."""
        out = []
        for i, (f, _) in enumerate(snapshots[0]):
            envs = [snap[i][1] for snap in snapshots]
            base = envs[0]
            # most names hold the very same value on every path (a module's thousands of globals): only the
            # names some path rebound are joined
            differ: set = set()
            for e in envs[1:]:
                if e is base:
                    continue
                differ.update(k for k, v in e.items() if base.get(k, _ABSENT) is not v)
                if len(e) != len(base) or differ:
                    differ.update(base.keys() - e.keys())
            env = dict(base)
            for name in differ:
                if all(name in e for e in envs):
                    env[name] = join_values(*[e[name] for e in envs])
                else:
                    env[name] = UNKNOWN
            out.append((f, env))
        return out

    @staticmethod
    def _same_env(a: list[tuple[Frame, dict]], b: list[tuple[Frame, dict]]) -> bool:
        for (_, ea), (_, eb) in zip(a, b):
            if ea.keys() != eb.keys() or any(not same_value(ea[k], eb[k]) for k in ea):
                return False
        return True

    def _ends_path(self, ret: "_Return") -> None:
        """A `return` ended one path of a statement with others (a branch, a try body, a handler): noted as one of
        the function's returns, and the statement goes on with its other paths (outside a function: re-raised)."""
        if not self.exits:
            raise ret
        if not ret.recorded:
            self._note_return(ret.value)

    def _note_return(self, value: Any) -> None:
        """An early return on one path: the function's exit context is the one before its `with` blocks."""
        exits = self.exits[-1]
        exits.returns.append((value, exits.restores[0] if exits.restores else self.ctx))

    def _stmt_Match(self, stmt: ast.Match, frame: Frame) -> None:
        subject = self.eval(stmt.subject, frame)
        chosen = self._matching_case(stmt, subject, frame)
        if chosen is not _NO_FOLD:
            if chosen is not None:
                case, bound = chosen
                for name, value in bound.items():
                    self.bind_target(ast.Name(id=name, ctx=ast.Store()), value, frame)
                self.exec_block(case.body, frame)
            return
        self._branches([case.body for case in stmt.cases], frame, may_skip=True)

    def _matching_case(self, stmt: ast.Match, subject: Any, frame: Frame) -> Any:
        """(the case a known subject certainly selects, what its pattern binds), None when no case matches;
        _NO_FOLD when any pattern or guard up to it cannot be decided (a class pattern, a value not known)."""
        if subject is UNKNOWN or isinstance(subject, OneOf):
            return _NO_FOLD
        for case in stmt.cases:
            bound: dict = {}
            result = patterns.matches(case.pattern, subject, bound,
                                      lambda a, b, node: self._compare(ast.Eq(), a, b, node, frame),
                                      lambda node: self.peek(node, frame), _isinstance_known)
            if result is None:
                return _NO_FOLD
            if result and case.guard is not None:
                # `case "custom" if "mesh" in cfg:` the guard, read with what the pattern bound (a guard that
                # calls code of ours, or reads what is not known, leaves the match undecided)
                result = _test_truth(self.peek(case.guard, Frame(env=dict(bound), parent=frame)))
                if result is None:
                    return _NO_FOLD
            if result:
                return case, bound
        return None

    def _plain_method(self, obj: ObjVal, name: str, node: ast.AST, frame: Frame) -> FuncVal | None:
        """A special method (`__iter__`, `__next__`) of our class that a builtin calls on the object: a plain
        function of ours (not a generator, not wrapped); None otherwise, or while peeking (calling runs it)."""
        if obj.cls is None or obj.escaped or self.peeking:
            return None
        method = self._member(obj, name, node, frame)
        if isinstance(method, FuncVal) and not method.wrappers and isinstance(method.node, ast.FunctionDef) \
                and not self._runs_later(method.node):
            return method
        return None

    def _generator_of(self, iterable: Any, node: ast.AST, frame: Frame) -> GenVal | None:
        """What a for loop iterates when it is a generator of the file: `for b in batches(n)`, or an object whose
        `__iter__` is a generator method (a data loader)."""
        if isinstance(iterable, GenVal):
            return iterable
        if isinstance(iterable, (Enumerated, PartOf)):
            return iterable.generator
        if isinstance(iterable, ObjVal) and iterable.cls is not None and not iterable.escaped \
                and not self.peeking:
            method = self._member(iterable, "__iter__", node, frame)
            if isinstance(method, FuncVal) and not method.wrappers and self._runs_later(method.node) \
                    and isinstance(method.node, ast.FunctionDef):
                return GenVal(method, (), (), node)
            if isinstance(method, FuncVal) and not method.wrappers and isinstance(method.node, ast.FunctionDef) \
                    and not self._runs_later(method.node) and _only_returns(method.node):
                # `def __iter__(self): return iter(self._batches())`: the loop calls it and iterates what it gives
                before = self.ctx
                made = self.call_function(method, [], {}, node, frame)
                if isinstance(made, GenVal):
                    self.ctx = before   # (making the generator ran none of it: the loop drives it next)
                    return made
                return None
        return None

    def _iterator_rest(self, it: IterVal) -> Any:
        """What is left to take from a one-shot iterator: all of its items, those after what `next()` took,
        nothing after a loop ran it to its end, or some of them (how many unknown) when how far it was taken
        is not known."""
        held = self.iterators_taken.get(id(it))
        if held is None or held[0] is not it:
            return tuple(it)
        if held[1] == _TAKEN_UNKNOWN:
            return SeqOf(join_values(*it)) if len(it) else ()
        return tuple(it)[held[1]:]

    def _take_from(self, it: IterVal, count: int | None, certain: bool = True) -> None:
        """`count` more items taken from the iterator (None: all that are left). Taken on a path that may not
        run, or by code that may stop part way (`certain` False): how far it got is not known after."""
        if self.peeking:
            return
        held = self.iterators_taken.get(id(it))
        before = 0 if held is None or held[0] is not it else held[1]
        if before == len(it):
            return   # already empty: taking from it changes nothing
        certain = certain and not (self.optional_depth or self.branch_depth or self.alternative_depth)
        if not certain:
            after = _TAKEN_UNKNOWN
        elif count is None:
            after = len(it)
        elif before == _TAKEN_UNKNOWN:
            return
        else:
            after = min(len(it), before + count)
        self.iterators_taken[id(it)] = (it, after)
        self._run_lazy(it, whole=before == 0 and after == len(it))
        source = self.iterator_sources.get(id(it))
        if after == len(it) and source is not None and source[0] is it:
            self._take_from(source[1], None)   # `sum(1 for _ in it)` used `it` up too

    def _run_lazy(self, it: IterVal, whole: bool) -> None:
        """Items are taken from a lazy iterator: the calls that make them run now, in this context (`list(map(
        step, batches))` after the `with` block that made the map ended runs `step` with no mesh). Run once, and
        only where all of it is certainly taken."""
        held = self.lazy_runs.pop(id(it), None)
        if held is None or held[0] is not it:
            return
        if whole and not self.interleaved_consumer:
            made = held[1]()
            if isinstance(made, (tuple, list)) and len(made) == len(it):
                # what the items are where they are made (its element read then, late binding): the taker reads
                # these, not the peek made where the iterator was (that followed no call)
                self.lazy_values[id(it)] = (it, tuple(made))
            return
        # taken part way (`any(check() for check in checks)` stops at the first true one), or between the passes
        # of a loop that changes the context: which calls run is the program's business. Run as code that may
        # run (what it may set is joined in), its errors information at most, as under a test the program fixes
        self._test_answers[held[2]] = True
        self._may_run(held[2], held[1])

    def _may_run(self, guard: ast.AST, run) -> None:
        """`run()` as a branch that may or may not be taken, under the undecided test `guard` (whether the
        program fixes its answer: _test_answers): what it sets is joined with the context before it."""
        start = self.ctx
        self.undecided_tests.append(guard)
        self.branch_depth += 1
        try:
            with self._region(optional=True):
                run()
            self.ctx = join(start, self.ctx)
        except (_Raise, _Return, _Unknowable):
            self.ctx = start
        finally:
            self.branch_depth -= 1
            self.undecided_tests.pop()

    def _lazily(self, it: IterVal, run, made_at: ast.AST) -> IterVal:
        if not self.peeking and isinstance(it, IterVal) and len(it):
            self.lazy_runs[id(it)] = (it, run, made_at)
        return it

    def _iterated(self, iterable: Any, all_of_it: bool) -> Any:
        """A loop or comprehension about to iterate `iterable`: for a one-shot iterator, what is left of it (now
        taken: to its end when `all_of_it`, else part way); anything else as it is."""
        if not isinstance(iterable, IterVal):
            return iterable
        rest = self._iterator_rest(iterable)
        self._take_from(iterable, None, certain=all_of_it)
        return self._items_made(iterable, rest)

    def _items_made(self, it: IterVal, rest: Any) -> Any:
        """What a taker of all of a lazy iterator gets: the items its run made as they were taken, when it ran
        whole just now; else `rest` (what was known before)."""
        made = self.lazy_values.pop(id(it), None)
        if made is None or made[0] is not it or not (isinstance(rest, tuple) and len(rest) == len(it)):
            return rest
        return made[1]

    def _builtin_takes(self, name: str, args: list) -> list:
        """Iterators handed to a builtin, replaced by what is left of them; the builtin takes them: to their end
        for list(), sorted(), sum(), ...; lazily or part way for zip(), any(), ... (how far: unknown)."""
        if not any(isinstance(a, IterVal) for a in args):
            return args
        out = []
        for i, arg in enumerate(args):
            if isinstance(arg, IterVal):
                rest = self._iterator_rest(arg)
                self._take_from(arg, None, certain=name in _ITERATOR_DRAINERS and i == 0)
                rest = self._items_made(arg, rest)
                arg = rest if isinstance(rest, tuple) else UNKNOWN
            out.append(arg)
        return out

    def _next_of(self, args: list) -> Any:
        """`next(it)` / `next(it, default)` on a one-shot iterator of known items: the item it gives."""
        it = args[0]
        rest = self._iterator_rest(it)
        if not isinstance(rest, tuple):
            self._take_from(it, 1, certain=False)
            return UNKNOWN
        self._take_from(it, 1)
        if rest:
            return rest[0]
        if len(args) > 1:
            return args[1]
        raise _Raise()   # StopIteration

    def _cycle_call(self, name: str, args: list, kwargs: dict) -> Any:
        """A call given an `itertools.cycle` of known items: `next(c)` gives the item it has reached; `zip(xs, c)`
        and `islice(c, n)` take a window of it, in order from there when that is known; `iter(c)` is `c`.
        Anything else: NOT_HANDLED (the cycle is then an object the call may use in any way)."""
        cycle = args[0]
        if name == "builtins.iter" and len(args) == 1 and not kwargs:
            return cycle
        if name == "builtins.next" and len(args) == 1 and not kwargs and isinstance(cycle, CycleVal):
            at = self._cycle_position(cycle)
            self._cycle_advance(cycle, 1)
            return cycle.items[at % len(cycle.items)] if at is not None else join_values(*cycle.items)
        if name == "itertools.islice" and len(args) == 2 and not kwargs and isinstance(cycle, CycleVal) \
                and isinstance(args[1], int) and not isinstance(args[1], bool) and 0 <= args[1] <= _CYCLE_MAX:
            window = self._cycle_window(cycle, args[1])
            self._cycle_advance(cycle, args[1])
            return window
        if name == "builtins.zip" and len(args) >= 2 and not kwargs and not any(
                isinstance(a, IterVal) or (not isinstance(a, CycleVal) and builtin_values._iterated(a) is None)
                for a in args):
            # the shortest of the other arguments ends it (how far each cycle is taken then depends on the order
            # zip pulls in: unknown after)
            lengths = [len(items) for a in args if not isinstance(a, CycleVal)
                       for items in [builtin_values._iterated(a)] if items is not None]
            bound = min(lengths) if lengths and len(lengths) == sum(not isinstance(a, CycleVal) for a in args) \
                else None
            windows = []
            for a in args:
                if isinstance(a, CycleVal):
                    windows.append(self._cycle_window(a, bound))
                    self._cycle_advance(a, None)
                else:
                    windows.append(a)
            return builtin_values.builtin_call(name, windows, kwargs)
        return builtin_values.NOT_HANDLED

    def _cycle_position(self, cycle: CycleVal) -> int | None:
        held = self.iterators_taken.get(id(cycle))
        if held is None or held[0] is not cycle:
            return 0
        return None if held[1] == _TAKEN_UNKNOWN else held[1]

    def _cycle_advance(self, cycle: CycleVal, count: int | None) -> None:
        """`count` more items taken (None: how many is not known); on a path that may not run, unknown after."""
        if self.peeking:
            return
        at = self._cycle_position(cycle)
        certain = count is not None and at is not None and not (
            self.optional_depth or self.branch_depth or self.alternative_depth)
        self.iterators_taken[id(cycle)] = (cycle, (at + count) % len(cycle.items) if certain else _TAKEN_UNKNOWN)

    def _cycle_window(self, cycle: CycleVal, count: int | None) -> Any:
        at = self._cycle_position(cycle)
        if at is None or count is None or count > _CYCLE_MAX:
            return SeqOf(join_values(*cycle.items), nonempty=True)
        return IterVal(tuple(cycle.items[(at + i) % len(cycle.items)] for i in range(count)))

    def _next_of_generator(self, generator: GenVal, default: list, frame: Frame) -> Any:
        """`next(gen)`: its body runs up to the yield it reaches next, no further (a peek at the first batch runs
        nothing after the first yield); the context there stays (a generator suspended in a `with
        jax.set_mesh(...)` block leaves its mesh set) and the yielded value is the result. The k-th call runs
        the body again from its start up to its k-th yield, where every yield is a statement no `if` holds.
        Other shapes: the whole body, as code that may run."""
        func = generator.func.node
        held = self.generator_nexts.get(id(generator))
        taken = held[1] if held is not None and held[0] is generator else 0
        start = held[2] if taken else self.ctx
        if taken and not self.ctx.same(held[3]):
            # the caller changed the context since the last next(): a replay from the start would not see the
            # body resume in it (its `with` blocks put back what was in effect when they were entered)
            if self._mutates(func):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            self.generator_nexts.pop(id(generator), None)
            return UNKNOWN
        found = sorted(_yield_paths(func), key=lambda f: (f[0].lineno, f[0].col_offset))
        in_order = all(_straight_yield(n, p, through_if=False) for n, p in found)
        if taken == 0:
            targets = tuple(n for n, _ in found)   # (the first one the run reaches, wherever it is)
        else:
            targets = tuple(n for n, _ in found[taken:taken + 1]) if in_order else ()
        past_the_last = taken > 0 and in_order and taken >= len(found)
        if not targets and not past_the_last:
            # how far this next() takes it is not known: nothing of it is judged here, and a context it may
            # change is unknown after
            if self._mutates(func):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return UNKNOWN
        if targets:
            self.ctx = start   # (a replay runs from where the first next() started it)
            self.cm_yields.append((targets, self.branch_depth))
            try:
                self.call_function(generator.func, list(generator.args), dict(generator.kwargs), generator.node,
                                   frame, unknown_args=generator.unknown_args, entering_cm=True)
            except _Yield as reached:
                # (the `with` blocks around the yield put back what they changed on the way out: the context
                # a close() there would leave)
                closed = self.ctx
                self.ctx = reached.ctx
                self.generator_nexts[id(generator)] = (generator, taken + 1, start, reached.ctx, closed)
                return reached.value
            except (_Return, _YieldOnOnePath):
                if self._mutates(func):
                    self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
                return UNKNOWN
            finally:
                self.cm_yields.pop()
        if default:
            return default[0]   # it ended without reaching a yield: next() gives the default
        raise _Raise()   # StopIteration

    def _close_generator(self, generator: GenVal) -> None:
        """`gen.close()` after next(): GeneratorExit at the yield it is suspended at exits the `with jax.set_mesh`
        blocks around it, so the context is what they put back (when the caller left it as the yield did, and the
        function has no handler or `finally` that could run then, nor a context manager of its own). A generator
        never started, or run to its end, is left as it is."""
        held = self.generator_nexts.pop(id(generator), None)
        if held is None or held[0] is not generator or not held[1]:
            return
        func = generator.func.node
        if self.ctx.same(held[3]) and _closes_cleanly(func):
            self.ctx = held[4]
        elif self._mutates(func):
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        self.driven_generators[id(generator)] = (generator, True)   # (iterated again, it yields nothing)

    def _drained(self, generator: GenVal) -> bool:
        """The generator object was certainly iterated to its end before: iterating it again runs nothing."""
        held = self.driven_generators.get(id(generator))
        return held is not None and held[0] is generator and held[1]

    def _forget_yields(self) -> None:
        """What `_drive_generator` tells the loop of the generator it drove last: nothing yet."""
        self.yield_contexts = self.yield_values = self.yield_sequence = None
        self.certain_yields = []
        self.yields_once = False

    def _drive_generator(self, generator: GenVal, frame: Frame, exhausted: bool) -> bool:
        """The generator's body, run as the loop advances it, under the loop's context mesh. `exhausted`: the loop
        runs it to the end (no break, return or raise in the loop body), so its body runs as a call would; else
        how far it gets depends on the loop, and it is judged as code that may run. True when the body ran and
        reached none of its yields on any path (`if not cfg.eval: return` first): the loop gets nothing."""
        self._forget_yields()   # (what the last one driven gave is not this one's)
        if self.peeking:
            return False
        if self.driven_generators.get(id(generator), (None,))[0] is generator:
            # iterated before: its body ran then (to its end, or up to where that loop left it); what is left of
            # it is not judged again, but may still leave a mesh set
            if _sets_mesh_globally(generator.func.node):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return False
        # (certainly run to its end: a loop that cannot leave early, on a path that certainly runs)
        self.driven_generators[id(generator)] = (generator, exhausted and not self.optional_depth
                                                 and not self.branch_depth)
        start = self.ctx
        self.driving = generator.func.node
        # [def, ended, yielded, contexts, (node, value), (node, ctx, value), the optional depth of its body's
        # certain statements, a yield reached there, the values of its yields in order, that order not known,
        # the loop may stop taking items (the call that made it)]
        drive = [generator.func.node, False, False, [], [], [], self.optional_depth + (not exhausted), False, [],
                 False, None if exhausted else generator.node]
        self.drives.append(drive)
        try:
            with self._region(optional=not exhausted):
                self.call_function(generator.func, list(generator.args), dict(generator.kwargs), generator.node,
                                   frame, unknown_args=generator.unknown_args)
        except (_Raise, _Unknowable):
            if exhausted:
                raise
            drive[1] = False   # (not known to have ended without a yield)
        finally:
            self.driving = None
            self.drives.pop()
        self.ctx = join(start, self.ctx)
        self._forget_yields()   # (a generator its body drove set these for its own loop: not this one's)
        if drive[1] and drive[3]:
            self.yield_contexts = drive[3]
            self.yields_once = drive[7]
            self.certain_yields = [(ctx, value) for node, ctx, value in drive[5]
                                   if node in _certain_yields(generator.func.node)]
            reached = {id(node) for node, _ in drive[4]}
            if all(id(node) in reached for node, _ in _yield_paths(generator.func.node)):
                # every yield of the body ran at least once: what the loop gets is one of the values they gave
                # (a batch dict built afresh on each pass of a `while True:` loader is one value, not ten)
                self.yield_values = join_values(*_unlike([value for _, value in drive[4]]))
            if exhausted and not drive[9] and drive[8]:
                # each yield it reached is one every run reaches, in this order (`for st in STAGES: yield
                # {**DEFAULTS, **st}` over a known table): what it gives is exactly these items
                self.yield_sequence = tuple(drive[8])
                # (a loop's body runs while it is suspended at each yield: in the context there)
                self.sequence_in_place = all(ctx.same(start) for ctx in drive[3])
        return drive[1] and not drive[2]

    def _loop_runs(self, iterable: Any, node: ast.AST, frame: Frame | None = None) -> bool:
        """Whether a for loop certainly runs its body at least once."""
        if isinstance(iterable, SeqOf) and iterable.nonempty:
            return True
        return self._iterations(iterable, node, frame) not in (None, 0)

    def _iterations(self, iterable: Any, node: ast.AST, frame: Frame | None = None) -> int | None:
        """How many items a for loop certainly iterates over (a literal sequence, `range(<constants>)`)."""
        if isinstance(iterable, (tuple, str)) or isinstance(iterable, ListVal):
            items = iterable.items if isinstance(iterable, ListVal) else iterable
            return len(items)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            try:
                return len(range(*[ast.literal_eval(a) for a in node.args]))
            except Exception:
                pass
            # `range(cfg.steps)`: the bounds' values, when known
            bounds = [self.peek(a, frame) for a in node.args] if frame is not None and not node.keywords else []
            if bounds and all(isinstance(b, int) and not isinstance(b, bool) for b in bounds) and len(bounds) <= 3 \
                    and (len(bounds) < 3 or bounds[2] != 0):
                return len(range(*bounds))
            return None
        return None

    def _stmt_For(self, stmt: ast.For, frame: Frame) -> None:
        if isinstance(stmt.iter, ast.List) and not any(isinstance(e, ast.Starred) for e in stmt.iter.elts):
            # `for batch in [a, b]:` a list display nobody else holds: its items are what the loop gets (arrays
            # keep their sharding, which a list that may be changed in place elsewhere does not)
            iterable = tuple(self.eval(e, frame) for e in stmt.iter.elts)
        else:
            iterable = self._eval_loop_header(stmt.iter, frame)
        iterable = self._consumed_lazily(iterable)
        if isinstance(iterable, CycleVal):
            # without end: the body may run any number of times (until a break), each time on one of its items
            self._cycle_advance(iterable, None)
            iterable = SeqOf(join_values(*iterable.items), nonempty=True)
        if isinstance(iterable, IterVal) and _ends_after_one_item(stmt.body):
            rest = self._iterator_rest(iterable)   # `for first in it: ...; break`: takes one item
            self._take_from(iterable, 1)
            iterable = rest
        elif isinstance(iterable, IterVal):
            # a loop that cannot leave early takes the iterator to its end (a lazy one's calls run between the
            # passes of the body: before them all only where the body leaves the context as it was)
            saved, self.interleaved_consumer = self.interleaved_consumer, self._mutates_block(stmt.body)
            try:
                iterable = self._iterated(iterable, all_of_it=not _may_leave_early(stmt.body))
            finally:
                self.interleaved_consumer = saved
        generator_source = iterable
        generator = self._generator_of(iterable, stmt.iter, frame)
        # (a loop over part of a generator leaves it suspended, as a `break` does)
        part = _part_of(generator_source)
        leaves_early = _may_leave_early(stmt.body) or part is not None
        yielded_in = None
        if part is not None and part.takes_none:
            self.exec_block(stmt.orelse, frame)   # `islice(loader, 0)` runs none of it
            return
        if generator is not None and self._drained(generator):
            self.exec_block(stmt.orelse, frame)   # a generator already run to its end yields nothing more
            return
        if generator is not None:
            # a loop that cannot leave early exhausts the generator: all of its body runs
            if self._drive_generator(generator, frame, exhausted=not leaves_early):
                self.exec_block(stmt.orelse, frame)   # its body reached no yield: the loop gets nothing
                return
            iterable = UNKNOWN
            if _distinct_items(self.yield_sequence) and self.sequence_in_place \
                    and isinstance(generator_source, (GenVal, ObjVal, Enumerated)) \
                    and len(self.yield_sequence) <= _UNROLL_MAX:
                # exactly these items, in this order: the loop runs them one by one (when they differ: else
                # the joined item says as much, and a list the loop fills keeps it better)
                iterable = self.yield_sequence if not isinstance(generator_source, Enumerated) else tuple(
                    (UNKNOWN, item) for item in self.yield_sequence)
            elif self.yield_values is not None and isinstance(generator_source, (GenVal, ObjVal)):
                iterable = SeqOf(self.yield_values)   # each item is one of the values its yields gave
            elif self.yield_values is not None and isinstance(generator_source, Enumerated):
                # (a count, one of those values)
                iterable = SeqOf((UNKNOWN, part.item(self.yield_values) if part is not None else self.yield_values))
            elif self.yield_values is not None and isinstance(generator_source, PartOf):
                iterable = SeqOf(generator_source.item(self.yield_values))
            if self.yield_contexts and not self._mutates_block(stmt.body):
                # each pass runs while the generator is suspended at a yield (inside its `with
                # jax.set_mesh(...)` block, say): in the context there
                yielded_in = self.yield_contexts[0]
                for other in self.yield_contexts[1:]:
                    yielded_in = join(yielded_in, other)
        iterable = _iteration_view(iterable)
        items = iterable.items if isinstance(iterable, ListVal) else iterable
        if isinstance(items, tuple) and 0 < len(items) <= _UNROLL_MAX and (
                len(items) <= _UNROLL_ALWAYS or self._loop_names_sharding(stmt)) \
                and self.statements_run < _UNROLL_WORK_LIMIT:
            # `for types in [(Explicit,), (Auto,)]:` runs the body once per item, in order; a `break` the
            # analysis decides ends it there (`for i in range(3): if i == 0: break`), a `continue` it decides
            # ends that item's pass
            for index, item in enumerate(items):
                self.bind_target(stmt.target, item, frame)
                certain, possible = self._one_iteration(stmt, frame, later=index > 0)
                if certain:
                    return   # left by a break: no `else:`
                if possible:
                    # a break that may or may not happen: the rest of the loop is judged as code that may run
                    # (the path that broke here leaves with this item bound, and skips the `else:`)
                    broke_ctx, broke_env = self.ctx, self._snapshot(frame)
                    rest = items[index + 1:]
                    if rest:
                        self.bind_target(stmt.target, join_values(*rest), frame)
                        self._loop_body(stmt.body, frame, False)
                    self._loop_else(stmt, frame, False)
                    self._merge_paths([(broke_ctx, broke_env), (self.ctx, self._snapshot(frame))])
                    return
            self.exec_block(stmt.orelse, frame)
            return
        if self._iterations(iterable, stmt.iter) == 0 and not (isinstance(stmt.iter, ast.Call) and isinstance(
                stmt.iter.func, ast.Name) and frame.lookup("range") != QualName("builtins.range")):
            self.exec_block(stmt.orelse, frame)   # `for _ in range(0):` never runs its body
            return
        after_generator = None
        if generator is not None and yielded_in is not None:
            after_generator, self.ctx = self.ctx, yielded_in
        element = self._element_of(iterable)
        self.bind_target(stmt.target, element, frame)
        # (a generator that certainly yields gives the loop at least one item, and so does a part of it that
        # certainly takes one: `islice(loader, 2)`)
        runs = self._loop_runs(iterable, stmt.iter, frame) or (
            generator is not None and self.yields_once and (part is None or part.takes_one))
        certain_yields = self.certain_yields if generator is not None and yielded_in is not None else []
        # each pass starts with the target bound to an item afresh (`for x, y in batches: y = jnp.asarray(y)`:
        # what the body stored in it is not what the next pass gets)
        rebind = (lambda: self.bind_target(stmt.target, element, frame)) if _names_only(stmt.target) else None
        broke = self._watching_breaks(stmt, lambda: self._loop_body(stmt.body, frame, runs, rebind=rebind))
        if certain_yields and not leaves_early and not self.peeking \
                and isinstance(generator_source, (GenVal, ObjVal, Enumerated)):
            # a yield every run of the generator reaches (`yield ("eval", 0)` after its `with jax.set_mesh`
            # block): one pass of the body certainly runs in the context there with what it yielded there
            self._pass_in_contexts(stmt, frame, [
                (ctx, (UNKNOWN, value) if isinstance(generator_source, Enumerated) else value)
                for ctx, value in certain_yields if not ctx.same(yielded_in)])
        if after_generator is not None:
            # run to its end, the generator left its blocks; left early, it stays suspended at a yield
            self.ctx = after_generator if not leaves_early else join(after_generator, yielded_in)
        self._loop_else(stmt, frame, broke and runs)

    _stmt_AsyncFor = _stmt_For

    def _pass_in_contexts(self, loop: ast.For, frame: Frame, passes: list) -> None:
        """One more pass of a loop body for each (context, item) (passes the loop certainly makes: the item is
        bound to the loop's target); what they bind is left as the loop left it."""
        for ctx, item in passes:
            end_ctx, end_env = self.ctx, self._snapshot(frame)
            self.ctx = ctx
            try:
                self.bind_target(loop.target, item, frame)
                self.exec_block(loop.body, frame)
            finally:
                self.ctx = end_ctx
                self._restore(end_env)

    def _eval_loop_header(self, node: ast.AST, frame: Frame) -> Any:
        """A for loop's (or comprehension's) iterable, where a generator made right here is driven right after."""
        saved = self.loop_header
        self.loop_header = _generator_header_calls(node)
        try:
            return self.eval(node, frame)
        finally:
            self.loop_header = saved

    def _one_iteration(self, loop: ast.stmt, frame: Frame, later: bool = False) -> tuple[bool, bool]:
        """One pass of an unrolled loop's body: (a break certainly left the loop, one may have). `later`: not the
        first pass, so what the syntax says reaches a use from before the loop (a rule's `loop_carried`
        definition) no longer does."""
        self.loop_breaks.append((loop, self.optional_depth, [False], [False], [False, False]))
        self.later_iteration += later
        try:
            self.exec_block(loop.body, frame)
        finally:
            self.later_iteration -= later
            _, _, certain, possible, continued = self.loop_breaks.pop()
        self.maybe_continued = continued[1]
        return certain[0], possible[0]

    def _watching_breaks(self, loop: ast.stmt, run) -> bool:
        """Runs a loop's body; True when it certainly reached a `break` of this loop (on a path that is not
        optional, with only `if`s the analysis decided between the break and the loop)."""
        self.loop_breaks.append((loop, self.optional_depth, [False], [False], [False, False]))
        try:
            run()
        finally:
            _, _, certain, _, _ = self.loop_breaks.pop()
        return certain[0]

    def _note_break(self) -> None:
        if not self.loop_breaks or self.peeking or self.silent_depth:
            return
        loop, depth, certain, possible, continued = self.loop_breaks[-1]
        # (through `with` blocks and `try` bodies too: the loop is left after their exits / `finally:`; a
        # handler's path that does not break is then not judged after the loop: silence, never a false finding.
        # A pass that may have continued earlier (`if c != n: continue` above it) may never get here.)
        if not continued[1] and self._certainly_reached_in(loop, depth, through=_BLOCKS_LEFT_BY_JUMPS):
            certain[0] = True
        elif loop in self.stmt_stack:
            possible[0] = True

    def _certainly_reached_in(self, loop: ast.stmt, depth: int, through=(ast.If,)) -> bool:
        """The statement being run is reached by every pass of this loop's body that gets this far: on no
        optional path, with only `if`s the analysis decided (or other `through` blocks) between it and the loop."""
        if loop not in self.stmt_stack:
            return False
        between = self.stmt_stack[self.stmt_stack.index(loop) + 1:-1]
        return self.optional_depth == depth and all(isinstance(s_, through) for s_ in between)

    def _note_continue(self, block: list[ast.stmt]) -> None:
        """A `continue` ran: when certain, what follows it in the loop body is skipped (exec_block)."""
        if not self.loop_breaks or self.peeking:
            return
        loop, depth, _, _, continued = self.loop_breaks[-1]
        # (in `with` blocks and `try` bodies too: the iteration ends after their exits / `finally:`; the rest of
        # the body is then not judged for a handler's path either: silence there, never a false finding)
        if block is not loop.body and self._certainly_reached_in(loop, depth, through=_BLOCKS_LEFT_BY_JUMPS):
            continued[0] = True
        elif block is not loop.body:
            continued[1] = True   # a continue on a path that may not be taken

    def _loop_else(self, loop: ast.stmt, frame: Frame, certainly_broke: bool) -> None:
        """A loop's `else:` runs only when no `break` left the loop: never after a certain break, and as code
        that may run when the body may break."""
        if not loop.orelse or certainly_broke:
            return
        if not any(isinstance(n, ast.Break) for n in _own_statements(loop.body)):
            self.exec_block(loop.orelse, frame)
            return
        # (the paths that broke out skip it: what it binds joins what they had)
        start, start_env = self.ctx, self._snapshot(frame)
        try:
            with self._region(optional=True):
                self.exec_block(loop.orelse, frame)
        except _Raise:
            self.ctx = start
            self._restore(start_env)
            return
        except _Return as ret:
            # `else: return fallback` ends only the paths that did not break: the others go on after the loop
            self._returned_on_optional_path(ret, start, start_env)
            return
        self._merge_paths([(start, start_env), (self.ctx, self._snapshot(frame))])

    def _returned_on_optional_path(self, ret: "_Return", start: Ctx, start_env: list) -> None:
        """A `return` in a block some paths skip: noted as one of the function's returns, and the state goes
        back to what it was before the block for the paths that skipped it (outside a function: re-raised)."""
        if not self.exits:
            raise ret
        if not ret.recorded:
            self._note_return(ret.value)
        self.ctx = start
        self._restore(start_env)

    def _loop_names_sharding(self, loop: ast.stmt) -> bool:
        """A loop body that names a sharding thing (`leaf.sharding`, `P(...)`, `mesh`, a spec): worth running item by
        item over more items."""
        cache = self.__dict__.setdefault("_sharding_loops", {})
        found = cache.get(id(loop))
        if found is None or found[0] is not loop:
            words = (n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else
                     n.value if isinstance(n, ast.Constant) and isinstance(n.value, str) else ""
                     for stmt in loop.body for n in astwalk.walk(stmt))
            hit = any(w == "P" or any(s in w.lower() for s in _SHARDING_WORDS) for w in words if w)
            found = cache[id(loop)] = (loop, hit)
        return found[1]

    def _stmt_While(self, stmt: ast.While, frame: Frame) -> None:
        test = self.eval(stmt.test, frame)
        if _test_truth(test) is False:
            self.exec_block(stmt.orelse, frame)   # `while False:` / `while n > 0:` with n == 0: never runs its body
            return
        if _test_truth(test) is True:
            # `while attempt < 3: attempt += 1; if attempt == 2: break`: iterations whose test folds run in
            # order, as a for loop over known items does, until the test is false, a decided break, or a test,
            # break or continue the analysis cannot decide (the rest is then judged as the loop it is: a pass
            # that may have continued skipped what follows the continue, which the state here does not show)
            for index in range(_WHILE_UNROLL_MAX):
                certain, possible = self._one_iteration(stmt, frame, later=index > 0)
                if certain:
                    return   # left by a break: no `else:`
                if possible or self.maybe_continued:
                    break
                test = self.eval(stmt.test, frame)
                if _test_truth(test) is False:
                    self.exec_block(stmt.orelse, frame)
                    return
                if _test_truth(test) is None:
                    break
        runs = test is True
        broke = self._watching_breaks(stmt, lambda: self._loop_body(stmt.body, frame, runs))
        self._loop_else(stmt, frame, broke and runs)

    def _loop_body(self, body: list[ast.stmt], frame: Frame, runs: bool, target: ast.AST | None = None,
                   rebind: Any = None) -> None:
        """A loop body that runs an unknown number of times: it is judged once, from the state at the loop head,
        which covers every iteration (the join of the state before the loop and after each iteration).
        `rebind`: binds a for loop's target to its item, at the start of every pass."""
        start, start_env = self.ctx, self._snapshot(frame)
        head_ctx, head_env = self._loop_head(body, frame, start, start_env, rebind)
        if _continues_through_mesh_finally(body):
            # `try: if first: continue ... finally: jax.set_mesh(m)`: an iteration that continues still sets the
            # mesh for the next one (the passes here do not follow a `continue` as a jump)
            head_ctx = UNKNOWN_CTX.with_(kernel=head_ctx.kernel)
        self.ctx = head_ctx
        self._restore(head_env)
        if rebind is not None:
            rebind()
        try:
            with self._region(optional=not runs):
                self.exec_block(body, frame)
        except _Raise:
            if runs:
                raise
            self.ctx = start
            self._restore(start_env)
            return
        except _Return as ret:
            if runs:
                raise
            self._returned_on_optional_path(ret, start, start_env)
            return
        if runs:
            return
        self._merge_paths([(start, start_env), (self.ctx, self._snapshot(frame))])

    def _loop_head(self, body: list[ast.stmt], frame: Frame, ctx: Ctx, env: list,
                   rebind: Any = None) -> tuple[Ctx, list]:
        """The state at a loop's head: iterate silently (no findings) until the joined state stops growing;
        names still changing after two iterations are widened to unknown."""
        if self.silent_depth >= 2:  # inside an enclosing loop's silent pass: widen what the body assigns
            widened = [(f, dict(e)) for f, e in env]
            for name in _stored_names(body):
                for _, e in widened:
                    if name in e:
                        e[name] = UNKNOWN
            return (UNKNOWN_CTX.with_(kernel=ctx.kernel) if self._mutates_block(body) else ctx), widened
        head_ctx, head_env = ctx, env
        for _ in range(2):
            after = self._silent_pass(body, frame, head_ctx, head_env, rebind)
            if after is None:
                break
            new_ctx = join(head_ctx, after[0])
            new_env = self._joined([head_env, after[1]])
            if new_ctx.same(head_ctx) and self._same_env(new_env, head_env):
                return head_ctx, head_env
            head_ctx, head_env = new_ctx, new_env
        else:
            # still growing: what changed in the last iteration is unknown
            after = self._silent_pass(body, frame, head_ctx, head_env, rebind)
            if after is not None:
                widened = []
                for (f, e), (_, e2) in zip(head_env, after[1]):
                    e = dict(e)
                    for name, value in e2.items():
                        # (a name whose head value already covers what this pass left is not growing, nor one
                        # bound again to a dict alike one it holds: `state = {"params": ..., "step": ...}` each pass)
                        if name not in e or not (same_value(e[name], join_values(e[name], value)) or any(
                                _alike(option, value) for option in alternatives(e[name]))):
                            e[name] = UNKNOWN
                    widened.append((f, e))
                if not after[0].same(head_ctx):
                    head_ctx = UNKNOWN_CTX.with_(kernel=head_ctx.kernel)
                head_env = widened
        return head_ctx, head_env

    def _silent_pass(self, body: list[ast.stmt], frame: Frame, ctx: Ctx, env: list,
                     rebind: Any = None) -> tuple[Ctx, list] | None:
        """Runs a block for its effect on the state only: findings, meshes and early returns are forgotten.
        None when the block cannot complete."""
        saved = (len(self.records), len(self.meshes), self.reached, dict(self.mesh_names))
        exits = self.exits[-1] if self.exits else None
        saved_exits = (len(exits.returns), list(exits.restores)) if exits is not None else None
        self.ctx = ctx
        self._restore(env)
        self.silent_depth += 1
        try:
            if rebind is not None:
                rebind()
            with self._region():
                self.exec_block(body, frame)
            return self.ctx, self._snapshot(frame)
        except (_Raise, _Return):
            return None
        finally:
            self.silent_depth -= 1
            del self.records[saved[0]:]
            del self.meshes[saved[1]:]
            self.reached = saved[2]
            self.mesh_names = saved[3]
            if exits is not None:
                del exits.returns[saved_exits[0]:]
                exits.restores[:] = saved_exits[1]

    def _mutates_block(self, body: list[ast.stmt]) -> bool:
        return any(self._mutates(stmt) for stmt in body)

    def _stmt_Try(self, stmt: ast.Try, frame: Frame) -> None:
        """The handlers run only on paths where the body raised, from any point of the body: they start from
        every value the body may have bound so far. After the statement, the paths that completed are joined.
        A `return` in the body or a handler ends that path (the handlers still run for the body's errors before
        it); one in `finally` replaces them all."""
        start, start_env = self.ctx, self._snapshot(frame)
        noted = len(self.exits[-1].returns) if self.exits else 0
        handler = Handler(tuple(() if _reraises(h) else self._caught_types(h, frame) for h in stmt.handlers),
                          stmt, "except",
                          self.source.span(stmt), self.path) \
            if stmt.handlers else None
        if handler is not None:
            self.handlers.append(handler)
        # `finally: return` (break, continue) ends the statement normally whatever the body raised: the error is
        # swallowed there, as if caught
        swallowing = Handler((None,), stmt, "finally", self.source.span(stmt), self.path) \
            if any(isinstance(s_, (ast.Return, ast.Break, ast.Continue)) for s_ in stmt.finalbody) else None
        if swallowing is not None:
            self.handlers.insert(len(self.handlers) - (handler is not None), swallowing)
        self.journals.append([])
        raised = returned = False
        raised_as: tuple[str, ...] | None = None
        completes = bool(stmt.handlers) and self._certainly_completes(stmt.body, frame)
        # every handler raises again (`except KeyError: raise ValueError(...) from None`): a path goes on past
        # the statement only through a body that ran to its end, so its updates are as certain as outside a try
        propagates = bool(stmt.handlers) and all(_ends_raising(h.body) for h in stmt.handlers)
        # handlers of exception classes of ours only: they run only if something raised one of them, which a
        # body that ran no `raise` and called nothing unseen did not (a validator whose check passed)
        own_only = bool(stmt.handlers) and not self.peeking and all(
            self._catches_own_classes_only(h, frame) for h in stmt.handlers)
        events_before = self.raise_events
        self.own_exception_tries += own_only
        try:
            if propagates:
                self.exec_block(stmt.body, frame)
            else:
                with self._region():  # a body that may stop at any statement
                    self.exec_block(stmt.body, frame)
        except _Raise as exc:
            raised, raised_as = True, exc.exceptions
        except _Return as ret:
            self._ends_path(ret)
            returned = True
        finally:
            self.own_exception_tries -= own_only
            reached_ctx = self.ctx  # where the body ended or raised (inner `with` blocks already unwound)
            journal = self.journals.pop()
            if handler is not None:
                self.handlers.pop()
            if swallowing is not None:
                self.handlers.pop()
            if self.journals:  # an enclosing try's handler may see these bindings too
                self.journals[-1].extend(journal)
        ends: list[tuple[Ctx, list]] = []
        if not raised and not returned:
            try:
                self.exec_block(stmt.orelse, frame)
                ends.append((self.ctx, self._snapshot(frame)))
            except _Raise:
                pass
        if stmt.handlers and not raised and (completes or self._imports_that_exist(stmt.body) or (
                own_only and self.raise_events == events_before)):
            # `try: from jax import set_mesh / except ImportError: ...`: this jax has it, nothing is caught;
            # `try: body = VARIANTS[name] / except KeyError:` with that key in the dict: likewise
            pass
        elif stmt.handlers:
            handler_env = self._handler_env(start_env, journal)
            mutated = any(_sets_mesh_globally(s) for s in stmt.body)
            handler_ctx = UNKNOWN_CTX.with_(kernel=start.kernel) if mutated else join(start, reached_ctx)
            # a handler runs only if the body raised: unless it certainly did, what the handler gets wrong is
            # not certain to happen (reported as information)
            if not raised:
                self.maybe_handlers.append(stmt)
            try:
                for h in stmt.handlers:
                    if raised and raised_as and self._handler_skipped(h, raised_as, frame):
                        continue   # what the body certainly raised is not what this clause catches
                    self.ctx = handler_ctx
                    self._restore(handler_env)
                    if h.name:
                        frame.assign(h.name, UNKNOWN)
                    try:
                        with self._region(optional=not raised):
                            self.exec_block(h.body, frame)
                        ends.append((self.ctx, self._snapshot(frame)))
                    except _Raise:
                        pass
                    except _Return as ret:
                        self._ends_path(ret)
                        returned = True
            finally:
                if not raised:
                    self.maybe_handlers.pop()
        if not ends:
            self.ctx = UNKNOWN_CTX.with_(kernel=start.kernel)
            returned_ctxs = {ctx for _, ctx in self.exits[-1].returns[noted:]} if self.exits else set()
            if not raised and len(returned_ctxs) == 1:
                self.ctx = next(iter(returned_ctxs))   # every path returned, all from one context mesh
            self._restore(self._handler_env(start_env, journal))
            self._finally(stmt, frame, noted)
            if returned:
                raise _Return(None, recorded=True)
            raise _Raise(raised_as if raised and not any(
                not (raised_as and self._handler_skipped(h, raised_as, frame)) for h in stmt.handlers) else None)
        self._merge_paths(ends)
        self._finally(stmt, frame, noted)

    def _catches_own_classes_only(self, handler: ast.ExceptHandler, frame: Frame) -> bool:
        """`except InvalidMesh:` / `except (ConfigError, MeshError):` naming only exception classes defined in the
        analysed code (JAX and the libraries never raise those themselves)."""
        if handler.type is None:
            return False
        value = self.peek(handler.type, frame)
        classes = value if type(value) is tuple else (value,)
        return bool(classes) and all(isinstance(c, ClassVal) and isinstance(c.node, ast.ClassDef) for c in classes)

    def _handler_skipped(self, handler: ast.ExceptHandler, raised: tuple[str, ...], frame: Frame) -> bool:
        """An `except` clause certainly catches none of the builtin exceptions the body certainly raised (a clause
        naming a class of ours, or none, may catch anything)."""
        caught = self._caught_types(handler, frame)
        if caught is None or _reraises(handler):
            return False
        clause = Handler((caught,), handler, "except", None, self.path)
        return all(handler_catches(clause, name) is False for name in raised)

    def _certainly_completes(self, body: list[ast.stmt], frame: Frame) -> bool:
        """A `try` body of plain assignments to names whose values cannot raise (read before it runs): constants,
        names bound by then, and keys a dict that never escaped certainly holds."""
        for stmt in body:
            if isinstance(stmt, ast.Pass):
                continue
            if not (isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets)
                    and self._cannot_raise(stmt.value, frame)):
                return False
        return bool(body)

    def _cannot_raise(self, node: ast.AST, frame: Frame) -> bool:
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Name):
            owner = frame.owner(node.id)
            return owner is not None and node.id in owner.env
        if isinstance(node, ast.Subscript) and self._cannot_raise(node.value, frame) \
                and self._cannot_raise(node.slice, frame):
            holders, keys = alternatives(self.peek(node.value, frame)), alternatives(self.peek(node.slice, frame))
            return all(isinstance(h, ObjVal) and h.kind == "dict" and not h.escaped and not h.keys_unsure
                       for h in holders) and all(constant_key(k) and all(k in h.attrs for h in holders) for k in keys)
        return False

    def _imports_that_exist(self, body: list[ast.stmt]) -> bool:
        """A `try` body of imports only, each of a jax API the judged jax has (they cannot raise)."""
        for stmt in body:
            if isinstance(stmt, ast.ImportFrom) and stmt.level == 0 and stmt.module:
                if not all(versions.jax_has(canonical(f"{stmt.module}.{a.name}"), self.jax_version)
                           for a in stmt.names):
                    return False
            elif not (isinstance(stmt, ast.Import) and all(a.name == "jax" or a.name.startswith("jax.")
                                                             and versions.jax_has(a.name, self.jax_version)
                                                             for a in stmt.names)):
                return False
        return bool(body)

    def _finally(self, stmt: ast.Try, frame: Frame, noted: int) -> None:
        """The `finally:` block; a `return` it certainly reaches replaces what the body and handlers returned, and
        a `break` / `continue` in it may cancel them (the function goes on after the loop): their values are no
        longer known."""
        if self.exits and len(self.exits[-1].returns) > noted and any(
                isinstance(n, (ast.Break, ast.Continue)) for n in _own_statements(stmt.finalbody)):
            returns = self.exits[-1].returns
            returns[noted:] = [(UNKNOWN, ctx) for _, ctx in returns[noted:]]
        entry = self.ctx
        # the body certainly broke or continued: the whole `finally:` still runs on the way out
        jumped = [(flags[2][0], flags[4][0]) for flags in self.loop_breaks[-1:]]
        for flags in self.loop_breaks[-1:]:
            flags[2][0] = flags[4][0] = False
        try:
            self.exec_block(stmt.finalbody, frame)
        except _Return:
            if self.exits:
                del self.exits[-1].returns[noted:]
            raise
        finally:
            for flags, (broke, continued) in zip(self.loop_breaks[-1:], jumped):
                flags[2][0] = flags[2][0] or broke
                flags[4][0] = flags[4][0] or continued
        if self.exits and self.ctx != entry:
            # the paths that returned in the body or a handler ran this block too before leaving: one that left
            # from the same context mesh leaves with what it made of it (`finally: jax.set_mesh(None)`); from
            # another one, with what is not known
            returns = self.exits[-1].returns
            after = self.ctx
            returns[noted:] = [(value, after if ctx == entry else UNKNOWN_CTX.with_(kernel=ctx.kernel))
                               for value, ctx in returns[noted:]]

    @staticmethod
    def _handler_env(start_env: list, journal: list) -> list:
        """The scopes as a handler may find them: each name holds its value before the body or any value the
        body bound to it."""
        frames = {id(f): i for i, (f, _) in enumerate(start_env)}
        envs = [(f, dict(e)) for f, e in start_env]
        for f, name, value in journal:
            i = frames.get(id(f))
            if i is None:
                continue
            env = envs[i][1]
            env[name] = join_values(env[name], value) if name in env else UNKNOWN
        return envs

    def _caught_types(self, handler: ast.ExceptHandler, frame: Frame) -> tuple[str, ...] | None:
        """The builtin exception classes an `except` clause names; None when it catches anything or what it
        catches cannot be known."""
        if handler.type is None:
            return None
        if self._catches_own_classes_only(handler, frame):
            return ()   # JAX raises its own builtin exceptions, never a class of the program
        value = self.peek(handler.type, frame)
        return _exception_names(value)

    _stmt_TryStar = _stmt_Try

    def _stmt_With(self, stmt: ast.With, frame: Frame) -> None:
        self._with_items(stmt, list(stmt.items), frame)

    _stmt_AsyncWith = _stmt_With

    def _with_items(self, stmt: ast.With, items: list[ast.withitem], frame: Frame) -> None:
        if not items:
            self.exec_block(stmt.body, frame)
            return
        item, rest = items[0], items[1:]
        before = self.ctx
        context_expr = self._chosen_context_expr(item.context_expr, frame)
        value = self.eval(context_expr, frame)
        restore: Ctx | None = None
        suppress = altered = legacy = False
        exit_catches: tuple | None = ()   # what a class's own __exit__ swallows (None: anything)
        user_exit = abstract_entered = None
        if isinstance(value, SetMeshResult) or (isinstance(value, OneOf) and all(
                isinstance(option, SetMeshResult) for option in value.options)):
            # set_mesh.__exit__ puts back what was in effect when it was called (`cm = jax.set_mesh(m)` earlier,
            # `with cm:` later: what was in effect before that call)
            restore = value.previous if isinstance(value, SetMeshResult) and value.previous is not None else before
            as_value: Any = None
        elif isinstance(value, UseAbstractMeshCM):
            restore = before
            self.ctx = self._abstract_mesh_ctx(value.mesh, context_expr)
            if before.status == "empty" and self.ctx.status == "mesh":
                self.ctx = self.ctx.with_(abstract_only=True)
            elif before.status == "unknown" and self.ctx.status == "mesh":
                self.ctx = self.ctx.with_(abstract_only=None)   # a caller's concrete mesh may be under it, or none
            abstract_entered = self.ctx
            as_value = None
        elif isinstance(value, NullContext):
            as_value = value.value   # enters nothing: the block runs in the context it is in
        elif isinstance(value, ExitStackVal):
            as_value = value   # leaving the block closes it (see the end of this block)
        elif isinstance(value, ThreadPool):
            as_value = value   # `with ThreadPoolExecutor() as pool:` leaves the context mesh alone
        elif isinstance(value, NoGeneratorCM) and not self.peeking:
            raise _Raise()   # entering a @contextmanager that never yields: TypeError
        elif isinstance(value, MeshVal) and value.kind == "AbstractMesh" and not self.peeking:
            raise _Raise()   # AbstractMesh has no __enter__: `with abstract_mesh:` is a TypeError
        elif isinstance(value, MeshVal) and value.kind == "Mesh":
            # Legacy `with mesh:` sets the old resource env, never the context mesh.
            self.ctx = self.ctx.with_(legacy_with=context_expr, legacy_path=self.path,
                                      legacy_span=self.source.span(context_expr), legacy_mesh=value)
            restore = before
            legacy = True   # its exit puts back the resource env only: a bare set_mesh in the block stays
            as_value = value
        else:
            as_value = UNKNOWN
            callee = self._callee_name(context_expr, frame)
            if types_config_on(callee, context_expr):
                altered = True
            if callee in _SUPPRESSORS or _is_assert_raises(context_expr):
                suppress = True
            elif not self.peeking and (methods := self._class_cm(value)) is not None:
                # an instance of a class of ours: `__enter__` runs now (a mesh it sets stays set, as in JAX),
                # the block, then `__exit__(None, None, None)`; whatever they set or restore is theirs
                enter, user_exit = methods
                as_value = self.apply(enter, [], {}, context_expr, frame) if enter is not None else value
                exit_catches = self._exit_catches(user_exit)
                suppress = exit_catches != ()
            elif isinstance(value, UserCM) and _catches_around_yield(value.func.node):
                # `try: yield / except E: ...` in the generator: the block's error is thrown in at the yield and
                # caught there (an `expect_failure()` helper); what else it does is not followed
                suppress = True
                restore = before
                if self._mutates(value.func.node):
                    self.ctx = UNKNOWN_CTX
            elif isinstance(value, UserCM):
                # run up to its yield whenever its shape allows: a mesh it enters through an alias or a helper
                # (`with ENTER(mesh): yield`) is seen too, not only a literal jax.set_mesh
                entered = self._enter_user_cm(value)
                if entered is not None:
                    # the generator ran up to its yield: the block runs in the context it left there; one that
                    # did not touch the context mesh leaves what the block made of it (a bare set_mesh stays)
                    self.ctx, as_value = entered[0], entered[1]
                    restore = _user_cm_restore(value, entered[0], before)
                elif self._mutates(value.func.node):
                    restore = before
                    self.ctx = UNKNOWN_CTX
            elif _is_subtest(context_expr):
                pass   # `with self.subTest(i=i):` sets no mesh; an error in it fails the test (reported, then the
                       # runner goes on: what follows is not judged on this path)
            elif not self._is_inert_callee(callee, context_expr, frame, strict=True):
                restore = before
                self.ctx = UNKNOWN_CTX
        # a context manager the analysis cannot see (a lock, a profiler scope, an unknown helper's): its exit is
        # taken to put back the context its entry changed, but not one the block itself set for good
        # (`with lock: jax.set_mesh(m)`): then the context after it is unknown
        opaque = restore is before and self.ctx is UNKNOWN_CTX
        may_set_before = self.may_set_calls
        hand_entered_before = self.hand_entered
        if item.optional_vars is not None:
            self.bind_target(item.optional_vars, as_value, frame)
        tracked = restore is not None and bool(self.exits)
        if tracked:
            self.exits[-1].restores.append(restore)
        if suppress:
            # `with pytest.raises(E):` / `self.assertRaises(E)`: an error of the block is expected and caught;
            # the code after the block runs, with what the block may have bound.
            catches = exit_catches if exit_catches != () else self._suppressed_types(context_expr, frame)
            self.handlers.append(Handler((catches,), context_expr, "with", self.source.span(context_expr),
                                         self.path))
            self.journals.append([])
            start_env = self._snapshot(frame)
        self.types_config += altered
        try:
            if suppress:
                with self._region():  # the expecting block may stop at any statement
                    self._with_items(stmt, rest, frame)
            else:
                self._with_items(stmt, rest, frame)
            if user_exit is not None:
                self.apply(user_exit, [None, None, None], {}, context_expr, frame)
            if suppress:
                # the block may also have stopped at any statement, with an error it swallowed (a failed import,
                # a KeyError): what it bound joins what there was before it
                raised_ctx = UNKNOWN_CTX.with_(kernel=before.kernel) if self._mutates_block(stmt.body) else before
                self._merge_paths([(self.ctx, self._snapshot(frame)),
                                   (raised_ctx, self._handler_env(start_env, self.journals[-1]))])
        except _Raise:
            if user_exit is not None and self._mutates(user_exit.node):
                self.ctx = UNKNOWN_CTX.with_(kernel=before.kernel)   # (its __exit__ ran on the way out)
            if suppress:
                self.ctx = UNKNOWN_CTX.with_(kernel=before.kernel) if self._mutates_block(stmt.body) else before
                self._restore(self._handler_env(start_env, self.journals[-1]))
                return
            raise
        finally:
            if suppress:
                self.handlers.pop()
                journal = self.journals.pop()
                if self.journals:
                    self.journals[-1].extend(journal)
            self.types_config -= altered
            if tracked:
                self.exits[-1].restores.pop()
            if legacy:
                # Mesh.__exit__ puts back the resource env only: what the block made of the context mesh (a
                # bare jax.set_mesh) stays
                self.ctx = self.ctx.with_(legacy_with=before.legacy_with, legacy_path=before.legacy_path,
                                          legacy_span=before.legacy_span, legacy_mesh=before.legacy_mesh)
            elif abstract_entered is not None and not self.ctx.same(abstract_entered):
                # use_abstract_mesh's exit puts back the abstract mesh only: a concrete mesh the block set for
                # good (a bare jax.set_mesh) stays under it, which the context model does not hold apart
                self.ctx = UNKNOWN_CTX.with_(kernel=before.kernel)
            elif restore is not None:
                set_inside = opaque and (self.ctx != UNKNOWN_CTX or self.may_set_calls != may_set_before
                                         or self._mutates_block(stmt.body))
                self.ctx = restore if not set_inside else UNKNOWN_CTX.with_(kernel=before.kernel)
            elif isinstance(value, ExitStackVal):
                self._close_exit_stack(value, value.region[:len(self.regions)] == tuple(self.regions))
            elif self.hand_entered != hand_entered_before and not self.ctx.same(before):
                # `with ExitStack() as stack: stack.enter_context(...)`: closing the stack exits what was
                # entered in it; what else the block set for good is not told apart
                self.ctx = UNKNOWN_CTX.with_(kernel=before.kernel)


    def _chosen_context_expr(self, expr: ast.expr, frame: Frame) -> ast.expr:
        """`with (jax.set_mesh(m) if distributed else nullcontext()):` where the test is known: the branch taken."""
        while isinstance(expr, ast.IfExp):
            truth = _test_truth(self.peek(expr.test, frame))
            if truth is None:
                break
            expr = expr.body if truth else expr.orelse
        return expr
    def _class_cm(self, value: Any) -> tuple[FuncVal | None, FuncVal] | None:
        """(bound __enter__, bound __exit__) of an instance of a class of this program, both plain methods;
        __enter__ is None where contextlib.AbstractContextManager's (which returns the instance) is inherited."""
        if not (isinstance(value, ObjVal) and value.kind == "instance" and not value.escaped
                and isinstance(value.cls, ClassVal)):
            return None
        enter, exit_ = value.cls.lookup("__enter__"), value.cls.lookup("__exit__")
        if not isinstance(enter, FuncVal) and value.cls.enters_itself():
            enter = None
        if not ((enter is None or isinstance(enter, FuncVal)) and isinstance(exit_, FuncVal)) \
                or (enter is not None and enter.wrappers) or exit_.wrappers:
            return None
        return (enter.bind((value,)) if enter is not None else None), exit_.bind((value,))

    @staticmethod
    def _may_suppress(exit_: FuncVal) -> bool:
        """An `__exit__` that may return something true swallows the block's error."""
        return any(isinstance(n, ast.Return) and n.value is not None and not (
            isinstance(n.value, ast.Constant) and not n.value.value) for n in astwalk.walk(exit_.node))

    def _call_entered(self, func: FuncVal, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                      unknown_args: bool, tracing: bool) -> Any:
        """A function decorated with a `@contextmanager` of ours: contextlib recreates the manager and runs the
        call inside it, as `with cm(): return f(...)` would (the same entering and restoring as a with block).
        Where the generator's shape is not followed, the call is an unknown one (the context mesh unknown)."""
        cm = func.wrappers[0][1]
        inner = FuncVal(func.node, func.wrappers[1:], func.closure, func.bound_args, func.bound_kwargs,
                        func.defaults)
        before = self.ctx
        entered = self._enter_user_cm(cm)
        if entered is None:
            self._after_unknown_call(UNKNOWN, node, frame, [inner] + list(args) + list(kwargs.values()))
            return UNKNOWN
        restore = _user_cm_restore(cm, entered[0], before)
        self.ctx = entered[0]
        try:
            return self.call_function(inner, args, kwargs, node, frame, unknown_args, tracing)
        finally:
            if restore is not None:
                self.ctx = restore

    def _enter_user_cm(self, cm: UserCM) -> tuple[Ctx, Any] | None:
        """Enters a `@contextmanager` function whose only `yield` is reached on every path that completes (its
        statements around it: `with` blocks and `try` bodies only): runs it up to the yield and returns the
        context there and the yielded value. None when that shape or the call is unknown."""
        targets = _straight_yields(cm.func.node)
        if not targets or cm.node is None or self.peeking:
            return None
        self.cm_yields.append((targets, self.branch_depth))
        try:
            self.call_function(cm.func, list(cm.args), dict(cm.kwargs), cm.node, cm.frame, entering_cm=True)
        except _Yield as reached:
            return reached.ctx, reached.value
        except (_Return, _YieldOnOnePath):
            return None
        finally:
            self.cm_yields.pop()
        return None   # it returned without yielding: contextmanager raises RuntimeError (not predicted)

    def _exit_catches(self, exit_: FuncVal) -> tuple[str, ...] | None:
        """The exceptions an `__exit__` may swallow: () when it returns nothing true, the classes its returns
        test (`return exc_type is KeyError`, `issubclass(exc_type, (OSError, KeyError))`, `isinstance(exc, E)`,
        joined by `or`), None (anything) for whatever else it returns."""
        if not self._may_suppress(exit_):
            return ()
        if all(self._returns_set_mesh_exit(exit_, ret.value) for ret in astwalk.walk(exit_.node)
               if isinstance(ret, ast.Return) and ret.value is not None
               and not (isinstance(ret.value, ast.Constant) and not ret.value.value)):
            return ()   # `return self._cm.__exit__(*exc)` of a jax.set_mesh: that returns False
        params = [a.arg for a in exit_.node.args.args]
        if exit_.bound_args:
            params = params[len(exit_.bound_args):]
        if len(params) < 2:
            return None
        exc_type, exc = params[0], params[1]
        names: list[str] = []
        guards = _if_guards(exit_.node)
        for ret in astwalk.walk(exit_.node):
            if not isinstance(ret, ast.Return) or ret.value is None or (
                    isinstance(ret.value, ast.Constant) and not ret.value.value):
                continue
            tests = ret.value.values if isinstance(ret.value, ast.BoolOp) and isinstance(ret.value.op, ast.Or) \
                else [ret.value]
            if isinstance(ret.value, ast.Constant):
                # `if issubclass(exc_type, LookupError): ...; return True`: the tests of the `if`s around it
                # (every one holds where it returns)
                tests = [next((t for t in guards.get(ret, ()) if _exit_test_classes(t, exc_type, exc) is not None),
                              ret.value)]
            for test in tests:
                classes = _exit_test_classes(test, exc_type, exc)
                if classes is None:
                    return None
                for cls in classes:
                    found = _exception_names(self.peek(cls, exit_.closure)) if exit_.closure else None
                    if not found:
                        return None
                    names.extend(found)
        return tuple(names)

    def _returns_set_mesh_exit(self, exit_: FuncVal, value: ast.expr) -> bool:
        """The returned value is a call of `__exit__` of what `jax.set_mesh` returned (held on the instance,
        entered by its `__enter__`), which never swallows an error."""
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
                and value.func.attr == "__exit__" and exit_.closure is not None):
            return False
        params = [a.arg for a in exit_.node.args.posonlyargs + exit_.node.args.args]
        env = dict(zip(params, exit_.bound_args))
        func = value.func
        if isinstance(func.value, ast.Name) and func.value.id not in params:
            # `cm, self._cm = self._cm, None; return cm.__exit__(*exc)`: the local's one assignment says what
            source = _only_assignment(exit_.node, func.value.id)
            if source is None:
                return False
            func = ast.Attribute(value=source, attr="__exit__", ctx=ast.Load())
        callee = self.peek(func, Frame(env=env, parent=exit_.closure))
        return all(isinstance(option, SetMeshDunder) for option in alternatives(callee))

    def _suppressed_types(self, node: ast.AST, frame: Frame) -> tuple[str, ...] | None:
        """The exceptions an expecting block catches: pytest.raises / assertRaises take one class or a tuple
        first, contextlib.suppress takes any number of classes."""
        if not (isinstance(node, ast.Call) and node.args):
            return None
        if self._callee_name(node, frame) == "contextlib.suppress":
            if any(isinstance(a, ast.Starred) for a in node.args):
                return None
            return _exception_names(tuple(self.peek(a, frame) for a in node.args))
        return _exception_names(self.peek(node.args[0], frame))

    def _abstract_mesh_ctx(self, mesh: Any, node: ast.AST) -> Ctx:
        if isinstance(mesh, MeshVal) and mesh.kind == "AbstractMesh" and mesh.problem is None:
            return self._keeping_legacy(self._located(mesh_ctx(mesh, node, "abstract"), node))
        return UNKNOWN_CTX

    # ------------------------------------------------------------------ binding
    @staticmethod
    def _unpacked_options(value: OneOf, count: int) -> list | None:
        """For each of `count` places, the values the options of `value` (tuples, lists) hold there; None when an
        option is not a sequence of known items."""
        columns: list = [[] for _ in range(count)]
        fitting = 0
        for option in value.options:
            items = option.items if isinstance(option, ListVal) else option
            if isinstance(items, SeqOf):
                items = (items.element,) * count
            if not isinstance(items, tuple) or isinstance(items, IterVal):
                return None
            if len(items) != count:
                continue   # unpacking it raises
            fitting += 1
            for column, item in zip(columns, items):
                column.append(item)
        return columns if fitting else None

    def bind_target(self, target: ast.AST, value: Any, frame: Frame) -> None:
        if isinstance(target, ast.Name):
            if isinstance(value, MeshVal) and value.key() not in self.mesh_names:
                self.mesh_names[value.key()] = target.id
            if self.placed_names:
                scope = frame.root() if target.id in frame.globals_declared else frame
                self.placed_names.pop((id(scope), target.id), None)   # rebound (_stmt_Assign records it again)
            if self.generator_nexts and not self.peeking:
                # `loader = None`, `del loader`: a generator advanced with next() loses a reference (its last
                # one, and CPython finalizes it, or not)
                scope = frame.root() if target.id in frame.globals_declared else frame
                old = scope.env.get(target.id)
                if isinstance(old, GenVal) and old is not value and id(old) in self.generator_nexts:
                    self._generators_may_be_finalized({id(old)}, value)
            frame.assign(target.id, value)
            if self.journals:
                scope = frame.root() if target.id in frame.globals_declared else frame
                self.journals[-1].append((scope, target.id, value))
        elif isinstance(target, (ast.Tuple, ast.List)):
            self._implicit_calls((value,))   # `a, b = pair` iterates it
            if isinstance(value, IterVal):
                rest = self._iterator_rest(value)   # `a, b = it`: unpacking takes every item
                self._take_from(value, None)
                value = rest if isinstance(rest, tuple) else UNKNOWN
            value = _iteration_view(value) if isinstance(value, KeysVal) else value   # `k1, k2 = split(key)`
            items = value.items if isinstance(value, ListVal) else value
            starred = any(isinstance(t, ast.Starred) for t in target.elts)
            stars = [i for i, t in enumerate(target.elts) if isinstance(t, ast.Starred)]
            if isinstance(items, tuple) and not starred and len(items) == len(target.elts):
                for t, v in zip(target.elts, items):
                    self.bind_target(t, v, frame)
            elif isinstance(items, SeqOf) and not starred:
                # every item is that value (or the unpacking raises, and nothing after it runs)
                for t in target.elts:
                    self.bind_target(t, items.element, frame)
            elif isinstance(items, OneOf) and not starred and self._unpacked_options(items, len(target.elts)):
                # `layer, kv = one of several pairs`: each name is one of the values at its place (an option of
                # another length raises, and nothing after it runs on that path)
                columns = self._unpacked_options(items, len(target.elts))
                for t, column in zip(target.elts, columns):
                    self.bind_target(t, join_values(*column), frame)
            elif isinstance(items, tuple) and len(stars) == 1 and len(items) >= len(target.elts) - 1:
                # `first, *rest = (a, b, c)`: rest is the list [b, c]
                k, after = stars[0], len(target.elts) - stars[0] - 1
                for t, v in zip(target.elts[:k], items[:k]):
                    self.bind_target(t, v, frame)
                self.bind_target(target.elts[k].value, ListVal(tuple(items[k:len(items) - after])), frame)
                for t, v in zip(target.elts[k + 1:], items[len(items) - after:]):
                    self.bind_target(t, v, frame)
            else:
                for t in target.elts:
                    self.bind_target(t.value if isinstance(t, ast.Starred) else t, UNKNOWN, frame)
        elif isinstance(target, ast.Starred):
            self.bind_target(target.value, UNKNOWN, frame)
        elif isinstance(target, ast.Attribute):
            base = self.eval(target.value, frame)
            if base is THIS_MODULE and not _names_sys_modules(target.value):
                self._module_global_written(frame, target.attr, value)   # `mod = sys.modules[__name__]; mod.X = v`
                return
            if _names_sys_modules(target.value):
                # `sys.modules[__name__].MESH = m`: some module's global, maybe this one's
                key = self.peek(target.value.slice, frame) if isinstance(target.value, ast.Subscript) else None
                if isinstance(key, str) and not key.startswith("__"):
                    self._module_global_patched(key, target.attr)   # `sys.modules["pkg.ops"].MESH = m`
                this = isinstance(target.value, ast.Subscript) and isinstance(target.value.slice, ast.Name) \
                    and target.value.slice.id == "__name__"
                if this or target.attr in frame.root().env:
                    # (`sys.modules[__name__]` is this module for sure: the value written; another name may be)
                    self._module_global_written(frame, target.attr, value if this else UNKNOWN)
                return
            if isinstance(base, QualName) and base.name == "__main__" and target.attr in frame.root().env:
                # `import __main__; __main__.MESH = m`: this module's global, if it runs as the script
                self._module_global_written(frame, target.attr, UNKNOWN)
            if not self.peeking:
                self._protocol_may_set(base, "__setattr__")   # a class of ours that intercepts stores
            if not self._ran_setter(base, target.attr, value, target, frame):
                self._store_attribute(base, target.attr, value)
                self._note_fact(target, base, value, frame)
            else:
                self._forget_facts(frame)
        elif isinstance(target, ast.Subscript):
            self._forget_facts(frame)   # (`self.__dict__["_step"] = f`, a `__setitem__` of ours: may store one)
            base = self.eval(target.value, frame)
            key = self.eval(target.slice, frame)
            if base == _OS_ENVIRON:
                self._environ_written(key, value if isinstance(value, str) else UNKNOWN)   # `os.environ["K"] = "1"`
            if not self.peeking:
                self._protocol_may_set(base, "__setitem__")
            if self._module_namespace(target.value, frame):
                # `globals()["MESH"] = m`, `vars()[k] = v` at module level, `sys.modules[__name__].__dict__[k]`:
                # the module's global (any of them, when the key is not known)
                self._module_global_written(frame, key if isinstance(key, str) else None, value)
                return
            other = self._other_module_namespace(target.value, frame)
            if other is not None and isinstance(key, str):
                self._module_global_patched(other, key)   # `vars(ops)["MESH"] = m`, `ops.__dict__["MESH"] = m`
                return
            self._hashed_as_key(base, key, target, frame)
            if isinstance(key, str) and isinstance(base, InstanceDict):
                self._store_attribute(base.obj, key, value)   # `self.__dict__[name] = value`
            elif isinstance(key, str) and any(isinstance(o, ObjVal) and o.kind in ("dict", "configdict")
                                              for o in alternatives(base)):
                self._store_attribute(base, key, value)
            elif constant_key(key) and alternatives(base) and all(isinstance(o, ObjVal) and o.kind == "dict"
                                                                  for o in alternatives(base)):
                self._store_attribute(base, key, value)   # `_MESHES[(4, 2)] = mesh`: a cache keyed by shape
            elif isinstance(base, ListVal) and isinstance(key, int) and not isinstance(key, bool) \
                    and -len(base.items) <= key < len(base.items) and not self.peeking \
                    and (store_back := self._list_store_back(target.value, frame)) is not None:
                # `layout[dim] = "model"`, `cfg.mesh_shape[0] = 8`, `cfg["shape"][1] = 1`: that item replaced in
                # place (every holder sees it); where the store may not run, the item is either value
                items = list(base.items)
                items[key] = value if self._certain_list_change(base) else join_values(items[key], value)
                changed = distribute(items, lambda made: ListVal(tuple(made)))
                self._changed_in_place(base, changed)
                store_back(changed)
            else:
                self._escape([base])  # a key we cannot know: any entry may have changed
                self._changed_in_place(base, UNKNOWN)   # `xs[i] = ...` / `xs[1:] = ...`
                if isinstance(target.value, ast.Name) and isinstance(base, (ListVal, OneOf)):
                    owner = frame.owner(target.value.id)
                    if owner is not None:
                        owner.env[target.value.id] = UNKNOWN   # `xs[i] = ...`: the list changed in place
        else:
            for child in ast.iter_child_nodes(target):
                if isinstance(child, ast.expr):
                    self.eval(child, frame)

    def _list_store_back(self, node: ast.AST, frame: Frame) -> Any:
        """Where a list read from `node` is bound, as a function storing its new value there: a name of a scope
        (`layout`), or `obj.attr` / `d["key"]` of one object of ours that nothing else may change (not escaped)
        holding that entry. None for anything else."""
        if isinstance(node, ast.Name):
            owner = frame.owner(node.id)
            return None if owner is None else (lambda changed: owner.env.__setitem__(node.id, changed))
        if isinstance(node, ast.Attribute):
            holder, key = self.peek(node.value, frame), node.attr
            if not (isinstance(holder, ObjVal) and holder.kind in ("namespace", "instance")):
                return None
        elif isinstance(node, ast.Subscript):
            holder, key = self.peek(node.value, frame), self.peek(node.slice, frame)
            if not (isinstance(holder, ObjVal) and holder.kind == "dict" and isinstance(key, str)
                    and key is not UNKNOWN):
                return None
        else:
            return None
        if holder.escaped or key not in holder.attrs or (holder.kind == "instance" and _intercepts_reads(holder.cls)):
            return None
        return lambda changed: self._store_attribute(holder, key, changed)

    # ------------------------------------------------------------------ expressions
    def related_at(self, node: ast.AST, message: str) -> list[Related]:
        """A related location at `node`, in whichever module this run saw it: the module being looked at (path
        left to the finding's), or another one with its path; none when the node's module is not known."""
        from .rules.all_gather_specs import _parents
        if node is self.tree or node in _parents(self, self.tree):
            return [Related(self.source.span(node), message)]
        for tree, source, path in self.modules_seen.values():
            if source is not self.source and path is not None and (node is tree or node in _parents(self, tree)):
                return [Related(source.span(node), message, path=path)]
        return []

    def peek(self, node: ast.AST, frame: Frame) -> Any:
        """Evaluates without running rules or changing the context (for rules re-reading an argument)."""
        saved_ctx, saved_records, saved_peeking = self.ctx, len(self.records), self.peeking
        self.peeking = True
        try:
            return self.eval(node, frame)
        except (_Raise, _Return, RecursionError):
            return UNKNOWN
        finally:
            self.ctx, self.peeking = saved_ctx, saved_peeking
            del self.records[saved_records:]

    def _expr_Yield(self, node: ast.AST, frame: Frame) -> Any:
        """A yield of a generator a loop drives: noted (the loop gets something); the value sent back is unknown.
        One a next() runs up to (`x = yield v` too): the run stops there."""
        value = self.eval(node.value, frame) if node.value is not None else None
        if self.cm_yields and any(node is y for y in self.cm_yields[-1][0]):
            if self.branch_depth != self.cm_yields[-1][1]:
                raise _YieldOnOnePath()
            raise _Yield(value if isinstance(node, ast.Yield) else UNKNOWN, self.ctx)
        if self.drives and self.call_stack and self.call_stack[-1] is self.drives[-1][0]:
            self.drives[-1][2] = True
            self.drives[-1][3].append(self.ctx)   # the loop's body runs in this context, the generator suspended
            if not self.peeking:   # (a peek ahead, at a loop's later passes say, runs again for real)
                self.drives[-1][4].append((node, value if isinstance(node, ast.Yield) else UNKNOWN))
            self.drives[-1][5].append((node, self.ctx, value if isinstance(node, ast.Yield) else UNKNOWN))
            if self.optional_depth == self.drives[-1][6] and not self.silent_depth:
                self.drives[-1][7] = True   # every run of the generator gets here: the loop gets an item
                if not self.peeking:
                    self.drives[-1][8].append(value if isinstance(node, ast.Yield) else UNKNOWN)
            elif not self.peeking:
                self.drives[-1][9] = True   # (a yield only some runs reach: how many items, in what order, unknown)
        elif not self.peeking and self._judged_alone(frame):
            # a generator judged alone: whoever consumes it runs between its yields, and the context mesh is
            # the thread's, not the generator's: resumed, it runs in whatever its consumer left set
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        return UNKNOWN

    def _expr_YieldFrom(self, node: ast.YieldFrom, frame: Frame) -> Any:
        """`yield from inner()` in a generator a loop drives: the inner generator runs there, and the loop gets
        what its yields give (`yield from (a, b)`: those items), in the contexts they were given in."""
        if self.peeking or not (self.drives and self.call_stack and self.call_stack[-1] is self.drives[-1][0]):
            return self._expr_Yield(node, frame)
        drive = self.drives[-1]
        drive[9] = True   # (the items it hands on are not followed one by one)
        inner = self.eval(node.value, frame)
        items = inner.items if isinstance(inner, ListVal) else inner if isinstance(inner, tuple) else None
        if items is not None:
            if items:
                drive[2] = True
                drive[3].append(self.ctx)
                drive[4].append((node, join_values(*items)))
            return None
        generator = self._generator_of(inner, node.value, frame)
        if generator is None or self._drained(generator):
            drive[2] = True
            drive[3].append(self.ctx)
            drive[4].append((node, UNKNOWN))
            return UNKNOWN
        self._drive_generator(generator, frame, exhausted=False)
        contexts, values = self.yield_contexts, self.yield_values
        self.yield_contexts = self.yield_values = None   # (the outer generator's loop reads its own)
        drive[2] = True
        drive[3].extend(contexts or [self.ctx])
        drive[4].append((node, values if values is not None else UNKNOWN))
        return UNKNOWN

    def eval(self, node: ast.AST | None, frame: Frame) -> Any:
        if node is None:
            return None
        method = getattr(self, "_expr_" + type(node).__name__, None)
        if _FACTS in frame.env and type(node) in _FORGETTING_EXPRESSIONS and not self.peeking:
            del frame.env[_FACTS]
        if method is not None:
            value = method(node, frame)
            if self.regions and isinstance(value, ListVal) and isinstance(node, _LIST_MAKERS) and not self.peeking:
                # a list made right here, on this path: changes to it on the same path are certain
                self._fresh_lists[id(value)] = (value, tuple(self.regions))
                return value
            if self._list_versions and isinstance(value, (ListVal, SeqOf, OneOf, MutableSet)):
                return self._current_list(value)
            return value
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.eval(child, frame)
            elif isinstance(child, ast.comprehension):
                self.eval(child.iter, frame)
        return UNKNOWN

    def _read_structs(self, structs: list, node: ast.AST, frame: Frame) -> None:
        """Each struct's sharding is read here, in this order (a certain error at one ends the path)."""
        if not self.peeking:
            for struct in structs:
                self._run_rules(STRUCT_SHARDING_READ, node, [struct], {}, frame)

    def _hashed_as_key(self, container: Any, key: Any, node: ast.AST, frame: Frame) -> None:
        """`d[struct]`, `d[struct] = v`: a dict hashes its key, and a struct's hash includes its sharding."""
        if any(isinstance(o, ObjVal) and o.kind == "dict" for o in alternatives(container)):
            self._read_structs(_hashed_structs(key), node, frame)

    def _expr_FormattedValue(self, node: ast.FormattedValue, frame: Frame) -> Any:
        value = self.eval(node.value, frame)
        if node.format_spec is not None:
            self.eval(node.format_spec, frame)
        self._read_structs(_shown_structs(value), node, frame)   # f"{struct}" shows its sharding
        return UNKNOWN

    def _expr_JoinedStr(self, node: ast.JoinedStr, frame: Frame) -> Any:
        """`f"{prefix}_model"`: known when every part shown is a known str or int, as str() shows it."""
        parts = []
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                shown = self.eval(value.value, frame)
                if value.format_spec is not None:
                    self.eval(value.format_spec, frame)
                self._read_structs(_shown_structs(shown), value, frame)   # f"{struct}" shows its sharding
                plain = value.conversion in (-1, ord("s")) and value.format_spec is None
                parts.append(shown if plain else UNKNOWN)
            else:
                parts.append(self.eval(value, frame))
        return builtin_values.formatted(parts)

    def _expr_Constant(self, node: ast.Constant, frame: Frame) -> Any:
        return node.value

    def _expr_Name(self, node: ast.Name, frame: Frame) -> Any:
        return frame.lookup(node.id)

    def _expr_Attribute(self, node: ast.Attribute, frame: Frame) -> Any:
        base = self.eval(node.value, frame)
        if _FACTS in frame.env and isinstance(node.value, ast.Name):
            known = self._path_fact(node, base, frame)
            if known is not _ABSENT:
                return known
        if node.attr in _READS_RESOLVING and _holds_struct(base):
            self._read_structs([base], node, frame)
        if isinstance(base, OneOf):
            return join_values(*[self._attribute_of(option, node, frame) for option in base.options])
        if node.attr == "use_mesh" and not self.peeking and base == _JAX_SHARDING and self.stmt_stack \
                and isinstance(self.stmt_stack[-1], (ast.Assign, ast.AnnAssign)) and self.stmt_stack[-1].value is node \
                and tuple(self.jax_version) >= _USE_MESH_REMOVED_IN:
            # `activate_mesh = jax.sharding.use_mesh` (a shim's alias, read and not called): AttributeError here
            self._run_rules(USE_MESH_READ, node, [], {}, frame)
            raise _Raise(("AttributeError",))
        if node.attr in ("shape", "ndim", "size") and base is UNKNOWN and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "devices":
            # `mesh.devices.shape`: the device array is laid out as the mesh is
            return self._mesh_devices_layout(self.peek(node.value.value, frame), node.attr)
        value = self._attribute_of(base, node, frame)
        if isinstance(value, ObjVal) and isinstance(node.ctx, ast.Load) and self._descriptor_read(base, node.attr,
                                                                                                  value):
            # a descriptor of ours (`mesh = ActiveMesh()` in a class body): reading it runs its `__get__`
            self._protocol_may_set(value, "__get__")
            return UNKNOWN
        return value

    @staticmethod
    def _mesh_devices_layout(owner: Any, attr: str) -> Any:
        """`shape` / `ndim` / `size` of `mesh.devices` (its device array), for meshes of known sizes."""
        out = []
        for option in alternatives(owner):
            if not (isinstance(option, MeshVal) and option.names and option.sizes is not None
                    and all(isinstance(n, int) and not isinstance(n, bool) for n in option.sizes)):
                return UNKNOWN
            sizes = tuple(option.sizes)
            out.append(sizes if attr == "shape" else len(sizes) if attr == "ndim" else math.prod(sizes))
        return join_values(*out) if out else UNKNOWN

    def _path_fact(self, node: ast.Attribute, base: Any, frame: Frame) -> Any:
        """What this path last stored in (or tested of) `name.attr`, while `name` holds that same object;
        _ABSENT when no path fact covers it (every path that reached here must have one)."""
        key = (node.value.id, node.attr)
        found = []
        for facts in alternatives(frame.env[_FACTS]):
            entry = facts.entries.get(key) if isinstance(facts, _PathFacts) else None
            if entry is None or entry[0] is not base:
                return _ABSENT
            found.append(entry[1])
        return join_values(*found) if found else _ABSENT

    def _fact_holder(self, base: Any, attr: str) -> bool:
        """An object whose attribute `attr` is plain data: an instance of a class of ours with no descriptor,
        `__setattr__` or `__getattr__` that could answer for it, that no code we cannot see holds."""
        return isinstance(base, ObjVal) and base.kind == "instance" and not base.escaped \
            and isinstance(base.cls, ClassVal) and not _may_intercept_store(base.cls, attr) \
            and not isinstance(base.cls.lookup("__getattribute__"), FuncVal) \
            and not isinstance(base.cls.lookup(attr), (FuncVal, ObjVal, QualName))

    def _note_fact(self, target: ast.AST, base: Any, value: Any, frame: Frame) -> None:
        """`name.attr = value` stored on this path of a function: the path knows what it holds. An entry for
        the same attribute through another name may be an alias: dropped."""
        if self.peeking or frame.func is None or not isinstance(target, ast.Attribute):
            return
        held = frame.env.get(_FACTS)
        entries = dict(held.entries) if isinstance(held, _PathFacts) else {}
        for key in [k for k in entries if k[1] == target.attr]:
            del entries[key]
        if isinstance(target.value, ast.Name) and self._fact_holder(base, target.attr):
            entries[(target.value.id, target.attr)] = (base, value)
        if entries:
            frame.env[_FACTS] = _PathFacts(entries)
        else:
            frame.env.pop(_FACTS, None)

    @staticmethod
    def _forget_facts(frame: Frame | None) -> None:
        """Code may run here that stores into objects (a call, a loop's iterator, a `with`, a yield)."""
        if frame is not None and _FACTS in frame.env:
            del frame.env[_FACTS]

    def _none_test_facts(self, test: ast.AST, frame: Frame) -> tuple | None:
        """`if x is None:` / `if obj.attr is not None:` undecided: (what to bind at the start of the body, of the
        else) so that each branch knows which values reach it; None for any other test."""
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Is, ast.IsNot))
                and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value is None) \
                or self.peeking or frame.func is None:
            return None
        subject = test.left
        if isinstance(subject, ast.Attribute) and isinstance(subject.value, ast.Name):
            base = self.peek(subject.value, frame)
            if not self._fact_holder(base, subject.attr):
                return None
        elif not (isinstance(subject, ast.Name) and subject.id in frame.env and subject.id in frame.local_names
                  and subject.id not in frame.globals_declared and subject.id not in frame.nonlocals_declared):
            return None
        value = self.peek(subject, frame)
        options = alternatives(value)
        if value is UNKNOWN or not options or not any(o is None for o in options) or all(o is None for o in options):
            return None
        others = join_values(*[o for o in options if o is not None])
        is_none, not_none = (subject, None), (subject, others)
        return (is_none, not_none) if isinstance(test.ops[0], ast.Is) else (not_none, is_none)

    def _bind_fact(self, fact: tuple, frame: Frame) -> None:
        subject, value = fact
        if isinstance(subject, ast.Name):
            frame.env[subject.id] = value
        else:
            self._note_fact(subject, self.peek(subject.value, frame), value, frame)

    @staticmethod
    def _descriptor_read(base: Any, attr: str, value: ObjVal) -> bool:
        """`obj.attr` / `Cls.attr` finds an instance of a class of ours with `__get__` in a class's namespace
        (not in the instance's own attributes): Python calls that `__get__`."""
        if value.kind != "instance" or not isinstance(value.cls, ClassVal) \
                or not isinstance(value.cls.lookup("__get__"), FuncVal):
            return False
        if isinstance(base, ObjVal) and base.kind == "instance":
            return attr not in base.attrs and isinstance(base.cls, ClassVal)
        return isinstance(base, ClassVal)

    def _library_attribute(self, base: QualName, node: ast.Attribute, frame: Frame) -> Any:
        """`jax.sharding` + `.Mesh`, `mod` + `.MESH`: a library name, a constant, or another module's global."""
        full = canonical(base.name + "." + node.attr)
        if self.patched_library:
            patched = self._patched(full)
            if patched is not MISSING:
                return patched
        root = base.name.split(".")[0]
        if (self.resolve_external is not None and not self.peeking and root not in _LIBRARY_ROOTS
                and root not in _INERT_ROOTS and root != "builtins"):
            resolved = self._external(full, node, frame)  # `import myproj.mesh as m; m.MESH`
            if resolved is not None:
                return resolved
        if full in _TYPE_CHECKING_FLAGS:
            return False  # blocks under it never run
        if full == "sys.version_info.major":
            return versions.PYTHON_MAJOR
        if full in ("jax.__version_info__", "jax.version.__version_info__"):
            return tuple(self.jax_version)   # the jax the rules judge for (config / installed)
        if full in ("jax.__version__", "jax.version.__version__") and len(self.jax_version) >= 3:
            return ".".join(map(str, self.jax_version[:3]))
        root_name, _, leaf = full.rpartition(".")
        if root_name in _NUMERIC_MODULES and leaf in _NUMERIC_CONSTANTS:
            return _NUMERIC_CONSTANTS[leaf]   # `-jnp.inf`: a Python float
        if full.startswith("jax.sharding.AxisType."):
            kind = full.rsplit(".", 1)[1]
            return AxisTypeVal(kind) if kind in ("Auto", "Explicit", "Manual") else UNKNOWN
        return QualName(full)

    def _attribute_of(self, base: Any, node: ast.Attribute, frame: Frame) -> Any:
        if type(base) is QualName:   # the most common base by far: answered before the other kinds are tried
            return self._library_attribute(base, node, frame)
        if base is THIS_MODULE:
            # `mod.__dict__`; `mod.MESH`: the global as it is now
            return MODULE_DICT if node.attr == "__dict__" else frame.root().env.get(node.attr, UNKNOWN)
        if isinstance(base, Varying):
            if not self.tracking_vma:
                return UNKNOWN
            if node.attr in vma.ARRAY_ATTRIBUTES:
                return base
            if node.attr == "ndim" and base.ndim is not None:
                return base.ndim
            if node.attr == "size" and base.ndim is not None:
                return PY_INT
            if node.attr == "shape" and base.ndim is not None:
                return (PY_INT,) * base.ndim   # its length is the rank; the sizes are ints (static), not known
            return VaryingMethod(base.axes, node.attr, base.ndim, base.exact) if node.attr in vma.ARRAY_METHODS \
                else UNKNOWN
        if isinstance(base, FuncVal) and node.attr in _FUNCTION_INTERNALS | {"__dict__"}:
            if not self.peeking:
                self.altered_functions.add(base.node)   # `f.__kwdefaults__["spec"] = ...` may follow
            return UNKNOWN
        if isinstance(base, ThreadPool) and node.attr in ("submit", "map"):
            return PoolMethod(base, node.attr)
        if isinstance(base, Future) and node.attr == "result":
            return FutureResult(base)
        if isinstance(base, WorkerThread):
            return ThreadStart(base) if node.attr == "start" else UNKNOWN   # (join, is_alive, ...: nothing here)
        if isinstance(base, ArgParserVal):
            if node.attr in argparse_model.METHODS:
                return ArgParserMethod(base, node.attr)
            if not self.peeking:
                base.known = False   # (parse_known_args, add_subparsers, ...: not modelled)
            return UNKNOWN
        if isinstance(base, ExitStackVal):
            if node.attr in _EXIT_STACK_METHODS:
                return ExitStackMethod(base, node.attr)
            if not self.peeking:
                base.state = "unknown"   # (enter_async_context, push_async_callback...: not modelled)
            return UNKNOWN
        if isinstance(base, SetMeshResult) and node.attr in ("__enter__", "__exit__"):
            return SetMeshDunder(base, node.attr)
        if isinstance(base, regex_model.CompiledRegex):
            # `pat.search(name)`: re.search with the pattern (and flags) given
            if node.attr in ("match", "search", "fullmatch"):
                return PartialVal(QualName("re." + node.attr), (base.pattern,), (("flags", base.flags),), node)
            return base.pattern if node.attr == "pattern" else base.flags if node.attr == "flags" else UNKNOWN
        if isinstance(base, (DataclassField, DtypeVal)):
            return base.name if node.attr == "name" else UNKNOWN
        if isinstance(base, PathKeyVal):
            # DictKey has `.key`, SequenceKey `.idx`, GetAttrKey `.name` (anything else raises AttributeError: not
            # modelled)
            return base.key if node.attr == base.attribute else UNKNOWN
        if isinstance(base, GenVal) and node.attr == "close":
            return GenClose(base)
        if isinstance(base, StructVal) and node.attr in ("shape", "ndim") and base.shape is not None:
            return base.shape if node.attr == "shape" else len(base.shape)
        if isinstance(base, AvalVal):
            if node.attr == "sharding":
                return _aval_sharding(base.array)
            if node.attr in ("ndim", "shape"):
                return self._attribute_of(base.array, node, frame)
            return UNKNOWN
        if isinstance(base, AtIndexer):
            return dataclasses.replace(base, method=node.attr) if base.indexed and base.method is None \
                and node.attr in _AT_METHODS else UNKNOWN
        if node.attr == "at" and not getattr(base, "host", False) and (base is JAX_ARRAY or isinstance(base, ArrayVal)):
            return AtIndexer(base)
        if isinstance(base, ArrayVal):
            if node.attr == "ndim" and base.ndim is not None:
                return base.ndim
            if node.attr == "size" and base.ndim is not None:
                sizes = shape_of(base)   # the number of elements: known with every size
                return math.prod(sizes) if sizes is not None else PY_INT
            if node.attr == "shape" and base.ndim is not None:
                # its length is the rank; the sizes where they are known, else ints of unknown value
                return shape_of(base) or (PY_INT,) * base.ndim
            if node.attr == "sharding":
                return _sharding_of(base)
            if node.attr in _SHARDING_KEEPING_METHODS or node.attr in _ARRAY_METHOD_FUNCTIONS \
                    or node.attr in array_ops.METHODS or node.attr == "item":
                return ArrayMethod(base, node.attr)   # `x.astype(np.float32)` keeps x's sharding
            return _transposed(base) if node.attr == "T" else UNKNOWN
        if base is HOST_ARRAY and node.attr in ("reshape", "astype", "copy"):
            return ArrayMethod(base, node.attr)   # `batch.reshape(n, -1)`: an ndarray of that rank
        if base is JAX_ARRAY:
            if node.attr in _ONE_ARRAY_METHODS or node.attr == "item":
                return ArrayMethod(base, node.attr)
            return JAX_ARRAY if node.attr in ("T", "mT", "real", "imag") else UNKNOWN
        if type(base).__name__ == "HostRng":
            return ArrayMethod(base, node.attr)
        if isinstance(base, (str, int)) and not isinstance(base, bool) and node.attr == "value":
            return base   # an enum member (`Axis.DATA`, modelled as its value): `.value` is itself
        if isinstance(base, (str, tuple, ListVal)):
            method = builtin_values.method_of(base, node.attr)
            return method if method is not None else UNKNOWN
        if isinstance(base, InstanceDict):
            if node.attr == "update":
                return DictUpdate(base.obj)
            base.obj.escape()
            return UNKNOWN
        if isinstance(base, SuperVal):
            return self._super_member(base, node.attr, node, frame)
        if isinstance(base, ObjVal):
            if node.attr == "__class__" and base.kind == "instance" and isinstance(base.cls, ClassVal):
                return base.cls   # `self.__class__.kinds = ...` changes the class attribute
            if base.kind in ("dict", "configdict") and node.attr == "update" and not base.escaped:
                return DictUpdate(base)
            if base.kind in ("dict", "configdict") and node.attr == "setdefault" and not base.escaped:
                return DictSetDefault(base)
            if base.kind in ("dict", "configdict") and node.attr == "get" and not base.escaped:
                return DictGet(base)
            if base.kind == "dict" and node.attr == "pop" and not base.escaped:
                return DictPop(base)
            if base.kind in ("dict", "configdict") and node.attr in ("keys", "values", "items"):
                return DictView(base, node.attr)
            if base.kind == "dict":
                if node.attr not in self._READ_ONLY_METHODS and not self.peeking:
                    base.escape()   # `cfg.__setitem__` taken as a value: it may be called anywhere from now on
                return UNKNOWN  # dict methods other than get: not modelled (and keys are no attributes)
            if base.kind == "instance" and _intercepts_reads(base.cls):
                return UNKNOWN  # its `__getattribute__` answers every read
            if node.attr == "_replace" and not base.escaped and (
                    (base.kind == "namespace" and base.frozen)   # (made by a collections.namedtuple class)
                    or (base.kind == "instance" and isinstance(base.cls, ClassVal) and base.cls.namedtuple)):
                return NamedTupleReplace(base)
            return self._member(base, node.attr, node, frame)
        if isinstance(base, ClassVal):
            found = base.lookup(node.attr)
            if node.attr == "__name__" and found is MISSING and not base.node.keywords:
                return base.node.name   # `type(layer).__name__`: the name its class statement gave it
            if isinstance(found, StaticVal):
                return found.func.bind((base,)) if found.kind == "class" and isinstance(found.func, FuncVal) \
                    else found.func
            return UNKNOWN if found is MISSING or isinstance(found, PropertyVal) else \
                found.value if isinstance(found, FieldDefault) else found
        if isinstance(base, PropertyVal) and node.attr == "setter":
            return SetterOf(base)
        if isinstance(base, PropertyVal) and node.attr == "deleter":
            return ReturnConst(base)
        if isinstance(base, FuncVal) and node.attr in ("defvjp", "defjvp") and base.wrappers in _CUSTOM_RULED:
            return CustomRuleSetter(base, node.attr)
        if isinstance(base, FuncVal) and node.attr in ("lower", "trace", "eval_shape"):
            # jax.jit(f).lower(x) traces f right there, under the current context mesh; what it gives is a stage
            # (Lowered, Traced, ShapeDtypeStructs), not f's arrays
            return StageOf(base, node.attr) if base.wrappers else base
        if isinstance(base, NamedShardingVal) and node.attr in ("mesh", "spec"):
            return base.mesh if node.attr == "mesh" else base.spec   # `sharding.mesh.axis_types`
        if isinstance(base, MeshVal):
            if node.attr in ("update_axis_types", "update"):
                return MeshMethod(base, node.attr)
            if node.attr == "abstract_mesh":
                return base.abstract()
            if node.attr == "axis_names":
                return base.names
            if node.attr in ("axis_sizes", "devices_shape") and base.sizes is not None \
                    and all(isinstance(n, int) for n in base.sizes):
                return tuple(base.sizes)
            if node.attr == "shape" and base.sizes is not None and all(isinstance(n, int) for n in base.sizes):
                return ObjVal("dict", None, dict(zip(base.names, base.sizes)), ())
            if node.attr == "axis_types" and base.types is not None:
                return tuple(AxisTypeVal(t) for t in base.types)
            if node.attr == "size" and not base.names:
                return 0   # an empty mesh (no mesh set) has size 0, not the empty product
            if node.attr == "size" and base.sizes is not None and all(isinstance(n, int) for n in base.sizes):
                return math.prod(base.sizes)
            if node.attr == "empty":
                return not base.names
            if node.attr in _MESH_TYPE_PROPERTIES:
                return _mesh_type_property(base, node.attr)
        return UNKNOWN

    def _expr_Tuple(self, node: ast.Tuple, frame: Frame) -> Any:
        items = [self.eval(e.value if isinstance(e, ast.Starred) else e, frame) for e in node.elts]
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return self._starred_items(node.elts, items, tuple)
        return distribute(items, tuple)

    def _expr_List(self, node: ast.List, frame: Frame) -> Any:
        items = [self.eval(e.value if isinstance(e, ast.Starred) else e, frame) for e in node.elts]
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return self._starred_items(node.elts, items, lambda t: ListVal(t))
        return distribute(items, ListVal)

    def _list_display_consumed(self, node: ast.AST, frame: Frame) -> Any:
        """`jnp.stack([a, b])`, `jnp.stack([layer] * n)`: a list display handed straight to a jax.numpy function
        is read by it at once; nothing can replace its items in between, so the arrays keep their known
        shardings (a list kept by a name may be changed in place: see ListVal). Not of that shape: MISSING (and
        nothing evaluated); else the value, each part evaluated once (as a list where the items are not single)."""
        elts = node.elts if isinstance(node, ast.List) else node.left.elts if isinstance(node, ast.BinOp) and \
            isinstance(node.op, ast.Mult) and isinstance(node.left, ast.List) else None
        if elts is None or any(isinstance(e, ast.Starred) for e in elts):
            return MISSING
        items = tuple(self.eval(e, frame) for e in elts)
        times = self.eval(node.right, frame) if isinstance(node, ast.BinOp) else 1
        if any(isinstance(i, OneOf) for i in items) or not (
                isinstance(times, int) and not isinstance(times, bool) and 0 <= times <= 64):
            listed = distribute(list(items), ListVal)   # (what the display gives as evaluated anywhere else)
            return self._binary(node.op, listed, times, node) if isinstance(node, ast.BinOp) else listed
        return items * times

    @staticmethod
    def _starred_items(elts: list, items: list, build) -> Any:
        """`(*names, 'model')`: known when every starred part is a known tuple or list."""
        parts: list = []
        for elt, item in zip(elts, items):
            if isinstance(elt, ast.Starred):
                inner = item.items if isinstance(item, ListVal) else item
                if not isinstance(inner, tuple):
                    return UNKNOWN
                parts.extend(inner)
            else:
                parts.append(item)
        return distribute(parts, build)

    def _expr_Set(self, node: ast.Set, frame: Frame) -> Any:
        items = [self.eval(e, frame) for e in node.elts]
        for element, item in zip(node.elts, items):
            self._read_structs(_hashed_structs(item), element, frame)
        if all(isinstance(i, (str, int, AxisTypeVal)) for i in items) \
                and not any(isinstance(e, ast.Starred) for e in node.elts):
            return MutableSet(items)   # (an AxisType member equals only itself, as its value here does)
        return UNKNOWN

    def _expr_Dict(self, node: ast.Dict, frame: Frame) -> Any:
        """A dict display with constant string keys is a config-like object; anything else is unknown."""
        attrs: dict = {}
        known = True
        for k, v in zip(node.keys, node.values):
            key = self.eval(k, frame) if k is not None else UNKNOWN
            self._read_structs(_hashed_structs(key), k, frame)   # a key is hashed as the display is built
            value = self.eval(v, frame)
            if k is None and isinstance(value, ObjVal) and value.kind in ("dict", "configdict") \
                    and value.known_keys() is not None:
                attrs.update(value.attrs)   # `{**base, "axis_types": ...}`: the entries of a dict with known keys
            elif constant_key(key):
                attrs[key] = value   # (`{(4, 2): mesh}` too: a tuple of constants names one entry)
            else:
                known = False
        return ObjVal("dict", None, attrs, tuple(self.regions)) if known else UNKNOWN

    def _expr_BinOp(self, node: ast.BinOp, frame: Frame) -> Any:
        left = self.eval(node.left, frame)
        right = self.eval(node.right, frame)
        self._implicit_calls((left, right))
        return self._binary(node.op, left, right, node)

    def _binary(self, op: ast.operator, left: Any, right: Any, node: ast.AST) -> Any:
        """`left <op> right` of evaluated operands (UNKNOWN where it is not modelled)."""
        if self.tracking_vma and (_is_array(left) or _is_array(right)):
            if isinstance(op, ast.MatMult):
                return vma.matmul(left, right)
            return vma.union([left, right], elementwise=True)   # arithmetic on arrays in a shard_map body: local
        if isinstance(left, OneOf) or isinstance(right, OneOf):
            # one of several values on either side: the result is one of the results of each pair (a pair that
            # certainly raises ends its own path only)
            pairs = [(a, b) for a in alternatives(left) for b in alternatives(right)]
            if len(pairs) > 16:
                return UNKNOWN
            results, raised = [], 0
            for a, b in pairs:
                try:
                    results.append(self._binary(op, a, b, node))
                except _Raise:
                    raised += 1
            if not results:
                raise _Raise()
            return join_values(*results)
        if isinstance(op, ast.MatMult) and isinstance(left, ArrayVal) and isinstance(right, ArrayVal):
            # `x @ w`, replicated
            return _host_result(array_ops.matmul(left, right, node) or _array_result(left, right), left, right)
        if (isinstance(left, ArrayVal) or isinstance(right, ArrayVal)) and not isinstance(op, ast.MatMult):
            # `x * 2` of one sharding
            return _host_result(array_ops.binary(left, right, node) or _array_result(left, right), left, right)
        if left is JAX_ARRAY or right is JAX_ARRAY:
            return _array_result(left, right)
        if isinstance(op, ast.Add) and isinstance(left, tuple) and isinstance(right, tuple):
            return left + right
        if isinstance(op, ast.BitOr) and all(isinstance(v, ObjVal) and v.kind == "dict" and v.known_keys() is not None
                                             for v in (left, right)):
            # `DEFAULTS | {"batch": 8}`: a new dict, the right one's entries winning
            return ObjVal("dict", None, {**left.attrs, **right.attrs}, tuple(self.regions))
        if isinstance(op, ast.Mult):
            if isinstance(left, tuple) and isinstance(right, int) and not isinstance(right, bool):
                return left * right if 0 <= right <= 64 else UNKNOWN
            if isinstance(right, tuple) and isinstance(left, int) and not isinstance(left, bool):
                return right * left if 0 <= left <= 64 else UNKNOWN
        if isinstance(op, (ast.Div, ast.FloorDiv, ast.Mod)) and _is_number(left) and _is_number(right) \
                and right == 0 and not self.peeking:
            raise _Raise()   # ZeroDivisionError: the path ends here
        if (isinstance(left, OfType) or isinstance(right, OfType)) and numeric_like(left) and numeric_like(right) \
                and isinstance(op, _NUMBER_OPS):
            # `x.shape[-1] ** -0.5`: a Python number whose value is not known (an int of ints but for `/`, `**`)
            ints = all(v is PY_INT or isinstance(v, int) for v in (left, right))
            return PY_INT if ints and not isinstance(op, (ast.Div, ast.Pow)) else PY_NUMBER
        other = builtin_values.binary(type(op).__name__, left, right)
        if other is not builtin_values.NOT_HANDLED:
            return other
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (left, right)):
            try:
                if isinstance(op, ast.Add):
                    return left + right
                if isinstance(op, ast.Sub):
                    return left - right
                if isinstance(op, ast.Mult) and abs(left) < 2**31 and abs(right) < 2**31:
                    return left * right
                if isinstance(op, ast.FloorDiv) and right:
                    return left // right
                if isinstance(op, ast.Mod) and right:
                    return left % right   # `step % every == 0`
                if isinstance(op, ast.Pow) and abs(left) < 2**31 and 0 <= right <= 64:
                    return left ** right
            except Exception:
                return UNKNOWN
        if all(_is_number(v) and not isinstance(v, bool) for v in (left, right)) and type(op) in _FLOAT_OPS \
                and (isinstance(op, ast.Div) or not all(isinstance(v, int) for v in (left, right))):
            # `D ** 0.5`, `1 / scale`: a float scale (a scalar operand keeps an array's sharding)
            try:
                result = _FLOAT_OPS[type(op)](left, right)
            except (ArithmeticError, ValueError):
                return UNKNOWN
            return result if isinstance(result, float) else UNKNOWN
        return UNKNOWN

    def _expr_UnaryOp(self, node: ast.UnaryOp, frame: Frame) -> Any:
        """`-1` (a slice bound, an index) and `not flag` of constants; anything else is unknown."""
        value = self.eval(node.operand, frame)
        if self.tracking_vma and _is_array(value) and not isinstance(node.op, ast.Not):
            return vma.union([value], elementwise=True)
        if isinstance(value, OneOf):
            return UNKNOWN
        if isinstance(value, ArrayVal) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return _host_result(array_ops.binary(value, 0, node) or _array_result(value, 0), value)   # `-x`
        if value is JAX_ARRAY and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
            return JAX_ARRAY
        if isinstance(node.op, (ast.USub, ast.UAdd)) and isinstance(value, (int, float)) and not isinstance(value, bool):
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node.op, ast.Not) and isinstance(value, (bool, int, str, type(None))) and value is not UNKNOWN:
            return not value
        if isinstance(node.op, ast.Not) and _test_truth(value) is not None:
            return not _test_truth(value)   # `not mesh.axis_names`, `not spec` (P() is false)
        return UNKNOWN

    def _expr_Compare(self, node: ast.Compare, frame: Frame) -> Any:
        left = self.eval(node.left, frame)
        rights = [self.eval(c, frame) for c in node.comparators]
        if not all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops):
            self._implicit_calls([left] + rights)
        if len(rights) == 1:
            return self._compare(node.ops[0], left, rights[0], node, frame)
        # `1 < tp <= 8`: each link in turn; one certainly false decides, an unknown one leaves it unknown
        unknown = False
        for op, a, b in zip(node.ops, [left] + rights, rights):
            result = self._compare(op, a, b, node, frame)
            if result is False:
                return False
            if result is not True:
                unknown = True
        return UNKNOWN if unknown else True

    def _certainly_lacks(self, value: Any, name: str) -> bool | None:
        """certainly_lacks, and for a jax module the APIs the judged jax has or removed (`hasattr(jax, "set_mesh")`)."""
        if isinstance(value, QualName):
            has = versions.jax_has(canonical(value.name + "." + name), self.jax_version)
            return None if has is None else not has
        if value is JAX_ARRAY or isinstance(value, (ArrayVal, OfType, Varying)):
            return array_lacks(value, name)   # `hasattr(x, "sharding")` of a NumPy array
        if isinstance(value, PathKeyVal) and name in PATH_KEY_ATTRIBUTES.values():
            return name != value.attribute   # `hasattr(path[-1], "key")`
        return certainly_lacks(value, name)

    def _compare(self, op: ast.cmpop, left: Any, right: Any, node: ast.Compare, frame: Frame) -> Any:
        """One comparison `left <op> right` of known values (UNKNOWN where it is not certain)."""
        if isinstance(op, (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)) and (is_enum_member(left) or is_enum_member(right)):
            # a plain Enum's member is equal (and identical) to itself only, never to its value
            other = right if is_enum_member(left) else left
            if is_enum_member(other) or constant_key(other):
                return (left is right) == isinstance(op, (ast.Eq, ast.Is))
        if isinstance(left, frozenset) and isinstance(right, frozenset) and type(op) in _SET_COMPARISONS:
            # `set(mesh.axis_types) == {AxisType.Explicit}`, `frozenset(types) <= EXPLICIT_ONLY`
            return _SET_COMPARISONS[type(op)](left, right)
        if isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE)) and (_is_python_version(left) or
                                                                 _is_python_version(right)):
            # `sys.version_info < (3, 8)`: decided where every Python the judged jax runs on agrees
            flipped = {"Lt": "Gt", "LtE": "GtE", "Gt": "Lt", "GtE": "LtE"}
            kind = type(op).__name__
            other, version = (right, left) if _is_python_version(left) else (left, right)
            if not _is_python_version(left):
                kind = flipped[kind]
            other = _plain_int_tuple(other)
            decided = versions.python_version_test(kind, other, self.jax_version, _version_prefix(version)) \
                if other is not None else None
            return UNKNOWN if decided is None else decided
        if isinstance(op, (ast.Is, ast.IsNot, ast.Eq, ast.NotEq)) and isinstance(left, ClassVal) \
                and isinstance(right, ClassVal):
            # `type(self) is Base`, `cls is Base`: classes of this module are one object each
            return (left is right) == isinstance(op, (ast.Is, ast.Eq))
        if isinstance(op, (ast.Is, ast.IsNot)) and (left is None or right is None) and (
                _is_api_object(left) or _is_api_object(right)):
            # `getattr(jax, "set_mesh", None) is None` where this jax has it: a function is never None
            return isinstance(op, ast.IsNot)
        if self.tracking_vma and not isinstance(
                op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) and (_is_array(left) or _is_array(right)):
            return vma.union([left, right], elementwise=True)
        if isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq)) and (
                isinstance(left, ArrayVal) or isinstance(right, ArrayVal)):
            # `x > 0`: an elementwise array of booleans
            return _host_result(array_ops.binary(left, right, node) or _array_result(left, right), left, right)
        if isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq)) and (
                left is JAX_ARRAY or right is JAX_ARRAY):
            return _array_result(left, right)
        if isinstance(op, (ast.Eq, ast.NotEq)) and _holds_struct(left) and _holds_struct(right):
            # ShapeDtypeStruct.__eq__ compares the shardings when the other side is a struct too
            self._read_structs([left, right], node, frame)
        if isinstance(op, (ast.In, ast.NotIn)) and _holds_struct(left) and (
                isinstance(right, ListVal) or (isinstance(right, tuple) and not isinstance(right, IterVal))):
            # `sds in seen`: compared with == against the items in turn, the first one for certain
            items = right.items if isinstance(right, ListVal) else right
            if items and items[0] is not left and _holds_struct(items[0]):
                self._read_structs([left, items[0]], node, frame)
        if isinstance(left, str) and isinstance(right, str):
            if isinstance(op, ast.Eq):
                return left == right
            if isinstance(op, ast.NotEq):
                return left != right
        if isinstance(op, (ast.Eq, ast.NotEq)) and (isinstance(left, MeshVal) or isinstance(right, MeshVal)):
            same = True if left is right and isinstance(left, MeshVal) else _meshes_equal(left, right)
            if same is None:
                return UNKNOWN
            return same if isinstance(op, ast.Eq) else not same
        if isinstance(op, (ast.Is, ast.IsNot)) and isinstance(left, MeshVal) and isinstance(right, MeshVal):
            # one evaluation's mesh is one object; meshes that surely differ are two
            same = True if left is right else False if _meshes_equal(left, right) is False else None
            if same is None:
                return UNKNOWN
            return same if isinstance(op, ast.Is) else not same
        if isinstance(op, (ast.Eq, ast.NotEq)) and isinstance(left, PSpecVal) and isinstance(right, PSpecVal):
            a, b = spec_of(left), spec_of(right)
            if a is None or b is None:
                return UNKNOWN
            same = (a.parts, a.reduced, a.unreduced) == (b.parts, b.reduced, b.unreduced)
            if (left.padding_unsure or right.padding_unsure) and (
                    _without_trailing_none(a.parts), a.reduced, a.unreduced) == (
                    _without_trailing_none(b.parts), b.reduced, b.unreduced):
                return UNKNOWN   # `x.sharding.spec == P('data', None)`: it depends on the trailing Nones jax kept
            return same if isinstance(op, ast.Eq) else not same
        # `mesh.axis_types[0] == AxisType.Explicit`, `'x' in mesh.axis_names`, tuples of known constants
        keys = right
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, ObjVal) \
                and right.kind in ("dict", "configdict") and right.known_keys() is not None:
            keys = right.known_keys()   # `'model' in mesh.shape`: a dict's keys
        known = builtin_values.compare(type(op).__name__, left, keys)
        if known is not None:
            return known
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (left, right)):
            method = {ast.Eq: "__eq__", ast.NotEq: "__ne__", ast.Lt: "__lt__", ast.LtE: "__le__", ast.Gt: "__gt__",
                      ast.GtE: "__ge__"}.get(type(op))
            if method is not None:
                return getattr(left, method)(right)  # `n == 0`, `len(names) > 1`: both sides known ints
        if isinstance(op, (ast.Is, ast.IsNot)):
            same = _constants_identical(left, right)
            if same is not None:
                return same if isinstance(op, ast.Is) else not same
        if isinstance(op, (ast.Is, ast.IsNot)) and right is None:
            options = alternatives(left)
            if all(o is None for o in options):
                result = True
            elif all(isinstance(o, _NEVER_NONE) for o in options):
                result = False
            else:
                return UNKNOWN
            return result if isinstance(op, ast.Is) else not result
        return UNKNOWN

    def _expr_BoolOp(self, node: ast.BoolOp, frame: Frame) -> Any:
        """`a or b` / `a and b`: operands run left to right while their truth is certain; the first one that
        decides is the value. Past an operand whose truth is unknown, later ones may not run: unknown."""
        stop_at = isinstance(node.op, ast.Or)   # `or` stops at a true operand, `and` at a false one
        for i, operand in enumerate(node.values):
            value = self.eval(operand, frame)
            if i == len(node.values) - 1:
                return value
            truth = truthiness(value)
            if truth is None:
                # the rest may or may not run (`callable(hook) and hook()`): run as a branch that may be taken,
                # the context after it joined with the one before, under the operand that decides it (as `if`)
                self._may_run_operands(node, operand, value, node.values[i + 1:], frame)
                return UNKNOWN
            if truth is stop_at:
                return value
        return UNKNOWN

    def _may_run_operands(self, node: ast.BoolOp, test: ast.AST, value: Any, operands: list,
                          frame: Frame) -> None:
        if self.peeking:
            return
        self._may_be_fixed(node, test, frame, value)
        self._may_run(node, lambda: [self.eval(operand, frame) for operand in operands])

    def _expr_IfExp(self, node: ast.IfExp, frame: Frame) -> Any:
        test = self.eval(node.test, frame)
        truth = _test_truth(test)   # (as an `if` decides it: `names[0] if names else None` with names == ())
        if not self.peeking:
            seen = self.test_truths.get(id(node.test))
            if seen is None or seen[0] is not node.test:
                seen = self.test_truths[id(node.test)] = (node.test, set())
            seen[1].add(truth)
        if truth is not None:
            return self.eval(node.body if truth else node.orelse, frame)
        start = self.ctx
        values, ctxs = [], []
        self._may_be_fixed(node, node.test, frame, test)
        guarded = not self.peeking
        for branch in (node.body, node.orelse):
            self.ctx = start
            if guarded:
                self.undecided_tests.append(node)
            try:
                with self._region(optional=True):
                    values.append(self.eval(branch, frame))
                ctxs.append(self.ctx)
            except _Raise:
                pass
            finally:
                if guarded:
                    self.undecided_tests.pop()
        if not ctxs:
            raise _Raise()
        self.ctx = ctxs[0] if len(ctxs) == 1 else join(ctxs[0], ctxs[1])
        return join_values(*values)

    def _element_of(self, iterable: Any) -> Any:
        """Any one element of an iterable value (the loop variable's value in every iteration)."""
        options = []
        for option in alternatives(iterable):
            if isinstance(option, SeqOf):
                options.append(option.element)
                continue
            items = option.items if isinstance(option, ListVal) else option
            if not isinstance(items, tuple):
                return UNKNOWN
            options.extend(items)   # (an empty alternative gives no element: the loop runs no pass with it)
        return join_values(*options) if options else UNKNOWN

    def _expr_Lambda(self, node: ast.Lambda, frame: Frame) -> Any:
        a = node.args
        return FuncVal(node, (), frame, defaults=self._eval_defaults(node, frame) if a.defaults or any(
            d is not None for d in a.kw_defaults) else None)

    def _expr_NamedExpr(self, node: ast.NamedExpr, frame: Frame) -> Any:
        value = self.eval(node.value, frame)
        self.bind_target(node.target, value, frame)
        return value

    def _getter_call(self, getter: Getter, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """`attrgetter("a.b", "c")(obj)`: read as the expressions `obj.a.b` and `obj.c` would be (a tuple of them
        for several keys)."""
        if len(args) != 1 or kwargs:
            return UNKNOWN
        target = "__getter_target"
        inner = Frame(env={target: args[0]}, parent=frame, func=frame.func, local_names=frame.local_names)
        values = []
        for key in getter.keys:
            expr: ast.expr = ast.Name(target, ast.Load())
            if getter.kind == "attr":
                for part in key.split("."):
                    expr = ast.Attribute(expr, part, ast.Load())
            else:
                expr = ast.Subscript(expr, ast.Constant(key), ast.Load())
            values.append(self.eval(ast.fix_missing_locations(ast.copy_location(expr, node)), inner))
        return values[0] if len(values) == 1 else tuple(values)

    def _expr_Subscript(self, node: ast.Subscript, frame: Frame) -> Any:
        value = self.eval(node.value, frame)
        index = self.eval(node.slice, frame)
        if _names_sys_modules(node) and isinstance(node.slice, ast.Name) and node.slice.id == "__name__":
            return THIS_MODULE
        if isinstance(value, AtIndexer):
            return dataclasses.replace(value, indexed=True, index=index) if not value.indexed and value.method is None \
                else UNKNOWN
        if not self.peeking and isinstance(value, (ObjVal, OneOf)):
            self._protocol_may_set(value, "__getitem__")
        if value == _OS_ENVIRON and isinstance(index, str) and index in self.environ_set:
            if self.environ_set[index] is None:
                raise _Raise()   # KeyError: the program unset it
            return self.environ_set[index]
        if isinstance(value, ClassVal) and value.enum_members is not None and isinstance(index, str):
            # `Strategy["FSDP"]`: the member of that name (KeyError for another: not modelled)
            return value.enum_members.get(index, UNKNOWN)
        if isinstance(value, QualName) and value.name == "jax.sharding.AxisType" and isinstance(index, str):
            # `AxisType["Explicit"]`: the member of that name (Enum lookup by name; KeyError for another)
            if index in ("Auto", "Explicit", "Manual"):
                return AxisTypeVal(index)
            if not self.peeking:
                raise _Raise()
            return UNKNOWN
        if isinstance(value, QualName) and value.name == "sys.version_info":
            if index == 0:
                return versions.PYTHON_MAJOR
            if isinstance(node.slice, ast.Slice) and node.slice.lower is None and node.slice.step is None \
                    and isinstance(node.slice.upper, ast.Constant) and type(node.slice.upper.value) is int \
                    and 0 < node.slice.upper.value <= 5:
                return QualName(f"sys.version_info[:{node.slice.upper.value}]")
        if self.tracking_vma and _is_array(value):
            return vma.indexed(value, index)   # indexing an array (`x[i]`, `x.at[i]`): local
        if isinstance(value, ArrayVal) and value.host and value.ndim and (
                index is HOST_ARRAY or (isinstance(index, ArrayVal) and index.host and index.ndim)):
            return HOST_ARRAY   # `data[perm[:16]]`: NumPy's fancy indexing by an index array gives an ndarray
        if value is HOST_ARRAY and isinstance(node.slice, ast.Slice):
            return HOST_ARRAY   # a slice of an ndarray is one
        if isinstance(value, ArrayVal):
            # `x[:, None]`: new unit dimensions
            return _host_result(array_ops.indexed(value, index, node) or JAX_ARRAY, value)
        if value is JAX_ARRAY:
            return JAX_ARRAY   # indexing a jax.Array gives one
        if not self.peeking and isinstance(index, str) and index is not UNKNOWN and all(
                _lacks_key(option, index) for option in alternatives(value)) and not self._held_by_a_module(
                value, frame):
            raise _Raise()   # KeyError: the path ends here (a handler around it may catch it)
        self._hashed_as_key(value, index, node, frame)
        return distribute([value, index], lambda pair: _subscript(*pair))

    def _expr_Slice(self, node: ast.Slice, frame: Frame) -> Any:
        parts = [self.eval(p, frame) if p is not None else None for p in (node.lower, node.upper, node.step)]
        if all(p is None or (isinstance(p, int) and not isinstance(p, bool)) for p in parts):
            return slice(*parts)
        return UNKNOWN

    def _expr_Await(self, node: ast.Await, frame: Frame) -> Any:
        return self.eval(node.value, frame)

    def _expr_Starred(self, node: ast.Starred, frame: Frame) -> Any:
        value = self.eval(node.value, frame)
        if isinstance(value, IterVal):
            self._take_from(value, None)   # `[*it]`, `f(*it)`: every item taken
        return UNKNOWN

    def _expr_ListComp(self, node, frame) -> Any:
        """A comprehension over one known tuple or list, with conditions that fold: its items; else unknown."""
        if isinstance(node, ast.GeneratorExp) and not self.peeking and self._lazy_calls_may_set(node, frame):
            # its element runs where it is consumed (any(), sum(), a loop...), not followed: a mesh it may set
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        if isinstance(node, ast.GeneratorExp) or len(node.generators) != 1 or node.generators[0].is_async:
            iterable = source = self.eval(node.generators[0].iter, frame)
        else:
            iterable = source = self._eval_loop_header(node.generators[0].iter, frame)
        inner = None
        if isinstance(node, ast.GeneratorExp) and isinstance(source, IterVal) and not self.peeking:
            # a generator expression over a lazy iterator takes from it only when it is itself consumed
            held = self.lazy_runs.pop(id(source), None)
            inner = held if held is not None and held[0] is source else None
        if isinstance(source, LazyElements) and not isinstance(node, ast.GeneratorExp):
            iterable = source = self._consumed_lazily(source)   # `[f(x) for x in lazy]`: its element runs now
        # (a generator expression takes its iterator lazily: how far is known only where it is consumed)
        iterable = self._iterated(iterable, all_of_it=not isinstance(node, ast.GeneratorExp))
        if isinstance(source, IterVal) and isinstance(node, ast.GeneratorExp) and not self.peeking:
            made = self._comprehension_value(node, iterable, frame)
            if isinstance(made, IterVal):
                self.iterator_sources[id(made)] = (made, source)
            return self._lazy_generator_expression(made, node, iterable, frame, inner)
        return self._lazy_generator_expression(self._comprehension_value(node, iterable, frame), node, iterable,
                                               frame, inner)

    def _lazy_generator_expression(self, made: Any, node: ast.AST, iterable: Any, frame: Frame,
                                   inner: tuple | None = None) -> Any:
        """A generator expression's element ran as a peek where it was made: it runs for real where its items
        are taken (`sum(step(b) for b in batches)`), reading its names then (late binding), after the lazy
        iterator it takes from (`inner`) made its items."""
        if isinstance(node, ast.GeneratorExp) and isinstance(made, IterVal):
            def run():
                if inner is not None:
                    inner[1]()
                return self._comprehension_value(node, iterable, frame, forced=True)
            return self._lazily(made, run, node)
        return made

    def _lazy_source_ok(self, iterable: Any, node: ast.AST, frame: Frame) -> bool:
        """A generator expression's first iterable whose items its element may take where it is consumed: not a
        generator of ours, or one that sets no mesh (it is suspended at a yield while the element runs: one
        inside its own `with jax.set_mesh(...)` would put the element under that mesh)."""
        generator = self._generator_of(iterable, node, frame)
        return generator is None or (isinstance(generator, GenVal) and isinstance(generator.func, FuncVal)
                                     and not self._mutates(generator.func.node))

    def _lazy_calls_may_set(self, node: ast.GeneratorExp, frame: Frame) -> bool:
        """A call in a generator expression's element or conditions (not its first iterable, run at once) may
        set a mesh: a function of ours that may, or one we cannot name."""
        parts = [node.elt] + [c for g in node.generators for c in g.ifs] + [g.iter for g in node.generators[1:]]
        for part in parts:
            for inner in ast.walk(part):
                if isinstance(inner, ast.Call):
                    callee = self.peek(inner.func, frame)
                    for option in alternatives(callee):
                        func = option.func if isinstance(option, PartialVal) else option
                        if isinstance(func, FuncVal) and self._mutates(func.node):
                            return True
        return False

    def _comprehension_value(self, node, iterable: Any, frame: Frame, forced: bool = False) -> Any:
        """The comprehension's value, its first `for` iterating `iterable` (a one-shot iterator's rest)."""
        iterable = _iteration_view(iterable)
        items = iterable.items if isinstance(iterable, ListVal) else iterable
        if isinstance(items, str) and len(items) <= 64:
            items = tuple(items)   # `{c: ... for c in "xy"}`: one item per character
        gen = node.generators[0]
        if isinstance(iterable, frozenset) and isinstance(node, ast.SetComp):
            items = tuple(iterable)   # a set built from a set: the order does not matter
        lazy = isinstance(node, ast.GeneratorExp) and not forced
        if any(g.is_async for g in node.generators) or not isinstance(items, tuple) or len(items) > 64:
            if lazy and not self.peeking and len(node.generators) == 1 and not gen.is_async \
                    and not isinstance(iterable, IterVal) and self._lazy_source_ok(iterable, gen.iter, frame):
                return LazyElements(node, iterable, frame)   # its element runs where it is consumed
            for g in node.generators[1:]:
                self.eval(g.iter, frame)
            if not lazy and not self.peeking and len(node.generators) == 1 and not gen.is_async:
                generator = self._generator_of(iterable, gen.iter, frame)
                if generator is not None and self._drained(generator):
                    return UNKNOWN   # over a generator already run to its end: empty, nothing runs
                if generator is not None:
                    # `[b for b in batches()]` (over `islice(batches(), n)`: as far as n items take it)
                    if self._drive_generator(generator, frame, exhausted=_part_of(iterable) is None) \
                            and isinstance(node, ast.ListComp):
                        return ListVal(())   # its body reached none of its yields: nothing to iterate
                    if _distinct_items(self.yield_sequence) and self.sequence_in_place:
                        # exactly these items, in order: one element each
                        return self._comprehension_value(node, self.yield_sequence, frame, forced)
                    if self.yield_values is not None:
                        # each item is one of the values its yields gave (one at least, where a yield is certain)
                        iterable = SeqOf(self.yield_values, nonempty=self.yields_once)
                element = self._comprehension_once(node, gen, iterable, frame)
                if isinstance(node, ast.ListComp) and element is not None:
                    # `[jax.device_put(w, sh) for w in weights]`: a list of unknown length, each item that array
                    return SeqOf(element, nonempty=isinstance(iterable, SeqOf) and iterable.nonempty
                                 and not gen.ifs)
            return UNKNOWN
        out = []
        scope = Frame(env={}, parent=frame)
        saved = self.peeking
        # a list, set or dict comprehension runs its element for each item right here (its calls are judged
        # here); a generator expression runs it where it is consumed
        self.peeking = saved or lazy
        def run(level: int, level_items: tuple) -> bool:
            """The items of loop `level` and every loop inside it; False when something is not known."""
            here = node.generators[level]
            for item in level_items:
                self.bind_target(here.target, item, scope)
                keep = True
                for cond in here.ifs:
                    test = self.eval(cond, scope)
                    if test is UNKNOWN or not isinstance(test, (bool, int, str, type(None))):
                        return False
                    keep = keep and bool(test)
                if not keep:
                    continue
                if level + 1 < len(node.generators):
                    # `for entry in spec for a in entry`: the inner iterable, read for this item
                    inner = _iteration_view(self.eval(node.generators[level + 1].iter, scope))
                    inner = inner.items if isinstance(inner, ListVal) else inner
                    if isinstance(inner, str) and len(inner) <= 64:
                        inner = tuple(inner)
                    if not isinstance(inner, tuple) or len(out) + len(inner) > 256 or not run(level + 1, inner):
                        return False
                elif isinstance(node, ast.DictComp):
                    out.append((self.eval(node.key, scope), self.eval(node.value, scope)))
                else:
                    out.append(self.eval(node.elt, scope))
            return True

        try:
            if not run(0, items):
                return UNKNOWN
        finally:
            self.peeking = saved
        if isinstance(node, ast.DictComp):
            # `{name: P(name) for name in names}`: a dict with those keys, when every key is a known constant
            if not all(constant_key(k) for k, _ in out):
                return UNKNOWN
            return ObjVal("dict", None, dict(out), tuple(self.regions))
        if isinstance(node, ast.SetComp):
            known = all(isinstance(i, (str, int)) and not isinstance(i, bool) for i in out)
            return frozenset(out) if known else UNKNOWN
        if isinstance(node, ast.ListComp) and id(node) in self.__dict__.get("_twin_ids", ()):
            return distribute(out, tuple)   # unpacked at once (`q, k, v = (...)`): never held as a list
        if isinstance(node, ast.ListComp) and out and all(
                isinstance(i, ArrayVal) and (i.spec, i.mesh, i.ndim, i.host) == (out[0].spec, out[0].mesh,
                                                                                 out[0].ndim, out[0].host)
                for i in out):
            # `[jax.device_put(w, sh) for w in weights]`, `[rng.normal(size=(4, 3)) for _ in range(n)]`: each
            # item that array (a list: its versions are kept, so a helper replacing its items in place makes what
            # it holds unknown); sizes only where all agree
            first = out[0]
            if any(i.shape != first.shape for i in out):
                first = dataclasses.replace(first, shape=None)
            return SeqOf(first, nonempty=True)
        return distribute(out, ListVal if isinstance(node, ast.ListComp) else IterVal)

    _expr_SetComp = _expr_GeneratorExp = _expr_DictComp = _expr_ListComp

    def _consumed_lazily(self, value: Any) -> Any:
        """A lazy generator expression taken by a loop, a comprehension or a builtin here: its element runs now,
        in this context mesh, for an unknown number of items (maybe none); what the taker iterates is then any
        one of its values (`SeqOf`), or unknown. Anything else is returned as it is."""
        if not isinstance(value, LazyElements):
            return value
        if self.peeking:
            return UNKNOWN
        if value.consumed:
            return UNKNOWN   # taken before (on some path at least): what is left of it is not known
        if not self.silent_depth:
            value.consumed = True   # (a loop's silent passes only look for the state at its head)
        gen = value.node.generators[0]
        # (over another lazy one, `f(x) for x in (g(b) for b in batches)`: both run here, item by item)
        element = self._comprehension_once(value.node, gen, self._consumed_lazily(value.iterable), value.frame)
        return SeqOf(element) if element is not None else UNKNOWN

    def _comprehension_once(self, node: ast.AST, gen: ast.comprehension, iterable: Any, frame: Frame) -> Any:
        """A comprehension over items we cannot list: its element runs for each of them (maybe none), judged once
        with the loop variable bound to any item. The element's value when it holds for every item (an array of
        known sharding), else None."""
        scope = Frame(env={}, parent=frame)
        start = self.ctx
        self.bind_target(gen.target, self._element_of(iterable), scope)
        element = None
        # (over items that certainly exist, and with no filter, the element certainly runs at least once)
        certain = isinstance(iterable, SeqOf) and iterable.nonempty and not gen.ifs
        try:
            with self._region(optional=not certain):
                for cond in gen.ifs:
                    self.eval(cond, scope)
                if isinstance(node, ast.DictComp):
                    self.eval(node.key, scope)
                    self.eval(node.value, scope)
                else:
                    element = self.eval(node.elt, scope)
        except _Raise:
            if certain:
                raise
            element = None   # raises for every item, if there is one: whether there is, is not known
        unchanged = self.ctx.same(start)
        self.ctx = join(start, self.ctx)
        # the element judged once stands for every item only where that pass changed nothing it reads: an array
        # of known sharding (what it is made from is read alike for each item), the context mesh as it was
        options = alternatives(element) if element is not None else ()
        if unchanged and options and all(isinstance(o, ArrayVal) for o in options) and not any(
                isinstance(n, (ast.Yield, ast.YieldFrom, ast.NamedExpr, ast.Await)) for n in ast.walk(node.elt)):
            return element
        return None

    def _note_handlers(self, node: ast.AST) -> None:
        """The handlers around every evaluation of this node (the fewest, when it runs under several): a finding
        judged after the run at this node is caught by them."""
        seen = self.handlers_at.get(node)
        if seen is None or len(self.handlers) < len(seen):
            self.handlers_at[node] = tuple(self.handlers)
        # likewise the undecided tests it ran under (fixed_test answers which counts): none once it ran under none
        tests = tuple(self.undecided_tests)
        if not tests or self.undecided_at.get(node, tests):
            self.undecided_at[node] = tests

    def _expr_Call(self, node: ast.Call, frame: Frame) -> Any:
        if not self.peeking:
            self._note_handlers(node)
            self._forget_facts(frame)
        drained = self._drained_generator_call(node, frame)
        if drained is not None:
            return drained
        func = self.eval(node.func, frame)
        inner = _made_here(node.args[0]) if func == QualName("builtins.next") and node.args else None
        if inner is not None and not self.peeking:
            # `next(batches(mesh))`: the generator made here runs up to its first yield at once and is
            # finalized right after (see _qualname_value): making it changes no context
            saved = self.loop_header
            self.loop_header = (inner,)
            try:
                return self._call_with_arguments(node, func, frame)
            finally:
                self.loop_header = saved
        result = self._call_with_arguments(node, func, frame)
        if self.own_exception_tries and not self.peeking and self._may_raise_unseen(func, result, node, frame):
            self.raise_events += 1
        return result

    def _may_raise_unseen(self, func: Any, result: Any, node: ast.Call, frame: Frame) -> bool:
        """Whether a call may have raised an exception of ours without a `raise` we ran: its value is not known
        (not followed), or code we did not follow was handed a function or an object of ours."""
        if result is UNKNOWN or (isinstance(result, OneOf) and UNKNOWN in result.options):
            return True
        if isinstance(func, (FuncVal, ClassVal)):
            return False   # followed (or cut, which counts itself): a `raise` in it counted itself
        if any(k.arg is None for k in node.keywords):
            return True
        for arg in list(node.args) + [k.value for k in node.keywords]:
            if isinstance(arg, (ast.Lambda, ast.Starred)):
                return True
            for option in alternatives(self.peek(arg, frame)):
                if isinstance(option, (FuncVal, PartialVal, ClassVal)) or (
                        isinstance(option, ObjVal) and option.kind == "instance"):
                    return True
        return False

    def _call_with_arguments(self, node: ast.Call, func: Any, frame: Frame) -> Any:
        args: list[Any] = []
        spread_known = True   # every *args / **kwargs spread has a known length and keys
        spread_options = None   # `P(*names)` with names one of several known tuples: (position, the tuples)
        # a `*` / `**` spread that certainly adds nothing (`*rest` empty after the written arguments, `**opts`
        # an empty dict: a wrapper's `f(x, spec, **kw)` called without extras) leaves the call as written
        empty_spreads = 0
        for i, a in enumerate(node.args):
            value = self._list_display_consumed(a, frame) if isinstance(a, (ast.List, ast.BinOp)) \
                and isinstance(func, QualName) and func.name.startswith(_NUMPY_PREFIXES) else MISSING
            if value is MISSING:
                inner = a.value if isinstance(a, ast.Starred) else a
                if isinstance(a, ast.Starred) and isinstance(inner, ast.GeneratorExp) and not self.peeking:
                    # `P(*(rules.resolve(n) for n in names))`: the call takes every item before it runs, so the
                    # element runs here, item by item, as a list comprehension's does
                    inner = self._list_twin(inner)
                value = self.eval(inner, frame)
            if isinstance(a, ast.Starred):
                # (what iterating it gives: a PartitionSpec's entries, a dict's keys, a counted row of keys...)
                viewed = _iteration_view(value) if not isinstance(value, OneOf) else value
                items = viewed.items if isinstance(viewed, ListVal) else viewed
                if isinstance(items, tuple):
                    args.extend(items)
                    if not items and all(isinstance(b, ast.Starred) for b in node.args[i:]):
                        empty_spreads += 1
                    continue
                options = [o.items if isinstance(o, ListVal) else o for o in alternatives(value)]
                if isinstance(value, OneOf) and spread_options is None and all(isinstance(o, tuple) for o in options) \
                        and func == QualName("jax.sharding.PartitionSpec"):
                    spread_options = (len(args), options)
                    continue
                spread_known = False
            args.append(value)
        if spread_options is not None and spread_known and not any(k.arg is None for k in node.keywords):
            # a PartitionSpec of each: the spec is one of those
            at, options = spread_options
            kwargs_known = {kw.arg: self.eval(kw.value, frame) for kw in node.keywords}
            return join_values(*[self.apply(func, args[:at] + list(o) + args[at:], kwargs_known, node, frame)
                                 for o in options])
        if spread_options is not None:
            spread_known = False
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            value = self.eval(kw.value, frame)
            if kw.arg is not None:
                kwargs[kw.arg] = value
            elif isinstance(value, ObjVal) and value.kind in ("dict", "configdict") and not value.escaped \
                    and all(isinstance(k, str) for k in value.attrs):
                kwargs.update(value.attrs)
                if not value.attrs and value.known_keys() == ():
                    empty_spreads += 1
            else:
                spread_known = False
        spread = sum(isinstance(a, ast.Starred) for a in node.args) + sum(
            k.arg is None for k in node.keywords) > empty_spreads
        if spread and not all(isinstance(f, (FuncVal, ClassVal, SetMeshDunder, DictUpdate, ArrayMethod, VaryingMethod))
                              or (isinstance(f, ObjVal) and f.kind == "instance")   # its __call__ binds them
                              or self._unwatched(f)
                              or self.followed_across_modules(f)
                              or self._keyword_spread_ok(f, node) or _kernel_spread_ok(f, node, kwargs)
                              for f in alternatives(func)):
            spread_known = False  # rules read a library call's arguments by position in the source: keep it plain
        if spread and self._list_versions:
            # a list changed in place since the dict or tuple spread here was made: the call gets it as it is now
            args = [self._current_list(a) for a in args]
            kwargs = {k: self._current_list(v) for k, v in kwargs.items()}
        if not spread_known:
            if isinstance(func, VaryingMethod) and self.tracking_vma:
                # `a.reshape(n, -1, *a.shape[1:])` of a traced array: it varies over at least what the array and
                # the arguments we know vary over (what the spread adds is not known)
                more = [a.axes for a in list(args) + list(kwargs.values()) if isinstance(a, Varying)]
                return Varying(func.axes.union(*more), None, False)
            for option in alternatives(func):
                if isinstance(option, (DictUpdate, DictSetDefault, DictPop)) and not self.peeking:
                    option.obj.escape()   # `d.update(**unknown)`: any of its entries may have changed
            # *args / **kwargs: positions unknown; still visit callbacks, decide nothing else.
            if func is UNKNOWN and isinstance(node.func, ast.Attribute) and not self.peeking:
                self._escape_receiver(node.func, frame, args)   # (`super().__init__(**kw)`: self may change)
            self._after_unknown_call(func, node, frame, args + list(kwargs.values()))
            return UNKNOWN
        if isinstance(node.func, ast.Attribute) and node.func.attr in _NAMESPACE_WRITERS and not self.peeking \
                and self._module_namespace(node.func.value, frame):
            # `globals().update(TYPES=...)`, `vars().setdefault(...)`, `sys.modules[__name__].__dict__.pop(k)`
            precise = node.func.attr == "update" and not args and all(k.arg for k in node.keywords)
            for name, value in (kwargs.items() if precise else [(None, UNKNOWN)]):
                self._module_global_written(frame, name, value)
            return UNKNOWN
        if isinstance(node.func, ast.Attribute) and node.func.attr in _NAMESPACE_WRITERS and not self.peeking:
            other = self._other_module_namespace(node.func.value, frame)
            # `ops.__dict__.update(MESH=m)`, `vars(ops).setdefault("MESH", m)`: another module's globals
            written = list(kwargs) + [a for a in args[:1] if isinstance(a, str)]
            for name in (written if other is not None else ()):
                self._module_global_patched(other, name)
        expecting = self._expecting_call(func, node, args, frame)
        if expecting is not None:
            return self._call_expecting(node, expecting, args, kwargs, frame)
        if isinstance(func, ExitStackMethod) and not self.peeking:
            return self._exit_stack_call(func, args, node, frame)
        if isinstance(func, ArgParserMethod):
            return self._arg_parser_call(func, args, kwargs)
        if isinstance(func, AtIndexer) and func.method is not None:
            return self._indexed_update(func, kwargs, node, tuple(args))
        if func is UNKNOWN and isinstance(node.func, ast.Attribute) and node.func.attr in _ENTER_CONTEXT \
                and len(args) == 1 and not self.peeking:
            entered = self._entered_by_hand(args[0], node.args[0] if node.args else None, frame)
            if entered is not None:
                return entered[0]   # what the generator yielded
        if func is UNKNOWN and isinstance(node.func, ast.Attribute) and node.func.attr in _PATCHING_METHODS \
                and node.args and not self.peeking:
            self._patched_by_patcher(node, args, frame)
        if func is UNKNOWN and isinstance(node.func, ast.Attribute) and not self.peeking \
                and self._library_super_hook(node.func, frame):
            return None   # `super().setUp()` of a unittest / absltest case: the library's, it sets nothing here
        if func is UNKNOWN and isinstance(node.func, ast.Attribute) and not self.peeking:
            if self._test_case_method(node.func, frame):
                if node.func.attr == "skipTest":
                    raise _Raise()   # unittest.SkipTest: the test ends here (skipped, not failed)
                return UNKNOWN       # assert*, fail, subTest...: the library's own, they change no attribute
            if self._escape_receiver(node.func, frame, args):
                return None   # `loaded.append(plugin)`: the change is known; the item is held, not handed away
        return self.apply(func, args, kwargs, node, frame)

    def _patched_by_patcher(self, node: ast.Call, args: list, frame: Frame) -> None:
        """`monkeypatch.setattr(Cls, "name", v)`, `mocker.patch.object(obj, "name")`, `monkeypatch.setitem(d,
        k, v)`, `monkeypatch.setattr("pkg.mod.NAME", v)` (an object the analysis cannot see): what they name
        changes (until the patcher undoes it, which is not followed: unknown)."""
        target = args[0] if args else UNKNOWN
        name = args[1] if len(args) > 1 and isinstance(args[1], str) else None
        if isinstance(target, (ObjVal, ClassVal, OneOf)):
            if name is not None and node.func.attr in ("setattr", "delattr", "object"):
                self._store_attribute(target, name, UNKNOWN)
            else:
                self._escape([target])
            return
        if isinstance(target, QualName) and name is not None:
            self._module_global_patched(target.name, name)   # `monkeypatch.setattr(config_module, "TYPES", v)`
            return
        written = node.args[0]
        text = written.value if isinstance(written, ast.Constant) else "".join(
            v.value for v in written.values if isinstance(v, ast.Constant)) if isinstance(written, ast.JoinedStr) \
            else None
        if isinstance(text, str) and "." in text:
            global_name = text.rsplit(".", 1)[-1]
            root = frame.root()
            if global_name in root.env:
                root.env[global_name] = UNKNOWN   # (a global of this module, or another's of the same name)

    def _project_patch(self, name: str, args: list, frame: Frame) -> None:
        """`mock.patch("pkg.mod.NAME", new)` / `mock.patch.object(target, "NAME", new)` of the program's own
        modules and objects: what they name is unknown from here (inside the patch, and after it, which the
        analysis does not follow)."""
        if self.peeking or not args:
            return
        if name.endswith(".object") and len(args) > 1 and isinstance(args[1], str):
            for option in alternatives(args[0]):
                if isinstance(option, QualName) and not _patchable(option.name):
                    self._module_global_patched(option.name, args[1])
                elif isinstance(option, (ObjVal, ClassVal)):
                    self._store_attribute(option, args[1], UNKNOWN)
        elif name.endswith(".multiple"):
            self._escape([args[0]])
        elif isinstance(args[0], str) and "." in args[0] and not _patchable(canonical(args[0])):
            module, _, global_name = args[0].rpartition(".")
            self._module_global_patched(module, global_name)
            if global_name in frame.root().env:
                frame.root().env[global_name] = UNKNOWN   # (maybe this very module's)

    def _module_global_patched(self, module: str, name: str) -> None:
        """A global of another module was replaced: single-file analysis reads no other module's globals."""

    def _indexed_update(self, at: AtIndexer, kwargs: dict, node: ast.AST, args: tuple = ()) -> Any:
        """`x.at[idx].get(out_sharding=P(...))` (a gather) or `.set/add/...(v, out_sharding=...)` (a scatter)
        under a concrete context mesh: an array of that sharding when every axis it names is Explicit there
        (checked under jax 0.10.2; a scatter of a sharded array without out_sharding is JAX's ShardingTypeError,
        not a rule's). Anything else: a jax.Array of unknown sharding."""
        spec = kwargs.get("out_sharding")
        ctx = self.ctx
        if spec is None and at.method != "get":
            kept = _scatter_keeps_sharding(at, args, kwargs, node)
            if kept is not None:
                return kept
        if isinstance(spec, PSpecVal) and ctx.status == "mesh" and ctx.shard_map is None and ctx.kernel is None \
                and isinstance(ctx.mesh, MeshVal) and ctx.types is not None:
            parts, mesh, types = spec_of(spec), ctx.mesh, tuple(ctx.types)
        elif isinstance(spec, NamedShardingVal) and isinstance(spec.mesh, MeshVal) and spec.mesh.types is not None \
                and ctx.shard_map is None and ctx.kernel is None:
            parts, mesh, types = spec_of(spec.spec) if isinstance(spec.spec, PSpecVal) else None, spec.mesh, \
                tuple(spec.mesh.types)
        else:
            return JAX_ARRAY
        if parts is None or parts.reduced or parts.unreduced or U in parts.parts or mesh.names is None:
            return JAX_ARRAY
        axes = parts.axes()
        if any(a not in mesh.names or types[mesh.names.index(a)] != "Explicit" for a in axes):
            return JAX_ARRAY
        base = at.base
        ndim = base.ndim if at.method != "get" and isinstance(base, ArrayVal) else None
        if at.method == "get" and isinstance(base, ArrayVal) and base.ndim and isinstance(at.index, ArrayVal) \
                and at.index.ndim is not None:
            ndim = at.index.ndim + base.ndim - 1   # `table.at[tokens].get(...)`: one row per token
        if ndim is not None and len(parts.parts) > ndim:
            return JAX_ARRAY
        return ArrayVal(parts, mesh, types, node, ndim)

    def _arg_parser_call(self, method: ArgParserMethod, args: list, kwargs: dict) -> Any:
        """A method of a parser of the program: arguments added on the path that made it are recorded (on some
        paths only: the parser is no longer known); parse_args of a known list gives the namespace."""
        parser, name = method.parser, method.name
        if name == "parse_args":
            argv = args[0] if args else kwargs.get("args")
            if len(args) > 1 or set(kwargs) - {"args"} or argv is None:
                if not self.peeking:
                    self._escape(list(args[1:]) + [v for k, v in kwargs.items() if k != "args"])   # (namespace=)
                return UNKNOWN   # (no list: sys.argv is read; a namespace of its own: not followed)
            attrs = argparse_model.parse(parser, argv)
            return ObjVal("namespace", None, attrs, tuple(self.regions)) if attrs is not None else UNKNOWN
        if self.peeking:
            return UNKNOWN
        if name in ("add_argument", "set_defaults", "add_argument_group"):
            if tuple(self.regions) != parser.region:
                parser.known = False
            elif name == "add_argument":
                argparse_model.add_argument(parser, args, kwargs)
            elif name == "set_defaults":
                argparse_model.set_defaults(parser, kwargs)
            elif name == "add_argument_group":
                return parser   # (its arguments are the parser's)
        return UNKNOWN

    def _exit_stack_call(self, method: ExitStackMethod, args: list, node: ast.Call, frame: Frame) -> Any:
        """A method of a `contextlib.ExitStack()` of the program: entering a manager in it, closing it (which
        exits what it holds, last first, down to the context before the first), moving it with pop_all."""
        stack = method.stack
        strong = stack.region[:len(self.regions)] == tuple(self.regions)   # (not on one path of several)
        if method.name == "enter_context" and len(args) == 1:
            before = self.ctx
            entered = self._entered_by_hand(args[0], node.args[0] if node.args else None, frame)
            if stack.state == "empty" and strong:
                previous = args[0].previous if isinstance(args[0], SetMeshResult) else None
                stack.restore = previous if isinstance(previous, Ctx) else before
                stack.state = "entered"
            elif not strong:
                stack.state = "unknown"
            if entered is not None:
                return entered[0]
            return None if isinstance(args[0], SetMeshResult) else UNKNOWN
        if method.name in ("close", "__exit__"):
            self._close_exit_stack(stack, strong)
            return False if method.name == "__exit__" else None
        if method.name == "pop_all":
            moved = ExitStackVal(tuple(self.regions), stack.state, stack.restore)
            stack.state = "empty" if strong else "unknown"
            return moved
        if method.name == "__enter__":
            return stack
        # callback / push: run when it closes; one that may set a mesh makes that unknown
        if any(isinstance(o, FuncVal) and self._mutates(o.node) for a in args for o in alternatives(a)) or (
                not self._container_method(node.args[0] if node.args else None, frame)
                and any(o is UNKNOWN for a in args[:1] for o in alternatives(a))):
            stack.state = "unknown"
        return args[0] if args else None

    def _container_method(self, node: ast.AST | None, frame: Frame) -> bool:
        """`self.log.append`, `seen.add`: a method of a list, tuple, set, string or dict (sets no mesh)."""
        if not isinstance(node, ast.Attribute):
            return False
        base = self.peek(node.value, frame)
        return isinstance(base, (ListVal, tuple, frozenset, str)) or (isinstance(base, ObjVal) and base.kind == "dict")

    def _close_exit_stack(self, stack: ExitStackVal, strong: bool) -> None:
        if stack.state == "entered" and isinstance(stack.restore, Ctx):
            self.ctx = stack.restore.with_(kernel=self.ctx.kernel) if strong else join(self.ctx, stack.restore)
        elif stack.state == "unknown":
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        if strong:
            stack.state, stack.restore = "empty", None

    def _entered_by_hand(self, cm: Any, cm_node: ast.AST | None, frame: Frame) -> tuple | None:
        """`stack.enter_context(cm)` (ExitStack, a test case's enterContext): `cm` stays entered until the stack
        closes. jax.set_mesh's result already set its mesh; a context manager of the program, or one the analysis
        cannot see into, may set one (the context becomes unknown); one that may swallow errors (suppress, an
        `__exit__` returning true, a generator catching around its yield) makes nothing after it certain."""
        self.hand_entered += 1
        if isinstance(cm, SetMeshResult):
            return None
        if isinstance(cm, MeshVal) and cm.kind == "Mesh" and cm_node is not None:
            # `stack.enter_context(mesh)`, `self.enterContext(jtu.with_mesh(...))`: the legacy resource env, as
            # `with mesh:` sets it, until the stack closes
            self.ctx = self.ctx.with_(legacy_with=cm_node, legacy_path=self.path, legacy_span=self.source.span(cm_node),
                                      legacy_mesh=cm)
            return (cm,)
        if any(isinstance(o, MeshVal) for o in alternatives(cm)):
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return None
        callee = self._callee_name(cm_node, frame) if cm_node is not None else None
        class_cm = self._class_cm(cm)
        if callee in _SUPPRESSORS or (class_cm is not None and self._may_suppress(class_cm[1])) or (
                isinstance(cm, UserCM) and _catches_around_yield(cm.func.node)):
            raise _Unknowable()
        if isinstance(cm, UserCM) and not _sets_mesh_globally(cm.func.node):
            # a generator of this file: run up to its yield (as `with` does); it stays there until the stack
            # closes (a test case's cleanup: after the test)
            entered = self._enter_user_cm(cm)
            if entered is not None:
                self.ctx = entered[0]
                return (entered[1],)
        if class_cm is not None or isinstance(cm, (UserCM, UseAbstractMeshCM)) or (
                cm is UNKNOWN and not self._is_inert_callee(callee, cm_node, frame, strict=True)):
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        return None

    def _expecting_call(self, func: Any, node: ast.Call, args: list, frame: Frame) -> int | None:
        """`self.assertRaises(E, fn, *args)` / `assertRaisesRegex(E, regex, fn, ...)` / `pytest.raises(E, fn,
        ...)`: the callable form, which calls `fn` and catches E. The index of `fn` among the arguments."""
        if not isinstance(node.func, ast.Attribute) or node.func.attr not in _ASSERT_RAISES or self.peeking:
            return None
        at = 2 if node.func.attr.startswith("assertRaisesRegex") or node.func.attr.endswith(("LiteralMatch", "_regex")) \
            else 1
        if len(node.args) <= at or len(args) != len(node.args):
            return None   # the `with` form (or a spread we cannot place)
        if func in (QualName("pytest.raises"), QualName("np.testing.assert_raises"),
                    QualName("np.testing.assert_raises_regex")) or (
                func is UNKNOWN and self._test_case_method(node.func, frame)):
            return at
        return None

    def _call_expecting(self, node: ast.Call, at: int, args: list, kwargs: dict, frame: Frame) -> Any:
        """Calls `args[at](*args[at + 1:], **kwargs)` as the expecting block of a `with` would run it: an error
        of the call is caught (findings there are information), and the code after it runs."""
        self.handlers.append(Handler((_exception_names(args[0]),), node, "call", self.source.span(node), self.path))
        self.journals.append([])
        start_env = self._snapshot(frame)
        before = self.ctx
        try:
            with self._region():
                self.apply(args[at], list(args[at + 1:]), kwargs, node, frame)
        except _Raise:
            self.ctx = before
            self._restore(self._handler_env(start_env, self.journals[-1]))
        finally:
            self.handlers.pop()
            journal = self.journals.pop()
            if self.journals:
                self.journals[-1].extend(journal)
        return UNKNOWN

    def _test_case_method(self, func: ast.Attribute, frame: Frame) -> bool:
        """`self.skipTest(...)`, `self.assertEqual(...)`: a method unittest's TestCase defines (not this module's
        classes), called on an instance of a test case class of this module."""
        if not (func.attr.startswith(("assert", "fail")) or func.attr in _TEST_CASE_OWN_METHODS):
            return False
        this = self.peek(func.value, frame)
        if this is UNKNOWN and func.attr == "skipTest" and self._self_of_test_method(func.value, frame):
            return True   # a parameterized case runs with the instance unknown: its skipTest is still unittest's
        if not isinstance(this, ObjVal) or this.kind != "instance" or not isinstance(this.cls, ClassVal):
            return False
        cls, seen = this.cls, 0
        while isinstance(cls, ClassVal) and seen < 16:
            if func.attr in cls.namespace:
                return False   # the module's own override
            if self._library_test_case(cls):
                return True
            cls = cls.bases[0] if len(cls.bases) == 1 else None
            seen += 1
        return False

    def _self_of_test_method(self, receiver: ast.AST, frame: Frame) -> bool:
        """`self` in a method of a module-level class whose bases name a TestCase (and that defines no skipTest of
        its own)."""
        fnode = frame.func
        if not isinstance(receiver, ast.Name) or not isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return False
        params = fnode.args.posonlyargs + fnode.args.args
        if not params or params[0].arg != receiver.id:
            return False
        cls = self._module_class_of(fnode)
        return cls is not None and any("TestCase" in ast.unparse(b) for b in cls.bases) and not any(
            isinstance(n, ast.FunctionDef) and n.name == "skipTest" for n in cls.body)

    @staticmethod
    def _keyword_spread_ok(func: Any, node: ast.Call) -> bool:
        """`jax.make_mesh(**cfg)`: a mesh is built from the values alone, and positions are untouched by `**`."""
        # (`jax.shard_map(f, mesh=mesh, **opts)`: the wrapper keeps the values; its rules judge them at its calls)
        # (`jax.jit(f, **jit_kwargs)`: its shardings are judged by value where the jitted function is called)
        # (`jax.make_mesh(*cfg.mesh)`: the mesh too; its rules find no node for a spread argument and judge values)
        return isinstance(func, QualName) and (func.name in mesh_model.MESH_CONSTRUCTORS or (
            func.name in ("jax.shard_map", "jax.jit") and not any(isinstance(a, ast.Starred) for a in node.args)))

    def _unwatched(self, func: Any) -> bool:
        """A library function no rule watches (`P(*parts)`): a call of it spreading known arguments is evaluated
        from their values (no rule reads its arguments from the source)."""
        return isinstance(func, QualName) and func.name not in self.rules_by_callee and \
            func.name not in mesh_model.MESH_CONSTRUCTORS

    _READ_ONLY_METHODS = frozenset({"get", "items", "keys", "values", "copy", "index", "count", "format", "join",
                                    "startswith", "endswith", "split", "strip", "lower", "upper"})

    _MODELLED_LIST_CHANGES = frozenset({"append", "extend", "insert", "remove", "clear", "reverse"})

    def _list_change_modelled(self, method: str, old: Any, changed: Any) -> bool:
        """`xs.append(x)` (extend, insert, remove, clear) on a list, `s.add(x)` (update, discard, remove, clear)
        on a set, whose new value is known."""
        if isinstance(old, MutableSet):
            return changed is not UNKNOWN and method in _SET_CHANGES
        return changed is not UNKNOWN and method in self._MODELLED_LIST_CHANGES and all(
            isinstance(o, (ListVal, SeqOf)) for o in alternatives(old))

    def _escape_receiver(self, func: ast.Attribute, frame: Frame, args: list | None = None) -> bool:
        """`obj.method(...)` of a method we cannot see may change `obj`; `super().m(...)` may change `self`.
        True when it was a list change modelled in full (`xs.append(x)`: it returns None and hands its
        arguments to nobody)."""
        if func.attr in self._READ_ONLY_METHODS:
            return False
        receiver = func.value
        if isinstance(receiver, ast.Name) and not isinstance(self.peek(receiver, frame), (ObjVal, QualName, FuncVal,
                                                                                           ClassVal)):
            # `names.append(...)`: a list (or other container) changed in place; its old value is stale, unless
            # the change is certain and known (`CALLBACKS.append(f)`, `names.pop(i)` on a straight path)
            owner = frame.owner(receiver.id)
            old = self.peek(receiver, frame)
            changed = self._changed_list(old, func.attr, args)
            self._changed_in_place(old, changed)
            if owner is not None:   # the binding it was read from, wherever it lives (a global list, a closure)
                owner.env[receiver.id] = changed
            return self._list_change_modelled(func.attr, old, changed)
        if isinstance(receiver, ast.Attribute) and not isinstance(self.peek(receiver, frame),
                                                                  (ObjVal, QualName, ClassVal, FuncVal)):
            # `self.types.append(...)`: a list kept in an attribute changed in place; the attribute's value is stale,
            # unless one object certainly holds it and the change is known (`self.hooks.append(fn)`)
            old = self.peek(receiver, frame)
            holder = self.peek(receiver.value, frame)
            changed = self._changed_list(old, func.attr, args) if isinstance(holder, ObjVal) else UNKNOWN
            self._changed_in_place(old, changed)
            self._store_attribute(holder, receiver.attr, changed)
            return self._list_change_modelled(func.attr, old, changed)
        if isinstance(receiver, ast.Call) and isinstance(receiver.func, ast.Name) and receiver.func.id == "super":
            fnode = frame.func
            params = fnode.args.posonlyargs + fnode.args.args if isinstance(fnode, (ast.FunctionDef,
                                                                                     ast.AsyncFunctionDef)) else []
            this = frame.env.get(params[0].arg, UNKNOWN) if params else UNKNOWN
            sup = self._super_of(frame)
            if isinstance(sup, SuperVal) and sup.lookup(func.attr) is MISSING:
                return False   # only a library base's quiet method (unittest's setUp / tearDown): nothing changes
            if params:
                self._escape([this])
            return False
        held = self.peek(receiver, frame)
        self._changed_in_place(held, UNKNOWN)   # (`cfg["axes"].append(...)`: a list held in a container)
        self._escape([held])
        return False

    def _current_list(self, value: Any) -> Any:
        """A list as it is now, after the in-place changes made to it through any reference."""
        if isinstance(value, OneOf):
            return join_values(*[self._current_list(o) for o in value.options]) \
                if any(isinstance(o, (ListVal, SeqOf, MutableSet)) for o in value.options) else value
        seen = 0
        while isinstance(value, (ListVal, SeqOf, MutableSet)) and id(value) in self._list_versions and seen < 64:
            value = self._list_versions[id(value)][1]
            seen += 1
        return value

    def _changed_set(self, value: MutableSet, method: str, args: list | None) -> Any:
        """A set after `add(x)` / `update(items)` / `discard(x)` / `remove(x)` / `clear()` of known constants, on a
        path with no branch or loop around it; UNKNOWN otherwise (also where remove would raise)."""
        args = list(args or ())
        if self.regions or method not in _SET_CHANGES:
            return UNKNOWN
        if method == "clear":
            return MutableSet() if not args else UNKNOWN
        if method == "update":
            items = [builtin_values._items(a) if not isinstance(a, frozenset) else tuple(a) for a in args]
            if any(not isinstance(i, tuple) for i in items):
                return UNKNOWN
            added = [x for group in items for x in group]
        elif len(args) == 1:
            added = [args[0]]
        else:
            return UNKNOWN
        if not all(isinstance(x, (str, int, AxisTypeVal)) for x in added):
            return UNKNOWN
        if method == "add" or method == "update":
            return MutableSet(value | frozenset(added))
        if method == "remove" and added[0] not in value:
            return UNKNOWN   # KeyError
        return MutableSet(value - frozenset(added))

    def _certain_list_change(self, lst: ListVal) -> bool:
        """A change to this list certainly happens wherever the list is seen: no branch or loop around it, or
        the list was made in the same one (`spec = [None] * n; spec[dim] = axis` after an `if ...: return`)."""
        if not self.regions:
            return True
        made = self._fresh_lists.get(id(lst))
        return made is not None and made[0] is lst and made[1] == tuple(self.regions)

    def _changed_in_place(self, old: Any, new: Any) -> None:
        """The list `old` was changed in place into `new` (UNKNOWN when not known): every holder sees it."""
        if self.peeking:
            return
        for option in alternatives(old):
            if isinstance(option, (ListVal, SeqOf, MutableSet)) and option is not new:
                self._list_versions[id(option)] = (option, new if option is old else UNKNOWN)

    def _changed_list(self, value: Any, method: str, args: list | None) -> Any:
        """A list after `append(x)` / `extend(known items)` / `pop()` / `pop(i)` / `insert(i, x)` /
        `remove(constant)` / `clear()` where the change is certain; UNKNOWN otherwise (also where the method
        would raise: an index out of range, a value not there). An append or extend that may run any number of
        times (in a loop, a branch), or onto a list whose length is not known, gives a list of unknown length
        whose every item is one of those it may hold (`SeqOf`)."""
        if self.peeking:
            return UNKNOWN
        if isinstance(value, MutableSet):
            return self._changed_set(value, method, args)
        certain = isinstance(value, ListVal) and self._certain_list_change(value)
        if method in ("append", "extend") and args and len(args) == 1 and not certain:
            return self._grown_unknown_length(value, method, args[0])
        if not certain:
            return UNKNOWN
        items = list(value.items)
        if method == "clear" and not args:
            return ListVal(())
        if method == "pop" and len(args or ()) <= 1:
            at = args[0] if args else -1
            if not (isinstance(at, int) and not isinstance(at, bool)) or not -len(items) <= at < len(items):
                return UNKNOWN
            del items[at]
            return ListVal(tuple(items))
        if method == "insert" and args and len(args) == 2 and isinstance(args[0], int) \
                and not isinstance(args[0], bool) and len(items) < 64:
            items.insert(args[0], args[1])
            return ListVal(tuple(items))
        if method == "reverse" and not args:
            return ListVal(tuple(reversed(items)))   # `layout.reverse()`
        if method == "remove" and args and len(args) == 1 and _is_constant(args[0]) \
                and all(_is_constant(i) for i in items):
            if args[0] not in items:
                return UNKNOWN
            items.remove(args[0])
            return ListVal(tuple(items))
        if not args or len(args) != 1:
            return UNKNOWN
        if method == "append":
            return ListVal(value.items + (args[0],)) if len(value.items) < 64 else UNKNOWN
        if method == "extend":
            more = args[0].items if isinstance(args[0], ListVal) else args[0]
            return ListVal(value.items + more) if isinstance(more, tuple) and len(value.items) + len(more) <= 64 \
                else UNKNOWN
        return UNKNOWN

    def _grown_unknown_length(self, value: Any, method: str, added: Any) -> Any:
        """`lst.append(x)` / `lst.extend(xs)` on a list of unknown length, or where it may run any number of times:
        a `SeqOf` of every item the list held or is given (a list of arrays keeps their shardings here, as a
        comprehension's does: its in-place versions are followed). UNKNOWN where an item is not known."""
        lists = alternatives(value)
        if not all(isinstance(o, (ListVal, SeqOf)) for o in lists):
            return UNKNOWN
        if method == "append":
            new = [added]
        elif isinstance(added, ListVal) or (isinstance(added, tuple) and not isinstance(added, IterVal)):
            new = list(added.items if isinstance(added, ListVal) else added)
        elif isinstance(added, SeqOf):
            new = [added.element]
        else:
            return UNKNOWN
        held = [i for o in lists for i in ((o.element,) if isinstance(o, SeqOf) else o.items)]
        if not held and not new:
            return value if len(lists) == 1 else UNKNOWN
        # (an append in a loop body that certainly runs, on no optional path, leaves the list with an item)
        certain = not self.regions or (self.optional_depth == 0 and not self.silent_depth and not self.peeking)
        nonempty = (certain and (method == "append" or (bool(new) and not isinstance(added, SeqOf)))) \
            or all((o.nonempty if isinstance(o, SeqOf) else bool(o.items)) for o in lists)
        items = join_values(*held, *new)
        for o in lists:
            if isinstance(o, SeqOf) and same_value(o.element, items) and (o.nonempty or not nonempty):
                return o   # it already covers what it holds now: the same value (a loop's passes reach a fixpoint)
        return SeqOf(items, nonempty=nonempty)

    def _module_class_of(self, func: ast.AST | None) -> ast.ClassDef | None:
        """The module-level class whose body defines `func` (None for anything else)."""
        owners = self.__dict__.get("_module_class_owners")
        if owners is None:   # asked for every call of a method: a test module's classes hold hundreds of them
            owners = self.__dict__["_module_class_owners"] = {
                id(stmt): c for c in self.tree.body if isinstance(c, ast.ClassDef) for stmt in c.body}
        return owners.get(id(func))

    def _library_super_hook(self, func: ast.Attribute, frame: Frame) -> bool:
        """`super().setUp()` (tearDown, setUpClass...) in a method of a module class whose bases are all library
        test cases."""
        receiver = func.value
        if func.attr not in _LIBRARY_HOOKS or not (isinstance(receiver, ast.Call) and isinstance(
                receiver.func, ast.Name) and receiver.func.id == "super" and not receiver.args):
            return False
        fnode = frame.func
        cls = self._module_class_of(fnode)
        value = self.module_frame.env.get(cls.name) if cls is not None else None
        return isinstance(value, ClassVal) and value.node is cls and self._library_test_case(value)

    def _library_test_case(self, cls: ClassVal) -> bool:
        """A class whose bases are all unittest / absltest / jax test cases (their setUp sets no attribute)."""
        from .test_entries import TEST_CASE_BASES
        bases = [self.peek(b, self.module_frame) for b in cls.node.bases]
        return bool(bases) and all(isinstance(b, QualName) and b.name in TEST_CASE_BASES for b in bases)

    # ------------------------------------------------------------------ calls
    def _callee_name(self, node: ast.AST, frame: Frame) -> str | None:
        if isinstance(node, ast.Call):
            value = self.peek(node.func, frame)
            if isinstance(value, QualName):
                return value.name
        return None

    def _is_inert_callee(self, name: str | None, node: ast.AST, frame: Frame, strict: bool = False) -> bool:
        """Whether a call surely leaves the context mesh alone.

        Library functions outside jax's mesh setters never change it. Method calls on objects and calls of
        local names are taken as inert too (objects do not set meshes), except in `strict` mode (the context
        manager of a `with`), where only known libraries are.
        """
        if name is not None:
            root = name.split(".")[0]
            if name in _DYNAMIC_IMPORTS:
                return False   # runs a module's top level (which may set a mesh)
            if root in _INERT_ROOTS or name in _INERT_NAMES:
                return True
            if root == "jax":
                # (jax's test helpers enter a mesh when entered as context managers; made, they do nothing)
                return name != "jax.set_mesh" and not name.startswith(("jax.sharding.use_", "jax.sharding.set_")) \
                    and not (strict and name in _TEST_UTIL_MESH_SCOPES)
            return False  # a function of some project module: it might set a mesh
        if strict or not isinstance(node, ast.Call):
            return False
        func = node.func
        if isinstance(func, (ast.Subscript, ast.Call)):
            # `HOOKS[name]()`, `cfg["init"]()`, `getattr(plugin, name)()` in a function judged alone: a callback
            # chosen at run time from what its caller gave (elsewhere taken as inert, as a method call is)
            return not self._judged_alone(frame)
        if isinstance(func, ast.Attribute):
            # (a context manager entered or left by hand, `scope.__enter__()`, may set or restore a mesh)
            return func.attr not in _CONTEXT_DUNDERS and not self._stored_callback(func, frame)
        if isinstance(func, ast.Name):
            return self._is_bound(func.id, frame) and not self._callback_parameter(func.id, frame)
        return True

    def _judged_alone(self, frame: Frame) -> bool:
        """Code of a function judged alone (no caller in view), or of a function nested in one."""
        return any(id(f) in self.alone_frames for f in _frames_up(frame))

    def _callback_parameter(self, name: str, frame: Frame) -> bool:
        """A function judged alone calling what its caller gives it (`hook()`, `for h in hooks: h()`): a
        callback nobody in view passes, which may set a mesh (a caller's set-up hook). Where a caller in view
        passed it, its value is what the caller gave (a library object's method: taken as inert)."""
        f: Frame | None = frame
        while f is not None:
            if name in f.env or name in f.local_names:
                fn = f.func
                # (an enclosing function of one judged alone has no bindings at all: its parameters are unknown)
                alone = id(f) in self.alone_frames or name not in f.env
                if not alone or not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    return False
                a = fn.args
                every = a.posonlyargs + a.args + a.kwonlyargs + [p for p in (a.vararg, a.kwarg) if p]
                return any(p.arg == name for p in every) or any(
                    isinstance(n, (ast.For, ast.AsyncFor)) and isinstance(n.target, ast.Name) and n.target.id == name
                    for n in astwalk.walk(fn))
            f = f.parent
        return False

    def _stored_callback(self, func: ast.Attribute, frame: Frame) -> bool:
        """`self.setup()` in a method judged alone, where the instance holds an unknown value its constructor was
        given (`self.setup = setup`): a callback, as `_callback_parameter`."""
        if not self._judged_alone(frame):
            return False
        held = self.peek(func.value, frame)
        if isinstance(held, ObjVal) and not held.escaped and held.kind == "instance" \
                and held.attrs.get(func.attr, MISSING) is UNKNOWN:
            return True
        cls = self._receiver_class(func.value, frame)
        return cls is not None and func.attr in self._class_callbacks(cls)

    def _class_callbacks(self, cls: ast.ClassDef) -> frozenset:
        """A class's methods that are stubs (a hook for subclasses: `def _setup_mesh(self): pass`) and the
        attributes its constructor stores from a parameter (`self.setup = setup`), less its other methods;
        read once per class."""
        cache = self.__dict__.setdefault("_class_callbacks_cache", {})
        found = cache.get(cls)
        if found is None:
            methods = [m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))]
            names = {m.name for m in methods}
            stored: set = set()
            init = next((m for m in methods if m.name == "__init__"), None)
            if init is not None and init.args.args:
                me, params = init.args.args[0].arg, {a.arg for a in init.args.args[1:] + init.args.kwonlyargs}
                stored = {t.attr for n in astwalk.walk(init)
                          if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name) and n.value.id in params
                          for t in n.targets if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                          and t.value.id == me}
            found = cache[cls] = frozenset({m.name for m in methods if _is_stub(m)} | (stored - names))
        return found

    def _receiver_class(self, receiver: ast.AST, frame: Frame) -> ast.ClassDef | None:
        """The module class of a method whose first parameter `receiver` names (`self` in a method judged
        alone)."""
        if not isinstance(receiver, ast.Name):
            return None
        for f in _frames_up(frame):
            fn = f.func
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and (fn.args.posonlyargs + fn.args.args)[:1] \
                    and (fn.args.posonlyargs + fn.args.args)[0].arg == receiver.id:
                return self._module_class_of(fn)
        return None

    @staticmethod
    def _is_bound(name: str, frame: Frame) -> bool:
        f: Frame | None = frame
        while f is not None:
            if name in f.env or name in f.local_names:
                return True
            f = f.parent
        return False

    def materialized(self, value: Any) -> Any:
        """The function behind a stand-in for one the analysis skipped (cross-file: a def of a module that names
        no watched API), for where its body matters after all (a shard_map body: its arithmetic is typed)."""
        return value

    def apply(self, func: Any, args: list, kwargs: dict, node: ast.AST, frame: Frame,
              decorating: bool = False) -> Any:
        if isinstance(func, OneOf):
            return self._apply_each(func, args, kwargs, node, frame, decorating)
        if isinstance(func, QualName):
            made = self._apply_qualname(func.name, args, kwargs, node, frame)
            if func.name == "plgpu.BlockSpec" and made is UNKNOWN and isinstance(node, ast.Call):
                return BlockSpecVal(node, args[5] if len(args) > 5 else kwargs.get("collective_axes", None), self.path)
            if func.name in _REF_VIEWS and made is UNKNOWN and isinstance(node, ast.Call) and args:
                return RefView(_REF_VIEWS[func.name], node, (list(args[1:2]) or [kwargs.get("collective_axes",
                                                                                      UNKNOWN)])[0], self.path)
            return made
        if isinstance(func, FuncVal) and func.wrappers and isinstance(func.wrappers[0], tuple) \
                and func.wrappers[0][0] == "dispatch":
            return self._dispatch(func, args, kwargs, node, frame)
        if isinstance(func, FuncVal):
            return self.call_function(func, args, kwargs, node, frame)
        if isinstance(func, UserCM) and decorating and len(args) == 1 and not kwargs \
                and isinstance(args[0], FuncVal) and func.node is not None and _straight_yields(func.func.node) \
                and not _catches_around_yield(func.func.node):
            # `@mesh_scope()` with a `@contextmanager` of ours: a ContextDecorator, every call of the function
            # runs inside a fresh `with mesh_scope():` (see _call_entered)
            return args[0].wrapped(("entered", func))
        if isinstance(func, StageOf):
            self.call_function(func.func, args, kwargs, node, frame)
            return StageVal(func.stage) if func.stage in ("lower", "trace") else UNKNOWN
        if isinstance(func, ShardMapWrap):
            body = self.materialized(args[0]) if args else None
            if isinstance(body, FuncVal):
                return body.wrapped(func)
            return UNKNOWN
        if isinstance(func, ClassVal):
            return self._instantiate(func, args, kwargs, node, frame)
        if isinstance(func, ObjVal):
            if func.cls is not None and func.escaped:
                # `layer(x)` looks `__call__` up on the type, never on the instance: code that changed the
                # instance (it escaped) did not change which method runs (what it reads from self is unknown)
                found = func.cls.lookup("__call__")
                call = found.bind((func,)) if isinstance(found, FuncVal) else UNKNOWN
            else:
                call = self._attribute_of(func, ast.Attribute(value=node, attr="__call__"), frame) \
                    if func.cls is not None else UNKNOWN
            if call is not UNKNOWN:
                return self.apply(call, args, kwargs, node, frame, decorating)
        if isinstance(func, StaticVal):
            return self.apply(func.func, args, kwargs, node, frame, decorating)
        if isinstance(func, VaryingMethod):
            return vma.method_result(func, args, kwargs)
        if isinstance(func, ReturnConst):
            return func.value
        if isinstance(func, SetterOf):
            setter = args[0] if len(args) == 1 and not kwargs and isinstance(args[0], FuncVal) else UNKNOWN
            return dataclasses.replace(func.prop, setter=setter)
        if isinstance(func, KeepArg):
            return args[0] if len(args) == 1 and not kwargs else UNKNOWN
        if isinstance(func, MeshMethod):
            return self._mesh_method(func, args, kwargs)
        if isinstance(func, DictView):
            return self._dict_view(func.obj, func.kind) if not args and not kwargs else UNKNOWN
        if isinstance(func, builtin_values.PureMethod):
            # (`", ".join(it)`: the method takes every item of an iterator it is given)
            return builtin_values.call_method(func, self._builtin_takes("builtins.list", args), kwargs)
        if isinstance(func, GenClose):
            if not args and not kwargs and not self.peeking:
                self._close_generator(func.generator)
            return None if not args and not kwargs else UNKNOWN
        if isinstance(func, DictUpdate):
            return self._dict_update(func.obj, args, kwargs)
        if isinstance(func, ArrayMethod):
            if (func.base is JAX_ARRAY or isinstance(func.base, ArrayVal)) and func.name == "item" and not args \
                    and not kwargs:
                return PY_NUMBER   # `loss.item()`: a Python int, float, bool or complex
            if isinstance(func.base, ArrayVal) and func.name in _ARRAY_METHOD_FUNCTIONS \
                    and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                # `x.repeat(2, axis=0)` is `jnp.repeat(x, 2, axis=0)`: judged as that call, written the same place
                return _host_result(self._apply_qualname(_ARRAY_METHOD_FUNCTIONS[func.name],
                                                         [func.base] + list(args), kwargs,
                                                         self._as_function_call(node), frame), func.base)
            if isinstance(func.base, ArrayVal) and func.name == "astype" and "device" in kwargs \
                    and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                # `x.astype(t, device=s)` is `jnp.astype(x, t, device=s)`, which places the result anew
                self._apply_qualname("jnp.astype", [func.base] + list(args), kwargs, self._as_function_call(node),
                                     frame)
                return UNKNOWN
            if func.base is HOST_ARRAY and func.name in ("astype", "copy"):
                return HOST_ARRAY   # an ndarray of unknown rank stays one
            if (func.base is HOST_ARRAY or isinstance(func.base, ArrayVal) and func.base.host) \
                    and func.name == "reshape" and not kwargs:
                # (of an ndarray whose rank is not known too: the new shape gives it)
                shape = args[0] if len(args) == 1 and isinstance(args[0], tuple) else tuple(args)
                if len(args) > 1:
                    # `batch.reshape(batch.shape[0], -1)`: one dimension per argument, whatever its size
                    shape = tuple(PY_INT if d is UNKNOWN else d for d in shape)
                if shape and all((isinstance(d, int) and not isinstance(d, bool)) or d is PY_INT for d in shape):
                    # `np.arange(64).reshape(16, 4)`: a NumPy array of that rank, replicated wherever it goes
                    sizes = shape if all(isinstance(d, int) and d >= 0 for d in shape) else None
                    return ArrayVal(Spec((None,) * len(shape)), None, None, node, len(shape), host=True, shape=sizes)
            if isinstance(func.base, ArrayVal) and func.name in array_ops.METHODS:
                if func.name == "transpose" and len(args) > 1:
                    args = [tuple(args)]   # `x.transpose(1, 0, 2)`
                return _host_result(array_ops.result(array_ops.METHODS[func.name], [func.base] + list(args), kwargs,
                                                     node) or JAX_ARRAY, func.base)
            if isinstance(func.base, ArrayVal):
                return func.base if func.name in _SHARDING_KEEPING_METHODS else \
                    JAX_ARRAY if func.name in _ONE_ARRAY_METHODS and not func.base.host else UNKNOWN
            if func.base is JAX_ARRAY:
                return JAX_ARRAY if func.name in _ONE_ARRAY_METHODS else UNKNOWN
            if type(func.base).__name__ != "HostRng":
                return UNKNOWN
            from .rules.migration.producers import rng_sample
            return rng_sample(func.base, func.name, args, kwargs, node) or UNKNOWN
        if isinstance(func, DictPop):
            # `kwargs.pop("legacy", False)`: the entry (removed), or the default when it is certainly absent
            obj = func.obj
            if len(args) in (1, 2) and not kwargs and isinstance(args[0], str) and not obj.escaped \
                    and not obj.keys_unsure:
                if args[0] in obj.attrs:
                    value = obj.attrs[args[0]]
                    if self._strong_update(obj) and not self.peeking:
                        del obj.attrs[args[0]]
                    elif not self.peeking:
                        obj.keys_unsure = True
                    return value
                if len(args) == 2:
                    return args[1]
                if not self.peeking and not self._held_by_a_module(obj, frame):
                    raise _Raise()   # `d.pop(key)` of a key it certainly lacks: KeyError
            if not self.peeking:
                obj.escape()
            return UNKNOWN
        if isinstance(func, DictSetDefault):
            # `table.setdefault(k, v)`: the entry if it is certainly there, else v stored under k
            obj = func.obj
            if len(args) in (1, 2) and not kwargs and isinstance(args[0], str) and not obj.escaped:
                default = args[1] if len(args) == 2 else None
                if args[0] in obj.attrs and not obj.keys_unsure:
                    return obj.attrs[args[0]]
                if args[0] not in obj.attrs and not obj.keys_unsure:
                    self._store_attribute(obj, args[0], default)
                    return default
            obj.escape()
            return UNKNOWN
        if isinstance(func, Getter):
            return self._getter_call(func, args, kwargs, node, frame)
        if isinstance(func, NamedTupleMaker):
            if len(args) > len(func.fields) or not set(kwargs) <= set(func.fields[len(args):]) \
                    or len(args) + len(kwargs) != len(func.fields):
                return UNKNOWN   # (defaults= not modelled)
            return ObjVal("namespace", None, {**dict(zip(func.fields, args)), **kwargs}, tuple(self.regions),
                          frozen=True)
        if isinstance(func, NamedTupleReplace):
            obj = func.obj
            if args or obj.escaped or not set(kwargs) <= set(obj.attrs if obj.kind == "namespace" else
                                                           (obj.cls.fields() or ())):
                return UNKNOWN   # (Python raises for a field the tuple does not have)
            if obj.kind == "instance":
                made = self._dataclass_replaced(obj, kwargs, node, frame) if not self.peeking else None
                return made if made is not None else UNKNOWN
            return ObjVal("namespace", None, {**obj.attrs, **kwargs}, tuple(self.regions), frozen=True)
        if isinstance(func, CustomRuleSetter):
            # `f.defvjp(fwd, bwd)` / `@f.defjvp`: under differentiation JAX traces these instead of f
            if args and all(isinstance(a, FuncVal) for a in args) and not kwargs and not self.peeking:
                self.custom_rules[func.func.node] = (func.kind, tuple(args))
            return args[0] if func.kind == "defjvp" and len(args) == 1 else None
        if isinstance(func, PoolMethod) and args:
            if func.name == "submit":
                return Future(func.pool, args[0], tuple(args[1:]), tuple(kwargs.items()))
            # `pool.map(f, items)`: f runs in the workers on each item (judged once, with any of them); its error
            # is raised where the results are read, which is taken to happen
            items = [self._element_of(a) for a in args[1:]]
            with self._region(optional=not all(self._loop_runs(a, node, frame) for a in args[1:])):
                try:
                    self._in_worker_thread(func.pool, args[0], items, {}, node, frame)
                except _Raise:
                    pass
            return UNKNOWN
        if isinstance(func, ThreadStart):
            thread = func.thread
            try:
                self._in_worker_thread(ThreadPool(), thread.func, list(thread.args), dict(thread.kwargs), node,
                                       frame)
            except (_Raise, _Unknowable):
                pass   # the thread's error is printed by threading; this thread goes on
            return None
        if isinstance(func, FutureResult):
            future = func.future   # `.result()`: the worker's error, raised here
            return self._in_worker_thread(future.pool, future.func, list(future.args), dict(future.kwargs), node,
                                          frame)
        if isinstance(func, DictGet) and not kwargs and 1 <= len(args) <= 2:
            default = args[1] if len(args) > 1 else None
            if (isinstance(args[0], str) or (constant_key(args[0]) and func.obj.kind == "dict")) \
                    and not func.obj.escaped:
                found = func.obj.read(args[0])
                if found is not MISSING:
                    # (an entry added on some paths only may be missing on others: then the default comes back)
                    return join_values(found, default) if func.obj.keys_unsure else found
                return default if func.obj.kind == "dict" else UNKNOWN
            return UNKNOWN
        if isinstance(func, DictGet):
            return UNKNOWN
        if isinstance(func, RunNow):
            if args and isinstance(args[0], FuncVal):
                self.axis_binders += func.binds_axes
                try:
                    self.call_function(args[0], [], {}, node, frame, unknown_args=True)
                finally:
                    self.axis_binders -= func.binds_axes
            return None
        if isinstance(func, PartialVal):
            if isinstance(func.func, QualName) and not func.args and func.kwargs and func.path is not None \
                    and func.path == self.path:
                return self._apply_partial_api(func, args, kwargs, node, frame, decorating)
            return self.apply(func.func, list(func.args) + list(args), {**dict(func.kwargs), **kwargs}, node,
                              frame, decorating)
        if isinstance(func, SetMeshResult) or isinstance(func, UseAbstractMeshCM):
            return UNKNOWN
        if isinstance(func, SetMeshDunder):
            if func.name == "__enter__":
                return func.result.mesh
            if not self.peeking:
                # (on every path: set_mesh's __exit__ puts back what its constructor swapped out, wherever it
                # is called; a branch or loop body calling it is joined with the paths that do not)
                previous = func.result.previous
                self.ctx = previous if isinstance(previous, Ctx) else UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return False
        self._after_unknown_call(func, node, frame, list(args) + list(kwargs.values()))
        return UNKNOWN

    # ------------------------------------------------------------------ objects
    def _instantiate(self, cls: ClassVal, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """`Cls(...)`: a new object; a dataclass's fields from the arguments, then `__init__`/`__post_init__`."""
        if cls.enum_members is not None:
            # `Strategy("fsdp")`: the member with that value (ValueError for another: not modelled)
            member = cls.enum_member(args[0]) if len(args) == 1 and not kwargs else None
            return member if member is not None else UNKNOWN
        if not self.peeking:
            self._protocol_may_set(cls, "__new__")   # (a singleton's `__new__` entering a mesh: not followed)
        obj = ObjVal("instance", cls, {}, tuple(self.regions), frozen=cls.frozen)
        init = cls.lookup("__init__")
        if cls.dataclass and "__init__" not in cls.namespace:
            names = cls.fields()
            params = cls.init_fields()
            if params is None or len(args) > len(params):
                obj.escape()   # which field an argument fills is not known
                params = ()
            given = dict(zip(params, args))
            for name, value in kwargs.items():
                given.setdefault(name, value)
            for name in names:
                if name in given:
                    obj.attrs[name] = given[name]
                    continue
                default = cls.lookup(name)
                if isinstance(default, FieldDefault) and default.factory is not None:
                    obj.attrs[name] = self._field_factory(default.factory, node, frame)
                    continue
                obj.attrs[name] = default.value if isinstance(default, FieldDefault) else \
                    UNKNOWN if default is MISSING else default
            init = MISSING
        if isinstance(init, FuncVal):
            self.call_function(init.bind((obj,)), args, kwargs, node, frame)
        elif init is not MISSING:
            obj.escape()  # an __init__ we cannot see may set anything
        post = cls.lookup("__post_init__")
        if isinstance(post, FuncVal):
            self.call_function(post.bind((obj,)), [], {}, node, frame)
        elif post is UNKNOWN:
            obj.escape()
        return obj

    def _field_factory(self, factory: Any, node: ast.AST, frame: Frame) -> Any:
        """A dataclass field's default_factory, called for the new instance: a function of this file (a lambda)
        or `list` / `dict` / `tuple`."""
        if isinstance(factory, QualName) and factory.name == "builtins.list":
            return ListVal(())
        if isinstance(factory, QualName) and factory.name == "builtins.tuple":
            return ()
        if isinstance(factory, QualName) and factory.name == "builtins.dict":
            return ObjVal("dict", None, {}, tuple(self.regions))
        if isinstance(factory, FuncVal) and not factory.wrappers:
            return self.call_function(factory, [], {}, node, frame)
        if isinstance(factory, ClassVal):
            return self._instantiate(factory, [], {}, node, frame)   # `field(default_factory=MeshConfig)`
        return UNKNOWN

    @staticmethod
    def _dict_view(obj: ObjVal, kind: str) -> Any:
        """`d.keys()`, `d.values()`, `d.items()` as tuples, in insertion order; unknown when a key may be missing."""
        keys = obj.known_keys()
        if keys is None:
            return UNKNOWN
        if kind == "keys":
            return keys
        if kind == "values":
            return distribute([obj.attrs[k] for k in keys], tuple)
        return distribute([obj.attrs[k] for k in keys], lambda vals: tuple(zip(keys, vals)))

    def _mesh_method(self, method: MeshMethod, args: list, kwargs: dict) -> Any:
        """A copy of the mesh with other axis types: `update_axis_types({name: type})`, `update(axis_types=...)`."""
        mesh: MeshVal = method.mesh
        if mesh.types is None or mesh.problem is not None:
            return UNKNOWN
        if method.name == "update_axis_types":
            mapping = args[0] if len(args) == 1 and not kwargs else kwargs.get("name_to_type") if not args else None
            if not (isinstance(mapping, ObjVal) and mapping.kind == "dict" and not mapping.escaped):
                return UNKNOWN
            if any(n not in mesh.names or not isinstance(t, AxisTypeVal) for n, t in mapping.attrs.items()):
                return UNKNOWN
            types = tuple(mapping.attrs[n].kind if n in mapping.attrs else t for n, t in zip(mesh.names, mesh.types))
        else:
            if args or set(kwargs) != {"axis_types"}:
                return UNKNOWN
            given = kwargs["axis_types"]
            given = given.items if isinstance(given, ListVal) else given
            if not (isinstance(given, tuple) and len(given) == len(mesh.names)
                    and all(isinstance(t, AxisTypeVal) for t in given)):
                return UNKNOWN
            types = tuple(t.kind for t in given)
        return MeshVal(mesh.kind, mesh.names, mesh.sizes, types, mesh.node, mesh.path, mesh.constructor, True, None,
                       0, mesh.span)

    def _super_of(self, frame: Frame) -> Any:
        """`super()` in a method: the instance (its first parameter) and the class the method is defined in,
        found among the instance's classes. UNKNOWN anywhere else."""
        fnode = frame.func
        if not isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return UNKNOWN
        params = fnode.args.posonlyargs + fnode.args.args
        this = frame.env.get(params[0].arg, UNKNOWN) if params else UNKNOWN
        if isinstance(this, ClassVal):
            # a classmethod's `super().from_dict(raw)`: the class it was called on, after the method's class
            for cls in this.mro() or ():
                if isinstance(cls, ClassVal) and any(stmt is fnode for stmt in cls.node.body):
                    return SuperVal(this, cls)
            return UNKNOWN
        if not isinstance(this, ObjVal) or this.kind != "instance" or this.escaped or not isinstance(this.cls, ClassVal):
            return UNKNOWN
        for cls in this.cls.mro() or ():
            if isinstance(cls, ClassVal) and any(stmt is fnode for stmt in cls.node.body):
                return SuperVal(this, cls)
        return UNKNOWN

    def _super_member(self, sup: SuperVal, name: str, node: ast.AST, frame: Frame) -> Any:
        """`super().name`: the attribute of the next class in the instance's MRO, methods bound to the instance."""
        found = sup.lookup(name)
        if isinstance(found, FuncVal):
            return found.bind((sup.obj,))
        if isinstance(found, PropertyVal):
            getter = found.getter
            return self.call_function(getter.bind((sup.obj,)), [], {}, node, frame) if isinstance(getter, FuncVal) \
                else UNKNOWN
        if isinstance(found, StaticVal):
            owner = sup.obj if isinstance(sup.obj, ClassVal) else sup.obj.cls
            return found.func.bind((owner,)) if found.kind == "class" and isinstance(found.func, FuncVal) \
                else found.func
        if isinstance(sup.obj, ClassVal):
            return UNKNOWN if found is MISSING or isinstance(found, (FuncVal, PropertyVal, FieldDefault)) else found
        return UNKNOWN if found is MISSING or isinstance(found, FieldDefault) else found

    def _member(self, obj: ObjVal, name: str, node: ast.AST, frame: Frame) -> Any:
        """`obj.name`: the instance's own attribute, else the class's (methods bound, properties run)."""
        if name == "__dict__" and not obj.escaped:
            return InstanceDict(obj)   # `self.__dict__.update(kw)` (Lingvo/Pax-style params)
        if name in ("__dict__", "__setattr__"):
            obj.escape()  # its namespace handed out: anything may change it
            return UNKNOWN
        value = obj.read(name)
        if value is not MISSING:
            return value
        if obj.escaped or obj.cls is None:
            return UNKNOWN
        found = obj.cls.lookup(name)
        if isinstance(found, FuncVal):
            return found.bind((obj,))
        if isinstance(found, PropertyVal):
            getter = found.getter
            value = self.call_function(getter.bind((obj,)), [], {}, node, frame) if isinstance(getter, FuncVal) \
                else UNKNOWN
            if found.cached and not self.peeking:
                obj.write(name, value, strong=self._strong_update(obj))   # computed once, kept by the instance
            return value
        if isinstance(found, StaticVal):
            return found.func.bind((obj.cls,)) if found.kind == "class" and isinstance(found.func, FuncVal) \
                else found.func
        if isinstance(found, FieldDefault):
            return found.value
        if found is MISSING and not name.startswith("__") and not self.peeking:
            fallback = obj.cls.lookup("__getattr__")
            if isinstance(fallback, FuncVal) and not fallback.wrappers:
                # `config.mesh_axes` on a config class answering through __getattr__ (a dict of keys inside)
                return self.call_function(fallback.bind((obj,)), [name], {}, node, frame)
        return UNKNOWN if found is MISSING else found

    def _ran_setter(self, base: Any, name: str, value: Any, node: ast.AST, frame: Frame) -> bool:
        """`obj.name = v` where the instance's class makes `name` a property with a known setter: the setter runs
        (what it stores is its business). False when that is not certain (then the store is modelled as usual)."""
        if not isinstance(base, ObjVal) or base.kind != "instance" or base.escaped \
                or not isinstance(base.cls, ClassVal) or self.peeking:
            return False
        mro = base.cls.mro() or ()
        if not mro or any(not isinstance(c, ClassVal) or "__setattr__" in c.namespace for c in mro):
            return False
        found = base.cls.lookup(name)
        if not (isinstance(found, PropertyVal) and isinstance(found.setter, FuncVal) and not found.cached
                and not found.setter.wrappers):
            return False
        self.call_function(found.setter.bind((base,)), [value], {}, node, frame)
        return True

    def _store_attribute(self, base: Any, name: str, value: Any) -> None:
        for option in alternatives(base):
            if isinstance(option, ObjVal) and name == "__class__":
                if isinstance(value, ClassVal) and option.kind == "instance" and not isinstance(base, OneOf) \
                        and not self.regions:
                    option.cls = value   # `obj.__class__ = B`: its methods and class attributes are B's now
                else:
                    option.escape()
            elif isinstance(option, ObjVal) and isinstance(option.cls, ClassVal) \
                    and _may_intercept_store(option.cls, name):
                # a property's setter (or a descriptor the analysis cannot see) runs: what it stores is unknown
                option.escape()
            elif isinstance(option, ObjVal):
                option.write(name, value, strong=not isinstance(base, OneOf) and self._strong_update(option))
            elif isinstance(option, ClassVal):
                strong = not isinstance(base, OneOf) and not self.regions
                option.namespace[name] = value if strong or name not in option.namespace else \
                    join_values(option.namespace[name], value)
            elif isinstance(option, FuncVal) and name in _FUNCTION_INTERNALS and not self.peeking:
                self.altered_functions.add(option.node)
            elif isinstance(option, QualName) and _patchable(option.name):
                self._patch_library(canonical(option.name + "." + name), value,
                                    strong=not isinstance(base, OneOf) and not self.regions)

    def _patch_library(self, full: str, value: Any, strong: bool = False) -> None:
        """`jax.device_put = put`: reads of that name give `put` from now on (where the patch may or may not
        have run: either). Restoring the original (`jax.device_put = _saved`) gives the original back."""
        if self.peeking:
            return
        before = self.patched_library.get(full, QualName(full))
        self.patched_library[full] = value if strong else join_values(before, value)

    def _patched(self, full: str) -> Any:
        """What a read of a library name gives after the program patched it (MISSING: not patched)."""
        if full in self.patched_library:
            return self.patched_library[full]
        module = full.rpartition(".")[0]
        while module:
            if module + ".*" in self.patched_library:
                return UNKNOWN
            module = module.rpartition(".")[0]
        return MISSING

    def _note_library_patches(self, node: ast.AST, args: list) -> None:
        """`mock.patch.object(jax, "device_put", f)`, `monkeypatch.setattr(jax.lax, name, f)`,
        `mock.patch("jax.device_put", f)`: a patching call that names a library module or a library name."""
        func = node.func if isinstance(node, ast.Call) else None
        word = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if self.peeking or word not in _PATCHING_CALLS:
            return
        for i, arg in enumerate(args):
            if isinstance(arg, QualName) and _patchable(arg.name):
                attr = args[i + 1] if i + 1 < len(args) else None
                self._patch_library(canonical(arg.name + "." + attr) if isinstance(attr, str)
                                    else canonical(arg.name) + ".*", UNKNOWN)
            elif isinstance(arg, str) and _patchable(canonical(arg)) and "." in arg:
                self._patch_library(canonical(arg), UNKNOWN)

    def _pjit_body_ctx(self, ctx: Ctx) -> Ctx | None:
        """The context mesh pjit traces its body in: the legacy `with mesh:` resource env's mesh, or none at all,
        whatever `jax.set_mesh` says (pjit.py: get_ctx_mesh(use_resource_env=True), then
        use_abstract_mesh(ctx_mesh.abstract_mesh) around the trace; checked under jax 0.10.2). Unlike jax.jit:
        bare specs, reshard and top_level_all_gather work there under `with mesh:`, and a body called under
        set_mesh alone sees no context mesh. None when nothing changes or it is not known."""
        if ctx.kernel is not None or ctx.shard_map is not None:
            return None
        mesh = ctx.legacy_mesh
        if ctx.legacy_with is not None:
            if not isinstance(mesh, MeshVal) or mesh.kind != "Mesh":
                return UNKNOWN_CTX.with_(legacy_with=ctx.legacy_with, legacy_path=ctx.legacy_path,
                                         legacy_span=ctx.legacy_span, legacy_mesh=mesh)
            return mesh_ctx(mesh, ctx.legacy_with, "with").with_(
                origin_path=ctx.legacy_path, origin_span=ctx.legacy_span, legacy_with=ctx.legacy_with,
                legacy_path=ctx.legacy_path, legacy_span=ctx.legacy_span, legacy_mesh=mesh)
        if ctx.status == "mesh":
            # set_mesh alone: no legacy mesh, so pjit traces its body with no context mesh; in a function judged
            # with no caller in view, a caller's `with mesh:` may be around it: not known
            return EMPTY if self.reached else UNKNOWN_CTX
        return None

    def _kernel_may_bind_axes(self) -> bool:
        """The kernel being traced may name axes of its own (`grid_names=("blocks",)`, cluster or thread names,
        keywords not seen: `**opts`), or a core_map around binds some: `lax.axis_index` may find its name there."""
        kernel = self.ctx.kernel
        return bool(self.axis_binders) or not isinstance(kernel, ast.Call) or any(
            k.arg is None or k.arg.endswith(("names", "name")) for k in kernel.keywords)

    def _axis_certainly_unbound(self, axis: Any) -> bool:
        """`lax.axis_index('z')` in a kernel inside a shard_map whose mesh has no axis 'z', where nothing else can
        bind it (the kernel names no grid / cluster / thread axes, no core_map around)."""
        ctx = self.ctx
        wrap = ctx.shard_map
        if not isinstance(axis, str) or ctx.kernel is None or wrap is None or self.axis_binders:
            return False
        mesh = wrap.mesh if wrap.mesh is not None else ctx.mesh
        if not isinstance(mesh, MeshVal) or not mesh.names:
            return False
        if self._kernel_may_bind_axes():
            return False
        return axis not in mesh.names

    def _context_concrete_mesh(self, node: ast.AST) -> Any:
        """`jax.sharding.get_mesh()` outside any trace: the mesh jax.set_mesh set (an empty Mesh when none is);
        unknown inside a trace (where it raises), under use_abstract_mesh alone, or when not certain."""
        ctx = self.ctx
        if self.tracing or ctx.kernel is not None or ctx.shard_map is not None or not isinstance(node, ast.Call):
            return UNKNOWN
        if ctx.status == "empty" and ctx.legacy_with is None:
            return MeshVal("Mesh", (), (), (), node, self.path, "jax.sharding.get_mesh")
        if ctx.status == "mesh" and isinstance(ctx.mesh, MeshVal) and ctx.mesh.kind == "Mesh" \
                and ctx.origin_kind != "abstract" and ctx.types is not None \
                and tuple(ctx.types) == tuple(ctx.mesh.types or ()):
            return ctx.mesh
        return UNKNOWN

    def _context_abstract_mesh(self, node: ast.AST | None = None) -> Any:
        """`jax.sharding.get_abstract_mesh()`: the context mesh as an abstract mesh, with the axis types in effect
        here (Manual inside a shard_map body); unknown unless a mesh is certainly set."""
        ctx = self.ctx
        if ctx.status == "empty" and ctx.legacy_with is None and ctx.kernel is None and isinstance(node, ast.Call):
            # no mesh set: an AbstractMesh with no axes (`get_abstract_mesh().empty` is True)
            return MeshVal("AbstractMesh", (), (), (), node, self.path, "jax.sharding.get_abstract_mesh")
        if ctx.status != "mesh" or (ctx.kernel is not None and ctx.shard_map is None) \
                or not isinstance(ctx.mesh, MeshVal):
            # (a Pallas kernel's body is traced where the kernel is called, with the context there: inside a
            # shard_map, the shard_map's mesh, its Manual axes so typed)
            return UNKNOWN
        mesh = ctx.mesh.abstract()
        if ctx.types is None or tuple(ctx.types) == tuple(mesh.types or ()):
            return mesh
        return dataclasses.replace(mesh, types=tuple(ctx.types), identity=0)   # another abstract mesh

    def _dict_update(self, obj: ObjVal, args: list, kwargs: dict) -> None:
        """`d.update(other, **more)`: each known entry stored as `d[k] = v` would; anything else may change any
        entry."""
        entries: dict = {}
        for arg in args[:1]:
            if isinstance(arg, ObjVal) and arg.kind in ("dict", "configdict") and not arg.escaped \
                    and arg.known_keys() is not None:
                entries.update({k: arg.read(k) for k in arg.known_keys()})
            elif builtin_values.dict_pairs(arg) is not None:
                entries.update(builtin_values.dict_pairs(arg))
            else:
                obj.escape()
                return None
        if len(args) > 1:
            obj.escape()
            return None
        entries.update(kwargs)
        for key, value in entries.items():
            self._store_attribute(obj, key, value)
        return None

    def _escape(self, values) -> None:
        """Objects handed to code we cannot follow: it may change them."""
        for value in values:
            for option in alternatives(value):
                if isinstance(option, InstanceDict):
                    option.obj.escape()
                if isinstance(option, ObjVal):
                    option.escape()
                elif isinstance(option, ExitStackVal):
                    option.state = "unknown"   # (code we cannot follow may enter in it, or close it)
                elif isinstance(option, ArgParserVal):
                    option.known = False   # (it may add arguments)
                elif isinstance(option, IterVal):
                    self._take_from(option, None, certain=False)   # taken from by code we cannot follow
                elif isinstance(option, (tuple, ListVal)):
                    self._escape(option.items if isinstance(option, ListVal) else option)
                    if isinstance(option, ListVal):
                        self._changed_in_place(option, UNKNOWN)   # (`fill(xs)`: it may append, remove, replace)
                elif isinstance(option, MutableSet):
                    self._changed_in_place(option, UNKNOWN)   # (`fill(axes)`: it may add or remove)
                elif isinstance(option, SeqOf) and _contains_array(option.element):
                    self._changed_in_place(option, UNKNOWN)   # a list of arrays: code we cannot see may replace them

    def _apply_each(self, func: OneOf, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                    decorating: bool) -> Any:
        """A callee that is one of several: each is applied from the same state, and the outcomes joined."""
        return self._each_option(func.options, lambda option: self.apply(option, args, kwargs, node, frame,
                                                                         decorating))

    def _each_option(self, options, run) -> Any:
        """`run(option)` for each of several callees or argument values that may reach a call, each from the
        same state: what a run finds is certain only where every option finds it (Record.options), and what it
        stores is a weak update. The outcomes joined."""
        start = self.ctx
        results, ctxs = [], []
        choice = object()
        options = list(options)
        for index, option in enumerate(options):
            self.ctx = start
            try:
                self.alternative_depth += 1
                self.options_taken.append((choice, index, len(options)))
                try:
                    with self._region():
                        results.append(run(option))
                finally:
                    self.alternative_depth -= 1
                    self.options_taken.pop()
                ctxs.append(self.ctx)
            except _Raise:
                pass
        return self._joined_outcome(results, ctxs)

    def _joined_outcome(self, results: list, ctxs: list[Ctx]) -> Any:
        """Several ways a call may go, each from the same state: the context they agree on, every value."""
        if not ctxs:
            raise _Raise()  # every way raises
        ctx = ctxs[0]
        for other in ctxs[1:]:
            ctx = join(ctx, other)
        self.ctx = ctx
        return join_values(*results)

    def _after_unknown_call(self, func: Any, node: ast.AST, frame: Frame, args: list | None = None) -> None:
        """A call we cannot follow: it may have changed the context mesh unless its callee is known inert."""
        name = func.name if isinstance(func, QualName) else None
        if args and not self.peeking:
            self._wrappers_escape(args)
            self._callbacks_may_run(args)
        if func is UNKNOWN and isinstance(node, ast.Call) and not self.peeking:
            self._forget_rebound_globals(frame)
            if args:
                self._note_library_patches(node, args)   # `monkeypatch.setattr(jax, "device_put", f)`
        # (jax's own functions read the containers they get, never change them: a dict of specs handed to
        # device_put keeps its entries)
        if args and not self.peeking and (not (name is not None and name.split(".")[0] in _READS_ONLY_ROOTS)
                                          or name in _MUTATING_BUILTINS or _mutates_argument(name)):
            self._escape(args)
        if (args and isinstance(node, ast.Call) and not self.peeking and UNKNOWN_CALLEE in self.rules_by_callee
                and any(isinstance(a, FuncVal) for a in args) and not self._is_inert_callee(name, node, frame)):
            self._run_rules(UNKNOWN_CALLEE, node, list(args), {}, frame)
        if isinstance(node, ast.Call) and not self._is_inert_callee(name, node, frame):
            if isinstance(func, FuncVal) and not self._mutates(func.node):
                return
            self.may_set_calls += 1   # (a call that may have set a mesh for good: see _stmt_With)
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)

    def _runs_later(self, func: ast.AST) -> bool:
        if func not in self._runs_later_cache:
            self._runs_later_cache[func] = _runs_later(func)
        return self._runs_later_cache[func]

    def _protocol_may_set(self, value: Any, method: str) -> None:
        """A special method of our class that Python calls implicitly (`obj[k]`, `obj[k] = v`, `del obj[k]`, a
        class's `__new__`) is not followed: when it may set a mesh, the context mesh is unknown after it."""
        for option in alternatives(value):
            cls = option if isinstance(option, ClassVal) else option.cls if isinstance(option, ObjVal) \
                and option.kind == "instance" and isinstance(option.cls, ClassVal) else None
            found = cls.lookup(method) if cls is not None else None
            found = found.func if isinstance(found, StaticVal) else found
            if isinstance(found, FuncVal) and self._mutates(found.node):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
                return

    def _implicit_calls(self, values) -> None:
        """Objects of our classes handed to what calls their special methods implicitly (`list(loader)` its
        `__iter__`, `print(cfg)` its `__str__`, `a + b` its `__add__`, `if obj:` its `__bool__`): not followed,
        so one that may set a mesh makes the context unknown."""
        if self.peeking:
            return
        for value in values:
            for option in alternatives(value):
                cls = option.cls if isinstance(option, ObjVal) and option.kind == "instance" \
                    and isinstance(option.cls, ClassVal) else None
                if cls is not None and self._sets_by_special_method(cls):
                    self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
                    return

    def _sets_by_special_method(self, cls: ClassVal) -> bool:
        held = self.__dict__.setdefault("_special_setters", {})
        entry = held.get(id(cls))
        if entry is None or entry[0] is not cls:
            found = False
            for owner in cls.mro() or ():
                if not isinstance(owner, ClassVal):
                    continue
                for key, value in owner.namespace.items():
                    value = value.func if isinstance(value, StaticVal) else value
                    if key.startswith("__") and key.endswith("__") and key not in _EXPLICIT_SPECIAL_METHODS \
                            and isinstance(value, FuncVal) and self._mutates(value.node):
                        found = True
            entry = held[id(cls)] = (cls, found)
        return entry[1]

    def _reduced(self, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """`functools.reduce(f, items, init)` over a short known sequence: f called on each item in order, as
        Python does (`reduce(lambda f, g: lambda x: g(f(x)), stages, identity)` composes the stages).
        NOT_HANDLED when f or the items cannot be followed."""
        if kwargs or not 2 <= len(args) <= 3:
            return builtin_values.NOT_HANDLED
        func, items = args[0], builtin_values._items(args[1])
        if not _followable_callback(func) or not isinstance(items, tuple) or len(items) > 16 or (len(args) == 2 and not items):
            return builtin_values.NOT_HANDLED
        acc, rest = (args[2], items) if len(args) == 3 else (items[0], items[1:])
        for item in rest:
            try:
                acc = self.apply(func, [acc, item], {}, node, frame)
            except (_Return, _Unknowable):
                return builtin_values.NOT_HANDLED
        return acc

    def _chained(self, iterables: list, frame: Frame) -> IterVal | None:
        """`itertools.chain(BASE_AXES, optional_axes(cfg))`: the items of each, in order, when each is known (a
        generator's where every run gives the same items and running it now changes no context mesh: chain
        runs it later, as it is iterated). None otherwise."""
        if any(isinstance(i, GenVal) and (not isinstance(i.func, FuncVal) or self._mutates(i.func.node)
                                          or self._drained(i)) for i in iterables):
            return None
        out: list = []
        for iterable in iterables:
            if isinstance(iterable, GenVal):
                self._drive_generator(iterable, frame, exhausted=True)
                items = self.yield_sequence
            else:
                items = builtin_values._items(iterable)
            if items is None or len(out) + len(items) > 64:
                return None
            out.extend(items)
        return IterVal(out)

    def _keyed_order(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """`sorted(layouts, key=cost)`, `min(xs, key=f)`, `max(xs, key=f)` over a short known sequence: the key
        is called on each item in order, as Python does (its effects too: a global it sets), and the items are
        ordered by what it gives when every key is a known number, or every one a str (stable; min/max give the
        first best). NOT_HANDLED when the key cannot be followed."""
        key = kwargs["key"]
        if len(args) != 1 or set(kwargs) - {"key", "reverse"} or (name != "builtins.sorted" and "reverse" in kwargs):
            return builtin_values.NOT_HANDLED
        reverse = kwargs.get("reverse", False)
        items = builtin_values._items(args[0])
        unordered = isinstance(args[0], frozenset) and args[0] and all(_is_constant(i) for i in args[0])
        if unordered:
            items = tuple(args[0])   # (a set: in an order of its own; the result is known only where keys differ)
        if not isinstance(reverse, bool) or not isinstance(items, tuple) or not items or len(items) > 64 \
                or not _followable_callback(key):
            return builtin_values.NOT_HANDLED
        keys = []
        for item in items:
            try:
                keys.append(self.apply(key, [item], {}, node, frame))
            except (_Raise, _Return, _Unknowable):
                return builtin_values.NOT_HANDLED
        if not all(_plain_sort_key(k) for k in keys):
            return UNKNOWN
        if unordered and len(set(keys)) != len(keys):
            return UNKNOWN   # (ties keep the set's own order, which is not known)
        try:
            # (`key=lambda m: (-m.shape["model"], m.shape["data"])`: tuples compare item by item, as in Python)
            order = sorted(range(len(items)), key=lambda i: keys[i], reverse=reverse)
        except TypeError:
            return UNKNOWN   # (Python raises there too; which error first is not ours to say)
        if name == "builtins.sorted":
            return ListVal(tuple(items[i] for i in order))
        best = min(keys) if name == "builtins.min" else max(keys)
        return items[keys.index(best)]

    def _called_back(self, values: list) -> None:
        """Functions of ours a library function calls, now or later (`map(activate, xs)`, `sorted(xs, key=f)`,
        `defaultdict(factory)`): not followed, so a mesh one of them may set makes the context unknown."""
        for value in values:
            for option in alternatives(value):
                func = option.func if isinstance(option, PartialVal) else option
                if isinstance(func, FuncVal) and (self._mutates(func.node) or _calls_a_parameter(func.node)):
                    # (`lambda hook: hook(cfg)` runs whatever it is given: a setup hook may set a mesh)
                    self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
                    return

    def _callbacks_may_run(self, values, depth: int = 0) -> None:
        """Functions handed to code we cannot follow (`map(f, xs)`, `Thread(target=f)`, a registry) may run
        there: what they may write is unknown afterwards (the globals they declare `global`, and the attributes
        and items of the module's classes and objects they store to or call methods on)."""
        for value in values:
            for option in alternatives(value):
                if isinstance(option, PartialVal):
                    option = option.func
                if isinstance(option, (DictUpdate, DictSetDefault, DictPop)):
                    option.obj.escape()   # `map(cfg.update, patches)`: it may be called there, any number of times
                    continue
                if isinstance(option, (tuple, ListVal)) and depth < 2:
                    self._callbacks_may_run(option.items if isinstance(option, ListVal) else option, depth + 1)
                if not isinstance(option, FuncVal) or not isinstance(option.closure, Frame):
                    continue
                writes = _CALLBACK_WRITES.get(option.node)
                if writes is None:
                    writes = _CALLBACK_WRITES[option.node] = self._callback_writes(option)
                declared, touched = writes
                if not declared and not touched:
                    continue
                root = option.closure.root()
                for name in declared:
                    if name in root.env:
                        root.env[name] = UNKNOWN
                for base, attrs in touched.items():
                    held = option.closure.lookup(base) if base not in declared else UNKNOWN
                    if isinstance(held, ObjVal):
                        held.escape()
                    elif isinstance(held, ClassVal):
                        for attr in attrs - {None}:
                            held.namespace[attr] = UNKNOWN
                    elif isinstance(held, QualName):
                        for attr in attrs - {None}:
                            self._module_global_patched(held.name, attr)   # another module's global

    def _callback_writes(self, func: FuncVal) -> tuple:
        """What a function may write when it runs, read from its lines (a superset: a comment counts), or from
        its tree when its lines are not at hand."""
        root = func.closure.root()
        # the lines of the module the def is in: this one's, or another module's when its frame says so (a def
        # of another module whose frame does not say is read from its tree)
        source = root.module.source if root.module is not None else self.source if root is self.module_frame \
            else None
        lines = getattr(source, "lines", None)
        first, last = getattr(func.node, "lineno", None), getattr(func.node, "end_lineno", None)
        if not isinstance(lines, list) or first is None or last is None or isinstance(func.node, ast.Lambda):
            return _callback_writes(func.node)   # (a lambda shares its lines with the code around it)
        return _callback_writes_in_text("\n".join(lines[first - 1:last]))

    def _module_namespace(self, node: ast.AST, frame: Frame) -> bool:
        """The expression is the running module's namespace dict: `globals()`, `vars()` / `locals()` at module
        level, `sys.modules[...].__dict__` / `vars(sys.modules[...])` (which module is not known: maybe this), or a
        name holding one of them (`g = globals()`)."""
        if isinstance(node, (ast.Name, ast.Attribute)) and self.peek(node, frame) is MODULE_DICT:
            return True
        if isinstance(node, ast.Call) and not node.keywords:
            name = self._callee_name(node, frame)
            if not node.args:
                return name == "builtins.globals" or (name in ("builtins.vars", "builtins.locals")
                                                      and frame.func is None)
            return name == "builtins.vars" and len(node.args) == 1 and _names_sys_modules(node.args[0])
        return isinstance(node, ast.Attribute) and node.attr == "__dict__" and _names_sys_modules(node.value)

    def _other_module_namespace(self, node: ast.AST, frame: Frame) -> str | None:
        """`vars(ops)` / `ops.__dict__` for an imported module `ops`: that module's name."""
        if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords \
                and self._callee_name(node, frame) == "builtins.vars":
            node = node.args[0]
        elif not (isinstance(node, ast.Attribute) and node.attr == "__dict__"):
            return None
        else:
            node = node.value
        module = self.peek(node, frame)
        return module.name if isinstance(module, QualName) and not _patchable(module.name) else None

    def _module_global_written(self, frame: Frame, name: str | None, value: Any) -> None:
        """A write into the module's namespace by a dict: one global (where the write may not run: either
        value), or, with the name unknown, every global that is no module."""
        root = frame.root()
        if name is not None:
            root.env[name] = value if not self.regions or name not in root.env else join_values(root.env[name], value)
            return
        for known in list(root.env):
            if not (isinstance(root.env[known], QualName) and "." not in root.env[known].name):
                root.env[known] = UNKNOWN

    def _forget_rebound_globals(self, frame: Frame) -> None:
        """A call of a function we cannot name (a callback from a registry, a loop over hooks) may run any
        function of the module: the globals such functions rebind (`global X; X = ...`) are unknown after it."""
        root = frame.root()
        tree = root.module.tree if root.module is not None else self.tree
        names = self._rebound_cache.get(id(tree))
        if names is None:
            source = root.module.source if root.module is not None else self.source
            names = frozenset(n.strip() for decl in _GLOBAL_DECL.findall(source.text) for n in decl.split(","))
            self._rebound_cache[id(tree)] = names
        for name in names:
            if name in root.env:
                root.env[name] = UNKNOWN

    def _mutates(self, func: ast.AST) -> bool:
        if func not in self._mutates_cache:
            self._mutates_cache[func] = _mutates_mesh(func)
        return self._mutates_cache[func]

    def _apply_qualname(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        if args and isinstance(args[0], ObjVal) and args[0].cls is not None and (
                name in TRANSPARENT_WRAPPERS or name in _KERNEL_MAKERS or name == "jax.shard_map"):
            # `jax.jit(layer)`: a callable object is its bound `__call__`
            call = self._member(args[0], "__call__", node, frame)
            if isinstance(call, FuncVal):
                args = [call] + list(args[1:])
        if name.startswith("builtins.") and name not in ("builtins.isinstance", "builtins.getattr", "builtins.id",
                                                         "builtins.type", "builtins.setattr", "builtins.hasattr"):
            self._implicit_calls(list(args) + list(kwargs.values()))   # `list(loader)`, `print(cfg)`, `len(ds)`
        required = _REQUIRED_PARAMS.get(name)
        if required is not None and isinstance(node, ast.Call) and not self.peeking:
            given = len(args) + sum(1 for p in required[len(args):] if p in kwargs)
            if given < len(required):
                raise _Raise()  # TypeError for a missing argument comes before anything the rules check
        if name in ("operator.attrgetter", "operator.itemgetter") and args and not kwargs and all(
                isinstance(k, str) if name == "operator.attrgetter" else constant_key(k) for k in args):
            return Getter("attr" if name == "operator.attrgetter" else "item", tuple(args))
        if name in _ITERATING_ARGUMENTS and any(isinstance(a, PSpecVal) for a in args):
            # a PartitionSpec is a tuple of its entries: `functools.reduce(step, spec, init)`, `tuple(spec)`
            at = _ITERATING_ARGUMENTS[name]
            args = [_iteration_view(a) if isinstance(a, PSpecVal) and (at is None or i in at) else a
                    for i, a in enumerate(args)]
        if name == "functools.reduce" and isinstance(node, ast.Call) and not self.peeking:
            folded = self._reduced(args, kwargs, node, frame)
            if folded is not builtin_values.NOT_HANDLED:
                return folded
        if name == "itertools.chain" and args and not kwargs and isinstance(node, ast.Call) and not self.peeking:
            chained = self._chained(args, frame)
            if chained is not None:
                return chained
        if name in _GENERATOR_CONSUMERS and args and isinstance(args[0], GenVal) and isinstance(node, ast.Call) \
                and not self.peeking:
            # `sorted(candidates(), key=rank)`, `list(batches())`: runs it to its end; what it certainly gives,
            # in order, is then read as a tuple of those items
            self._drive_generator(args[0], frame, exhausted=True)
            if self.yield_sequence is None or len(self.yield_sequence) > 64:
                return UNKNOWN
            args = [self.yield_sequence] + list(args[1:])
        if name in _KEYED_BUILTINS and "key" in kwargs and isinstance(node, ast.Call) and not self.peeking:
            ordered = self._keyed_order(name, args, kwargs, node, frame)
            if ordered is not builtin_values.NOT_HANDLED:
                return ordered
            self._callbacks_may_run([kwargs["key"]])   # (its writes: unknown afterwards)
        if name in _CALLING_BUILTINS and isinstance(node, ast.Call) and not self.peeking \
                and name != "atexit.register":
            # (an atexit function runs when the interpreter exits, after everything this analysis judges)
            self._called_back(list(args) + list(kwargs.values()))
        if name == "jax.set_mesh" and isinstance(node, ast.Call) and not self.peeking:
            self._set_mesh_fails_first(args[0] if args else kwargs.get("mesh", UNKNOWN))
        if name in ("jax.jit", PJIT) and isinstance(node, ast.Call) and not self.peeking and any(
                _has_unconstrained(kwargs.get(k)) for k in ("in_shardings", "out_shardings")):
            raise _Raise()   # "Unconstrained dims are not allowed when passed to in/out_shardings", at creation
        if name == "jax.device_put" and isinstance(node, ast.Call) and not self.peeking:
            target = args[1] if len(args) > 1 else kwargs.get("device", UNKNOWN)
            self._device_put_fails_first(target)
            if any(isinstance(t, PSpecVal) for t in alternatives(target)) and self.ctx.status == "mesh" \
                    and self.ctx.origin_kind == "abstract" and self.ctx.abstract_only is None \
                    and self.ctx.shard_map is None and self.ctx.kernel is None:
                # a bare spec needs a concrete mesh: a caller's may be under the abstract one, or none (MESH203)
                self._run_rules(name, node, args, kwargs, frame)
                raise _Unknowable()
        if isinstance(node, ast.Call) and not self.peeking:
            if name == RESHARD:
                self._out_sharding_fails_first(args[1] if len(args) > 1 else kwargs.get("out_shardings", UNKNOWN))
            elif name in OUT_SHARDING_APIS and "out_sharding" in kwargs \
                    and tuple(self.jax_version) >= OUT_SHARDING_SINCE.get(name, ()):
                self._out_sharding_fails_first(kwargs["out_sharding"])
        if isinstance(node, ast.Call) and not self.peeking and config_update_sets_types(name, node):
            self.types_config_set = True
        if isinstance(node, ast.Call) and not self.peeking:
            if name in _STRUCT_READERS:
                for arg in args:
                    self._read_structs(_shown_structs(arg), node, frame)
            elif name in _STRUCT_HASHERS and args:
                self._read_structs(_hashed_structs(args[0]), node, frame)
            self._run_rules(name, node, args, kwargs, frame)
        if name in _EAGER_DISPATCH and isinstance(node, ast.Call) and not self.peeking and not self.tracing \
                and self.ctx.abstract_only is not False and self.ctx.status == "mesh" and self.ctx.shard_map is None \
                and self.ctx.kernel is None and not _all_auto(self.ctx):
            # run eagerly with only an AbstractMesh: "Passing lowering_platforms ... is required"; when a caller's
            # concrete mesh may be under it, whether this raises is not known, nor anything after it
            raise _Raise() if self.ctx.abstract_only else _Unknowable()
        if name == "jax.set_mesh" and isinstance(node, ast.Call) and not self.peeking and all(
                isinstance(m, MeshVal) and m.types is not None and "Manual" in m.types
                for m in alternatives(args[0] if args else kwargs.get("mesh", UNKNOWN))):
            raise _Raise()   # set_mesh refuses Manual axes (MESH209 says so at this call)
        values = list(args) + list(kwargs.values())
        if not any(isinstance(v, OneOf) for v in values):
            return self._one_qualname_value(name, args, kwargs, node, frame)
        if name.startswith(_READ_ONLY_LIBRARIES):
            # jax / NumPy read their arguments: of a choice between alike dicts (a train state from before a
            # loop and after a pass of it) one stands for all
            values = [_without_alike_options(v) for v in values]
            args, kwargs = values[:len(args)], dict(zip(kwargs, values[len(args):]))
        combos = combinations(values)
        if combos is None:
            self._after_unknown_call(QualName(name), node, frame, list(args) + list(kwargs.values()))
            return UNKNOWN
        # (`np.arange(start, stop)` with `start` one of several ints: an ndarray whichever it is)
        return self._each_option(combos, lambda combo: self._one_qualname_value(
            name, list(combo[:len(args)]), dict(zip(kwargs, combo[len(args):])), node, frame, produced=False))

    def _one_qualname_value(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                            produced: bool = True) -> Any:
        """What a library call gives for one set of argument values (none of them a choice): its value, else what
        is known of the arrays it makes. `produced`: an array the rules made for this call is its value."""
        value = self._qualname_value(name, args, kwargs, node, frame)
        if produced and self.produced_values and isinstance(node, ast.Call):
            made = self.produced_values.pop(id(node), None)
            if made is not None and value is UNKNOWN and not self.peeking:
                return made   # an array whose sharding the rules know (rules/migration/producers.py)
        if value is UNKNOWN and name in ("jnp.transpose", "jax.numpy.transpose") and len(args) == 1 \
                and not kwargs and isinstance(args[0], ArrayVal):
            return _transposed(args[0])
        if value is UNKNOWN and isinstance(node, ast.Call) and (any(
                isinstance(a, (ArrayVal, ListVal, tuple, SeqOf)) for a in args[:1]) or name == "jnp.einsum" or (
                len(args) == 1 and isinstance(args[0], (int, float)) and not isinstance(args[0], bool)) or (
                args and all(numeric_like(a) for a in args))):
            if isinstance(args[0], ListVal) and node.args and isinstance(node.args[0], ast.List) and not any(
                    isinstance(e, ast.Starred) for e in node.args[0].elts):
                # `jnp.stack([x, y])`: a list display used right here (a list keeps no array's sharding, as
                # its items may be replaced later; this one cannot be)
                args = [tuple(self.peek(e, frame) for e in node.args[0].elts)] + list(args[1:])
            made = array_ops.result(name, args, kwargs, node)   # an op of arrays whose sharding is known
            if made is not None:
                return made
        if value is UNKNOWN and name.startswith(("np.", "numpy.")) and not self.tracking_vma:
            from .rules.migration.producers import host_array_value, returns_ndarray
            return host_array_value(self, name, node, frame, args, kwargs) or (
                HOST_ARRAY if returns_ndarray(name, kwargs) else UNKNOWN)
        if value is UNKNOWN and isinstance(node, ast.Call) and not self.tracking_vma \
                and self.ctx.shard_map is None and self.ctx.kernel is None and not self.ctx.alternatives:
            # `jnp.zeros((b, d))` with no placing keyword: replicated, of known rank; uncommitted with no mesh
            # set, on the context mesh under a concrete one
            made = None
            if self.ctx.status == "empty" and self.ctx.legacy_with is None:
                made = array_ops.created(name, args, kwargs, node)
            elif self.ctx.status == "mesh" and isinstance(self.ctx.mesh, MeshVal) and self.ctx.mesh.kind == "Mesh" \
                    and self.ctx.types is not None and self.ctx.origin_kind in ("with", "global"):
                made = array_ops.created(name, args, kwargs, node, self.ctx.mesh, tuple(self.ctx.types))
            if made is not None:
                return made
        if value is UNKNOWN and isinstance(node, ast.Call) and not self.tracking_vma \
                and returns_jax_array(name, args, kwargs):
            return JAX_ARRAY   # `jnp.arange(8)`, `jax.random.normal(k, s)`: a jax.Array, sharding unknown
        if value is UNKNOWN and isinstance(node, ast.Call) and not self.tracking_vma:
            copied = host_copy(name, args, kwargs) or array_pair(name, kwargs)
            if copied is not None:
                return copied   # `jax.device_get(a)`: a NumPy array; `jnp.linspace(..., retstep=True)`: a pair
        return value

    def _out_sharding_fails_first(self, sharding: Any) -> None:
        """An `out_sharding=` (or jax.reshard's target) that is a bare spec naming an axis the context mesh does not
        have: canonicalize_sharding raises "Resource axis: ... is not found in mesh" before anything the rules
        check, for every spec that may reach the call."""
        options = alternatives(sharding)
        if not options or self.ctx.status != "mesh" or self.ctx.shard_map is not None or self.ctx.kernel is not None \
                or not isinstance(self.ctx.mesh, MeshVal) or self.ctx.origin_kind not in ("with", "global"):
            return
        if all(isinstance(option, PSpecVal) and _names_missing_axis(self.ctx.mesh, option) for option in options):
            raise _Raise()

    def _device_put_fails_first(self, sharding: Any) -> None:
        """jax.device_put fails before anything the rules check when every sharding that may reach it is a
        NamedSharding over an AbstractMesh (no devices) or over Manual axes (no OpSharding for them), or a bare
        spec naming an axis the context mesh does not have."""
        options = alternatives(sharding)
        if not options:
            return
        for option in options:
            if isinstance(option, NamedShardingVal) and isinstance(option.mesh, MeshVal) and (
                    option.mesh.kind == "AbstractMesh" or ("Manual" in (option.mesh.types or ())
                                                           and not _spec_uses_every_axis(option))):
                continue
            if isinstance(option, PSpecVal) and self.ctx.status == "mesh" and self.ctx.shard_map is None \
                    and self.ctx.kernel is None and isinstance(self.ctx.mesh, MeshVal) \
                    and self.ctx.origin_kind in ("with", "global") and _sharding_refused(self.ctx.mesh, option):
                continue
            return
        raise _Raise()

    def _set_mesh_fails_first(self, mesh: Any) -> None:
        """jax.set_mesh checks, before anything the rules know: the mesh is a concrete Mesh, and no function is
        being traced (inside jit/grad/vmap/shard_map it raises `set_mesh can only be used outside of jax.jit`)."""
        if all(isinstance(m, MeshVal) and m.kind == "AbstractMesh" for m in alternatives(mesh)):
            raise _Raise()
        if self.tracing and mesh is not None:
            raise _Raise()

    def _qualname_value(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """What calling a library function returns (and does to the context mesh), its rules already run."""
        if (name in _FLOAT_MATH or name in _INT_MATH) and args and not kwargs and any(
                isinstance(a, OfType) for a in args) and all(numeric_like(a) for a in args) \
                and not (name == "builtins.round" and len(args) > 1) \
                and not (name.startswith("math.") and self._shadowed_beside("math")):
            return PY_NUMBER if name in _FLOAT_MATH else PY_INT   # `math.sqrt(x.shape[-1])`
        if name in _FLOAT_MATH and name.startswith("math.") and args and not kwargs \
                and all(numeric_like(a) for a in args) and not self._shadowed_beside("math"):
            # `math.sqrt(8)` (a size read off a spelled-out shape): that number, or a float of unknown value
            try:
                return float(getattr(math, name[len("math."):])(*args))
            except (ValueError, OverflowError, TypeError, ZeroDivisionError):
                return PY_NUMBER
        if name in _NUMPY_SCALAR_MATH and args and not kwargs and all(numeric_like(a) for a in args) \
                and not self._shadowed_beside("numpy"):
            return PY_NUMBER
        if name == "builtins.next" and 1 <= len(args) <= 2 and not kwargs and isinstance(args[0], IterVal):
            return self._next_of(args)
        if name == "builtins.next" and len(args) == 1 and not kwargs and isinstance(args[0], ObjVal):
            method = self._plain_method(args[0], "__next__", node, frame)
            if method is not None:
                return self.call_function(method, [], {}, node, frame)   # an iterator object of ours: one step
        if name == "builtins.next" and 1 <= len(args) <= 2 and not kwargs and isinstance(args[0], GenVal) \
                and not self.peeking:
            value = self._next_of_generator(args[0], args[1:], frame)
            if isinstance(node, ast.Call) and node.args and _made_here(node.args[0]) is not None:
                # `next(batches(mesh))`, `next(iter(batches(mesh)))`: nothing holds the generator after this, and
                # CPython finalizes it at once (close(): its `with` blocks exit)
                self._close_generator(args[0])
            return value
        if name in _ITERATOR_TAKERS and any(isinstance(a, LazyElements) for a in args):
            args = [self._consumed_lazily(a) for a in args]   # `sum(loss(b) for b in batches)`: run now
        sources = None
        if name in _ITERATOR_TAKERS and any(isinstance(a, IterVal) for a in args):
            sources = [a for a in args if isinstance(a, IterVal)]
            args = self._builtin_takes(name, args)
        value = self._library_value(name, args, kwargs, node, frame)
        if sources is not None and len(sources) == 1 and isinstance(value, IterVal) \
                and name in _ONE_SOURCE_WRAPPERS and not self.peeking:
            # `enumerate(it)`, `map(f, it)`: used up, they have used `it` up too
            self.iterator_sources[id(value)] = (value, sources[0])
        return value

    def _library_value(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        if self.ctx.shard_map is not None and self.tracking_vma:
            manual = self.vma_manual[-1] if self.vma_manual else None
            if manual is None:
                # every axis of the shard_map's mesh is Manual: a collective naming another axis is unbound there
                # (JAX raises at it, before any output is checked), unless a vmap around binds that name
                wrap = self.ctx.shard_map
                mesh = getattr(wrap, "mesh", None) or self.ctx.mesh
                manual = frozenset(mesh.names) if isinstance(mesh, MeshVal) and mesh.names else None
            if vma.names_non_manual_axis(name, args, kwargs, manual):
                self.vma_spoiled = True
            varying = vma.library_result(name, args, kwargs, in_body=True, manual=manual)
            if varying is not None:
                return varying
        if name == "jax.ShapeDtypeStruct":
            return _struct_value(args, kwargs, node)
        if name == "jax.make_array_from_callback" and len(args) >= 2 and isinstance(args[0], tuple) \
                and all((isinstance(d, int) and not isinstance(d, bool) and d >= 0) or d is PY_INT for d in args[0]) \
                and isinstance(args[1], NamedShardingVal) and not self.peeking:
            # an array of that shape placed with that sharding (an Explicit one: its type)
            from .rules.migration.producers import placed_leaf
            sizes = args[0] if PY_INT not in args[0] else None
            host = ArrayVal(Spec((None,) * len(args[0])), None, None, node, len(args[0]), host=True, shape=sizes)
            placed = placed_leaf(self, self.ctx, host, args[1], node)
            if placed is not None:
                return placed
        keys = _random_keys(name, args, kwargs)
        if keys is not None:
            return keys
        if name == "json.loads" and len(args) == 1 and not kwargs and isinstance(args[0], str) \
                and len(args[0]) <= 100_000 and not self._shadowed_beside("json"):
            return _json_value(args[0], tuple(self.regions))   # a sweep or config spelled out in the source
        if name == "jax.typeof" and len(args) == 1 and not kwargs and isinstance(args[0], ArrayVal) \
                and not args[0].host:
            return AvalVal(args[0])
        if name in mesh_model.MESH_CONSTRUCTORS and isinstance(node, ast.Call):
            self._shape_frame = frame
            try:
                mesh = mesh_model.build_mesh(name, node, args, kwargs, self.jax_version, self._devices_shape,
                                             self.path, self.source.span(node))
            finally:
                self._shape_frame = None
            if isinstance(mesh, MeshVal) and not self.peeking:
                self.meshes.append(mesh)
            return mesh
        if name == "contextlib.ExitStack" and not args and not kwargs:
            return ExitStackVal(tuple(self.regions))
        if name == "logging.getLogger" and len(args) <= 1 and not kwargs and not self._shadowed_beside("logging"):
            # a Logger: its methods (`log.info("%s", target)`) read their arguments and keep any error of a
            # handler to themselves
            return QualName("logging.Logger")
        if name == "importlib.import_module" and len(args) == 1 and not kwargs and isinstance(args[0], str) \
                and args[0] and not args[0].startswith(".") and all(p.isidentifier() for p in args[0].split(".")) \
                and not self._shadowed_beside("importlib"):
            # `importlib.import_module("plugins." + NAME)` of a known name: the module, as `import` gives it
            if not self.peeking:
                self._import_effect(args[0], 0)
            return QualName(canonical(args[0]))
        if name == "argparse.ArgumentParser" and not self._shadowed_beside("argparse"):
            return argparse_model.new_parser(tuple(self.regions), args, kwargs)
        if name == "jax.set_mesh":
            mesh = args[0] if args else kwargs.get("mesh", UNKNOWN)
            previous = self.ctx
            if not self.peeking:
                self.ctx = self._set_mesh_ctx(mesh, node)
            return SetMeshResult(mesh, previous)
        if name == "jax.sharding.use_abstract_mesh":
            return UseAbstractMeshCM(args[0] if args else kwargs.get("mesh", UNKNOWN))
        if name == "jax.sharding.get_abstract_mesh" and not args and not kwargs:
            return self._context_abstract_mesh(node)
        if name == "jax.sharding.get_mesh" and not args and not kwargs:
            return self._context_concrete_mesh(node)
        if name == LEGACY_SHARD_MAP:
            mesh = args[1] if len(args) > 1 else kwargs.get("mesh", UNKNOWN)
            if not args or mesh is UNKNOWN or mesh is None:
                return UNKNOWN
            # every axis Manual unless auto= is given; check_rep is the legacy name of check_vma
            wrap = ShardMapWrap(mesh, None if "auto" not in kwargs else UNKNOWN, node, self.path,
                                args[2] if len(args) > 2 else kwargs.get("in_specs"),
                                args[3] if len(args) > 3 else kwargs.get("out_specs"), kwargs.get("check_rep", True))
            self._made_wrappers = True  # calls of it are judged; escapes matter from now on
            body = self.materialized(args[0])
            return body.wrapped(wrap) if isinstance(body, FuncVal) else UNKNOWN
        if name == "jax.shard_map":
            wrap = ShardMapWrap(kwargs.get("mesh", None), self._axis_names(kwargs), node, self.path,
                                kwargs.get("in_specs"), kwargs.get("out_specs"), kwargs.get("check_vma", True))
            self._made_wrappers = True  # calls of it are judged; escapes matter from now on
            if args:
                body = self.materialized(args[0])
                return body.wrapped(wrap) if isinstance(body, FuncVal) else UNKNOWN
            return wrap
        if name == PJIT:
            if not args:
                return PartialVal(QualName(name), (), tuple(kwargs.items()), node)
            if not isinstance(args[0], FuncVal):
                return UNKNOWN
            bare = [_holds_bare_spec(kwargs.get(k)) for k in ("in_shardings", "out_shardings")]
            if any(b is True for b in bare):
                return args[0].wrapped(("pjit", node, self.path, kwargs.get("in_shardings"),
                                        kwargs.get("out_shardings")))
            return args[0].wrapped(("pjit-named", node) if all(b is False for b in bare) else ("pjit?", node))
        if name in CALL_THROUGH_WRAPPERS:
            if args and isinstance(args[0], FuncVal):
                return args[0]   # called at once with the same arguments: a plain call, nothing traced
            return QualName(name) if not args else UNKNOWN
        if name in TRANSPARENT_WRAPPERS or name in ("jax.sharding.auto_axes", "jax.sharding.explicit_axes"):
            if args and not isinstance(args[0], FuncVal):
                # a function of another module the analysis skipped (it names no watched API): transformed, its
                # arithmetic decides what the result varies over in a shard_map body, so it is read after all
                args = [self.materialized(args[0])] + list(args[1:])
            if args and isinstance(args[0], FuncVal):
                if name in _DIFFERENTIATING:
                    # called through like the others; what it returns is the gradient, not the function's value
                    return args[0].wrapped(("traced", name, kwargs.get("argnums", 0), kwargs.get("has_aux", False)))
                if name == "jax.pmap":
                    # (its axis name: the one-axis mesh of the shard_map it runs as, checked at its calls)
                    return args[0].wrapped(("traced", name, kwargs.get("axis_name", None), node))
                if name == "jax.vmap":
                    # (its in_axes / out_axes: what the body gets of each argument, array_ops.vmapped_arguments)
                    plain = not (set(kwargs) - {"in_axes", "out_axes"}) and len(args) <= 3
                    in_axes = args[1] if len(args) > 1 else kwargs.get("in_axes", 0)
                    out_axes = args[2] if len(args) > 2 else kwargs.get("out_axes", 0)
                    return args[0].wrapped(("traced", name, array_ops.static_axes(in_axes) if plain else "?",
                                            array_ops.static_axes(out_axes) if plain else "?"))
                if name in TRANSPARENT_WRAPPERS:
                    # called through, under the caller's context mesh, while JAX traces it
                    return self._with_jit_shardings(args[0], name, kwargs, node).wrapped(("traced", name))
                sharding = kwargs.get("out_sharding" if name.endswith("auto_axes") else "in_sharding", None)
                return args[0].wrapped((name, kwargs.get("axes", None), sharding, node))
            if not args and kwargs and name in ("jax.sharding.auto_axes", "jax.sharding.explicit_axes"):
                # `@explicit_axes(in_sharding=P(...))`: with no function it returns the decorator (pjit.py)
                return PartialVal(QualName(name), (), tuple(kwargs.items()), node)
            return QualName(name) if not args else UNKNOWN
        if name == "pl.core_map" and args and not isinstance(args[0], FuncVal) and self.ctx.kernel is not None:
            return RunNow(node, True)   # `@pl.core_map(plgpu.WarpMesh(...))` in a kernel: the body runs right there
        if name in _KERNEL_MAKERS:
            if args and isinstance(args[0], FuncVal) and name == "plgpu.emit_pipeline" \
                    and self.ctx.kernel is not None:
                # a pipeline inside a kernel: its stage body runs in that kernel (its options, its mesh), with
                # the step's indices and its SMEM windows as arguments
                return args[0].wrapped(("pipeline", node))
            if args and isinstance(args[0], FuncVal):
                reach = self.kernel_reaches[node] = self.kernel_reaches.get(node, 0) + 1
                return args[0].wrapped(("kernel", node, reach))
            if not args:
                return PartialVal(QualName(name), (), tuple(kwargs.items()), node)
            return UNKNOWN
        if name in _RUN_NOW_DECORATORS:
            return RunNow(node)  # `@pl.when(c)` / `@pl.loop(0, n)`: the decorated body is traced right away
        if name in _RUN_NOW_CALLS and args and isinstance(args[0], FuncVal):
            return self.call_function(args[0], [], {}, node, frame, unknown_args=True)
        if name in _EXITS:
            raise _Raise()  # the program ends here: nothing after it runs
        if name == "functools.wraps":
            return KeepArg()
        if name in ("builtins.property", "functools.cached_property") and len(args) == 1:
            return PropertyVal(args[0], cached=name == "functools.cached_property")
        if name in ("builtins.staticmethod", "builtins.classmethod") and len(args) == 1:
            return StaticVal(args[0], "static" if name.endswith("staticmethod") else "class")
        if name in ("dataclasses.field", "flax.struct.field"):
            return FieldDefault(kwargs.get("default", UNKNOWN), kwargs.get("default_factory"))
        if name in NAMESPACE_MAKERS and not args:
            return ObjVal("namespace", None, dict(kwargs), tuple(self.regions))
        if name == "types.ModuleType" and len(args) == 1 and isinstance(args[0], str) and not kwargs:
            # `ops = types.ModuleType("ops"); ops.load = f`: a namespace of what is stored on it
            return ObjVal("namespace", None, {"__name__": args[0]}, tuple(self.regions))
        if name == "builtins.dict" and len(args) == 1 and builtin_values.dict_pairs(args[0]) is not None:
            return ObjVal("dict", None, {**builtin_values.dict_pairs(args[0]), **kwargs}, tuple(self.regions))
        if name in _CODE_RUNNERS and isinstance(node, ast.Call) and not self.peeking:
            # `exec(source)`: code the analysis cannot read runs here, with the module's globals unless given
            # a dict of its own; it may set a mesh, rebind those globals, or replace library functions
            if len(args) < 2 or (isinstance(node, ast.Call) and len(node.args) > 1
                                 and self._module_namespace(node.args[1], frame)):
                self._module_global_written(frame, None, UNKNOWN)
            self._escape(list(args[1:]) + list(kwargs.values()))   # the dicts it runs in: written by the code
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return UNKNOWN
        if name == "builtins.setattr" and len(args) == 3 and any(o is THIS_MODULE for o in alternatives(args[0])) \
                and not self.peeking:
            # `setattr(mod, "MESH", m)` with `mod = sys.modules[__name__]`: the global (any, for a key not known)
            self._module_global_written(frame, args[1] if isinstance(args[1], str) else None, args[2])
            return None
        if name == "builtins.globals" and not args and not kwargs:
            return MODULE_DICT
        if name in ("builtins.vars", "builtins.locals") and not args and not kwargs and frame.func is None:
            return MODULE_DICT
        if name == "builtins.vars" and len(args) == 1 and not kwargs and args[0] is THIS_MODULE:
            return MODULE_DICT
        if name == "builtins.vars" and len(args) == 1 and not kwargs and isinstance(args[0], ObjVal) \
                and args[0].kind in ("instance", "namespace") and not args[0].escaped:
            return InstanceDict(args[0])   # `dict(vars(cfg))`: the object's own namespace (as `cfg.__dict__`)
        if name == "builtins.dict" and len(args) == 1 and isinstance(args[0], InstanceDict) \
                and isinstance(args[0].obj, ObjVal) and not args[0].obj.escaped:
            return ObjVal("dict", None, {**args[0].obj.attrs, **kwargs}, tuple(self.regions))
        if name == "builtins.setattr" and len(args) == 3 and not isinstance(args[1], str) and not self.peeking:
            for option in alternatives(args[0]):
                if isinstance(option, QualName) and _patchable(option.name):
                    self._patch_library(canonical(option.name) + ".*", UNKNOWN)   # any name of that module
                elif isinstance(option, ClassVal):
                    # `for name, fn in vars(cls).items(): setattr(cls, name, wrap(fn))` (a class decorator): any
                    # attribute may now hold the new value (a method, the wrapper that enters a mesh)
                    for key, old in list(option.namespace.items()):
                        if not (key.startswith("__") and key.endswith("__")):
                            option.namespace[key] = join_values(old, args[2])
                elif isinstance(option, ObjVal):
                    option.escape()
        if name in _MOCK_PATCHERS:
            self._note_library_patches(node, list(args) + list(kwargs.values()))
            self._project_patch(name, args, frame)
        if name in ("builtins.object.__setattr__", "object.__setattr__", "builtins.setattr") and len(args) == 3 \
                and not kwargs and isinstance(args[1], str) and not self.peeking:
            # `object.__setattr__(self, 'mesh', m)` (a frozen dataclass's __post_init__): an attribute store
            self._store_attribute(args[0], args[1], args[2])
            for option in alternatives(args[0]):
                if isinstance(option, QualName) and not _patchable(option.name):
                    self._module_global_patched(option.name, args[1])   # `setattr(config_module, "MESH", m)`
            if any(option is UNKNOWN for option in alternatives(args[0])) and args[1] in frame.root().env:
                # maybe this very module (`setattr(sys.modules[__name__], "MESH", m)`): its global may change
                frame.root().env[args[1]] = UNKNOWN
            return None
        if name == "builtins.super" and not args and not kwargs:
            return self._super_of(frame)
        if name == "builtins.super" and len(args) == 2 and not kwargs:
            return _explicit_super(args[0], args[1])
        if name == "builtins.type" and len(args) == 1 and not kwargs:
            known = _class_of(args[0])
            if known is not None:
                return known
        if name == "builtins.callable" and len(args) == 1 and not kwargs and (
                _is_api_object(args[0]) or all(isinstance(o, (FuncVal, ClassVal, PartialVal))
                                               for o in alternatives(args[0]))):
            return True
        if name == "builtins.callable" and len(args) == 1 and not kwargs and all(
                o is None or isinstance(o, (str, int, float, tuple, ListVal, PSpecVal))
                for o in alternatives(args[0])):
            return False
        if name == "builtins.isinstance" and len(args) == 2 and not kwargs:
            known = _isinstance_known(args[0], args[1])
            if known is None:
                known = _is_tracer(args[0], args[1], bool(self.tracing))
            if known is not None:
                return known
        if name == "dataclasses.replace" and len(args) == 1 and not self.peeking:
            made = self._dataclass_replaced(args[0], kwargs, node, frame)
            if made is not None:
                return made
        if name == "collections.namedtuple" and len(args) == 2 and set(kwargs) <= {"rename", "module"}:
            fields = args[1].items if isinstance(args[1], ListVal) else args[1]
            if isinstance(fields, str):
                fields = tuple(fields.replace(",", " ").split())
            if isinstance(fields, tuple) and all(isinstance(f, str) and f.isidentifier() for f in fields):
                return NamedTupleMaker(fields)
            return UNKNOWN
        if name == "builtins.getattr" and 2 <= len(args) <= 3 and not kwargs and isinstance(args[1], str) \
                and args[1] in _READS_RESOLVING \
                and _holds_struct(args[0]) and not self.peeking:
            self._read_structs([args[0]], node, frame)   # `getattr(leaf, "sharding", None)` reads it too
        if name == "builtins.getattr" and len(args) == 3 and not kwargs and isinstance(args[1], str):
            # `getattr(cfg, "explicit", False)`: the default where the attribute is certainly missing
            missing = [self._certainly_lacks(o, args[1]) for o in alternatives(args[0])]
            if all(m is True for m in missing):
                return args[2]
            attribute = ast.Attribute(value=node, attr=args[1], ctx=ast.Load())
            ast.copy_location(attribute, node)
            if all(m is False for m in missing):
                return join_values(*[self._attribute_of(o, attribute, frame) for o in alternatives(args[0])])
            if len(alternatives(args[0])) == 1 and isinstance(args[0], QualName):
                # `getattr(mesh_builders, f"{cfg.parallelism}_mesh", None)`: a module of the project that
                # defines it (a def, a class, a value read from it) has it
                found = self._attribute_of(args[0], attribute, frame)
                if found is not UNKNOWN and not isinstance(found, QualName):
                    return found
            return UNKNOWN
        if name == "builtins.hasattr" and len(args) == 2 and not kwargs and isinstance(args[1], str):
            missing = [self._certainly_lacks(o, args[1]) for o in alternatives(args[0])]
            if all(m is not None for m in missing) and len(set(missing)) == 1:
                return not missing[0]
            return UNKNOWN
        if name == "builtins.getattr" and len(args) == 2 and not kwargs and isinstance(args[1], str):
            attribute = ast.Attribute(value=node, attr=args[1], ctx=ast.Load())
            ast.copy_location(attribute, node)
            return join_values(*[self._attribute_of(o, attribute, frame) for o in alternatives(args[0])])
        if name == _REGISTER_DATACLASS and args and isinstance(args[0], ClassVal) and not self.peeking:
            # `register_dataclass(State, data_fields=[...], meta_fields=[...])`: those fields are its children
            data = kwargs.get("data_fields", args[1] if len(args) > 1 else None)
            data = data.items if isinstance(data, ListVal) else data
            if isinstance(data, tuple) and all(isinstance(f, str) for f in data):
                args[0].pytree_fields = data
            elif data is None and args[0].dataclass and len(args) == 1 and "meta_fields" not in kwargs:
                # (the fields marked `field(metadata=dict(static=True))` are metadata, the others its children)
                found = _registered_data_fields(args[0])
                if found is not None:
                    args[0].pytree_fields = found
            return args[0]
        if name == "dataclasses.fields" and len(args) == 1 and not kwargs:
            found = _dataclass_fields(args[0])
            if found is not None:
                return found
        if name == "types.MappingProxyType" and len(args) == 1 and not kwargs and isinstance(args[0], ObjVal) \
                and args[0].kind == "dict":
            return args[0]   # a read-only view of that very dict: it reads what the dict holds
        if name == "builtins.dict.fromkeys" and 1 <= len(args) <= 2 and not kwargs:
            keys = args[0].items if isinstance(args[0], ListVal) else args[0]
            if isinstance(keys, IterVal):
                # `dict.fromkeys(axis for _, axis in rules)`: it takes the whole iterator
                rest = self._iterator_rest(keys)
                self._take_from(keys, None)
                keys = rest
            if type(keys) is tuple and len(keys) <= 64 and all(constant_key(k) for k in keys):
                value = args[1] if len(args) == 2 else None
                return ObjVal("dict", None, {k: value for k in keys}, tuple(self.regions))   # (first one wins)
        if name in ("copy.copy", "copy.deepcopy") and len(args) == 1 and not kwargs and not self.peeking:
            made = _copied(args[0], tuple(self.regions), deep=name == "copy.deepcopy")
            if made is not None:
                return made
        if name == "builtins.dict" and (not args or (len(args) == 1 and isinstance(args[0], ObjVal))):
            base = dict(args[0].attrs) if args and not args[0].escaped else {} if not args else None
            return ObjVal("dict", None, {**base, **kwargs}, tuple(self.regions)) if base is not None else UNKNOWN
        if name in CONFIGDICT_MAKERS and len(args) <= 1 and not kwargs:
            source = args[0] if args else ObjVal("dict", None, {}, ())
            if isinstance(source, ObjVal) and not source.escaped and source.kind in ("dict", "configdict"):
                return ObjVal("configdict", None, dict(source.attrs), tuple(self.regions))
            return UNKNOWN  # `@functools.wraps(f)` returns the wrapper it decorates, not `f`
        if name in _UNBOUND_AXIS_FIRST and not self.peeking and self._axis_certainly_unbound(
                args[0] if args else kwargs.get("axis_name")):
            raise _Raise()   # NameError: unbound axis name, before anything the rules check
        if name in _UNBOUND_AXIS_FIRST and self.ctx.kernel is not None and self.ctx.shard_map is None \
                and isinstance(args[0] if args else kwargs.get("axis_name"), str) and not self.peeking \
                and not self._kernel_may_bind_axes():
            # a kernel traced with no enclosing shard_map: the axis name is unbound, JAX raises NameError here,
            # before any collective of the kernel is checked; with the context unknown (a caller's shard_map
            # may bind it), whether the trace goes on is unknown
            raise _Raise() if self.ctx.known else _Unknowable()
        if name == "plgpu.CopyPartition.PARTITIONED" and len(args) == 1 and not kwargs:
            # a leader-tracked copy partitioned along an axis: an option object, never None (as REPLICATED is)
            return QualName(name)
        if name == "atexit.register" and args:
            # run when the interpreter exits, after everything the rules judge: nothing changes before; it
            # returns the function (usable as a decorator)
            return args[0]
        if name in ("functools.cache", "functools.lru_cache", "functools.cached_property"):
            # caching decorators still run the function (once per key); `lru_cache(maxsize=...)` makes the decorator
            if args and isinstance(args[0], FuncVal):
                return args[0].wrapped(("memoized",)) if name != "functools.cached_property" else args[0]
            return QualName(name) if not args and name != "functools.wraps" else UNKNOWN
        if name == "contextlib.contextmanager" and args and isinstance(args[0], FuncVal):
            return args[0].wrapped(("contextmanager",))
        if name == "jax._src.test_util.with_mesh" and len(args) == 1 and not kwargs and isinstance(node, ast.Call):
            return self._test_util_mesh(args[0], node)
        if name == "functools.singledispatch" and len(args) == 1 and isinstance(args[0], FuncVal) \
                and isinstance(args[0].node, ast.FunctionDef) and not args[0].wrappers:
            # a call runs the function or one of the overloads registered on it (`@setup.register`): one of them
            return args[0].wrapped(("dispatch", args[0].node.name))
        if name == "functools.partial" and args and isinstance(args[0], FuncVal):
            return args[0].bind(tuple(args[1:]), tuple(kwargs.items()))
        if name in _THREAD_POOLS:
            initializer = args[2] if len(args) > 2 else kwargs.get("initializer")
            initargs = args[3] if len(args) > 3 else kwargs.get("initargs", ())
            if initializer is not None and not isinstance(initargs, tuple):
                return UNKNOWN   # (initargs not known: what the workers start with is not either)
            return ThreadPool(initializer, initargs)
        if name == "threading.Thread" and not self.peeking:
            target = args[1] if len(args) > 1 else kwargs.get("target")
            given = args[3] if len(args) > 3 else kwargs.get("args", ())
            named = args[4] if len(args) > 4 else kwargs.get("kwargs")
            if isinstance(target, FuncVal) and isinstance(given, (tuple, ListVal)) and (
                    named is None or (isinstance(named, ObjVal) and named.kind == "dict"
                                      and named.known_keys() is not None)):
                return WorkerThread(target, tuple(given.items if isinstance(given, ListVal) else given),
                                    tuple(named.attrs.items()) if named is not None else ())
        if name == "contextlib.nullcontext" and len(args) + len(kwargs) <= 1 and set(kwargs) <= {"enter_result"}:
            return NullContext(args[0] if args else kwargs.get("enter_result"))
        if name == "functools.partial" and args:
            return PartialVal(args[0], tuple(args[1:]), tuple(kwargs.items()), node, self.path)
        if name == "jax.sharding.PartitionSpec" and _spec_overlaps(args, kwargs):
            raise _Raise()  # "partitions cannot overlap with reduced axes": P(...) itself raises
        if name == "jax.sharding.PartitionSpec":
            return PSpecVal(tuple(args), self._axis_set(kwargs.get("reduced")), self._axis_set(kwargs.get("unreduced")), node)
        if name == "jax.sharding.NamedSharding":
            mesh = args[0] if args else kwargs.get("mesh", UNKNOWN)
            spec = args[1] if len(args) > 1 else kwargs.get("spec", UNKNOWN)
            if isinstance(node, ast.Call) and not self.peeking and _sharding_refused(mesh, spec):
                raise _Raise()   # DuplicateSpecError / "Resource axis ... is not found in mesh" when it is built
            return NamedShardingVal(mesh, spec)
        if name in _TRACING_HOFS and self.ctx.shard_map is not None and self.tracking_vma:
            typed = self._traced_control_flow(name, args, kwargs, node, frame)
            if typed is not None:
                return typed
        if name in _CARRY_LOOPS and self.ctx.shard_map is None and self.ctx.kernel is None:
            looped = self._loop_with_sharded_carry(name, args, kwargs, node, frame)
            if looped is not None:
                return looped
        if name in ("jax.lax.cond", "jax.lax.switch") and self.ctx.shard_map is None and self.ctx.kernel is None:
            results = self._branches_under_explicit_mesh(name, args, kwargs, node, frame)
            if results is not None:
                # every branch returns one type, or JAX refuses the cond: what they agree on is the result
                return _agreed_type(results)
        if name in _TREE_MAPS or name in _TREE_MAPS_WITH_PATH:
            mapped = self._tree_map(args, kwargs, node, frame, with_path=name in _TREE_MAPS_WITH_PATH)
            if mapped is not None:
                return mapped[0]
        if name in _TREE_FLATTENS_WITH_PATH and len(args) == 1 and not kwargs:
            flat = pytrees.flatten_with_paths(args[0])
            if flat is not None and UNKNOWN not in flat[0]:
                pairs = ListVal(tuple(zip(flat[1], flat[0])))
                if name in _TREE_LEAVES_WITH_PATH:
                    return pairs
                # (the treedef rebuilds the structure where "?" marks none unknown, as flatten's does)
                known = "?" not in repr(flat[3])
                return pairs, TreeDefVal(len(flat[0]), flat[2]) if known else UNKNOWN
        if name in _KEYSTR and len(args) == 1 and isinstance(args[0], tuple) and set(kwargs) <= {"simple",
                                                                                                   "separator"}:
            simple, separator = kwargs.get("simple", False), kwargs.get("separator", "")
            if isinstance(simple, bool) and isinstance(separator, str):
                text = pytrees.keystr(args[0], simple, separator)
                if text is not None:
                    return text
        if (name in _TREE_LEAVES or name in _TREE_FLATTENS) and len(args) == 1 and set(kwargs) <= {"is_leaf"}:
            is_leaf = self._is_leaf_predicate(kwargs)
            flat = pytrees.flatten(args[0], is_leaf) if is_leaf is not False else None
            if flat is not None and UNKNOWN not in flat[0]:
                leaves = ListVal(tuple(flat[0]))
                if name in _TREE_LEAVES:
                    return leaves
                # (flatten: the leaves and the treedef, which rebuilds the structure where "?" marks none unknown)
                known = "?" not in repr(flat[2])
                return leaves, TreeDefVal(len(flat[0]), flat[1]) if known else UNKNOWN
        if name in _TREE_UNFLATTENS and len(args) == 2 and not kwargs and isinstance(args[0], TreeDefVal):
            return self._unflattened(args[0], args[1])
        if name in _TEST_RUNNERS and not self.peeking:
            # the module's tests run here, from this context; what they leave set (a setUpClass's
            # `jax.set_mesh(...)`) is not followed: unknown after
            if self.ctx_at_test_runner is None:
                self.ctx_at_test_runner = self.ctx
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            return UNKNOWN
        if name == "jax.eval_shape" and args and not isinstance(args[0], FuncVal):
            # an initializer of another module the analysis skipped (it names no watched API): the structure it
            # returns decides the shardings built over it (`shardings_for(jax.eval_shape(init, key))`), so it is
            # read after all
            args = [self.materialized(args[0])] + list(args[1:])
        if name == "jax.eval_shape" and args and isinstance(args[0], FuncVal):
            # `jax.eval_shape(init, key)` traces `init(key)` right here, as `init.eval_shape(key)` does: a jitted
            # function's shardings are resolved then (a bare spec with no mesh raises); ShapeDtypeStructs come back
            returned = self.call_function(args[0], list(args[1:]), kwargs, node, frame, tracing=not args[0].wrappers)
            return _abstract_tree(returned, node)
        if name in _TRACING_HOFS:
            differentiates = name in ("jax.jvp", "jax.vjp", "jax.linearize")
            self.differentiating += differentiates
            given = list(args) + list(kwargs.values())
            if name == "jax.lax.switch" and len(args) > 1 and isinstance(args[1], (tuple, ListVal)):
                # `lax.switch(i, (f, g))`: every branch is traced
                branches = args[1].items if isinstance(args[1], ListVal) else args[1]
                given = given[:1] + list(branches) + given[2:]
            try:
                for i, value in enumerate(given):
                    if isinstance(value, FuncVal):
                        primals = args[1] if differentiates and i == 0 and len(args) > 1 else None
                        if name == "jax.jvp" and isinstance(primals, tuple):
                            # jax.jvp(f, primals, tangents): f is called with the primals
                            self.call_function(value, list(primals), {}, node, frame, tracing=True)
                        else:
                            self.call_function(value, [], {}, node, frame, unknown_args=True, tracing=True)
            finally:
                self.differentiating -= differentiates
            return UNKNOWN
        if name in ("builtins.tuple", "builtins.list", "builtins.len") and len(args) == 1 and not kwargs \
                and isinstance(args[0], ObjVal) and args[0].known_keys() is not None:
            keys = args[0].known_keys()  # iterating a dict gives its keys
            return len(keys) if name == "builtins.len" else keys if name == "builtins.tuple" else ListVal(keys)
        if name in ("builtins.tuple", "builtins.list") and len(args) == 1 and not kwargs \
                and isinstance(args[0], KeysVal) and args[0].count is not None and args[0].count <= 64:
            # `list(jax.random.split(key, n))`: n keys
            keys = (ONE_KEY,) * args[0].count
            return keys if name == "builtins.tuple" else ListVal(keys)
        if name in ("builtins.tuple",) and len(args) == 1:
            value = args[0]
            if isinstance(value, ListVal):
                return value.items
            if isinstance(value, tuple):
                return value
            if isinstance(value, str) and len(value) <= 64:
                return tuple(value)   # `tuple("data")`: its characters, ('d', 'a', 't', 'a')
            if isinstance(value, frozenset) and len(value) <= 1:
                return tuple(value)   # (a larger set's order depends on string hashing: not known)
            return UNKNOWN
        if name in _SHAPE_FUNCTIONS and len(args) == 1 and not kwargs:
            # `np.shape(x)` is `x.shape` (for an array, a struct or a traced value); likewise ndim and size
            reading = ast.copy_location(ast.Attribute(value=node, attr=_SHAPE_FUNCTIONS[name], ctx=ast.Load()), node)
            return self._attribute_of(args[0], reading, frame)
        if name == "builtins.iter" and len(args) == 1 and not kwargs and isinstance(args[0], GenVal):
            return args[0]   # a generator is its own iterator
        if name == "builtins.iter" and len(args) == 1 and not kwargs and isinstance(args[0], ObjVal):
            method = self._plain_method(args[0], "__iter__", node, frame)
            if method is not None:
                # the iterator protocol of our class (`def __iter__(self): self._i = 0; return self`): called
                before = self.ctx
                made = self.call_function(method, [], {}, node, frame)
                if isinstance(made, GenVal):
                    self.ctx = before   # (`return self._batches()`: making the generator ran none of it)
                return made
            # `next(iter(loader))`: an object whose `__iter__` is a generator method of ours gives that generator
            # (as a for loop over it does); `next()` then runs it to its first yield
            generator = self._generator_of(args[0], node, frame)
            if generator is not None:
                return generator
        if name == "builtins.enumerate" and args and len(args) + len(kwargs) <= 2 and set(kwargs) <= {"start"} \
                and not self.peeking:
            generator = self._generator_of(args[0], node, frame)
            if generator is not None:
                return Enumerated(generator, args[0] if isinstance(args[0], PartOf) else None)
        if name == "itertools.cycle" and len(args) == 1 and not kwargs and type(args[0]) is not IterVal:
            items = args[0].items if isinstance(args[0], ListVal) else args[0]
            if type(items) is tuple and len(items) <= _CYCLE_MAX:
                return CycleVal(items) if items else IterVal(())   # (a cycle of nothing gives nothing)
        if any(isinstance(a, CycleVal) for a in args):
            cycled = self._cycle_call(name, args, kwargs)
            if cycled is not builtin_values.NOT_HANDLED:
                return cycled
        if name == "itertools.islice" and 2 <= len(args) <= 4 and not kwargs and not self.peeking:
            generator = self._generator_of(args[0], node, frame)
            if generator is not None:
                count = _islice_count(args[1:])
                return PartOf(generator, takes_one=count == "some", takes_none=count == "none")
        if name == "builtins.zip" and len(args) >= 2 and not kwargs and not self.peeking:
            # `zip(range(steps), batches())`: the shortest ends it (only one of them ours: several would be
            # driven in turn)
            made = [i for i, a in enumerate(args) if isinstance(a, (GenVal, ObjVal))]
            generator = self._generator_of(args[made[0]], node, frame) if len(made) == 1 else None
            if generator is not None:
                others = [a for i, a in enumerate(args) if i != made[0]]
                empty = any(builtin_values._iterated(a) == () for a in others)
                return PartOf(generator, made[0], len(args), all(_has_items(a) for a in others), empty)
        if name == "builtins.sum" and self.tracking_vma and args and not kwargs and len(args) <= 2:
            # `sum(jnp.sum(x ** 2) for x in leaves)` in a shard_map body: added up locally, it varies over what
            # any of the items (and the start) varies over
            items = args[0].items if isinstance(args[0], ListVal) else args[0]
            if isinstance(items, tuple) and items:
                made = vma.union(list(items) + list(args[1:]), elementwise=False)
                if made is not None:
                    return made
        if name.startswith(("os.environ.", "os.getenv")):
            made = self._environ_call(name, args, kwargs)
            if made is not _NOT_ENVIRON:
                return made
        if _unparsable_number(name, args, kwargs) and not self.peeking:
            raise _Raise()   # ValueError: the path ends here
        if name in _GENERATOR_CONSUMERS and args and isinstance(args[0], GenVal) and not self.peeking:
            self._drive_generator(args[0], frame, exhausted=True)   # `list(batches())` runs it to its end
            return UNKNOWN
        if name == "builtins.list" and len(args) == 1 and isinstance(args[0], (tuple, str)) and len(args[0]) <= 64:
            return ListVal(tuple(args[0]))
        if name == "builtins.list" and len(args) == 1 and not kwargs and isinstance(args[0], ListVal):
            return ListVal(args[0].items)   # a copy: the same items, in a list of its own
        if name in ("builtins.frozenset", "builtins.set") and not kwargs and len(args) <= 1:
            # `frozenset({'i'})`, `set(('x', 'y'))` (shard_map's axis_names=): a set of known names
            items = () if not args else args[0].items if isinstance(args[0], ListVal) else args[0]
            if isinstance(items, (tuple, frozenset)) and all(isinstance(i, (str, int, AxisTypeVal)) for i in items):
                return MutableSet(items) if name == "builtins.set" else frozenset(items)
        if name == "builtins.len" and len(args) == 1 and isinstance(args[0], KeysVal) \
                and args[0].count is not None:
            return args[0].count
        if name == "builtins.len" and len(args) == 1 and isinstance(
                args[0].items if isinstance(args[0], ListVal) else args[0], (tuple, str)):
            return len(args[0].items if isinstance(args[0], ListVal) else args[0])
        if name == "builtins.len" and len(args) == 1 and not kwargs and isinstance(args[0], ArrayVal) \
                and args[0].ndim is not None and args[0].ndim >= 1:
            # `len(images)`: its first dimension's size (an int, known or not)
            sizes = shape_of(args[0])
            return sizes[0] if sizes is not None and isinstance(sizes[0], int) else PY_INT
        if name in ("builtins.map", "builtins.filter") and args and not self.peeking:
            self._callbacks_may_run(args)   # it runs where the items are taken (and may call them): writes unknown
        if name in ("builtins.map", "builtins.filter") and len(args) == 2 and not kwargs:
            mapped = self._map_or_filter(name, args[0], args[1], node, frame)
            if mapped is not None:
                return mapped
        if name.startswith("builtins.") or name == "itertools.product" or (
                name == "math.prod" and not self._shadowed_beside("math")):
            value = builtin_values.builtin_call(name, args, kwargs)
            if value is not builtin_values.NOT_HANDLED:
                return value
        if name in ("jnp.dtype", "np.dtype") and len(args) == 1 and not kwargs:
            made = dtype_named(args[0])   # `jnp.dtype(dtype).name` in a cache key
            if made is not None:
                return made
        if name == "re.compile" and not self._shadowed_beside("re"):
            made = regex_model.compiled(list(args), kwargs)
            if made is not None:
                return made
        if name in regex_model.FUNCTIONS and not self._shadowed_beside("re"):
            matched = regex_model.match_call(name, list(args), kwargs)
            if matched is not NotImplemented:
                return matched
        self._after_unknown_call(QualName(name), node, frame, list(args) + list(kwargs.values()))
        return UNKNOWN

    def _loop_with_sharded_carry(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """lax.scan / fori_loop / while_loop outside shard_map whose initial carry holds an array of known
        sharding: JAX traces the body once with the carry typed as the initial one (its sharding is part of the
        type on Explicit axes), so the body runs here with that carry, and its carry output is handed to
        MESH225 (pseudo-callee SHARDED_CARRY). The loop's result: its final carry has the initial carry's type
        (else JAX refuses the loop and nothing after it runs), so each array of known sharding comes out as it went
        in (scan's stacked outputs are not known). None: another signature, or no such array in the carry (the
        plain handling then traces the body with unknown arguments)."""
        def arg(i: int, key: str) -> Any:
            return args[i] if len(args) > i else kwargs.get(key, _MISSING)

        if name == "jax.lax.scan" and len(args) <= 4 and set(kwargs) <= {"f", "init", "xs", "length", "reverse",
                                                                           "unroll"}:
            body, init, xs = arg(0, "f"), arg(1, "init"), arg(2, "xs")
            xs_slice = None if xs is None else array_ops.scanned_slice(xs) if xs is not _MISSING else UNKNOWN
            operands = lambda carry: [carry, xs_slice]   # noqa: E731 (a slice of xs)
        elif name == "jax.lax.fori_loop" and len(args) <= 4 and set(kwargs) <= {"lower", "upper", "body_fun",
                                                                                  "init_val", "unroll"}:
            body, init = arg(2, "body_fun"), arg(3, "init_val")
            # the loop index: a traced int32 scalar (0-d, nothing to shard) of unknown value
            index = ArrayVal(Spec(()), None, None, node, 0)
            operands = lambda carry: [index, carry]   # noqa: E731
        elif name == "jax.lax.while_loop" and len(args) <= 3 and set(kwargs) <= {"cond_fun", "body_fun", "init_val"}:
            body, init = arg(1, "body_fun"), arg(2, "init_val")
            operands = lambda carry: [carry]   # noqa: E731
        else:
            return None
        if not isinstance(body, FuncVal) or init is _MISSING or not _holds_array_val(init):
            return None
        if name == "jax.lax.while_loop":
            cond = arg(0, "cond_fun")
            if not isinstance(cond, FuncVal):
                return None
            self.call_function(cond, [_traced_carry(init)], {}, node, frame, tracing=True)
        carry = _traced_carry(init)
        out = self.call_function(body, operands(carry), {}, node, frame, tracing=True)
        carry_out = out[0] if name == "jax.lax.scan" and isinstance(out, tuple) and len(out) == 2 else \
            UNKNOWN if name == "jax.lax.scan" else out
        if not self.peeking and isinstance(node, ast.Call):
            self._run_rules(SHARDED_CARRY, node, [], {"loop": name, "carry_in": init, "carry_out": carry_out}, frame)
        final = _transformed_outputs(_traced_carry(init), keep_types=True)
        return (final, UNKNOWN) if name == "jax.lax.scan" else final

    def _branches_under_explicit_mesh(self, name: str, args: list, kwargs: dict, node: ast.AST,
                                      frame: Frame) -> list | None:
        """lax.cond(pred, true_fun, false_fun, *operands) / lax.switch(index, branches, *operands) outside
        shard_map under a context mesh with Explicit axes: JAX traces every branch with the operands typed as
        given; each branch runs here so, and what they return goes to MESH224 (pseudo-callee SHARDED_BRANCHES).
        What each branch returned; None: another signature or context (the plain handling then traces them
        with unknown arguments)."""
        ctx = self.ctx
        if kwargs or ctx.status != "mesh" or not isinstance(ctx.mesh, MeshVal) or not any(
                t == "Explicit" for t in (ctx.types or ctx.mesh.types or ())):
            return None
        if name == "jax.lax.cond" and len(args) >= 3:
            branches, operands = [args[1], args[2]], list(args[3:])
        elif name == "jax.lax.switch" and len(args) >= 2 and isinstance(args[1], (tuple, ListVal)):
            branches = list(args[1].items if isinstance(args[1], ListVal) else args[1])
            operands = list(args[2:])
        else:
            return None
        if len(branches) < 2 or not all(isinstance(b, FuncVal) for b in branches):
            return None
        results = [self.call_function(b, [_traced_carry(o) for o in operands], {}, node, frame, tracing=True)
                   for b in branches]
        if not self.peeking and isinstance(node, ast.Call):
            self._run_rules(SHARDED_BRANCHES, node, [], {"api": name.rsplit(".", 1)[1], "branches": branches,
                                                         "results": results}, frame)
        return results

    def _traced_control_flow(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        """lax.scan / while_loop / fori_loop / cond / switch / map in a typed shard_map body: their functions
        traced with arguments of the types JAX gives them, and their result typed (vma.py). None: another
        signature, left to the plain handling."""
        def arg(i: int, key: str) -> Any:
            return args[i] if len(args) > i else kwargs.get(key, _MISSING)

        def call(f: Any, operands: list) -> Any:
            return self.call_function(f, operands, {}, node, frame, tracing=True)

        def judge_branches(branches: list, results: list) -> None:
            # every branch must return one type: JAX refuses branches varying over different axes (MESH224)
            if not self.peeking and isinstance(node, ast.Call):
                self._run_rules(BRANCH_OUTPUTS, node, [], {"api": name.rsplit(".", 1)[1], "branches": branches,
                                                           "results": results}, frame)

        def judge_carry(init: Any, carry_out: Any) -> None:
            # the carry must keep its type: JAX refuses an output carry varying over more axes (MESH223)
            if not self.peeking and isinstance(node, ast.Call):
                self._run_rules(LOOP_CARRY, node, [], {"loop": name, "carry_in": vma.operand(init),
                                                       "carry_out": carry_out}, frame)

        if name == "jax.lax.scan" and len(args) <= 3 and set(kwargs) <= {"init", "xs", "length", "reverse",
                                                                          "unroll", "_split_transpose"}:
            f, init, xs = arg(0, "f"), arg(1, "init"), arg(2, "xs")
            if not isinstance(f, FuncVal) or init is _MISSING:
                return None
            out = call(f, [vma.operand(init), vma.sliced(None if xs is _MISSING else xs)])
            if isinstance(out, tuple) and len(out) == 2:
                judge_carry(init, out[0])
            ys = vma.stacked(out[1]) if isinstance(out, tuple) and len(out) == 2 else UNKNOWN
            return (vma.operand(init), ys)
        if name == "jax.lax.while_loop" and len(args) == 3 and not kwargs:
            cond_fun, body_fun, init = args
            if not isinstance(cond_fun, FuncVal) or not isinstance(body_fun, FuncVal):
                return None
            call(cond_fun, [vma.operand(init)])
            judge_carry(init, call(body_fun, [vma.operand(init)]))
            return vma.operand(init)
        if name == "jax.lax.fori_loop" and len(args) == 4 and set(kwargs) <= {"unroll"}:
            body_fun, init = args[2], args[3]
            if not isinstance(body_fun, FuncVal):
                return None
            # the loop index is an int32 scalar that varies over nothing
            judge_carry(init, call(body_fun, [Varying(frozenset(), 0, True), vma.operand(init)]))
            return vma.operand(init)
        if name == "jax.lax.cond" and len(args) >= 3 and not kwargs and isinstance(args[1], FuncVal) \
                and isinstance(args[2], FuncVal):
            operands = [vma.operand(a) for a in args[3:]]
            branches = [args[1], args[2]]
            results = [call(b, list(operands)) for b in branches]
            judge_branches(branches, results)
            return vma.joined(results)
        if name == "jax.lax.switch" and len(args) >= 2 and not kwargs:
            branches = args[1].items if isinstance(args[1], ListVal) else args[1]
            if not isinstance(branches, tuple) or not branches or not all(isinstance(b, FuncVal) for b in branches):
                return None
            operands = [vma.operand(a) for a in args[2:]]
            results = [call(b, list(operands)) for b in branches]
            judge_branches(list(branches), results)
            return vma.joined(results)
        if name == "jax.lax.map" and len(args) == 2 and set(kwargs) <= {"batch_size"} and isinstance(args[0], FuncVal):
            return vma.stacked(vma.operand(call(args[0], [vma.sliced(args[1])])))
        return None

    def _mark_maybe_run(self, findings: list[Finding]) -> None:
        """A finding inside an `except` block whose `try` body may complete: information, naming the `try`."""
        stmt = self.maybe_handlers[-1]
        line = getattr(stmt, "lineno", "?")
        self._as_information(findings, stmt, f"only if the `try` body at line {line} raises: this `except` block "
                             f"runs then", "the `try` whose handler this is", only_if_raised=line)

    def _mark_undecided_test(self, findings: list[Finding], test: ast.AST | None = None) -> None:
        """A finding under a test the analysis could not answer though the program fixes it
        (_program_fixes_answer): information, naming the test."""
        test = test if test is not None else self.undecided_tests[-1]
        line = getattr(test, "lineno", "?")
        marked = self._as_information(findings, test, f"only if the test at line {line} lets it run, which the "
                                      f"analysis cannot tell here", "the test that decides it", type_guard=line)
        if not self.peeking:
            self._guard_marks.extend((test, f, saved) for f, saved in marked)

    def _as_information(self, findings: list[Finding], stmt: ast.AST, why: str, label: str, **data) -> list:
        """Makes findings information, saying why and pointing at `stmt`; returns each with what it was."""
        line = getattr(stmt, "lineno", "?")
        marked = []
        for f in findings:
            if "caught_at" in f.data:
                continue
            marked.append((f, (f.severity, f.message, f.data, f.related)))
            f.severity = "information"
            f.message = f"{f.message} ({why})"
            f.data = dict(f.data, caught_at=line, **data)
            f.related = list(f.related) + [Related(self.source.span(stmt), label)]
        return marked

    def _certain_on_every_branch(self, marked: list[list]) -> None:
        """A finding every branch of a type test makes (`run on the GPU if there is one, else lower for CUDA`:
        the same kernel error either way) does not depend on the test: it is put back as it was."""
        if len(marked) < 2 or not all(marked):
            return
        keys = [{(f.code, f.path, f.span.line, f.span.col) for _, f, _ in block} for block in marked]
        common = set.intersection(*keys)
        for block in marked:
            for _, f, (severity, message, data, related) in block:
                if (f.code, f.path, f.span.line, f.span.col) in common:
                    f.severity, f.message, f.data, f.related = severity, message, data, related

    def mark_caught_at(self, rule, findings: list[Finding], call: ast.AST | None) -> None:
        """For a finding judged after the run (a deferred rule) at `call`: caught by the handlers around it."""
        handlers = self.handlers_at.get(call) if call is not None else None
        if handlers:
            self._mark_caught(rule, findings, handlers)

    def mark_undecided_at(self, findings: list[Finding], tests: list) -> None:
        """For a finding judged after the run: made only under an undecided test the program fixes (at the
        creation, or at every run of the call that raises), information."""
        test = next((t for t in map(self.fixed_test, tests) if t is not None), None)
        if test is not None:
            saved, self.peeking = self.peeking, True   # (no branch bookkeeping after the run)
            try:
                self._mark_undecided_test(findings, test)
            finally:
                self.peeking = saved

    def _mark_caught(self, rule, findings: list[Finding], handlers: Iterable[Handler] | None = None) -> None:
        """A certain error that an enclosing handler catches is information, naming the handler."""
        exception = getattr(rule, "exception", None) or "Exception"
        for handler in reversed(list(self.handlers if handlers is None else handlers)):
            caught = handler_catches(handler, exception)
            if caught is False:
                continue
            line = getattr(handler.node, "lineno", "?")
            where = f"line {line}"
            if handler.path is not None and handler.path != self.path:
                where = f"{Path(handler.path).name}:{line}"   # an importer's `try` around the import
            what = {"except": "the `try`/`except`", "call": f"the expecting call {_call_shown(handler.node)}",
                    "finally": "the `finally:` that returns (or breaks, continues) and drops it"}.get(
                handler.kind, "the expecting `with` block")
            for f in findings:
                f.severity = "information"
                f.message = f"{f.message} (the {exception} is caught by {what} at {where})"
                f.data = dict(f.data, caught_at=line)
                here = None if handler.path in (None, f.path) else handler.path
                f.related = list(f.related) + [Related(handler.span, "the error is caught here", here)]
            return

    def _axis_names(self, kwargs: dict) -> Any:
        if "axis_names" not in kwargs:
            return None
        value = kwargs["axis_names"]
        if isinstance(value, frozenset):
            return value if value else None  # frozenset() is the default: all axes
        names = as_str_tuple(value)
        return frozenset(names) if names is not None else UNKNOWN

    def _axis_set(self, value: Any) -> frozenset | None:
        if value is None:
            return None
        if isinstance(value, frozenset):
            return value
        names = as_str_tuple(value)
        return frozenset(names) if names is not None else frozenset({UNKNOWN})

    def _located(self, ctx: Ctx, node: ast.AST) -> Ctx:
        """Remembers where (file and span) the context mesh was set, for related locations across files."""
        return ctx.with_(origin_path=self.path, origin_span=self.source.span(node))

    def _set_mesh_ctx(self, mesh: Any, node: ast.AST) -> Ctx:
        if mesh is None:
            # clearing with set_mesh(None) works in the jax versions the rules know best; older ones raise
            return self._keeping_legacy(EMPTY) if tuple(self.jax_version) >= (0, 10, 0) else UNKNOWN_CTX
        if isinstance(mesh, MeshVal) and mesh.kind == "Mesh" and mesh.problem is None:
            if mesh.types is not None and "Manual" in mesh.types:
                return UNKNOWN_CTX  # set_mesh raises; the rule for that says so
            return self._keeping_legacy(self._located(mesh_ctx(mesh, node, "global"), node))
        return UNKNOWN_CTX

    def _keeping_legacy(self, ctx: Ctx) -> Ctx:
        """set_mesh / use_abstract_mesh inside a legacy `with mesh:` leave its resource environment in place
        (pjit still resolves bare specs with it: checked under jax 0.10.2)."""
        old = self.ctx
        if old.legacy_with is None or not ctx.known:
            return ctx
        return ctx.with_(legacy_with=old.legacy_with, legacy_path=old.legacy_path, legacy_span=old.legacy_span,
                         legacy_mesh=old.legacy_mesh)

    def _shape_value(self, node: ast.AST) -> Any:
        """A literal, or what the analysis knows of the expression in the frame of the mesh being built."""
        try:
            return ast.literal_eval(node)
        except Exception:
            pass
        frame = self._shape_frame
        if frame is None:
            return UNKNOWN
        value = self.peek(node, frame)
        return value.items if isinstance(value, ListVal) else value

    def _devices_shape(self, node: ast.AST, depth: int = 0) -> tuple | None:
        """The shape of a devices array expression, when it is spelled out (reshape, slicing, create_device_mesh),
        also through a name bound once to one in the same function (`devices = np.asarray(...).reshape(shape)`)."""
        frame = getattr(self, "_shape_frame", None)
        if isinstance(node, ast.Name) and depth < 3 and frame is not None and isinstance(
                frame.func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            from .rules.all_gather_specs import PARAMETER, reaching_definition
            from .rules.migration.syntax import scope_parents
            try:
                found = reaching_definition(node.id, node, frame.func, self.tree, scope_parents(self, frame.func))
            except Exception:
                found = None
            if found is not None and found[0] is not PARAMETER and not found[1] and isinstance(found[0], ast.expr):
                return self._devices_shape(found[0], depth + 1)
            return None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "reshape":
            dims = node.args[0] if len(node.args) == 1 and isinstance(node.args[0], ast.Tuple) else None
            elts = dims.elts if dims is not None else node.args
            values = [self._shape_value(e) for e in elts]
            if len(values) == 1 and isinstance(values[0], tuple):
                values = list(values[0])   # `.reshape(config.shape)`
            shape = tuple(values)
            return shape if shape and all(isinstance(s, int) and not isinstance(s, bool) and s > 0
                                          for s in shape) else None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            s = node.slice
            try:
                lo = ast.literal_eval(s.lower) if s.lower is not None else 0
                hi = ast.literal_eval(s.upper) if s.upper is not None else None
            except Exception:
                return None
            if isinstance(lo, int) and isinstance(hi, int) and s.step is None and hi > lo >= 0:
                return (hi - lo,)
        if isinstance(node, ast.Call):
            name = self._callee_name(node, self.module_frame)
            if name and name.endswith("create_device_mesh") and node.args:
                try:
                    shape = ast.literal_eval(node.args[0])
                    return tuple(shape) if isinstance(shape, (tuple, list)) else None
                except Exception:
                    return None
        return None

    # ------------------------------------------------------------------ inlining user functions
    def call_function(self, func: FuncVal, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                      unknown_args: bool = False, tracing: bool = False, entering_cm: bool = False) -> Any:
        fnode = func.node
        if not self.peeking:
            self._forget_facts(frame)   # (a property's getter, an operator's dunder: code of ours runs here)
        if self.peeking:
            return self._peeked_return(func, args, kwargs, unknown_args)
        if fnode in self.altered_functions:
            # `f.__defaults__ = (...)`, `f.__code__ = g.__code__`: what runs is not the text
            self._after_unknown_call(UNKNOWN, node, frame, list(args) + list(kwargs.values()))
            return UNKNOWN
        if func.wrappers and func.wrappers[0] == ("memoized",):
            # functools.cache / lru_cache: equal arguments give the very object the first call returned (a
            # shard_map factory reused under another mesh); the body runs once per key
            key = _memo_key(fnode, func, args, kwargs) if not unknown_args and not self.optional_depth else None
            memo = self.__dict__.setdefault("_memoized_results", {})
            if key is not None and key in memo:
                return memo[key][0]
            result = self.call_function(FuncVal(fnode, func.wrappers[1:], func.closure, func.bound_args,
                                                func.bound_kwargs, func.defaults), args, kwargs, node, frame, unknown_args, tracing,
                                        entering_cm)
            if key is not None:
                memo[key] = (result, func, tuple(args), dict(kwargs))   # (kept alive: the key holds their ids)
            return result
        if func.wrappers and isinstance(func.wrappers[0], tuple) and func.wrappers[0][:1] == ("entered",):
            return self._call_entered(func, args, kwargs, node, frame, unknown_args, tracing)
        if any(w == ("contextmanager",) for w in func.wrappers) and not entering_cm:
            if not self._runs_later(fnode):
                self.call_function(func, args, kwargs, node, frame, unknown_args, tracing, entering_cm=True)
                return NoGeneratorCM()
            return UserCM(func, tuple(args), tuple(kwargs.items()), node, frame) if not unknown_args else UserCM(func)
        if self._runs_later(fnode) and not entering_cm and self.driving is not fnode:
            # the body runs when the generator is advanced (next(), a loop, a fixture runner): at some point we
            # do not follow; from here on the context mesh is unknown if the body may change it. The body itself
            # is judged as a function nobody in view calls, or where a for loop iterates over the generator.
            header = isinstance(fnode, ast.FunctionDef) and any(node is h for h in self.loop_header)
            if self._mutates(fnode) and not header:
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            if isinstance(fnode, ast.FunctionDef):
                return GenVal(func, tuple(args), tuple(kwargs.items()), node, unknown_args)
            return UNKNOWN
        if self.driving is fnode:
            self.driving = None
        # recursion: the same def with the same closure (one decorator's `wrapper` around two functions is two
        # closures of one def: a wrapped function calling another wrapped one is not recursion)
        recursive = any(n is fnode and c is func.closure for n, c in zip(self.call_stack, self.call_closures))
        if (recursive and not _constant_args(args, kwargs)) or len(self.call_stack) >= self.max_depth:
            self.cut_calls.add(fnode)
            self.raise_events += 1   # (not followed: it may raise anything)
            if self._mutates(fnode):
                self.ctx = UNKNOWN_CTX
            return UNKNOWN
        rule = self.custom_rules.get(fnode) if self.differentiating and func.wrappers in _CUSTOM_RULED else None
        if rule is not None and not unknown_args and not kwargs:
            # differentiated: JAX traces the fwd (custom_vjp) or jvp (custom_jvp) rule, whose first output is
            # the primal result
            kind, rules = rule
            given = list(func.bound_args) + list(args)
            if kind == "defvjp":
                out = self.call_function(rules[0], given, {}, node, frame, tracing=True)
                if self.backward_passes and len(rules) > 1 and isinstance(out, tuple) and len(out) == 2:
                    # bwd(residuals, cotangent): the cotangent is shaped and sharded like the primal output
                    self.backward_passes[-1].append((rules[1], [out[1], out[0]], node, frame))
            else:
                out = self.call_function(rules[0], [tuple(given), tuple(given)], {}, node, frame, tracing=True)
            return out[0] if isinstance(out, tuple) and len(out) == 2 else UNKNOWN
        if any(isinstance(w, tuple) and w[:1] == ("pipeline",) for w in func.wrappers) \
                and isinstance(fnode, (ast.FunctionDef, ast.Lambda)):
            # an emit_pipeline stage: called with (indices, *SMEM windows), none of them what the pipeline got
            args, kwargs = [UNKNOWN] * len(fnode.args.posonlyargs + fnode.args.args), {}
        mapping = [w for w in func.wrappers if isinstance(w, tuple) and w[:2] in array_ops.MAPPING_WRAPPERS]
        mapped_call = None
        if mapping:
            # vmap / pmap: the body sees one slice of each mapped argument (one rank less, the mapped dimension's
            # sharding gone), not the array the caller passed; which dimension, where one vmap's in_axes say
            sliced = array_ops.vmapped_arguments(mapping[0][2], args, kwargs) \
                if len(mapping) == 1 and mapping[0][1] == "jax.vmap" and len(mapping[0]) > 2 else None
            if sliced == "raises" and not self.peeking:
                raise _Raise()   # (an unmapped argument sharded over the vmapped mesh axis: no rule of ours)
            if isinstance(sliced, tuple):
                mapped_call = (mapping[0], args, kwargs)   # (what the outputs get their mapped dimension from)
                args, kwargs = sliced
            else:
                args = [array_ops.one_slice(a) for a in args]
                kwargs = {k: array_ops.one_slice(v) for k, v in kwargs.items()}
        body_ctx = self.ctx
        restore_after = False
        traced = tracing or any(isinstance(w, ShardMapWrap) or (isinstance(w, tuple) and (
            w[:1] == ("traced",) or (w and w[0] in _PJIT_WRAPPERS))) for w in func.wrappers)
        lowers_after = False
        if traced and body_ctx.status == "mesh" and body_ctx.origin_kind == "abstract" and body_ctx.shard_map is None \
                and body_ctx.abstract_only is not False and not _all_auto(body_ctx):
            # run under use_abstract_mesh alone, jax asks for lowering_platforms ("required when only AbstractMesh
            # exists") when it first executes something. Inside an enclosing trace, or under a wrapper that stages
            # the body (jit, checkpoint, shard_map), the body is traced first and its errors come first; under
            # grad/vmap alone its first primitive executes at once (checked under jax 0.10.2): not predicted.
            if not tracing and not any(_stages_body(w) for w in func.wrappers):
                body_ctx = UNKNOWN_CTX.with_(kernel=body_ctx.kernel)
                restore_after = True
            elif not tracing and _stages_body(func.wrappers[0]):
                # called outside any trace: lowered (and refused) once traced; with a caller's concrete mesh
                # possibly under the abstract one, whether it is refused is not known
                lowers_after = "raises" if body_ctx.abstract_only else "unknown"
        before_arguments = body_ctx   # a shard_map right under jax.jit compares meshes before touching them
        if traced and not tracing and not self.peeking and _argument_on_other_mesh(self, node, frame, body_ctx):
            # an argument sharded over another mesh than the context one: JAX refuses the first primitive that
            # touches it ("context mesh ... should match the aval mesh"), before anything the rules know
            body_ctx = UNKNOWN_CTX.with_(kernel=body_ctx.kernel)
            restore_after = True
        resharded_out: list = []   # (auto_axes wrapper, the context it was called in): its result is resharded
        for wrapper in func.wrappers:
            # the outermost wrapper checks its mesh when called, before anything is traced
            call_ctx = self.ctx if wrapper is func.wrappers[0] else body_ctx
            if isinstance(wrapper, JitShardingsWrap):
                self._judge_wrapper_call(JIT_SHARDINGS_CALL, node, frame, call_ctx, wrapper, called=not tracing)
            if isinstance(wrapper, ShardMapWrap):
                # (right under jax.jit, its mesh is compared with the context one before any argument is touched)
                mesh_ctx_here = before_arguments if wrapper is not func.wrappers[0] and _only_jit(
                    func.wrappers[:func.wrappers.index(wrapper)]) else call_ctx
                self._judge_wrapper_call(SHARD_MAP_CALL, node, frame, mesh_ctx_here, wrapper, called=not tracing)
                if not tracing and isinstance(node, ast.Call) and not self.peeking:
                    # the inputs are checked at every call, not only the first (which binds the mesh); `jitted`:
                    # only jax.jit around it, which passes the arguments on as they are (vmap would not)
                    saved_call_ctx, self.ctx = self.ctx, call_ctx
                    try:
                        self._run_rules(SHARD_MAP_INPUTS, node, [], {
                            "wrapper": wrapper, "jitted": _only_jit(func.wrappers[:func.wrappers.index(wrapper)]),
                            # the arguments' values, one per argument written at the call (`f(load())`)
                            "values": None if func.bound_args or unknown_args else tuple(args)},
                            frame)
                    finally:
                        self.ctx = saved_call_ctx
                body_ctx = self._shard_map_ctx(wrapper, body_ctx)
                restore_after = True
                if body_ctx is None:   # shard_map itself raises before tracing the body
                    return UNKNOWN
            if isinstance(wrapper, tuple) and wrapper and wrapper[0] in _PJIT_WRAPPERS:
                legacy = self._pjit_body_ctx(body_ctx)
                if legacy is not None:
                    body_ctx, restore_after = legacy, True
            if isinstance(wrapper, tuple) and wrapper[0] == "pjit" and not self.peeking:
                # bare PartitionSpecs: resolved against the legacy `with mesh:` at the call (rules/pjit.py)
                self._run_rules(PJIT_CALL, node, [], {"pjit": wrapper[1], "pjit_path": wrapper[2],
                                                      "in_shardings": wrapper[3], "out_shardings": wrapper[4]}, frame)
            elif isinstance(wrapper, tuple) and wrapper[0] == "kernel":
                if self.lowering_traces and not self.peeking:
                    # (pallas_call checks its specs here, before it traces the body: rules/mosaic_gpu.py)
                    self._run_rules(KERNEL_CALLED, node, [], {"kernel": wrapper[1], "reach": wrapper[2]}, frame)
                body_ctx = body_ctx.with_(kernel=wrapper[1])
                restore_after = True
            elif isinstance(wrapper, tuple) and wrapper[:2] == ("traced", "jax.pmap"):
                # pmap lowers its body through a shard_map over a one-axis Auto mesh named after axis_name (jax
                # 0.10.2), which must match a context mesh set by jax.set_mesh; the body's context (Manual axes
                # of a device mesh) is not modelled
                if len(wrapper) > 3 and not self.peeking:
                    self._run_rules(SHARD_MAP_CALL, node, [], {"pmap": wrapper[2], "pmap_node": wrapper[3]}, frame)
                body_ctx = UNKNOWN_CTX.with_(kernel=body_ctx.kernel)
                restore_after = True
            elif isinstance(wrapper, tuple) and wrapper[0] in ("jax.sharding.auto_axes", "jax.sharding.explicit_axes"):
                if wrapper[0] == "jax.sharding.explicit_axes":
                    self._judge_wrapper_call(EXPLICIT_AXES_CALL, node, frame, call_ctx, wrapper, called=not tracing)
                resharded_out.append((wrapper, body_ctx))
                outer_ctx = body_ctx
                body_ctx = self._axes_override_ctx(wrapper, body_ctx)
                restore_after = True
                if body_ctx is None:
                    return UNKNOWN
                # a NamedSharding in_sharding keeps its own mesh and axis types: judged as a reshard at the call
                self._judge_explicit_axes_in(wrapper, outer_ctx if isinstance(wrapper[2], NamedShardingVal)
                                             else body_ctx, node, frame)
        if func.bound_args or func.bound_kwargs:
            args = list(func.bound_args) + list(args)
            kwargs = {**dict(func.bound_kwargs), **kwargs}
        self.analysed_funcs.add(fnode)
        callee_frame = Frame(env={}, parent=self.live_closure(func.closure) if isinstance(func.closure, Frame)
                             else self.module_frame,
                             func=fnode, local_names=self._locals(fnode))
        if traced and _outputs_are_arrays(func.wrappers):
            # traced, a NumPy argument is a tracer: a jax.Array to isinstance, replicated as the host array was
            args = [_traced_host(a) for a in args]
            kwargs = {k: _traced_host(v) for k, v in kwargs.items()}
        if func.wrappers and not all(_keeps_sizes(w) for w in func.wrappers):
            # a shard_map body, a kernel, a vmapped function gets blocks, refs or slices: not the sizes outside
            args, kwargs = [_without_sizes(a) for a in args], {k: _without_sizes(v) for k, v in kwargs.items()}
        self._bind_params(fnode, [] if unknown_args else args, {} if unknown_args else kwargs, callee_frame,
                          known=not unknown_args, defaults=func.defaults)
        typed = None
        if not (unknown_args or self.peeking or tracing) and func.wrappers:
            try:
                typed = self._type_shard_map_args(func, fnode, args, kwargs, callee_frame, node, frame)
            except (_Raise, _Return, _Unknowable, RecursionError):
                raise
            except Exception as exc:  # a bug here must not take the analysis down: untyped, logged like a rule's
                self.rule_errors.append(f"shard_map argument typing failed at line {getattr(node, 'lineno', '?')}: "
                                        f"{type(exc).__name__}: {exc}")
        self.tracking_vma += typed is not None
        if typed is not None:
            self.vma_manual.append(typed.axis_names)
            spoiled_before, self.vma_spoiled = self.vma_spoiled, False
        saved_ctx, saved_chain = self.ctx, self.chain
        saved_module = (self.tree, self.source, self.path)
        self.ctx = body_ctx
        plain = not traced and not unknown_args and self.ctx.kernel is None and all(
            w == ("contextmanager",) for w in func.wrappers)
        self.chain = self.chain + (CallRef(node, self.path, self.source.span(node), plain, frame),)
        home = callee_frame.root().module
        if home is not None and home.source is not self.source:
            self.tree, self.source, self.path = home.tree, home.source, home.path
            self.modules_seen.setdefault(id(home.source), (home.tree, home.source, home.path))
        self.call_stack.append(fnode)
        self.call_closures.append(func.closure)
        self.exits.append(_Exits())
        self.tracing += traced
        differentiates = any(isinstance(w, tuple) and len(w) > 1 and w[1] in _DIFFERENTIATING for w in func.wrappers)
        self.differentiating += differentiates
        backward = any(isinstance(w, tuple) and len(w) > 1 and w[1] in _REVERSE_MODE for w in func.wrappers)
        if backward:
            self.backward_passes.append([])
        result: Any = None
        enters_kernel = any(isinstance(w, tuple) and w[:1] == ("kernel",) for w in func.wrappers)
        # a jitted function called outside any trace is traced, then lowered: a lowering error (a Mosaic GPU
        # kernel's) happens only if the whole trace succeeds (lowering_trace holds it until then)
        lowers = not tracing and self.tracing == traced and not self.peeking and not self.lowering_traces \
            and bool(func.wrappers) and _lowers_when_called(func.wrappers[0])
        try:
            if lowers:
                with self.lowering_trace():
                    result = self._run_body(fnode, callee_frame)
                    if backward:
                        self._backward_pass(self.backward_passes[-1])
            else:
                result = self._run_body(fnode, callee_frame)
                if backward:
                    self._backward_pass(self.backward_passes[-1])
        except _Unknowable:
            if not enters_kernel:
                raise
            result = UNKNOWN
            if self.lowering_traces:  # the trace may not get to the lowering: its held errors are unsure
                held = self.lowering_traces[-1]
                self.records[:] = [r for r in self.records if not any(r is h for h in held)]
                held.clear()
        finally:
            self.tracing -= traced
            self.differentiating -= differentiates
            if backward:
                self.backward_passes.pop()
            self.tracking_vma -= typed is not None
            if typed is not None:
                self.vma_manual.pop()
                spoiled, self.vma_spoiled = self.vma_spoiled, spoiled_before
            self.exits.pop()
            self.call_stack.pop()
            self.call_closures.pop()
            self.chain = saved_chain
            self.tree, self.source, self.path = saved_module
            if restore_after:
                self.ctx = saved_ctx
        body_result = result   # (what the shard_map body returned: grad's forward pass checks it too)
        for wrapper in reversed(func.wrappers):   # innermost first
            if isinstance(wrapper, tuple) and len(wrapper) > 1 and wrapper[1] in _DIFFERENTIATING:
                result = _differentiated(wrapper, result, args)
        for wrapper, outer in reversed(resharded_out):
            self._judge_auto_axes_out(wrapper, outer, node, frame)
        placed = None
        if typed is not None:
            if not spoiled:
                # traced: JAX checks that the outputs replicate over the axes their out_specs leave out
                self._run_rules(SHARD_MAP_OUT, node, [], {"wrapper": typed, "result": body_result,
                                                          "function": fnode},
                                frame)
            placed = self._shard_map_output(func, result, node, saved_ctx)
            result = vma.forget(result)   # out of the body: global arrays, nothing the caller's rules know
        if func.wrappers and placed is None:
            placed = self._jit_output(func, result, node, saved_ctx)
        if func.wrappers:
            # jit's out_shardings, shard_map's out_specs, auto_axes...: what comes out is placed anew
            if placed is not None:
                result = placed
            elif all(w in _TYPE_PRESERVING or (isinstance(w, tuple) and w[:2] in _TYPED_GRADIENTS)
                     for w in func.wrappers) and not self.tracking_vma:
                # checkpoint / remat / named_call stage nothing new: an array comes out typed as the body made it;
                # grad / value_and_grad give the value as the body made it and gradients typed as their
                # arguments (vma.cotangent: only where the argument's sharding is certain)
                result = _transformed_outputs(result, keep_types=True, scalars=_rank0_on(saved_ctx, node))
            elif mapped_call is not None and not self.tracking_vma and all(
                    w is mapped_call[0] or w in _TYPE_PRESERVING or (isinstance(w, tuple) and w[:2] == ("traced", "jax.jit")
                                                                     and len(w) == 2) for w in func.wrappers) \
                    and (mapped := array_ops.vmapped_outputs(mapped_call[0][2], mapped_call[0][3], mapped_call[1],
                                                             mapped_call[2], result)) is not None:
                result = mapped   # (a plain jit around keeps an Explicit type as it is)
            elif _outputs_are_arrays(func.wrappers) and not self.tracking_vma:
                result = _transformed_outputs(result, keep_explicit=_only_jit(func.wrappers),
                                              scalars=_rank0_on(saved_ctx, node))
            elif all(isinstance(w, tuple) and w[:1] == ("traced",) and w[1:2] in (("jax.custom_vjp",),
                                                                                  ("jax.custom_jvp",))
                     for w in func.wrappers) and not self.tracing:
                pass   # custom_vjp / custom_jvp called eagerly: what the body returned, as it is
            else:
                result = _without_arrays(result)
        if lowers_after and not self.peeking:
            # traced (its errors judged above), then lowered: "lowering_platforms ... is required"
            raise _Raise() if lowers_after == "raises" else _Unknowable()
        return result

    def _jit_output(self, func: FuncVal, result: Any, node: ast.AST, call_ctx: Ctx) -> Any:
        """`jax.jit(f, out_shardings=P(...))(x)` under an all-Explicit context mesh, f returning arrays of known
        rank (one, or a tuple of them with a tuple of shardings or one for all): each is sharded as out_shardings
        says (its type carries it). None when any of that is not known."""
        wraps = [w for w in func.wrappers if isinstance(w, JitShardingsWrap)]
        if len(wraps) != 1 or not _only_jit([w for w in func.wrappers if w is not wraps[0]]):
            return None
        if call_ctx.status != "mesh" or call_ctx.shard_map is not None or call_ctx.kernel is not None:
            return None
        target = wraps[0].out_shardings
        if isinstance(target, ObjVal) and target.kind == "dict" and not target.escaped:
            # `out_shardings={"w": NamedSharding(mesh, P(...)), ...}` for a dict of that very structure
            shardings, arrays = pytrees.flatten(target), pytrees.flatten(result)
            if shardings is None or arrays is None or shardings[2] != arrays[2] or "?" in repr(arrays[2]):
                return None
            placed_leaves = [self._jit_placed(r, t, node, call_ctx) for r, t in zip(arrays[0], shardings[0])]
            return None if any(p is None for p in placed_leaves) else arrays[1](placed_leaves)
        if isinstance(result, tuple) and result:
            targets = target if isinstance(target, tuple) else (target,) * len(result)
            if len(targets) != len(result):
                return None
            placed = tuple(self._jit_placed(r, t, node, call_ctx) for r, t in zip(result, targets))
            return None if any(p is None for p in placed) else placed
        return self._jit_placed(result, target, node, call_ctx)

    def _jit_placed(self, result: Any, target: Any, node: ast.AST, call_ctx: Ctx) -> ArrayVal | None:
        """One output array placed by one out_shardings entry (a PartitionSpec, or a NamedSharding on the
        context mesh)."""
        mesh, types = call_ctx.mesh, call_ctx.types
        if not isinstance(result, ArrayVal) or result.ndim is None:
            return None
        if isinstance(target, NamedShardingVal):
            if not (isinstance(target.mesh, MeshVal) and isinstance(mesh, MeshVal) and target.mesh.same_mesh(mesh)):
                return None
            target = target.spec
        spec = spec_of(target) if isinstance(target, PSpecVal) else None
        if spec is None or spec.reduced or spec.unreduced or U in spec.parts or not isinstance(mesh, MeshVal) \
                or mesh.problem is not None or types is None or any(t != "Explicit" for t in types) \
                or not sizes_settled(mesh, self) \
                or not set(spec.axes()) <= set(mesh.names) or len(spec.parts) > result.ndim:
            return None
        return ArrayVal(spec, mesh, tuple(types), node, result.ndim)

    def _shard_map_output(self, func: FuncVal, result: Any, node: ast.AST, call_ctx: Ctx) -> ArrayVal | None:
        """The global array a shard_map call returns, when its body returned one array (a tracked one) and its
        out_specs is one plain PartitionSpec: sharded as out_specs says over the shard_map's mesh (with only jax.jit
        around the shard_map, which hands it on as it is)."""
        at = next((i for i, w in enumerate(func.wrappers) if isinstance(w, ShardMapWrap)), None)
        if at is None or not _only_jit(func.wrappers[:at]) or not isinstance(result, Varying):
            return None
        wrap = func.wrappers[at]
        if wrap.axis_names is not None:
            return None   # manual over some axes only: the others (Explicit ones too) stay in the output's type
        spec = spec_of(wrap.out_specs)
        mesh = wrap.mesh if wrap.mesh is not None else (call_ctx.mesh if call_ctx.status == "mesh" else None)
        if spec is None or spec.reduced or spec.unreduced or U in spec.parts or not isinstance(mesh, MeshVal) \
                or mesh.problem is not None or mesh.types is None or not set(spec.axes()) <= set(mesh.names):
            return None
        if result.ndim is not None and len(spec.parts) > result.ndim:
            return None
        return ArrayVal(spec, mesh, mesh.types, node, result.ndim)

    def _type_shard_map_args(self, func: FuncVal, fnode: ast.AST, args: list, kwargs: dict, frame: Frame,
                             call: ast.AST, caller_frame: Frame) -> ShardMapWrap | None:
        """A function whose innermost wrapper is a replication-checking jax.shard_map, called with arguments
        we can count: its parameters become arrays varying over the Manual axes their in_specs name (vma.py).
        The wrapper when done, else None (nothing typed)."""
        wrap = func.wrappers[-1] if func.wrappers else None
        if not isinstance(wrap, ShardMapWrap) or wrap.check_vma is not True or wrap.in_specs is None \
                or wrap.out_specs is None or not set(kwargs) <= set(dict(func.bound_kwargs)) \
                or not _hands_on_arguments(func.wrappers[:-1]):
            return None
        manual = wrap.axis_names
        if manual is UNKNOWN:
            return None
        # over an all-Explicit mesh made all Manual, shard_map first compares each input's sharding with its
        # in_spec (shard_map.py): that error would come first, so such calls are not typed
        mesh, types = (wrap.mesh, getattr(wrap.mesh, "types", None)) if wrap.mesh is not None else \
            (self.ctx.mesh, self.ctx.types) if self.ctx.status == "mesh" and self.ctx.shard_map is None else (None, None)
        if not isinstance(mesh, MeshVal) or types is None or len(types) != len(mesh.names) or any(
                t not in ("Auto", "Explicit") for t in types):
            return None
        if all(t == "Explicit" for t in types) and (manual is None or manual >= frozenset(mesh.names)):
            # typed only when every input is known to be sharded as its in_spec says (that check passes)
            # (the argument values: a dict or tuple of arrays is judged leaf by leaf, as shard_map compares them)
            site = CallSite(call, SHARD_MAP_INPUTS, [], {"values": None if func.bound_args else tuple(args)},
                            self.ctx, caller_frame, self)
            if not isinstance(call, ast.Call) or not all(
                    v == "same" for _, v, _, _, _ in input_verdicts(site, wrap, mesh)):
                return None
        offset = len(func.bound_args)   # (`args` holds them already: `self` of a bound method, a partial's)
        given = list(args)[offset:]
        specs = wrap.in_specs.items if isinstance(wrap.in_specs, ListVal) else wrap.in_specs
        if isinstance(specs, PSpecVal):
            specs = (specs,) * len(given)
        if not isinstance(specs, tuple) or len(specs) != len(given):
            return None
        params = fnode.args.posonlyargs + fnode.args.args
        if len(args) > len(params):
            return None
        if set(kwargs) & {p.arg for p in params[:len(args)]}:
            return None   # a partial's keyword naming a parameter the call fills: a TypeError, not typed
        if manual is not None:
            # out_specs naming an axis that is not Manual: shard_map refuses them first
            outs = _spec_leaves(wrap.out_specs)
            if outs is None:
                return None
            for out in outs:
                named = vma.spec_axes(out)
                if named is None or not named <= manual:
                    return None
        typed = []
        for index, (spec, arg) in enumerate(zip(specs, given)):
            if isinstance(spec, (tuple, ListVal, ObjVal)):
                # `in_specs=({"w": P(), "b": P()}, ...)`: a tree of specs over a tree of the same structure
                made = _typed_by_spec_tree(spec, arg, manual)
                if made is None:
                    return None
                typed.append(made)
                continue
            named = vma.spec_axes(spec)
            if named is None or (manual is not None and not named <= manual):
                return None   # an in_spec naming an axis that is not Manual: shard_map refuses it first
            container = isinstance(arg, (tuple, list, ListVal, ObjVal, OneOf))
            # exactly the in_spec's axes: an argument is typed with them and nothing else (a pytree argument
            # under one spec: each of its leaves)
            flat = pytrees.flatten(arg) if container and not isinstance(arg, OneOf) else None
            if flat is not None and flat[0]:
                typed.append(flat[1]([Varying(frozenset(named), leaf.ndim if isinstance(leaf, ArrayVal) else None,
                                              True) for leaf in flat[0]]))
                continue
            typed.append(UNKNOWN if container else Varying(frozenset(named), _rank_of_argument(self, call, index,
                                                                                              caller_frame), True))
        for param, value in zip(params[offset:], typed):
            frame.env[param.arg] = value
        return wrap

    def _judge_auto_axes_out(self, wrapper: tuple, ctx: Ctx, node: ast.AST, frame: Frame) -> None:
        """auto_axes reshards the function's result to its out_sharding= in the mesh it was called in, when it
        changed the type of some axis (pjit.py _auto_axes): judged there like a jax.reshard call."""
        name, axes, sharding, _ = wrapper
        if not name.endswith("auto_axes") or not isinstance(sharding, PSpecVal) or self.peeking \
                or not isinstance(node, ast.Call) or ctx.status != "mesh" or ctx.types is None or ctx.mesh is None:
            return
        names = ctx.mesh.names if axes is None else as_str_tuple(axes)
        if names is None or all(t == "Auto" for n, t in zip(ctx.mesh.names, ctx.types) if n in names):
            return   # nothing changed: the result is returned as is
        self._judge_reshard_in(AUTO_AXES_OUT, ctx, node, sharding, frame)

    def _judge_explicit_axes_in(self, wrapper: tuple, ctx: Ctx, node: ast.AST, frame: Frame) -> None:
        """explicit_axes reshards the arguments to its in_sharding= in the mesh it made (the named axes
        Explicit) before the function runs (pjit.py explicit_axes): judged there like a jax.reshard call; a
        certain error ends the path before the body."""
        name, _, sharding, _ = wrapper
        if not name.endswith("explicit_axes") or not isinstance(sharding, (PSpecVal, NamedShardingVal)) \
                or self.peeking \
                or not isinstance(node, ast.Call) or ctx.status != "mesh" or ctx.types is None or ctx.mesh is None:
            return
        self._judge_reshard_in(EXPLICIT_AXES_IN, ctx, node, sharding, frame)

    def _judge_reshard_in(self, callee: str, ctx: Ctx, node: ast.AST, sharding: Any, frame: Frame) -> None:
        """The rules watching a pseudo-callee that reshards to `sharding` judge it under `ctx` (the mesh the
        wrapper made or was called in), not the context of the call around it."""
        saved = self.ctx
        self.ctx = ctx
        try:
            self._run_rules(callee, node, [], {"out_sharding": sharding}, frame)
        finally:
            self.ctx = saved

    def _judge_wrapper_call(self, callee: str, node: ast.AST, frame: Frame, ctx: Ctx, wrapper: Any,
                            called: bool = True, **extra) -> None:
        """The rules watching a wrapper's call (`callee` is a pseudo-callee) judge it under the context mesh the
        wrapper meets there; a certain error ends the path like any other. JAX checks the mesh at a wrapper's
        first call only (a shard_map without mesh= keeps the context mesh of its first call), so a call is judged
        only when no other call of the same wrapper object may have come before it."""
        if callee not in self.rules_by_callee or not isinstance(node, ast.Call) or self.peeking:
            return
        earlier = self._wrapper_calls(wrapper)
        judged_as_bound = False
        if not called:
            # handed to `jax.make_jaxpr` / `lax.scan` / `jax.tree.map`...: traced later, with other arguments, or
            # not at all; from here on no call of it is certainly the first
            earlier.add(None)
            return
        first = not (earlier - {node})
        if not self.silent_depth:
            earlier.add(node)
        if callee == SHARD_MAP_CALL and wrapper.mesh is None:
            bound = self._meshless_bound.get(id(wrapper))
            if bound is not None:
                # a shard_map without mesh= keeps the context mesh of its first call: every later call is judged
                # against that mesh, as if it had been passed (checked under jax 0.10.2, also under jax.jit)
                wrapper, judged_as_bound = dataclasses.replace(wrapper, mesh=bound), True
                extra = {**extra, "bound_by_first_call": True}
                if ctx.status == "empty":
                    return   # (JAX then asks for arrays with a NamedSharding: not a rule's message)
            elif first and not self.optional_depth and not self.silent_depth and None not in earlier \
                    and ctx.status == "mesh" and ctx.shard_map is None and ctx.kernel is None \
                    and isinstance(ctx.mesh, MeshVal) and ctx.types is not None and ctx.mesh.types is not None \
                    and tuple(ctx.types) == tuple(ctx.mesh.types) and not ctx.alternatives:
                self._meshless_bound[id(wrapper)] = ctx.mesh
        # jit resolves bare PartitionSpecs again at a call under another context mesh (its cache is keyed by
        # it: checked under jax 0.10.2), explicit_axes reads the context mesh at each call, and a shard_map given
        # mesh= compares it with the context mesh at each call (also under jax.jit, which traces again under
        # another context mesh), so every call of those is judged
        every_call = callee in (JIT_SHARDINGS_CALL, EXPLICIT_AXES_CALL) or (
            callee == SHARD_MAP_CALL and getattr(wrapper, "mesh", None) is not None)
        if (not first or self.optional_depth) and not every_call and not judged_as_bound:
            return  # a call some paths skip: whether jax makes it depends on the run (as the deferred rule judges)
        saved = self.ctx
        self.ctx = ctx
        try:
            self._run_rules(callee, node, [], {"wrapper": wrapper, **extra}, frame)
        finally:
            self.ctx = saved

    def _with_jit_shardings(self, func: FuncVal, name: str, kwargs: dict, node: ast.AST) -> FuncVal:
        """`jax.jit(f, in_shardings=..., out_shardings=...)` keeps its shardings: they are judged at its calls."""
        if name != "jax.jit" or not ("in_shardings" in kwargs or "out_shardings" in kwargs):
            return func
        self._made_wrappers = True
        return func.wrapped(JitShardingsWrap(kwargs.get("in_shardings"), kwargs.get("out_shardings"), node, self.path))

    def _map_or_filter(self, name: str, func: Any, seq: Any, node: ast.AST, frame: Frame) -> tuple | None:
        """`filter(lambda s: s > 100, sizes)`, `map(str, names)` over a short known sequence: the items, each
        worked out as a peek (the function really runs where the items are taken). None when not known."""
        items = builtin_values._items(seq)   # (a dict's keys too)
        if not isinstance(items, tuple) or len(items) > 64:
            return None
        # worked out here only when that is pure: a builtin (str, tuple), or a lambda calling nothing
        pure = func is None and name == "builtins.filter" or (
            isinstance(func, QualName) and func.name.startswith("builtins.")) or (
            isinstance(func, FuncVal) and isinstance(func.node, ast.Lambda) and not func.wrappers
            and not any(isinstance(n, ast.Call) for n in astwalk.walk(func.node.body)))
        # any other lambda is read as a peek: what it gives when that is known (`k.startswith("embed")`),
        # without running what it calls
        peeked = not pure and isinstance(func, FuncVal) and isinstance(func.node, ast.Lambda) and not func.wrappers
        if not pure and not peeked:
            if name != "builtins.map" or not _may_be_called(func):
                return None
            # `map(kernel, xs)`, `map(step, batches)`: what it gives is not worked out, but its calls run where
            # the items are taken
            return self._lazily(IterVal((UNKNOWN,) * len(items)), lambda: [
                self.apply(func, [item], {}, node, frame) for item in items], node)
        out = []
        for item in items:
            if func is None:
                value = item
            elif peeked:
                value = self._peeked_return(func, [item], {}, False)
            else:
                try:
                    value = self.apply(func, [item], {}, node, frame)
                except (_Raise, _Return, _Unknowable):
                    return None
            if name == "builtins.map":
                out.append(value)
                continue
            truth = _test_truth(value)
            if truth is None:
                return None
            if truth:
                out.append(item)
        if peeked and name == "builtins.map":
            return self._lazily(IterVal(out), lambda: [self.apply(func, [item], {}, node, frame) for item in items],
                                node)
        return IterVal(out)

    def _tree_call(self, node: ast.Call) -> ast.Call:
        """`jax.tree.map(f, a, b)` as `f(a, b)` at the same place (one node per call, as _as_function_call)."""
        return self._rewritten_call(node, lambda: ast.Call(func=node.args[0], args=list(node.args[1:]), keywords=[]))

    def _as_function_call(self, node: ast.Call) -> ast.Call:
        """`x.repeat(n, axis=0)` as `jnp.repeat(x, n, axis=0)`: the same place in the file (one node per call, so
        what the rules record of it stays together)."""
        return self._rewritten_call(node, lambda: ast.Call(func=node.func, args=[node.func.value] + list(node.args),
                                                           keywords=list(node.keywords)))

    def _rewritten_call(self, node: ast.Call, make: Callable[[], ast.Call]) -> ast.Call:
        """The call `make` builds in place of `node`, made once and located where `node` is written."""
        made = self._method_calls.get(node)
        if made is None:
            made = make()
            ast.copy_location(made, node)
            made.end_lineno, made.end_col_offset = node.end_lineno, node.end_col_offset
            self._method_calls[node] = made
            self._written_call[made] = node
        return made

    # ------------------------------------------------------------------ environment variables the program set
    def _environ_written(self, key: Any, value: Any) -> None:
        """`os.environ["K"] = "1"` / `os.environ.pop("K")` / `del os.environ["K"]` (value None: unset). Known
        after a write on a path that certainly runs; any other write of it, or of a key not known, forgets."""
        if self.peeking:
            return
        if not isinstance(key, str):
            self.environ_set.clear()
        elif (value is None or isinstance(value, str)) and not (
                self.optional_depth or self.branch_depth or self.alternative_depth):
            self.environ_set[key] = value
        else:
            self.environ_set.pop(key, None)

    def _environ_call(self, name: str, args: list, kwargs: dict) -> Any:
        """A read or write of os.environ by a call; _NOT_ENVIRON when the call is none of those."""
        key = args[0] if args else kwargs.get("key", UNKNOWN)
        if name in ("os.environ.get", "os.getenv"):
            if isinstance(key, str) and key in self.environ_set and len(args) <= 2:
                held = self.environ_set[key]
                return held if held is not None else (args[1] if len(args) > 1 else kwargs.get("default"))
            return _NOT_ENVIRON
        if name == "os.environ.pop":
            held = self.environ_set.get(key, UNKNOWN) if isinstance(key, str) else UNKNOWN
            self._environ_written(key, None)
            if held is None and len(args) > 1:
                return args[1]
            return held if isinstance(held, str) else UNKNOWN
        if name == "os.environ.setdefault":
            held = self.environ_set.get(key, UNKNOWN) if isinstance(key, str) else UNKNOWN
            if isinstance(held, str):
                return held
            if held is None and len(args) > 1 and isinstance(args[1], str):
                self._environ_written(key, args[1])
                return args[1]
            self._environ_written(key, UNKNOWN)
            return UNKNOWN
        if name.rsplit(".", 1)[1] in ("update", "clear", "popitem", "__setitem__", "__delitem__"):
            self.environ_set.clear()   # (keys it writes are not known)
        return _NOT_ENVIRON

    @staticmethod
    def _unflattened(treedef: "TreeDefVal", leaves: Any) -> Any:
        """`jax.tree.unflatten(treedef, leaves)`: the structure around the leaves, when they are as many as it has
        (a list of unknown length whose every item is one value puts that value at every leaf: any other length
        raises). UNKNOWN otherwise."""
        options = []
        for option in alternatives(leaves):
            items = option.items if isinstance(option, ListVal) else option
            if isinstance(option, SeqOf):
                items = (option.element,) * treedef.count
            if not isinstance(items, tuple) or len(items) != treedef.count:
                return UNKNOWN
            options.append(treedef.rebuild(list(items)))
        return join_values(*options)

    def _is_leaf_predicate(self, kwargs: dict):
        """jax's `is_leaf=` as a function of a subtree giving True, False or None (not known); None when not given,
        False when it is not a function of ours that can be read."""
        predicate = kwargs.get("is_leaf")
        if predicate is None:
            return None
        # jax asks it of every subtree, top down: where its answer is not known, neither is the structure
        if not (isinstance(predicate, FuncVal) and not predicate.wrappers):
            return False

        def is_leaf(subtree):
            return _test_truth(self._peeked_return(predicate, [subtree], {}, False))
        return is_leaf

    def _tree_map(self, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                  with_path: bool = False) -> tuple | None:
        """`jax.tree.map(f, tree, *rest)` over trees of known, equal structure: `f` is called on each leaf now
        (eagerly, as JAX does), and the result has the tree's structure. None when a structure is not known."""
        if len(args) < 2 or set(kwargs) - {"is_leaf"}:
            return None
        is_leaf = self._is_leaf_predicate(kwargs)
        if is_leaf is False:
            return None
        flats = [pytrees.flatten(tree, is_leaf) for tree in args[1:]]
        if any(f is None for f in flats) or any("?" in repr(f[2]) for f in flats[1:]) \
                or len({f[2] for f in flats}) != 1:
            return None   # (an unknown subtree in another tree: the leaves may not pair up)
        if args[0] == _WSC and len(flats) == 2 and not with_path and isinstance(node, ast.Call) \
                and len(node.args) == 3 and not node.keywords and not any(isinstance(a, ast.Starred) for a in node.args):
            # `jax.tree.map(jax.lax.with_sharding_constraint, params, specs)` is the one call over both trees
            # (the rules read it as written with them, at this place)
            return (self.apply(args[0], [args[1], args[2]], {}, self._tree_call(node), frame),)
        paths: list = [UNKNOWN] * len(flats[0][0])
        if with_path and "?" not in repr(flats[0][2]):
            paths = pytrees.flatten_with_paths(args[1], is_leaf)[1]   # each leaf's path of DictKey/SequenceKey
        results = [self.apply(args[0], [paths[i]] * with_path + [f[0][i] for f in flats], {}, node, frame)
                   for i in range(len(flats[0][0]))]
        if args[0] == QualName("jax.device_put") and len(flats) == 2 and not with_path:
            # `jax.tree.map(jax.device_put, params, shardings)`: each leaf placed as its sharding says
            from .rules.migration.producers import placed_leaf
            placed = [placed_leaf(self, self.ctx, v, t, node) for v, t in zip(flats[0][0], flats[1][0])]
            results = [r if p is None else p for r, p in zip(results, placed)]
        return (flats[0][1](results),)

    def _apply_partial_api(self, func: PartialVal, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                           decorating: bool) -> Any:
        """`functools.partial(api, kw=...)(x)`: the rules at this call read the bound keywords' source from the
        partial (CallSite.partial_node)."""
        saved = getattr(self, "_partial_call", None)
        self._partial_call = (node, func.node)
        try:
            return self.apply(func.func, list(args), {**dict(func.kwargs), **kwargs}, node, frame, decorating)
        finally:
            self._partial_call = saved

    def _wrapper_calls(self, wrapper: Any) -> set:
        """The calls of this wrapper object seen so far on any path (None: it was handed to code we cannot see)."""
        table = self.__dict__.setdefault("_wrapper_call_table", {})
        entry = table.get(id(wrapper))
        if entry is None:
            entry = table[id(wrapper)] = (wrapper, set())  # the wrapper is kept alive: its id stays its own
        return entry[1]

    def _wrappers_escape(self, values, depth: int = 0) -> None:
        """Wrappers handed to code we cannot follow may be called there, before any call we see."""
        if depth > 3 or (not self.__dict__.get("_made_wrappers") and self.resolve_external is None):
            return  # no wrapper made in this file (cross-file analysis may import one: it always looks)
        for value in values:
            for option in alternatives(value):
                if isinstance(option, FuncVal):
                    for w in option.wrappers:
                        if isinstance(w, (ShardMapWrap, JitShardingsWrap)):
                            self._wrapper_calls(w).add(None)
                    self._wrappers_escape(option.bound_args, depth + 1)
                elif isinstance(option, (tuple, ListVal)):
                    self._wrappers_escape(option.items if isinstance(option, ListVal) else option, depth + 1)
                elif isinstance(option, ObjVal) and not option.escaped:
                    self._wrappers_escape(tuple(option.attrs.values()), depth + 1)
                elif isinstance(option, PartialVal):
                    self._wrappers_escape((option.func,) + tuple(option.args), depth + 1)

    def _in_worker_thread(self, pool: ThreadPool, func: Any, args: list, kwargs: dict, node: ast.AST,
                          frame: Frame) -> Any:
        """A function run in a worker thread of the pool: no mesh is set there whatever this thread set
        (thread-local), except what the pool's initializer or an earlier task set; what it sets stays there."""
        if self.peeking:
            return UNKNOWN
        saved = self.ctx
        self.ctx = EMPTY if not pool.tainted[0] else UNKNOWN_CTX
        try:
            if pool.initializer is not None:
                self.apply(pool.initializer, list(pool.initargs), {}, node, frame)
            start = self.ctx
            try:
                return self.apply(func, args, kwargs, node, frame)
            finally:
                if not self.ctx.same(start):
                    pool.tainted[0] = True
        finally:
            self.ctx = saved

    def _held_by_a_module(self, value: Any, frame: Frame) -> bool:
        """A dict a module holds (one of its globals, or inside one), or one from another module: other modules
        may fill it (a registry their decorators write), so the keys seen here need not be all it has."""
        wanted = {id(option) for option in alternatives(value)}
        todo = [(v, 0) for root in {id(frame.root()): frame.root(), id(self.module_frame): self.module_frame}.values()
                for v in root.env.values()]
        while todo:
            held, depth = todo.pop()
            if id(held) in wanted:
                return True
            if depth < 2 and isinstance(held, ObjVal) and not held.escaped:
                todo.extend((v, depth + 1) for v in held.attrs.values())
            elif depth < 2 and isinstance(held, (tuple, ListVal)):
                todo.extend((v, depth + 1) for v in (held.items if isinstance(held, ListVal) else held))
        return any(self.foreign(option) for option in alternatives(value))

    def followed_across_modules(self, func: Any) -> bool:
        """A function of another module that a call here runs as its def says (cross-file analysis tells)."""
        return False

    def foreign(self, value: Any) -> bool:
        """A value another module's analysis made (cross-file analysis tells)."""
        return False

    def live_closure(self, closure: Frame) -> Frame:
        """The globals a function runs against: its module's (cross-file analysis gives another module's
        functions this analysis' own copy of that module's globals, however they were reached)."""
        return closure

    def _backward_pass(self, rules: list) -> None:
        """The custom_vjp bwd rules the forward pass met, traced in reverse order once it is done (as the
        transpose runs them)."""
        while rules:
            bwd, args, node, frame = rules.pop()
            self.call_function(bwd, args, {}, node, frame, tracing=True)

    def _peeked_return(self, func: FuncVal, args: list, kwargs: dict, unknown_args: bool) -> Any:
        """A function called while peeking (a rule re-reading an argument, `cfg.bcast_axes` a property): its
        value when its body is one `return <expression>` (a docstring aside), read with its parameters bound;
        unknown otherwise (a peek runs no statements)."""
        returned = None if unknown_args or self._peek_depth > 4 else self._returned_with(func, args, kwargs)
        if returned is None:
            return UNKNOWN
        self._peek_depth += 1
        try:
            return self.peek(returned[0], returned[1])
        finally:
            self._peek_depth -= 1

    def returned_expression(self, call: ast.Call, frame: Frame) -> tuple[ast.expr, Frame] | None:
        """For rules that read what a helper call gives where it is written (`in_specs=[shared_spec(shape)]`):
        the helper's one returned expression and a frame with its parameters bound to the call's arguments."""
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            return None
        func = self.peek(call.func, frame)
        if not isinstance(func, FuncVal):
            return None
        home = func.closure.root().module if isinstance(func.closure, Frame) else None
        if home is not None and home.source is not self.source:
            return None   # a helper of another module: its nodes are not this file's
        args = [self.peek(a, frame) for a in call.args]
        kwargs = {k.arg: self.peek(k.value, frame) for k in call.keywords}
        return self._returned_with(func, args, kwargs)

    def _returned_with(self, func: FuncVal, args: list, kwargs: dict) -> tuple[ast.expr, Frame] | None:
        """(the expression of a function whose body is one `return <expression>`, its frame with the parameters
        bound); None for any other function."""
        fnode = func.node
        body = fnode.body if isinstance(fnode, ast.FunctionDef) else [ast.Return(fnode.body)] \
            if isinstance(fnode, ast.Lambda) else None
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body = body[1:]
        if func.wrappers or fnode in self.altered_functions or not body or len(body) != 1 \
                or not isinstance(body[0], ast.Return) or body[0].value is None or self._runs_later(fnode):
            return None
        if func.bound_args or func.bound_kwargs:
            args = list(func.bound_args) + list(args)
            kwargs = {**dict(func.bound_kwargs), **kwargs}
        frame = Frame(env={}, parent=func.closure if isinstance(func.closure, Frame) else self.module_frame,
                      func=fnode, local_names=self._locals(fnode))
        self._bind_params(fnode, args, kwargs, frame, defaults=func.defaults)
        return body[0].value, frame

    def _run_body(self, fnode: ast.AST, frame: Frame) -> Any:
        """Runs a function body; its value is the join of what its exits return, its exit context what they
        agree on. A raise that is certain on the fall-through path only is not certain for the call when an
        earlier path returned."""
        exits = self.exits[-1]
        if isinstance(fnode, ast.Lambda):
            return self.eval(fnode.body, frame)
        if self.drives and self.drives[-1][0] is fnode:
            self.drives[-1][1] = True
        advanced_before = set(self.generator_nexts)
        try:
            self.exec_block(fnode.body, frame)
            outcomes = [(None, self.ctx)]
        except _Return as ret:
            outcomes = [] if ret.recorded else [(ret.value, self.ctx)]
        except _Raise:
            if not exits.returns:
                raise
            outcomes = []
        outcomes += exits.returns
        if not outcomes:
            raise _Raise()
        ctx = outcomes[0][1]
        for _, other in outcomes[1:]:
            ctx = join(ctx, other)
        self.ctx = ctx
        first = outcomes[0][0]
        if all(v is first for v, _ in outcomes):
            value = first
        else:
            # returns on several paths (`if re.match(p, name): return spec` in a loop, then `return P()`): the
            # call gives one of their values
            value = join_values(*[v for v, _ in outcomes])
        if len(self.generator_nexts) > len(advanced_before):
            self._generators_may_be_finalized(set(self.generator_nexts) - advanced_before, value)
        return value

    def _generators_may_be_finalized(self, keys: set, returned: Any) -> None:
        """Generators this call advanced with next() and did not return: held only by its locals they are
        finalized as it returns (close(): their `with` blocks exit); stored somewhere they live on. Either: the
        context joins both."""
        for key in keys:
            held = self.generator_nexts.get(key)
            if held is None or _holds_value(returned, held[0]) or not self.ctx.same(held[3]):
                continue
            generator = held[0]
            closed = held[4] if _closes_cleanly(generator.func.node) else (
                UNKNOWN_CTX.with_(kernel=self.ctx.kernel) if self._mutates(generator.func.node) else self.ctx)
            self.ctx = join(self.ctx, closed)

    def _axes_override_ctx(self, wrapper: tuple, ctx: Ctx) -> Ctx | None:
        """Inside auto_axes / explicit_axes the named axes (all when axes=None) take that type.
        Returns None where the wrapper itself raises before running the function."""
        name, axes, sharding, node = wrapper
        kind = "Auto" if name.endswith("auto_axes") else "Explicit"
        if isinstance(sharding, NamedShardingVal) or sharding is UNKNOWN:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)  # the sharding's mesh takes part: not modelled
        if ctx.status == "empty":
            return ctx if kind == "Auto" else None
        if ctx.status != "mesh" or ctx.types is None:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        names = ctx.mesh.names if axes is None else as_str_tuple(axes)
        if names is None or any(n not in ctx.mesh.names for n in names):
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        types = tuple(kind if n in names else t for n, t in zip(ctx.mesh.names, ctx.types))
        if any(t == "Manual" for n, t in zip(ctx.mesh.names, ctx.types) if n in names):
            return None  # JAX refuses Manual -> Auto/Explicit
        return self._located(ctx.with_(types=types, origin=node, origin_kind=name.rsplit(".", 1)[1]), node)

    def _shard_map_ctx(self, wrap: ShardMapWrap, ctx: Ctx) -> Ctx | None:
        mesh = wrap.mesh
        if mesh is None:                       # no mesh=: shard_map takes the context mesh
            if ctx.status == "empty":
                return None
            if ctx.status != "mesh":
                return UNKNOWN_CTX.with_(kernel=ctx.kernel)
            mesh = ctx.mesh
        elif not isinstance(mesh, MeshVal) or mesh.problem is not None:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        elif ctx.status == "unknown" or (ctx.status == "mesh" and ctx.shard_map is None and not ctx.mesh.equal_to(mesh)):
            # a different context mesh may make shard_map itself complain; stay unsure
            if ctx.status == "unknown":
                return Ctx("mesh", mesh=mesh, types=None, origin=wrap.node, shard_map=wrap, kernel=ctx.kernel)
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        if not self.peeking and _specs_name_other_axes(wrap, mesh):
            raise _Raise()   # shard_map refuses an in/out spec naming an axis its mesh lacks, before tracing
        if mesh.types is None:
            types = None
            manual: frozenset = frozenset()
        else:
            axes = wrap.axis_names
            if axes is UNKNOWN:
                types, manual = None, frozenset()
            else:
                manual = frozenset(mesh.names) if axes is None else frozenset(axes)
                types = tuple("Manual" if n in manual else t for n, t in zip(mesh.names, mesh.types))
        return self._located(Ctx("mesh", mesh=mesh, types=types, origin=wrap.node, origin_kind="shard_map",
                                 shard_map=wrap, manual_axes=manual, kernel=ctx.kernel), wrap.node)

    def _bind_params(self, fnode: ast.AST, args: list, kwargs: dict, frame: Frame, known: bool = True,
                     defaults: dict | None = None) -> None:
        """Parameters from the call's arguments, then the defaults; `*args` as a tuple and `**kwargs` as a dict of
        what is left over. With `known=False` (arguments we cannot see) every parameter is unknown."""
        a = fnode.args
        positional = a.posonlyargs + a.args
        if not known:
            defaults = {}
        elif defaults is None:
            defaults = self.param_defaults.get(fnode) if fnode in self.param_defaults else \
                frame.parent.param_defaults.get(fnode, {}) if frame.parent is not None else {}
        for i, param in enumerate(positional):
            frame.env[param.arg] = args[i] if i < len(args) else kwargs.get(param.arg, defaults.get(param.arg, UNKNOWN))
        for param in a.kwonlyargs:
            frame.env[param.arg] = kwargs.get(param.arg, defaults.get(param.arg, UNKNOWN))
        if a.vararg is not None:
            frame.env[a.vararg.arg] = tuple(args[len(positional):]) if known else UNKNOWN
        if a.kwarg is not None:
            names = {p.arg for p in positional + a.kwonlyargs}
            frame.env[a.kwarg.arg] = ObjVal("dict", None, {k: v for k, v in kwargs.items() if k not in names},
                                            tuple(self.regions)) if known else UNKNOWN

    # ------------------------------------------------------------------ rules
    def _run_rules(self, name: str, node: ast.Call, args: list, kwargs: dict, frame: Frame) -> None:
        rules = self.rules_by_callee.get(name)
        if not rules:
            return
        values = list(args) + list(kwargs.values())
        if any(isinstance(v, OneOf) for v in values):
            # several values reach the call: each rule judges every combination, and is certain only if all agree
            combos = combinations(values) or []
            sites = [CallSite(node, name, list(c[:len(args)]), dict(zip(kwargs, c[len(args):])), self.ctx, frame,
                              self, one_of_several=True) for c in combos]
        else:
            sites = [CallSite(node, name, args, kwargs, self.ctx, frame, self)]
        sites = self._per_context(sites)
        partial = getattr(self, "_partial_call", None)
        if partial is not None and partial[0] is node:
            for site in sites:
                site.partial_node = partial[1]
        certain_raise = False
        raised: list[str] = []   # what the certain errors are (which of them JAX checks first is not known)
        for rule in rules:
            verdict, findings, raises = self._judge(rule, sites, node)
            if self.types_config or self.types_config_set:
                verdict, findings, raises = "unknown", [], False
            lowering = rule.phase == "lowering" and bool(self.lowering_traces)
            certain_raise = certain_raise or (raises and not lowering)
            if raises and not lowering:
                raised.append(getattr(rule, "exception", None) or "Exception")
            if self.ctx.alternatives:
                for f in findings:
                    f.fixes = []  # a fix written for one of the context meshes that may reach here leaves the others
            for f in findings:
                f.path = f.path or self.path
            if verdict == "bad" and rule.raises:
                self._mark_caught(rule, findings)
            if verdict == "bad" and self.maybe_handlers:
                self._mark_maybe_run(findings)
            if verdict == "bad" and self.undecided_tests:
                test = self.fixed_test(self.undecided_tests)
                if test is not None:
                    self._mark_undecided_test(findings, test)
            if verdict == "bad":
                taken = next((d[10] for d in reversed(self.drives) if d[10] is not None and d[2]), None)
                if taken is not None:
                    # in a generator's body past a yield, while a loop that may stop early takes its items
                    # (`for layout in candidates(): if fits(layout): break`): reached only if it asks for more
                    line = getattr(taken, "lineno", "?")
                    self._as_information(findings, taken, f"only if the loop over the generator made at line "
                                         f"{line} takes another item, which the analysis cannot tell here",
                                         "the generator whose later items these are", lazy_item=line)
            # (`x.repeat(...)` is judged as a `jnp.repeat(x, ...)` node made for it: recorded at the call written)
            record = Record(rule.code, self._written_call.get(node, node), verdict, findings, self.chain,
                            self.reached, self.path, self.alternative_depth > 0, lowering,
                            tuple(self.options_taken))
            self.records.append(record)
            if raises and lowering:
                self.lowering_traces[-1].append(record)  # raised only once the whole function is traced
        if certain_raise:
            raise _Raise(tuple(raised))

    @staticmethod
    def _per_context(sites: list[CallSite]) -> list[CallSite]:
        """Where paths with different known context meshes met, each site is judged under each of them."""
        out = []
        for site in sites:
            if site.ctx.alternatives:
                out.extend(CallSite(site.node, site.callee, site.args, site.kwargs, option, site.frame, site.interp,
                                    site.partial_node, one_of_several=True) for option in site.ctx.alternatives)
            else:
                out.append(site)
        return out

    @contextlib.contextmanager
    def lowering_trace(self):
        """JAX traces a whole function before it lowers it: an error raised while tracing comes first, and the
        lowering errors of the function then never happen; otherwise the first lowering error is the one raised."""
        start = len(self.records)
        held: list[Record] = []
        self.lowering_traces.append(held)
        try:
            yield
        except _Raise:
            self.records[start:] = [r for r in self.records[start:] if not r.lowering]
            raise
        finally:
            self.lowering_traces.pop()
        kept = [r for r in held if any(r is x for x in self.records[start:])]
        if kept:
            first = next(i for i in range(start, len(self.records)) if self.records[i] is kept[0])
            self.records[first + 1:] = [r for r in self.records[first + 1:] if not r.lowering]
            raise _Raise()

    def _judge(self, rule, sites: list[CallSite], node: ast.AST) -> tuple[str, list[Finding], bool]:
        """One rule's verdict over every combination of values reaching a call: (verdict, findings, whether the
        call certainly raises)."""
        verdicts: list[str] = []
        findings: list[Finding] = []
        raising = 0
        deferred_since = observed_count(self) if len(sites) > 1 else None
        choice = object()
        for index, site in enumerate(sites):
            # a rule that runs a function (a kernel it lowers) for one of several values reaching the call: what
            # that run records is certain only where the runs for every value agree (Record.options)
            several = len(sites) > 1
            if several:
                self.alternative_depth += 1
                self.options_taken.append((choice, index, len(sites)))
            try:
                result = rule.check(site)
            except _Raise:       # a rule that traced a function (a lowering) hit a certain error inside it
                result = None
                raising += 1
            except RecursionError:
                raise
            except Exception as exc:  # a rule bug must never take the analysis down; the CLI/server log it
                self.rule_errors.append(f"rule {rule.code} failed at line {getattr(node, 'lineno', '?')}: "
                                        f"{type(exc).__name__}: {exc}")
                result = None
            finally:
                if several:
                    self.alternative_depth -= 1
                    self.options_taken.pop()
            if result is None:
                verdicts.append("unknown")
            elif result:
                verdicts.append("bad")
                if not findings:
                    findings = list(result)
                if rule.raises:
                    raising += 1
            else:
                verdicts.append("ok")
        if deferred_since is not None:
            settle_combinations(self, rule.code, deferred_since, len(sites))
        if not sites:
            return "unknown", [], False
        certain = raising == len(sites)
        if all(v == "bad" for v in verdicts):
            return "bad", findings, certain
        if all(v == "ok" for v in verdicts):
            return "ok", [], certain
        return "unknown", [], certain
