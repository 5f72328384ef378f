"""Objects of the analysed program: classes of this file, their instances, and config-like containers
(`types.SimpleNamespace`, dicts with constant keys, `ml_collections.ConfigDict`).

Objects are mutable, so their attributes obey the usual rule of a sound analysis: an update is *strong* (replaces
the value) only when it certainly happens to the one object that exists, i.e. no branch, loop or handler was
entered since the object was made; otherwise it is *weak* (the old and new values are joined). An object handed to
code the analysis cannot follow has `escaped`: every attribute read is then unknown.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from .values import UNKNOWN, join_values

DATACLASS_DECORATORS = frozenset({"dataclasses.dataclass", "flax.struct.dataclass", "chex.dataclass"})
NAMESPACE_MAKERS = frozenset({"types.SimpleNamespace", "argparse.Namespace"})
# `class C(typing.NamedTuple)`: fields like a frozen dataclass (annotated names, class-body defaults, no __init__)
NAMEDTUPLE_BASES = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
CONFIGDICT_MAKERS = frozenset({"ml_collections.ConfigDict", "ml_collections.config_dict.ConfigDict",
                               "ml_collections.FrozenConfigDict"})


# Library base classes whose __init__ sets only their own private state (`unittest.TestCase(methodName)`): an
# instance of a subclass keeps what its own methods set. Anything else they define is unknown.
QUIET_INIT_BASES = frozenset({"unittest.TestCase", "absl.testing.absltest.TestCase",
                              "absl.testing.parameterized.TestCase", "contextlib.ContextDecorator",
                              "contextlib.AbstractContextManager"})


# what those bases' own methods of these names do leaves the subclass's attributes alone (a test case's setUp
# and tearDown: the module's own overrides are looked up first)
_QUIET_LIBRARY_METHODS = frozenset({"__init__", "__post_init__", "setUp", "tearDown"})


@dataclass(frozen=True)
class LibraryBase:
    """A base class from a library (QUIET_INIT_BASES): its __init__ leaves the subclass's attributes alone."""
    name: str


