"""The abstract values the evaluator computes: what can be known about an expression without running it.

Anything that cannot be evaluated is UNKNOWN; no value is ever guessed.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Callable


class _Unknown:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNKNOWN"

    def __bool__(self) -> bool:
        return False


UNKNOWN: Any = _Unknown()

AXIS_KINDS = ("Auto", "Explicit", "Manual")


@dataclass(frozen=True)
class QualName:
    """A reference to something in an imported module, by its canonical dotted name (`jax.set_mesh`)."""
    name: str


@dataclass(frozen=True)
class AxisTypeVal:
    kind: str  # one of AXIS_KINDS


@dataclass(frozen=True)
class ListVal:
    """A list display: kept apart from tuples because JAX treats them differently (axis_types).

    A list is modelled as a value, but a program may replace its items in place (`layers[i] = reshard(...)`, in a
    helper that got it): arrays kept in it are not trusted to keep their known sharding, only to be jax.Arrays
    (what replaces an array in place is another array, far more often than not)."""
    items: tuple

    def __post_init__(self):
        if any(isinstance(i, ArrayVal) for i in self.items):
            object.__setattr__(self, "items", tuple(
                (UNKNOWN if i.host else JAX_ARRAY) if isinstance(i, ArrayVal) else i for i in self.items))


class IterVal(tuple):
    """A one-shot iterator over known items: `iter(xs)`, `zip(a, b)`, `enumerate(xs)`, a generator expression.
    It is its items (a tuple, so what reads items reads them), but an object of its own: the interpreter keeps
    how far each one was taken, and a second loop over an iterator the first ran to its end runs nothing."""
    __slots__ = ()

    def __repr__(self) -> str:
        return f"IterVal({tuple.__repr__(self)})"


@dataclass(frozen=True, eq=False)
class CycleVal:
    """`itertools.cycle(xs)` over known items: them in order, again and again, without end. The interpreter keeps
    how far `next()` took it (as for an IterVal); a zip / islice window over it sees its items in order from
    there when that is known, a loop over it any one of them."""
    items: tuple


@dataclass(frozen=True, eq=False)
class NullContext:
    """`contextlib.nullcontext(value)`: entering it gives `value` and changes nothing (also when a helper of the
    program returns it: `with maybe_mesh():`)."""
    value: Any


@dataclass(frozen=True, eq=False)
class SeqOf:
    """An iterable whose length is not known (it may be empty) but whose every item is `element`:
    `zip(specs, keys)` over a known list and an array of keys. A loop over it binds `element`. `nonempty`: it
    certainly holds at least one item (a list comprehension over known items)."""
    element: Any
    nonempty: bool = False


@dataclass(frozen=True, eq=False)
class RefView:
    """A Mosaic GPU ref made by `plgpu.multicast_ref(ref, axes)` ("multicast") or `plgpu.remote_ref(ref, peer)`
    ("remote"): which it is, the call that made it, and a multicast's collective axes as given. It carries
    that through names, branches and helpers to the copy or conversion that reads it; for every other
    question it is as unknown as UNKNOWN."""
    kind: str
    node: Any
    axes: Any = None
    path: Any = None   # the module whose call made it (its node's spans are that file's)


@dataclass(frozen=True, eq=False)
class BlockSpecVal:
    """`plgpu.BlockSpec(...)`: the call that made it and its `collective_axes` as given (None: not given); for
    every other question as unknown as UNKNOWN."""
    node: Any
    collective_axes: Any = None
    path: Any = None   # the module whose call made it


class MutableSet(frozenset):
    """A set made by `set(...)` or a display `{...}` of known items: a frozenset to every reader, but one object of
    its own (a subclass is never interned), so a change in place (`axes.add("tp")` in a helper it was given) reaches
    every name holding it, as lists' changes do."""
    __slots__ = ()

    def __repr__(self) -> str:
        return "frozenset(" + (repr(set(self)) if self else "") + ")"   # (as messages showed it before)


