"""The program model: a core (what touches the mesh) wrapped in contexts (the shapes real code has).

Nothing here knows what jax will do with a program; truth comes only from running it (runner.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

AXIS_NAME_SETS = {1: [("x",), ("data",)], 2: [("x", "y"), ("data", "model")],
                  3: [("x", "y", "z"), ("data", "fsdp", "model")]}
SHAPES = {1: [(8,), (2,)], 2: [(4, 2), (2, 2), (2, 4)], 3: [(2, 2, 2)]}


@dataclass(frozen=True)
class MeshSpec:
    """How a mesh is built. `types` is None for the constructor's default, else one AxisType name per axis."""
    ctor: str                      # make_mesh | make_mesh_kw | Mesh | AbstractMesh
    shape: tuple[int, ...]
    names: tuple[str, ...]
    types: tuple[str, ...] | None
    types_style: str = "tuple"     # tuple | times | list | short | bare | strings
    subset_devices: bool = False   # pass devices=jax.devices()[:n] (needed when n < 8 for make_mesh)

    @property
    def size(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    def types_expr(self) -> str | None:
        if self.types is None:
            return None
        t = [f"AxisType.{x}" for x in self.types]
        style = self.types_style
        if style == "times" and len(set(self.types)) == 1:
            return f"(AxisType.{self.types[0]},) * {len(self.types)}"
        if style == "list":
            return "[" + ", ".join(t) + "]"
        if style == "short":
            return "(" + t[0] + ",)"
        if style == "bare":
            return t[0]
        if style == "strings":
            return "(" + ", ".join(repr(x.lower()) for x in self.types) + ("," if len(t) == 1 else "") + ")"
        return "(" + ", ".join(t) + ("," if len(t) == 1 else "") + ")"

    def render(self, shape: str | None = None, names: str | None = None, types: str | None = "") -> str:
        shape = shape or repr(self.shape)
        names = names or repr(self.names)
        types = self.types_expr() if types == "" else types
        tkw = f", axis_types={types}" if types else ""
        if self.ctor == "AbstractMesh":
            return f"AbstractMesh({shape}, {names}{tkw})"
        if self.ctor == "Mesh":
            return f"Mesh(np.array(jax.devices()[:{self.size}]).reshape({shape}), {names}{tkw})"
        dev = f", devices=jax.devices()[:{self.size}]" if (self.subset_devices or self.size != 8) else ""
        if self.ctor == "make_mesh_kw":
            return f"jax.make_mesh(axis_shapes={shape}, axis_names={names}{tkw}{dev})"
        return f"jax.make_mesh({shape}, {names}{tkw}{dev})"


@dataclass
class Core:
    """A fragment with a mesh situation. `body` lines (relative indentation) run where the contexts put them,
    under the context-setting `form` (contexts may sit between the two), and name the mesh as MESH; `defs` are
    module-level blocks they need (kernel bodies)."""
    name: str                      # e.g. "tlag", "mgpu.multicast", "mig.device_put"
    family: str                    # MESH0 | MESH1 | MESH2
    variant: str                   # the choices made, for humans
    body: list[str]
    mesh: MeshSpec | None = None
    defs: list[str] = field(default_factory=list)
    imports: list[str] = field(default_factory=list)
    form: str = "no_context"
    other_mesh: str = ""
    other_first: bool = False


@dataclass
class Program:
    name: str
    core: Core
    binding: str                   # how the mesh reaches the body: global | local | param | self | config | factory
    wrappers: list[str]            # contexts, innermost first
    split: int                     # wrappers[:split] sit inside the context-setting form, the rest outside
    entry: str                     # module | main_guard
    packaging: str                 # single | module | notebook

    def features(self) -> list[str]:
        return ([f"binding:{self.binding}", f"entry:{self.entry}", f"packaging:{self.packaging}",
                 f"form:{self.core.form}"]
                + [f"ctx:{w}" + (":in" if i < self.split else "") for i, w in enumerate(self.wrappers)])


def subst_mesh(line: str, ref: str) -> str:
    return re.sub(r"\bMESH\b", ref, line)


def indent(lines: list[str], n: int = 4) -> list[str]:
    pad = " " * n
    return [pad + ln if ln.strip() else ln for ln in lines]