@dataclass(eq=False)
class ClassVal:
    """A class defined in this file, its body run: what the class namespace binds."""
    node: ast.ClassDef
    namespace: dict
    bases: tuple                          # ClassVal of this file, or UNKNOWN for anything else
    dataclass: bool = False
    frozen: bool = False
    namedtuple: bool = False              # a typing.NamedTuple: its instances have `_replace`
    # a plain `enum.Enum` (no str/int mixin): its members by name (aliases included), each an instance of it
    enum_members: dict | None = None
    _mro: Any = field(default=None, compare=False, repr=False)
    # registered with jax.tree_util.register_dataclass: its data fields (the pytree children, in order)
    pytree_fields: tuple | None = field(default=None, compare=False, repr=False)

    def enum_member(self, value: Any) -> Any:
        """`Color(value)`: the member with that value; None when no member's value is certainly it."""
        for member in (self.enum_members or {}).values():
            known = member.attrs.get("_value_", UNKNOWN)
            if known is UNKNOWN or not constant_key(known) or not constant_key(value):
                return None
            if type(known) is type(value) and known == value:
                return member
        return None

    def mro(self) -> list | None:
        """Python's method resolution order (C3): this class, then its bases' classes; a base we cannot see is
        one opaque entry. None when C3 fails (Python would refuse the class)."""
        if self._mro is None:
            self._mro = _c3(self) or False
        return self._mro or None

    def lookup(self, name: str) -> Any:
        """The class attribute `name` along the MRO; UNKNOWN when it may come from a base we cannot see."""
        return self.lookup_after(None, name)

    def lookup_after(self, owner: "ClassVal | None", name: str) -> Any:
        """`name` along this class's MRO after `owner` (None: from the start) — what `super()` in a method of
        `owner` finds for an instance of this class."""
        order = self.mro()
        if order is None:
            return UNKNOWN
        if owner is not None:
            if not any(c is owner for c in order):
                return UNKNOWN
            order = order[next(i for i, c in enumerate(order) if c is owner) + 1:]
        for cls in order:
            if isinstance(cls, ClassVal):
                if name in cls.namespace:
                    return cls.namespace[name]
            elif isinstance(cls, _OpaqueBase) and isinstance(cls.base, LibraryBase) and name in _QUIET_LIBRARY_METHODS:
                continue
            else:
                return UNKNOWN
        return _MISSING

    def enters_itself(self) -> bool:
        """Whether `__enter__` comes from contextlib.AbstractContextManager, which returns the instance."""
        for cls in self.mro() or ():
            if isinstance(cls, ClassVal):
                if "__enter__" in cls.namespace:
                    return False
            elif isinstance(cls, _OpaqueBase) and isinstance(cls.base, LibraryBase) \
                    and cls.base.name == "contextlib.AbstractContextManager":
                return True
            elif isinstance(cls, _OpaqueBase) and not (isinstance(cls.base, LibraryBase)
                                                       and cls.base.name == "contextlib.ContextDecorator"):
                return False
        return False

    def fields(self) -> list[str]:
        """Dataclass fields in order: the bases' first, then the annotated names of the class body."""
        out: list[str] = []
        for base in reversed(self.bases):
            if isinstance(base, ClassVal) and base.dataclass:
                out.extend(f for f in base.fields() if f not in out)
        for stmt in self.node.body:
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id not in out:
                if not _is_classvar(stmt.annotation):
                    out.append(stmt.target.id)
        return out

    def init_fields(self) -> list[str] | None:
        """The dataclass fields `__init__` takes, in order (a `field(init=False)` is left out); None when some
        field's `init=` is not a constant."""
        out: list[str] = []
        for name in self.fields():
            init = self._field_init(name)
            if init is None:
                return None
            if init:
                out.append(name)
        return out

    def _field_init(self, name: str) -> bool | None:
        """Whether the field `name` (declared in this class or a dataclass base) is an `__init__` parameter."""
        for cls in self.mro() or ():
            if not isinstance(cls, ClassVal):
                continue
            for stmt in cls.node.body:
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name:
                    for kw in stmt.value.keywords if isinstance(stmt.value, ast.Call) else ():
                        if kw.arg == "init":
                            return kw.value.value if isinstance(kw.value, ast.Constant) and \
                                isinstance(kw.value.value, bool) else None
                    return True
        return True

    @property
    def fully_known(self) -> bool:
        return all(isinstance(b, ClassVal) and b.fully_known for b in self.bases)


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


_MISSING: Any = _Missing()
MISSING = _MISSING


def _is_classvar(annotation: ast.AST) -> bool:
    node = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
    return name == "ClassVar"


@dataclass(frozen=True)
class FieldDefault:
    """`dataclasses.field(default=...)`: the default a dataclass field takes (UNKNOWN for default_factory);
    `factory`: the default_factory called for each new instance (None when not given)."""
    value: Any
    factory: Any = None


@dataclass(eq=False)
class _OpaqueBase:
    """A base the analysis cannot see, in an MRO: one entry of its own (two unknown bases are two classes)."""
    base: Any


def _c3(cls: ClassVal, depth: int = 0) -> list | None:
    if depth > 32:
        return None
    seqs = []
    bases = [b if isinstance(b, ClassVal) else _OpaqueBase(b) for b in cls.bases]
    for base in bases:
        if isinstance(base, ClassVal):
            order = base.mro() if depth == 0 else _c3(base, depth + 1)
            if order is None:
                return None
            seqs.append(list(order))
        else:
            seqs.append([base])
    seqs.append(list(bases))
    out = [cls]
    while True:
        seqs = [s for s in seqs if s]
        if not seqs:
            return out
        for seq in seqs:
            head = seq[0]
            if not any(any(head is x for x in other[1:]) for other in seqs):
                break
        else:
            return None   # no consistent order: Python raises TypeError at the class statement
        out.append(head)
        for seq in seqs:
            if seq and seq[0] is head:
                del seq[0]