@dataclass(frozen=True)
class DtypeVal:
    """`jnp.dtype(jnp.float32)` / `np.dtype("bfloat16")`: a dtype whose name is known (`.name`)."""
    name: str


# scalar types whose dtype name is their own (`jnp.float32` -> "float32"); `bool_` is "bool"
DTYPE_NAMES = frozenset({"float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
                         "uint16", "uint32", "uint64", "complex64", "complex128", "bool"})


def dtype_named(value: Any) -> "DtypeVal | None":
    """The dtype `jnp.dtype(value)` gives for a known scalar type, dtype name or dtype; None otherwise."""
    if isinstance(value, DtypeVal):
        return value
    name = value if isinstance(value, str) else value.name.rsplit(".", 1)[1] \
        if isinstance(value, QualName) and value.name.startswith(("jnp.", "np.", "jax.numpy.")) else None
    if name == "bool_":
        name = "bool"
    return DtypeVal(name) if name in DTYPE_NAMES else None


@dataclass(frozen=True)
class DataclassField:
    """An item of `dataclasses.fields(cls)`: its `.name` is known; every other attribute is not."""
    name: str


@dataclass(frozen=True, eq=False)
class TreeDefVal:
    """The treedef `jax.tree.flatten(tree)` gives for a tree of known structure: `count` leaves, and `rebuild`,
    which puts new leaves into that structure (`jax.tree.unflatten(treedef, leaves)`)."""
    count: int
    rebuild: Any


@dataclass(frozen=True)
class PathKeyVal:
    """One entry of a pytree path (`jax.tree_util.tree_map_with_path`): a DictKey (`.key`), SequenceKey (`.idx`)
    or GetAttrKey (`.name`, a NamedTuple's field)."""
    kind: str    # "DictKey" | "SequenceKey" | "GetAttrKey"
    key: Any

    @property
    def attribute(self) -> str:
        """The attribute that holds the key on jax's key class."""
        return PATH_KEY_ATTRIBUTES[self.kind]


PATH_KEY_ATTRIBUTES = {"DictKey": "key", "SequenceKey": "idx", "GetAttrKey": "name"}


@dataclass(frozen=True, eq=False)
class AvalVal:
    """`jax.typeof(x)` of an array whose sharding is certain: its type (shape, dtype and sharding), not an array."""
    array: Any   # the ArrayVal


@dataclass(frozen=True, eq=False)
class MeshVal:
    """A mesh whose construction the analysis understood."""
    kind: str                                  # "Mesh" | "AbstractMesh"
    names: tuple[str, ...]
    sizes: tuple[int | None, ...] | None
    types: tuple[str, ...] | None              # None: axis types unknown
    node: ast.AST                              # the constructor call
    path: str | None = None
    constructor: str = ""                      # "jax.make_mesh", "jax.sharding.Mesh", ...
    types_given: bool = False                  # axis_types= was passed
    problem: str | None = None                 # why constructing it raises, if it does
    identity: int = field(default=0)
    span: Any = None                           # Span of the constructor call in its own file

    def key(self) -> int:
        """Identity of the mesh object at run time: `mesh.abstract_mesh` shares its concrete mesh's key."""
        return self.identity or id(self)

    def abstract(self) -> "MeshVal":
        return MeshVal("AbstractMesh", self.names, self.sizes, self.types, self.node, self.path,
                       self.constructor, self.types_given, self.problem, self.key(), self.span)

    @property
    def all_explicit(self) -> bool | None:
        if self.types is None:
            return None
        return bool(self.types) and all(t == "Explicit" for t in self.types)

    def describe(self) -> str:
        parts = []
        for i, name in enumerate(self.names):
            size = self.sizes[i] if self.sizes and i < len(self.sizes) else None
            kind = self.types[i] if self.types and i < len(self.types) else "?"
            parts.append(f"{name}={size if size is not None else '?'} ({kind})")
        return f"{self.kind} " + ", ".join(parts) if parts else f"{self.kind} with no axes"

    def same_mesh(self, other: "MeshVal") -> bool:
        return self.key() == other.key()

    def equal_to(self, other: "MeshVal") -> bool:
        """The same mesh, or certainly an equal one (jax compares meshes by devices, names and axis types): two
        `jax.make_mesh` calls with the same known shape, names and types and the default devices."""
        if self.same_mesh(other):
            return True
        return (self.kind == other.kind == "Mesh" and self.names == other.names and self.sizes is not None
                and self.sizes == other.sizes and None not in self.sizes and self.types is not None
                and self.types == other.types and _default_devices(self) and _default_devices(other))


def _default_devices(mesh: MeshVal) -> bool:
    """Made by `jax.make_mesh(shape, names[, axis_types])` with no `devices=`: the same devices in the same
    order for the same shape."""
    node = mesh.node
    return mesh.constructor == "jax.make_mesh" and isinstance(node, ast.Call) and len(node.args) <= 3 and not any(
        k.arg in ("devices", None) for k in node.keywords) and not any(isinstance(a, ast.Starred) for a in node.args)


@dataclass(frozen=True)
class PSpecVal:
    parts: tuple                 # each: None | str | tuple[str, ...] | UNKNOWN
    reduced: frozenset | None = None
    unreduced: frozenset | None = None
    node: ast.AST | None = None
    # read off an array (`x.sharding.spec`): its entries are right, but jax pads some specs with trailing Nones
    # (an op's output) and keeps others as written (device_put's), so the length is not certain
    padding_unsure: bool = False


@dataclass(frozen=True, eq=False)
class StructVal:
    """A jax.ShapeDtypeStruct made with a bare PartitionSpec: JAX resolves the spec only when the struct's sharding
    is read (`.sharding`, printing it), against the context mesh of that read."""
    spec: PSpecVal
    node: ast.AST | None = None
    # its `.shape`: a tuple as long as its rank (sizes PY_INT where not known); None: not known
    shape: tuple | None = None


@dataclass(frozen=True)
class ArrayVal:
    """An array whose sharding is certain (made by device_put / reshard / a jnp creator with out_sharding under
    an Explicit context mesh, rules/migration/producers.py): the value carries it through names, parameters,
    containers and calls to where a rule reads it."""
    spec: Any                # a Spec
    mesh: Any                # its MeshVal (None: made with no mesh, replicated wherever it is used)
    types: tuple | None
    # the producer call: where it was made, not what it is (two arrays alike but for it are one value in a join)
    node: ast.AST = field(compare=False)
    ndim: int | None
    host: bool = False       # a NumPy array (np.ones, np.asarray of a jax array): not a jax.Array
    # its sizes, where they are spelled out (`jnp.zeros((4, 16))`, placed as it was by device_put / reshard);
    # None: only the rank may be known. Operations make new arrays with no shape here.
    shape: tuple | None = None
    # placed over Auto axes (`device_put(x, NamedSharding(auto_mesh, P('x')))`): `spec` is its type, where jax
    # shows those axes as None; the placement `x.sharding` reads is not known, but where `placed` says
    placement_unknown: bool = False
    # the NamedSharding device_put placed it with, for the very array it returned (`x.sharding` gives it back as
    # given, Auto axes included); operations make new arrays without it
    placed: Any = None


def shape_of(value: Any) -> tuple | None:
    """The sizes of an array whose sizes are known (see ArrayVal.shape), else None."""
    return value.shape if isinstance(value, ArrayVal) and value.shape is not None \
        and len(value.shape) == value.ndim else None


class _JaxArray:
    """A jax.Array whose sharding, shape and contents are not known: what a jax.numpy / jax.random function, a
    jitted function's output leaf or `jax.device_put(x)` gives. Known only to be a jax.Array (for
    `isinstance(x, jax.Array)` guards); everything else about it is as unknown as UNKNOWN."""
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __reduce__(self):
        return (_JaxArray, ())

    def __repr__(self) -> str:
        return "JAX_ARRAY"


JAX_ARRAY: Any = _JaxArray()