@dataclass(frozen=True)
class PropertyVal:
    """A `@property` (or `functools.cached_property`) of a class: reading it calls the getter. A cached one
    stores its value in the instance on the first read (later reads, and stores, are the instance's own)."""
    getter: Any
    cached: bool = False
    setter: Any = None     # the function `@name.setter` gave it (None: no setter known)


@dataclass(frozen=True, eq=False)
class SuperVal:
    """`super()` in a method of class `owner` called on `obj`: attributes come from the class after `owner` in
    the instance's method resolution order (known here for single inheritance only)."""
    obj: Any
    owner: Any

    def lookup(self, name: str) -> Any:
        """`super().name`: along the instance's class MRO, after the method's class."""
        cls = self.obj if isinstance(self.obj, ClassVal) else getattr(self.obj, "cls", None)   # (a classmethod's)
        return cls.lookup_after(self.owner, name) if isinstance(cls, ClassVal) else UNKNOWN


@dataclass(frozen=True)
class StaticVal:
    """`@staticmethod` / `@classmethod`: looked up, it is the function itself (classmethods get the class)."""
    func: Any
    kind: str


@dataclass(eq=False)
class ObjVal:
    """An instance of a class of this file, a namespace or a dict with constant keys."""
    kind: str                             # "instance" | "namespace" | "dict" | "configdict"
    cls: ClassVal | None = None
    attrs: dict = field(default_factory=dict)
    region: tuple = ()                    # the conditional regions in effect where it was made
    escaped: bool = False
    frozen: bool = False
    keys_unsure: bool = False             # an entry may be missing (added on some paths only, or deleted)

    def read(self, name: str) -> Any:
        if self.escaped:
            return UNKNOWN
        if name in self.attrs:
            return self.attrs[name]
        return _MISSING

    def write(self, name: str, value: Any, strong: bool) -> None:
        if self.escaped:
            return
        if not strong and name not in self.attrs:
            self.keys_unsure = True
        if strong or name not in self.attrs:
            self.attrs[name] = value
        else:
            self.attrs[name] = join_values(self.attrs[name], value)

    def escape(self) -> None:
        """Handed to code we cannot see: it may have changed any attribute (and what they point to)."""
        if self.escaped:
            return
        self.escaped = True
        for value in list(self.attrs.values()):
            if isinstance(value, ObjVal):
                value.escape()
        self.attrs.clear()

    def known_keys(self) -> tuple | None:
        """The keys of a dict-like object in insertion order, when every path agrees on them; else None."""
        if self.escaped or self.keys_unsure or self.kind not in ("dict", "configdict"):
            return None
        return tuple(self.attrs)


def constant_key(key: Any, depth: int = 0) -> bool:
    """A dict key the analysis can hold: a str, number, bool or None, or a tuple of those (`cache[(4, 2)]`), or
    a plain Enum's member (one object, equal only to itself); Python's own hashing and equality then decide which
    entry a key names, as they do at run time."""
    if key is None or isinstance(key, (str, int, float)) or is_enum_member(key):
        return True
    return isinstance(key, tuple) and depth < 3 and all(constant_key(k, depth + 1) for k in key)


def sorted_keys(keys) -> list | None:
    """A dict's keys in the order jax flattens it (sorted); None when they do not sort (mixed kinds)."""
    try:
        return sorted(keys)
    except TypeError:
        return None