class KeysVal(_JaxArray):
    """PRNG keys the analysis can count: one key (`jax.random.key(0)`: count None) or a row of `count` keys
    (`jax.random.split(key, n)` of one key), which iterating, unpacking and indexing take one by one. A
    jax.Array; for every other question as unknown as JAX_ARRAY."""

    def __new__(cls, count: int | None = None):
        made = object.__new__(cls)
        made.count = count
        return made

    def __init__(self, count: int | None = None):
        pass

    def __reduce__(self):
        return (KeysVal, (self.count,))

    def __eq__(self, other) -> bool:
        return isinstance(other, KeysVal) and other.count == self.count

    def __hash__(self) -> int:
        return hash(("KeysVal", self.count))

    def __repr__(self) -> str:
        return f"KeysVal({self.count})"


ONE_KEY: Any = KeysVal(None)


@dataclass(frozen=True)
class OfType:
    """A value known only by its type: a NumPy ndarray of unknown shape (`np.asarray(x)`, `jax.device_get(a)`),
    a Python number (`a.item()`: int, float, bool or complex). Enough for `isinstance` and `hasattr` tests;
    everything else about it is as unknown as UNKNOWN."""
    type: str   # "numpy.ndarray" | "number"


HOST_ARRAY: Any = OfType("numpy.ndarray")
PY_NUMBER: Any = OfType("number")
PY_INT: Any = OfType("int")   # a Python int of unknown value: an entry of an array's `.shape`


def numeric_like(value: Any) -> bool:
    """A Python number, known or known only by its type (not a bool)."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)) or value is PY_INT or value is PY_NUMBER


@dataclass(frozen=True)
class NamedShardingVal:
    mesh: Any
    spec: Any


@dataclass(frozen=True, eq=False)
class FuncVal:
    """A function defined in this file (def or lambda), with the transformations wrapped around it, and the
    arguments already bound to it (a bound method's `self`, `functools.partial`'s arguments)."""
    node: ast.AST                      # FunctionDef | AsyncFunctionDef | Lambda
    wrappers: tuple = ()               # outermost first: ShardMapWrap, "jit", ...
    closure: Any = None                # the Frame the function was defined in
    bound_args: tuple = ()
    bound_kwargs: tuple = ()           # ((name, value), ...)
    # its parameters' default values, evaluated when the def/lambda ran (each `lambda a, s=spec: ...` made in a
    # loop keeps its own); None: the ones recorded for its node
    defaults: Any = None

    def wrapped(self, wrapper) -> "FuncVal":
        return FuncVal(self.node, (wrapper,) + self.wrappers, self.closure, self.bound_args, self.bound_kwargs,
                       self.defaults)

    def bind(self, args: tuple, kwargs: tuple = ()) -> "FuncVal":
        return FuncVal(self.node, self.wrappers, self.closure, self.bound_args + tuple(args),
                       self.bound_kwargs + tuple(kwargs), self.defaults)


@dataclass(frozen=True)
class ShardMapWrap:
    """`jax.shard_map(..., mesh=..., axis_names=...)` around a function."""
    mesh: Any                          # MeshVal | None (take the context mesh) | UNKNOWN
    axis_names: Any                    # frozenset[str] | None (all axes) | UNKNOWN
    node: ast.AST
    path: str | None = None            # the file of `node` (a wrapper may be called from another module)
    in_specs: Any = None               # the evaluated in_specs= / out_specs= (None: not given or not modelled)
    out_specs: Any = None
    check_vma: Any = True              # check_vma= (True by default): replication of the outputs is checked


@dataclass(frozen=True)
class Varying:
    """An array inside a `jax.shard_map` body that checks replication (check_vma): it varies over at least these
    Manual axes (a lower bound: local computations union their operands' axes; only collectives drop some).
    `ndim`: its rank when certain (None: unknown). `exact`: the axes are all it varies over (it is built only
    from arguments, constants and operations the analysis models; an upper bound too)."""
    axes: frozenset
    ndim: int | None = None
    exact: bool = False


@dataclass(frozen=True)
class VaryingMethod:
    """A method of such an array (`x.sum`, `x.reshape`): local, so its result varies over the same axes.
    `name` and `ndim` (the array's rank when certain) give the result's rank where the method fixes it."""
    axes: frozenset
    name: str = ""
    ndim: int | None = None
    exact: bool = False


@dataclass(frozen=True, eq=False)
class JitShardingsWrap:
    """`jax.jit(f, in_shardings=..., out_shardings=...)`: the shardings JAX resolves when the function is called."""
    in_shardings: Any                  # the evaluated value, or None when not given
    out_shardings: Any
    node: ast.AST
    path: str | None = None


@dataclass(frozen=True)
class PartialVal:
    """`functools.partial(f, *args, **kwargs)` of a known callee."""
    func: Any
    args: tuple
    kwargs: tuple                      # ((name, value), ...)
    node: ast.AST
    path: str | None = None            # the file of a `functools.partial(...)` call (None for other partials)


@dataclass(frozen=True)
class SetMeshResult:
    """What `jax.set_mesh(m)` returns: it has already set the mesh; `with` restores the previous one on exit."""
    mesh: Any
    previous: Any = field(default=None, compare=False)   # the context in effect when set_mesh was called


@dataclass(frozen=True)
class UseAbstractMeshCM:
    """`jax.sharding.use_abstract_mesh(am)`: sets the context mesh on `__enter__` only."""
    mesh: Any


def as_str_tuple(value) -> tuple[str, ...] | None:
    """A str or a tuple/list of str as a tuple of str; None when anything is unknown."""
    if isinstance(value, str):
        return (value,)
    items = value.items if isinstance(value, ListVal) else value
    if isinstance(items, tuple) and all(isinstance(v, str) for v in items):
        return items
    return None


# ---------------------------------------------------------------------- alternatives and joins
MAX_ALTERNATIVES = 8


@dataclass(frozen=True, eq=False)
class OneOf:
    """Several values can reach this point (if/else, try/except, loops): the program holds one of them.

    Invariant: a OneOf is never nested inside a container value (tuples, lists, PartitionSpecs are
    distributed into one OneOf of containers), so a rule that is handed one alternative at a time sees
    ordinary values only. A finding is certain only when it holds for every alternative.
    """
    options: tuple


def alternatives(value: Any) -> tuple:
    """The values `value` may be: its options when it is a OneOf, else itself."""
    return value.options if isinstance(value, OneOf) else (value,)


def _same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    try:
        return bool(a == b)
    except Exception:
        return False


def join_values(*values: Any) -> Any:
    """The least value that covers all of `values`: UNKNOWN absorbs everything; too many options widen to
    UNKNOWN (sound, silent)."""
    options: list = []
    for value in values:
        for option in alternatives(value):
            if option is UNKNOWN:
                return UNKNOWN
            if not any(_same(option, seen) for seen in options):
                options.append(option)
    if not options:
        return UNKNOWN
    if len(options) == 1:
        return options[0]
    if len(options) > MAX_ALTERNATIVES:
        return UNKNOWN
    return OneOf(tuple(options))


def same_value(a: Any, b: Any) -> bool:
    """Whether two abstract values certainly denote the same set of alternatives."""
    if a is b:
        return True
    opts_a, opts_b = alternatives(a), alternatives(b)
    return (len(opts_a) == len(opts_b) and all(any(_same(x, y) for y in opts_b) for x in opts_a))


def distribute(items: list, build: Callable[[tuple], Any]) -> Any:
    """`build(items)` for every combination of the items' alternatives, joined (UNKNOWN when too many)."""
    if not any(isinstance(i, OneOf) for i in items):
        return build(tuple(items))
    combos = combinations(items)
    if combos is None:
        return UNKNOWN
    return join_values(*[build(c) for c in combos])


def combinations(items: list) -> list[tuple] | None:
    """Every choice of one alternative per item; None when there are more than MAX_ALTERNATIVES."""
    combos: list[tuple] = [()]
    for item in items:
        combos = [c + (o,) for c in combos for o in alternatives(item)]
        if len(combos) > MAX_ALTERNATIVES:
            return None
    return combos