def truthiness(value: Any) -> bool | None:
    """What `bool(value)` certainly is (for `a or b`, `a and b`); None when it may be either."""
    from .values import OneOf, ListVal, MeshVal, FuncVal, NamedShardingVal
    if isinstance(value, OneOf):
        truths = {truthiness(option) for option in value.options}
        return truths.pop() if len(truths) == 1 else None
    if value is UNKNOWN:
        return None
    if value is None or isinstance(value, (bool, int, float, str, tuple)):
        return bool(value)
    if isinstance(value, ListVal):
        return bool(value.items)
    if isinstance(value, (MeshVal, FuncVal, ClassVal, NamedShardingVal)):
        return True   # none of them defines __bool__ or __len__ (a PartitionSpec does: P() is false)
    if isinstance(value, ObjVal) and not value.escaped:
        if value.kind == "namespace":
            return True
        if value.kind in ("dict", "configdict"):
            keys = value.known_keys()
            return bool(keys) if keys is not None else None
        if value.kind == "instance" and isinstance(value.cls, ClassVal):
            cls = value.cls
            if cls.dataclass and cls.frozen and not cls.fields():
                return None   # perhaps an empty NamedTuple
            if cls.lookup("__bool__") is _MISSING and cls.lookup("__len__") is _MISSING:
                return True
    return None


def certainly_lacks(value: Any, name: str) -> bool | None:
    """Whether an object of this module certainly has no attribute `name` (True), certainly has one (False),
    or cannot be told (None): a class along a fully known MRO, an instance that never escaped."""
    if name.startswith("_"):
        return None   # (what class machinery makes: NamedTuple's _fields/_replace, a dataclass's __dataclass_fields__)
    if isinstance(value, ClassVal):
        if value.node.keywords:
            return None   # a metaclass may answer any name
        found = value.lookup(name)
        if found is MISSING:
            return None if value.lookup("__getattr__") is not MISSING else True
        if isinstance(found, FieldDefault):
            return None   # a dataclass field: a class attribute only when it has a plain default
        return None if found is UNKNOWN else False
    if isinstance(value, ObjVal) and value.kind == "instance" and not value.escaped and isinstance(value.cls, ClassVal):
        if value.read(name) is not MISSING:
            return False
        found = value.cls.lookup(name)
        if found is MISSING:
            return None if value.cls.lookup("__getattr__") is not MISSING else True
        return None if found is UNKNOWN else False
    if isinstance(value, ObjVal) and value.kind == "namespace" and not value.escaped and not value.keys_unsure:
        # a SimpleNamespace that never escaped: its attributes are those it was given or set since
        return value.read(name) is MISSING
    return None


def is_enum_member(value: Any) -> bool:
    """A member of a plain Enum class of the program (equal to itself only, hashed by identity here)."""
    return isinstance(value, ObjVal) and value.kind == "instance" and isinstance(value.cls, ClassVal) \
        and value.cls.enum_members is not None and any(m is value for m in value.cls.enum_members.values())


def make_enum_members(cls: ClassVal, assigned: list[str]) -> None:
    """A plain `enum.Enum` class: each name its body assigns a value (not a function, property or class) becomes
    a member, an instance of the class with `.name` and `.value`; a name whose value an earlier member has is an
    alias of that member."""
    members: dict = {}
    by_value: list = []
    # a `__new__` of the class's own may set `_value_` to anything: the members stay, their values unknown
    values_known = "__new__" not in cls.namespace
    for name in assigned:
        value = cls.namespace.get(name, _MISSING)
        if name.startswith("_") or value is _MISSING or _is_descriptor(value):
            continue
        value = value if values_known else UNKNOWN
        alias = next((m for v, m in by_value if constant_key(value) and constant_key(v) and type(v) is type(value)
                      and v == value), None)
        if alias is None:
            # (not frozen: a member takes new attributes like any object; only the class refuses new members)
            alias = ObjVal("instance", cls, {"name": name, "value": value, "_name_": name, "_value_": value}, ())
            by_value.append((value, alias))
        members[name] = alias
        cls.namespace[name] = alias
    cls.enum_members = members


def _is_descriptor(value: Any) -> bool:
    from .values import FuncVal
    return isinstance(value, (FuncVal, ClassVal, PropertyVal, StaticVal))
