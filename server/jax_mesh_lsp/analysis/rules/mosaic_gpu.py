"""MESH101-MESH111: Pallas Mosaic GPU multicast / `collective_axes` rules.

What the rules know (measured with jax 0.10.2, cross-lowering for CUDA on CPU):
- A Mosaic GPU kernel's "JAX device mesh" is the mesh of the `jax.shard_map` inside which the `plgpu.kernel(...)`
  callable runs (under jit). `jax.set_mesh` alone does not provide one.
- Multicast copies / multimem ops / multicast semaphore signals need that mesh (MESH102 / MESH104 without it) and
  their collective axes must be, as a set, exactly its axis names (MESH101 / MESH103), partial-manual or not.
- Errors raised while tracing the kernel body (MESH106, MESH107, MESH111, MESH108 in pallas_call) come before any
  lowering error; the lowering errors (the others) only when the kernel is lowered for a GPU.

How a kernel is followed: the interpreter inlines `plgpu.kernel(body, ...)` callables where they are called, with
the context of that call (`ctx.kernel` is the kernel's constructor call, `ctx.shard_map` the enclosing shard_map).
Programs that never call the jitted function themselves but lower it, through
a jitted function handed to a function the analysis cannot follow (a project's own `run_or_lower(f, *args)`
helper: it may call or lower it, and whenever it does, the kernel's check holds) or `jax.export.export(f, platforms=['cuda'])(...)`, are traced here at
that call (the "driver" below). Every link must be certain (the argument is a jitted function, the ref is
certainly a multicast ref, the axes are known strings, the kernel's options are known); otherwise: no finding.
"""
from __future__ import annotations

import ast
import weakref
from dataclasses import dataclass, field
from typing import Any

from ..findings import Finding, Fix, Related, TextEdit
from ..interpreter import KERNEL_CALLED, UNKNOWN_CALLEE, _Raise, _is_constant
from ..values import (UNKNOWN, BlockSpecVal, FuncVal, ListVal, MeshVal, PartialVal, QualName, RefView, alternatives,
                      same_value)
from . import CallRule
from .top_level_all_gather import mesh_definition

DRIVERS = frozenset({UNKNOWN_CALLEE, "jax.export.export"})
KERNEL = "plgpu.kernel"
PALLAS_CALL = "pl.pallas_call"
PL_KERNEL = "pl.kernel"          # Mosaic GPU when its mesh= is a plgpu.Mesh(...)
MAKERS = frozenset({KERNEL, PALLAS_CALL, PL_KERNEL})
TRACE_ONLY = frozenset({"jax.eval_shape", "jax.make_jaxpr"})

COPY_TO_GMEM = "plgpu.copy_smem_to_gmem"
COPY_TO_SMEM = "plgpu.copy_gmem_to_smem"
PREFETCH = "plgpu.async_prefetch"
MULTIMEM_STORE = "plgpu.multimem_store"
MULTIMEM_LOAD = "plgpu.multimem_load_reduce"
SEM_MULTICAST = "plgpu.semaphore_signal_multicast"
MULTICAST_REF = "plgpu.multicast_ref"
REMOTE_REF = "plgpu.remote_ref"
BLOCK_SPEC = "plgpu.BlockSpec"


# ---------------------------------------------------------------------------------------------- per-file state
@dataclass
class KernelInfo:
    maker: str                      # "plgpu.kernel" | "pl.pallas_call"
    node: ast.AST
    kwargs: dict[str, Any]
    bad_spec: ast.AST | None = None  # pallas_call: the collective_axes of a plgpu.BlockSpec it is given
    mosaic_gpu: bool = True         # lowered by Mosaic GPU for CUDA (a pallas_call may pick another backend)


@dataclass
class _State:
    kernels: dict[ast.AST, KernelInfo] = field(default_factory=dict)   # joined over every reach of the maker
    # maker -> (its number, what the latest reach alone was given): for the kernel that reach made
    latest: dict[ast.AST, tuple[int, KernelInfo]] = field(default_factory=dict)


_STATES: "weakref.WeakKeyDictionary[Any, _State]" = weakref.WeakKeyDictionary()


def _state(interp) -> _State:
    st = _STATES.get(interp)
    if st is None:
        st = _STATES[interp] = _State()
    return st


# ---------------------------------------------------------------------------------------------- small helpers
def _callee(node: ast.AST, frame, interp) -> str | None:
    if isinstance(node, ast.Call):
        value = interp.peek(node.func, frame)
        if isinstance(value, QualName):
            return value.name
    return None


def _arg_node(call: ast.Call, index: int | None, name: str) -> ast.AST | None:
    if index is not None and index < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args):
        return call.args[index]
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    return None


def _stores(scope: ast.AST, name: str) -> list[ast.AST]:
    """Nodes binding `name` directly in `scope` (a function or the module), not in nested functions."""
    out: list[ast.AST] = []
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        a = scope.args
        for p in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg]:
            if p is not None and p.arg == name:
                out.append(p)
        body = scope.body if isinstance(scope.body, list) else [scope.body]
    else:
        body = scope.body
    stack = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == name:
                out.append(node)
            stack.extend(node.decorator_list)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, (ast.Store, ast.Del)):
            out.append(node)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            if any((al.asname or al.name).split(".")[0] == name for al in node.names):
                out.append(node)
        elif isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            out.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return out


def _binding(name_node: ast.Name, frame, interp) -> tuple[ast.AST, Any] | None:
    """The single statement that binds a name (`name = <expr>` or `def name`), at the top level of the scope that
    owns it and before the use, with the frame of that scope; None when it is bound more than once or elsewhere."""
    name = name_node.id
    f = frame
    while f is not None:
        if f.func is not None and name in f.local_names and name not in f.globals_declared:
            scope = f.func
            break
        if f.parent is None:
            scope = interp.tree
            break
        f = f.parent
    else:
        return None
    stores = _stores(scope, name)
    if len(stores) != 1:
        return None
    body = list(scope.body) if isinstance(scope.body, list) else []
    i = 0
    while i < len(body):   # statements that surely run: the top level and the bodies of `with` blocks
        stmt = body[i]
        i += 1
        if isinstance(stmt, (ast.With, ast.AsyncWith)):
            body[i:i] = stmt.body
            continue
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and stmt.targets[0] is stores[0]:
            # in a function the assignment must come first; a module global is read when the call runs
            if scope is interp.tree or stmt.lineno < getattr(name_node, "lineno", 0):
                return stmt.value, f
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt is stores[0]:
            return stmt, f
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and _same_shape_unpacking(stmt):
            # `dst, src = y_ref, plgpu.multicast_ref(...)`: the item at the name's place
            for target, value in zip(stmt.targets[0].elts, stmt.value.elts):
                if target is stores[0] and (scope is interp.tree or stmt.lineno < getattr(name_node, "lineno", 0)):
                    return value, f
    return None


def _same_shape_unpacking(stmt: ast.Assign) -> bool:
    """`a, b = x, y`: a tuple (or list) display unpacked into as many plain targets."""
    target, value = stmt.targets[0], stmt.value
    return isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)) \
        and len(target.elts) == len(value.elts) \
        and not any(isinstance(e, ast.Starred) for e in target.elts + value.elts)


def _ref_kind(node: ast.AST | None, frame, interp, depth: int = 0) -> tuple[str, ast.Call, Any] | None:
    """("multicast" | "remote", the call that made it, its frame) when `node` certainly is such a ref.

    A ref passed as an argument is read in the caller's frame (CallRef.frame). The frame is None for what a
    helper returns, read from its text: its arguments can then only be read when they are literals
    (see `_value_in`)."""
    if node is None or depth > 6:
        return None
    if isinstance(node, ast.Call):
        name = _callee(node, frame if frame is not None else interp.module_frame, interp)
        if name == MULTICAST_REF:
            return "multicast", node, frame
        if name == REMOTE_REF:
            return "remote", node, frame
        if name is None and frame is not None:
            # a helper of ours returning a ref (`peer_of(ref)` -> `plgpu.remote_ref(ref, 0)`): what it returns
            helper = interp.peek(node.func, frame)
            fnode = getattr(helper, "node", None)
            if isinstance(helper, FuncVal) and not helper.wrappers and isinstance(fnode, ast.FunctionDef):
                returns = [n for n in ast.walk(fnode) if isinstance(n, ast.Return)]
                if len(returns) == 1 and returns[0].value is not None and returns[0] is fnode.body[-1]:
                    return _ref_kind(returns[0].value, None, interp, depth + 1)
        return None
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "at":
        return _ref_kind(node.value.value, frame, interp, depth + 1)   # `ref.at[...]` keeps the transforms
    if isinstance(node, ast.Name) and frame is not None:
        bound = _binding(node, frame, interp)
        if bound is not None and isinstance(bound[0], ast.expr):
            return _ref_kind(bound[0], bound[1], interp, depth + 1)
        if depth == 0:
            passed = _passed_argument(node, frame, interp)
            if passed is not None:
                # read where the caller wrote it (`src = plgpu.multicast_ref(...)`, then `load(src, ...)`)
                caller = interp.chain[-1].frame if interp.chain else None
                return _ref_kind(passed, caller, interp, depth + 1)
    return None


def _ref_view(value: Any, path: Any) -> RefView | None:
    """The ref an argument holds, by value, when every value that may reach it is the same kind of view
    (`dst = plgpu.multicast_ref(dst, axes)` on one path of a helper, `remote_ref` on another, chosen by a
    flag the call decides); the first of them (with a multicast's axes only where all agree)."""
    options = alternatives(value)
    if not options or not all(isinstance(o, RefView) and o.kind == options[0].kind and o.path == path
                              for o in options):
        return None
    first = options[0]
    if any(not same_value(o.axes, first.axes) for o in options[1:]):
        return RefView(first.kind, first.node, UNKNOWN)
    return first


def _passed_argument(name_node: ast.Name, frame, interp) -> ast.AST | None:
    """For a parameter of the function being run, the argument expression of the call that runs it."""
    func = frame.func
    if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)) or not interp.chain:
        return None
    stores = _stores(func, name_node.id)
    if len(stores) != 1 or not isinstance(stores[0], ast.arg):
        return None
    call = interp.chain[-1].node
    if interp.chain[-1].path != interp.path:
        return None   # the caller is in another file: its spans are not this file's
    if not isinstance(call, ast.Call) or any(isinstance(a, ast.Starred) for a in call.args) \
            or any(k.arg is None for k in call.keywords):
        return None
    # the arguments bound before the call (a bound method's `self`, a partial's) take the first places
    callee = interp.peek(call.func, interp.chain[-1].frame) if interp.chain[-1].frame is not None else None
    bound = 0
    while isinstance(callee, PartialVal):
        bound, callee = bound + len(callee.args), callee.func
    if not isinstance(callee, FuncVal) or callee.node is not func:
        return None
    positional = [a.arg for a in func.args.posonlyargs + func.args.args][bound + len(callee.bound_args):]
    if name_node.id in positional:
        i = positional.index(name_node.id)
        if i < len(call.args):
            return call.args[i]
    for kw in call.keywords:
        if kw.arg == name_node.id:
            return kw.value
    return None


def _value_in(node: ast.AST, frame, interp) -> Any:
    if frame is not None:
        return interp.peek(node, frame)
    try:
        value = ast.literal_eval(node)
    except Exception:
        return UNKNOWN
    return ListVal(tuple(value)) if isinstance(value, list) else value


def _strs(value: Any) -> tuple[str, ...] | None:
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return value
    return None


def _is_none(site, name: str) -> bool | None:
    """Whether an optional keyword is None: True (absent or None), False (certainly an object), None (unknown)."""
    node = site.arg_node(None, name)
    value = site.kwargs.get(name, None)
    if node is None and name not in site.kwargs:
        spreads = [k for k in site.node.keywords if k.arg is None] if isinstance(site.node, ast.Call) else []
        # a `**opts` the analysis read put its keys in kwargs; one it could not read may hold the name
        read = len(spreads) == 1 and any(site.arg_node(None, k) is None for k in site.kwargs)
        return None if spreads and not read else True
    if value is None:
        return True
    if isinstance(value, (QualName, ListVal)) or (value is not UNKNOWN and isinstance(value, (bool, int, str, tuple))):
        return False
    if value is UNKNOWN and node is None:
        return None
    callee = _callee(node, site.frame, site.interp)
    if callee is not None and callee.startswith("plgpu.CopyPartition."):
        return False   # plgpu.CopyPartition.PARTITIONED(axis)
    if node is None and type(value).__name__ in ("ObjVal", "PartialVal", "FuncVal"):
        return False   # (an object, from a `**opts` the analysis read: `CopyPartition.REPLICATED`...)
    return None


def _truthy_kwarg(info: KernelInfo, name: str) -> bool | None:
    if name not in info.kwargs:
        return False
    value = info.kwargs[name]
    if value is None or value is False:
        return False
    if value is True or isinstance(value, QualName):
        return True
    return None


def _quote(node: ast.AST | None, interp) -> str:
    for sub in ast.walk(node) if node is not None else ():
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            text = interp.source.segment(sub) or ""
            for ch in text:
                if ch in "'\"":
                    return ch
    return "'"


def _tuple_text(names: tuple[str, ...], q: str) -> str:
    items = ", ".join(f"{q}{n}{q}" for n in names)
    return f"({items},)" if len(names) == 1 else f"({items})"


def _fmt(names) -> str:
    return ", ".join(repr(n) for n in sorted(names))


def _in_kernel(site) -> KernelInfo | None:
    node = site.ctx.kernel
    if node is None:
        return None
    return _state(site.interp).kernels.get(node)


def _lowered(site) -> bool:
    """The kernel body is traced for a lowering (not by eval_shape / make_jaxpr only)."""
    interp = site.interp
    for ref in interp.chain:
        if _callee(ref.node, interp.module_frame, interp) in TRACE_ONLY:
            return False
        func = getattr(ref.node, "func", None)
        if isinstance(func, ast.Attribute) and func.attr in ("trace", "eval_shape"):
            return False   # `jax.jit(f).trace()`: traced, never lowered
    return True


def _lowered_kernel(site) -> KernelInfo | None:
    """The plgpu.kernel being lowered for a GPU here, when certain."""
    info = _in_kernel(site)
    if info is None or not info.mosaic_gpu or _truthy_kwarg(info, "interpret") is not False:
        return None
    return info if _lowered(site) else None


def _device_mesh(site) -> Any:
    """The JAX device mesh the kernel is lowered with: a MeshVal, None (no enclosing shard_map), or UNKNOWN."""
    ctx = site.ctx
    if ctx.status == "unknown":
        return UNKNOWN
    if ctx.shard_map is None:
        return None
    mesh = ctx.mesh
    if isinstance(mesh, MeshVal) and mesh.kind == "Mesh" and mesh.problem is None:
        return mesh
    return UNKNOWN


def _mesh_related(mesh: MeshVal, site) -> list[Related]:
    related = [mesh_definition(mesh, site)]
    sm = site.ctx.shard_map
    if sm is not None and getattr(sm, "node", None) is not None:
        related += site.interp.related_at(sm.node, "the jax.shard_map whose mesh the kernel uses")
    return related


def _mesh_desc(mesh: MeshVal, site) -> str:
    bound = site.interp.mesh_names.get(mesh.key())
    names = _tuple_text(mesh.names, "'")
    return f"`{bound}` {names}" if bound else names


def _kernel_related(site, info: KernelInfo) -> list[Related]:
    return site.interp.related_at(info.node, "the Mosaic GPU kernel is made here")


# ---------------------------------------------------------------------------------------------- the driver
def _is_jitted(node: ast.AST | None, frame, interp, depth: int = 0) -> bool:
    """`jax.jit(...)`, a name bound once to one, or a function whose outermost decorator is jax.jit."""
    if node is None or depth > 6:
        return False
    if isinstance(node, ast.Call):
        return _callee(node, frame, interp) == "jax.jit"
    if isinstance(node, ast.Name):
        bound = _binding(node, frame, interp)
        if bound is None:
            return False
        value, owner = bound
        if isinstance(value, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if not value.decorator_list:
                return False
            dec = interp.peek(value.decorator_list[0], owner)
            return (isinstance(dec, QualName) and dec.name == "jax.jit") or (
                isinstance(dec, PartialVal) and isinstance(dec.func, QualName) and dec.func.name == "jax.jit")
        return _is_jitted(value, owner, interp, depth + 1)
    return False


def _jitted_value(func: FuncVal) -> bool:
    """A function value whose outermost transform is jax.jit, however it was reached (returned by a factory or a
    method, kept on an object)."""
    return bool(func.wrappers) and func.wrappers[0] == ("traced", "jax.jit")


def _kernel_of(func: Any) -> ast.AST | None:
    if isinstance(func, FuncVal):
        for w in func.wrappers:
            if isinstance(w, tuple) and len(w) == 3 and w[0] == "kernel":
                return w[1]
    return None


def _driven_function(site) -> tuple[Any, list] | None:
    """The jitted function a driver call lowers for CUDA, and the arguments it is traced with."""
    interp = site.interp
    if site.callee == UNKNOWN_CALLEE:
        for i, value in enumerate(site.args):
            node = site.node.args[i] if i < len(site.node.args) else None
            if isinstance(value, FuncVal) and not isinstance(node, ast.Starred) and (
                    _jitted_value(value) or _is_jitted(node, site.frame, interp)):
                return value, list(site.args[i + 1:])
        return None
    # jax.export.export(f, platforms=['cuda'])(...): only when called right away, for CUDA only
    fnode = _arg_node(site.node, 0, "fun_jit")
    platforms = site.kwargs.get("platforms", UNKNOWN)
    items = platforms.items if isinstance(platforms, ListVal) else platforms
    if isinstance(items, str):
        items = (items,)
    if not (isinstance(items, tuple) and items and all(p == "cuda" for p in items)):
        return None
    stmt = interp.stmt_stack[-1] if interp.stmt_stack else None
    outer = next((n for n in ast.walk(stmt) if isinstance(n, ast.Call) and n.func is site.node), None) \
        if stmt is not None else None
    if outer is None:
        return None
    func = site.arg(0, "fun_jit")
    if not ((isinstance(func, FuncVal) and _jitted_value(func)) or _is_jitted(fnode, site.frame, interp)):
        return None   # (a jitted function handed in as a parameter is known by its value)
    # the arguments it is exported with: Python constants (its static arguments, `size="xl"`) as they are, the
    # rest (ShapeDtypeStructs: abstract arrays) unknown
    args: list = []
    if not outer.keywords and not any(isinstance(a, ast.Starred) for a in outer.args):
        for a in outer.args:
            value = interp.peek(a, site.frame)
            args.append(value if _is_constant(value) else UNKNOWN)
    return func, args



def _drive(site) -> None:
    """Traces the lowered function once per driver call (whichever MESH1xx rule sees the call first)."""
    if getattr(site, "_mosaic_gpu_driven", False):
        return
    site._mosaic_gpu_driven = True
    st = _state(site.interp)
    found = _driven_function(site)
    if found is None:
        return
    func, args = found
    if not isinstance(func, FuncVal):
        return
    kernel = _kernel_of(func)
    if kernel is not None and kernel in st.kernels and st.kernels[kernel].bad_spec is not None:
        return  # pallas_call raises on its specs before tracing the body (MESH108)
    interp = site.interp
    saved_depth = interp.max_depth
    # jax lowers the function in a trace of its own: it gets the whole call-depth budget, however deep the
    # driver call sits (the budget bounds nesting; each driver call is traced once)
    interp.max_depth = saved_depth + len(interp.call_stack)
    try:
        with interp.lowering_trace():
            interp.call_function(func, args, {}, site.node, site.frame)
    except _Raise:
        raise  # jax stops at the first error of the trace or the lowering: so does the analysed path
    except RecursionError:
        raise
    except Exception:  # a path we cannot follow
        pass
    finally:
        interp.max_depth = saved_depth


# ---------------------------------------------------------------------------------------------- rule base
class MosaicGpuRule(CallRule):
    keywords = ("mosaic_gpu", "plgpu")
    watched: frozenset[str] = frozenset()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.callees = frozenset(cls.watched) | DRIVERS | MAKERS

    def check(self, site):
        if site.callee in MAKERS:
            _note_kernel(site)
            return self.check_maker(site)
        if site.callee in DRIVERS:
            result = self.check_driver(site)
            if not result:
                _drive(site)
            return result
        return self.check_call(site)

    def check_maker(self, site):
        return None

    def check_driver(self, site):
        return None

    def check_call(self, site):
        return None


def _note_kernel(site) -> None:
    st = _state(site.interp)
    if site.node in st.kernels and not site.args:
        return
    info = KernelInfo(site.callee, site.node, dict(site.kwargs))
    if site.callee == PALLAS_CALL:
        info.bad_spec = _collective_block_spec(site)
        info.mosaic_gpu = _pallas_call_on_mosaic_gpu(site)
    elif site.callee == PL_KERNEL:
        mesh = _gpu_mesh_options(site)
        info.mosaic_gpu = mesh is not None
        info.kwargs["cluster_names"] = mesh.get("cluster_names", ()) if mesh is not None else UNKNOWN
    old = st.kernels.get(site.node)
    st.kernels[site.node] = info if old is None else _joined(old, info)
    # (the interpreter numbers the kernel it makes right after this: rules/__init__ runs them first)
    st.latest[site.node] = (site.interp.kernel_reaches.get(site.node, 0) + 1, info)


def _kernel_info(site, node: Any, reach: Any) -> KernelInfo | None:
    """What is known of the kernel numbered `reach` made at `node`: the arguments of the reach that made it when
    that is the latest one (a factory building one kernel per config, each lowered before the next is made);
    otherwise what every reach agrees on."""
    st = _state(site.interp)
    latest = st.latest.get(node)
    if latest is not None and latest[0] == reach:
        return latest[1]
    return st.kernels.get(node)


def _joined(old: KernelInfo, new: KernelInfo) -> KernelInfo:
    """One maker call reached again with other arguments (a factory called twice): a kernel lowered later may
    come from either call, so only what both calls agree on is known."""
    def same(a, b) -> bool:
        try:
            return a is b or bool(a == b)
        except Exception:
            return False
    kwargs = {k: (old.kwargs[k] if k in old.kwargs and k in new.kwargs and same(old.kwargs[k], new.kwargs[k])
                  else UNKNOWN) for k in {**old.kwargs, **new.kwargs}}
    return KernelInfo(new.maker, new.node, kwargs, old.bad_spec if old.bad_spec is new.bad_spec else None,
                      old.mosaic_gpu and new.mosaic_gpu)


def _gpu_mesh_options(site) -> dict | None:
    """`pl.kernel(..., mesh=plgpu.Mesh(...))`: the Mesh's keyword options (read by value), when its mesh is
    certainly a Mosaic GPU one written as such a call (or a name bound once to one); None otherwise."""
    node = _arg_node(site.node, None, "mesh")
    frame = site.frame
    if isinstance(node, ast.Name):
        bound = _binding(node, frame, site.interp)
        node, frame = (bound[0], bound[1]) if bound is not None else (None, frame)
    if not (isinstance(node, ast.Call) and _callee(node, frame, site.interp) == "plgpu.Mesh") or node.args \
            or any(k.arg is None for k in node.keywords):
        return None
    return {k.arg: site.interp.peek(k.value, frame) for k in node.keywords}


def _pallas_call_on_mosaic_gpu(site) -> bool:
    """A pallas_call lowered for CUDA by Mosaic GPU (checked under jax 0.10.2: the default backend there, and
    what plgpu.CompilerParams asks for); False when another backend may be picked."""
    backend = site.kwargs.get("backend", None)
    if "backend" in site.kwargs and backend != "mosaic_gpu":
        return False
    node = _arg_node(site.node, None, "compiler_params")
    if node is None:
        return True
    if isinstance(node, ast.Name):
        bound = _binding(node, site.frame, site.interp)
        node = bound[0] if bound is not None else None
    return isinstance(node, ast.Call) and _callee(node, site.frame, site.interp) == "plgpu.CompilerParams"


def _collective_block_spec(site) -> ast.AST | None:
    """The `collective_axes=` of a plgpu.BlockSpec given as in_specs / out_specs, when certainly non-empty."""
    return _collective_block_spec_written(site) or _collective_block_spec_value(site)


def _collective_block_spec_value(site) -> ast.AST | None:
    """The same read from the values the call got (`in_specs=input_specs(cfg)`, a helper building the list
    from a config): a BlockSpec among them whose collective_axes are certainly non-empty."""
    for name in ("in_specs", "out_specs"):
        todo, seen = [site.kwargs.get(name)], 0
        while todo and seen < 256:
            value = todo.pop()
            seen += 1
            if isinstance(value, ListVal):
                todo.extend(value.items)
            elif isinstance(value, tuple):
                todo.extend(value)
            elif isinstance(value, BlockSpecVal) and value.path == site.interp.path:
                axes = value.collective_axes.items if isinstance(value.collective_axes, ListVal) \
                    else value.collective_axes
                if isinstance(axes, (tuple, str)) and axes:
                    # (given through `**kwargs`: no argument is written for it, the BlockSpec call is shown)
                    return _arg_node(value.node, 5, "collective_axes") or value.node
    return None


def _collective_block_spec_written(site) -> ast.AST | None:
    interp = site.interp
    for name in ("in_specs", "out_specs"):
        node = _arg_node(site.node, None, name)
        todo: list[tuple[ast.AST, Any, int]] = [(node, site.frame, 0)] if node is not None else []
        while todo:
            expr, frame, depth = todo.pop()
            if depth > 6:
                continue
            if isinstance(expr, (ast.List, ast.Tuple)):
                todo.extend((e, frame, depth + 1) for e in expr.elts)
            elif isinstance(expr, ast.Name):
                bound = _binding(expr, frame, interp)
                if bound is not None and isinstance(bound[0], ast.expr):
                    todo.append((bound[0], bound[1], depth + 1))
            elif isinstance(expr, ast.Call) and _callee(expr, frame, interp) == BLOCK_SPEC:
                axes_node = _arg_node(expr, 5, "collective_axes")
                if axes_node is None:
                    continue
                value = interp.peek(axes_node, frame)
                if isinstance(value, ListVal):
                    value = value.items   # JAX only asks whether collective_axes is empty: a list does as well
                if isinstance(value, (tuple, str)) and value:
                    return axes_node
            elif isinstance(expr, ast.Call) and frame is not None:
                returned = interp.returned_expression(expr, frame)   # `in_specs=[shared_spec(shape)]`
                if returned is not None:
                    todo.append((returned[0], returned[1], depth + 1))
    return None


# ---------------------------------------------------------------------------------------------- MESH101/102
def _collective_use(site) -> tuple[str, ast.AST | None, Any, bool] | None:
    """(what, axes node, axes value, wraps_str) of a multicast / multimem use at this call."""
    interp = site.interp
    if site.callee == COPY_TO_GMEM:
        kind = _ref_kind(site.arg_node(1, "dst"), site.frame, interp)
        if kind is None:
            view = _ref_view(site.arg(1, "dst"), interp.path)
            if view is None or view.kind != "multicast":
                return None
            return "multicast copy", _arg_node(view.node, 1, "collective_axes"), view.axes, True
        if kind[0] != "multicast":
            return None
        _, call, frame = kind
        axes_node = _arg_node(call, 1, "collective_axes")
        if axes_node is None:
            return None
        return "multicast copy", axes_node, _value_in(axes_node, frame, interp), True
    if site.callee == MULTIMEM_STORE:
        return "multimem_store", site.arg_node(2, "collective_axes"), site.arg(2, "collective_axes"), False
    if site.callee == MULTIMEM_LOAD:
        return ("multimem_load_reduce", site.arg_node(None, "collective_axes"), site.kwargs.get("collective_axes", UNKNOWN),
                False)
    if site.callee == SEM_MULTICAST:
        return ("semaphore_signal_multicast", site.arg_node(None, "collective_axes"),
                site.kwargs.get("collective_axes", UNKNOWN), True)
    return None


def _axes_as_jax_sees_them(value: Any, wraps_str: bool) -> tuple[tuple[str, ...], bool] | None:
    """The axes JAX compares (as a tuple) and whether a bare str was iterated letter by letter."""
    if isinstance(value, str):
        return ((value,), False) if wraps_str else (tuple(value), len(value) > 1)
    names = _strs(value)
    if names is None:
        return None   # lists fail hashing first (a TypeError), unknown values are unknown
    return names, False


class _AxesRule(MosaicGpuRule):
    """Shared by MESH101/102 (multicast copy, multimem) and MESH103/104 (semaphore_signal_multicast)."""
    phase = "lowering"   # raised by a lowering rule, after the whole body was traced
    semaphore = False

    def _use(self, site, axes_first: bool = True):
        """`axes_first=False`: the error comes before the axes are read (a multicast copy's lowering asks for
        the mesh first, then takes set(collective_axes)), so axes JAX cannot hash still get there."""
        if (site.callee == SEM_MULTICAST) != self.semaphore:
            return None
        info = _lowered_kernel(site)
        if info is None:
            return None
        use = _collective_use(site)
        if use is None:
            return None
        what, axes_node, value, wraps = use
        seen = _axes_as_jax_sees_them(value, wraps)
        if seen is None and (axes_first or not isinstance(value, ListVal)):
            return None
        return info, what, axes_node, value, seen


class CollectiveAxesNotWholeMesh(_AxesRule):
    code = "MESH101"
    watched = frozenset({COPY_TO_GMEM, MULTIMEM_STORE, MULTIMEM_LOAD})

    def check_call(self, site):
        use = self._use(site)
        if use is None:
            return None
        return _whole_mesh_finding(self.code, site, *use)


class MulticastOutsideShardMap(_AxesRule):
    code = "MESH102"
    watched = frozenset({COPY_TO_GMEM, MULTIMEM_STORE, MULTIMEM_LOAD})

    def check_call(self, site):
        # a multicast copy with no mesh fails before its axes are read (checked under jax 0.10.2: a list there
        # gets this message, and TypeError only under a mesh); multimem primitives hash their axes first
        use = self._use(site, axes_first=site.callee != COPY_TO_GMEM)
        if use is None:
            return None
        info, what, axes_node, value, seen = use
        return _no_mesh_finding(self.code, site, info, what)


class SemaphoreMulticastNotWholeMesh(_AxesRule):
    code = "MESH103"
    semaphore = True
    watched = frozenset({SEM_MULTICAST})

    def check_call(self, site):
        use = self._use(site)
        if use is None:
            return None
        return _whole_mesh_finding(self.code, site, *use)


class SemaphoreMulticastOutsideShardMap(_AxesRule):
    code = "MESH104"
    semaphore = True
    watched = frozenset({SEM_MULTICAST})

    def check_call(self, site):
        # a multicast copy with no mesh fails before its axes are read (checked under jax 0.10.2: a list there
        # gets this message, and TypeError only under a mesh); multimem primitives hash their axes first
        use = self._use(site, axes_first=site.callee != COPY_TO_GMEM)
        if use is None:
            return None
        info, what, axes_node, value, seen = use
        return _no_mesh_finding(self.code, site, info, what)


def _whole_mesh_finding(code: str, site, info: KernelInfo, what: str, axes_node, value, seen):
    mesh = _device_mesh(site)
    if mesh is None or mesh is UNKNOWN:
        return None
    axes, iterated = seen
    want = set(mesh.names)
    if set(axes) == want:
        return []
    missing = [n for n in mesh.names if n not in set(axes)]
    extra = sorted(set(axes) - want)
    interp = site.interp
    written = interp.source.segment(axes_node) if axes_node is not None else None
    shown = written or repr(value)
    parts = []
    if missing:
        parts.append(f"missing {', '.join(repr(n) for n in missing)}")
    if extra:
        parts.append(f"not mesh axes: {', '.join(repr(n) for n in extra)}")
    head = f"the {what} names collective axes {shown}"
    if iterated:
        head = (f"the {what} gets the bare string {shown}, which it iterates letter by letter as the axes "
                f"{{{_fmt(set(axes))}}}")
    message = (f"Mosaic GPU supports only collective axes that are exactly all axes of the JAX device mesh, but {head} "
               f"while the enclosing jax.shard_map's mesh is {_mesh_desc(mesh, site)} ({'; '.join(parts)}).")
    span = interp.source.span(axes_node) if axes_node is not None else interp.source.callee_span(site.node)
    fixes = []
    if axes_node is not None:
        q = _quote(axes_node, interp) if written else "'"
        new = _tuple_text(mesh.names, q)
        if isinstance(value, str) and iterated and (value,) == tuple(mesh.names):
            fixes.append(Fix(f"Wrap {written} in a tuple: {new}", (TextEdit(span, new),), safe=True, preferred=True))
        else:
            fixes.append(Fix(f"Use all mesh axes: {new}", (TextEdit(span, new),), safe=False, preferred=True))
    data = {"mesh_axes": list(mesh.names), "collective_axes": list(axes), "missing": missing, "extra": extra,
            "bare_str_iterated": iterated, "operation": what}
    return [Finding(code, message, span, related=_mesh_related(mesh, site), fixes=fixes, data=data)]


def _no_mesh_finding(code: str, site, info: KernelInfo, what: str):
    mesh = _device_mesh(site)
    if mesh is not None:
        return None if mesh is UNKNOWN else []
    interp = site.interp
    related = _kernel_related(site, info)
    ctx = site.ctx
    note = ""
    if ctx.status == "mesh" and ctx.origin is not None:
        related.append(Related(interp.source.span(ctx.origin), "jax.set_mesh here does not give the kernel a device mesh"))
        note = " A mesh is set with jax.set_mesh, but that does not give the kernel one."
    message = (f"The {what} needs the JAX device mesh of an enclosing jax.shard_map, but this Mosaic GPU kernel is "
               f"lowered outside any shard_map.{note} Call the kernel inside "
               f"`jax.shard_map(..., mesh=mesh, ...)` under jax.jit.")
    return [Finding(code, message, interp.source.callee_span(site.node), related=related,
                    data={"operation": what})]


# ---------------------------------------------------------------------------------------------- MESH105
class MulticastRefUnsupported(MosaicGpuRule):
    code = "MESH105"
    phase = "lowering"   # raised by a lowering rule, after the whole body was traced
    watched = frozenset({COPY_TO_SMEM, PREFETCH})

    def check_call(self, site):
        info = _lowered_kernel(site)
        if info is None:
            return None
        node = site.arg_node(0, "src" if site.callee == COPY_TO_SMEM else "ref")
        kind = _ref_kind(node, site.frame, site.interp)
        if kind is None:
            view = _ref_view(site.arg(0, "src" if site.callee == COPY_TO_SMEM else "ref"), site.interp.path)
            kind = (view.kind, view.node, None) if view is not None else None
        if kind is None:
            return None
        if kind[0] != "multicast":
            return []
        op = "copy_gmem_to_smem (as its source)" if site.callee == COPY_TO_SMEM else "async_prefetch"
        message = (f"A multicast ref cannot be read: {op} does not accept plgpu.multicast_ref(...); only "
                   "copy_smem_to_gmem can write to one. Read the plain ref instead.")
        return [Finding(self.code, message, site.interp.source.span(node),
                        related=[Related(site.interp.source.span(kind[1]), "the multicast ref is made here")],
                        data={"operation": site.callee})]


# ---------------------------------------------------------------------------------------------- MESH106/107
class _ConversionRule(MosaicGpuRule):
    inner = ""
    message = ""

    def check_call(self, site):
        if _in_kernel(site) is None:
            return None
        node = site.arg_node(0, "ref")
        kind = _ref_kind(node, site.frame, site.interp)
        if kind is None:
            view = _ref_view(site.arg(0, "ref"), site.interp.path)
            kind = (view.kind, view.node, None) if view is not None else None
        if kind is None:
            return None
        if kind[0] != self.inner:
            return []
        return [Finding(self.code, self.message, site.interp.source.callee_span(site.node),
                        related=[Related(site.interp.source.span(kind[1]), f"the {self.inner} ref is made here")])]


class MulticastToPeerRef(_ConversionRule):
    code = "MESH106"
    watched = frozenset({REMOTE_REF})
    inner = "multicast"
    message = ("plgpu.remote_ref cannot take a multicast ref: a multicast ref already targets every device. Use "
               "remote_ref on the plain ref to reach one device, or the multicast ref alone to reach all.")


class PeerToMulticastRef(_ConversionRule):
    code = "MESH107"
    watched = frozenset({MULTICAST_REF})
    inner = "remote"
    message = ("plgpu.multicast_ref cannot take a peer ref made by plgpu.remote_ref: a peer ref targets one device. "
               "Multicast the plain ref instead.")


# ---------------------------------------------------------------------------------------------- MESH108
class CollectiveBlockSpecInPallasCall(MosaicGpuRule):
    code = "MESH108"
    watched = frozenset({KERNEL_CALLED})

    _MESSAGE = ("pl.pallas_call does not support plgpu.BlockSpec(collective_axes=...): drop collective_axes, or "
                "write the kernel with plgpu.kernel and plgpu.emit_pipeline_warp_specialized.")

    def check_driver(self, site):
        """`jax.export.export(jax.jit(pallas_call(...)), platforms=['cuda'])`: the kernel is what is lowered."""
        found = _driven_function(site)
        if found is None:
            return None
        kernel = _kernel_of(found[0])
        info = _state(site.interp).kernels.get(kernel) if kernel is not None else None
        if info is None or info.maker != PALLAS_CALL:
            return None
        if info.bad_spec is None:
            return None
        return self._finding(site, info, "traced here")

    def check_call(self, site):
        """The kernel called inside a function being lowered (under jax.vmap, a helper, a loop): pallas_call
        refuses the spec there, before it traces the body."""
        info = _kernel_info(site, site.kwargs.get("kernel"), site.kwargs.get("reach"))
        if info is None or info.maker != PALLAS_CALL or not info.mosaic_gpu or not _lowered(site) \
                or _truthy_kwarg(info, "interpret") is not False:
            return None
        if info.bad_spec is None:
            return []
        return self._finding(site, info, "the kernel is called here")

    def _finding(self, site, info, where: str) -> list:
        source = site.interp.source
        return [Finding(self.code, self._MESSAGE, source.span(info.bad_spec),
                        related=site.interp.related_at(info.node, "the pallas_call that receives it")
                        + [Related(source.span(site.node), where)])]


# ---------------------------------------------------------------------------------------------- MESH109/110/111
def _cluster_axes(site) -> tuple[tuple[str, ...], ast.AST | None, Any] | None:
    """The collective axes of a GMEM->SMEM copy / prefetch as JAX resolves them (None: not collective)."""
    node = site.arg_node(None, "collective_axes")
    if node is None and "collective_axes" not in site.kwargs:
        # absent, or in a `**opts` the analysis could not read
        return None if _is_none(site, "collective_axes") is None else ((), None, None)
    value = site.kwargs.get("collective_axes", None)
    if value is None:
        return (), node, None
    node = node if node is not None else site.node   # (given through `**opts`: reported at the call)
    if isinstance(value, str):
        return (value,), node, value
    names = _strs(value)
    if names is None:
        return None
    return names, node, value


class UnknownClusterAxis(MosaicGpuRule):
    code = "MESH109"
    phase = "lowering"   # raised by a lowering rule, after the whole body was traced
    watched = frozenset({COPY_TO_SMEM, PREFETCH})

    def check_call(self, site):
        info = _lowered_kernel(site)
        if info is None:
            return None
        src = site.arg_node(0, "src" if site.callee == COPY_TO_SMEM else "ref")
        kind = _ref_kind(src, site.frame, site.interp)
        if kind is not None and kind[0] == "multicast":
            return None   # MESH105 is raised first
        if site.callee == COPY_TO_SMEM:
            lt = _is_none(site, "leader_tracked")
            if lt is None or (lt is False and _is_none(site, "collective_axes") is not False):
                return None   # unknown, or MESH111 at trace time
        found = _cluster_axes(site)
        if found is None:
            return None
        axes, node, _ = found
        if not axes:
            return []
        cluster = info.kwargs.get("cluster_names", ())
        cluster = cluster.items if isinstance(cluster, ListVal) else cluster
        if not (isinstance(cluster, tuple) and all(isinstance(c, str) for c in cluster)):
            return None
        unknown = [a for a in axes if a not in cluster]
        if not unknown:
            return []
        mesh_axes = site.ctx.mesh.names if site.ctx.status == "mesh" and site.ctx.mesh is not None else ()
        hint = ""
        if unknown[0] in mesh_axes:
            hint = (f" {unknown[0]!r} is an axis of the JAX device mesh: for a copy to all devices use "
                    "copy_smem_to_gmem with plgpu.multicast_ref.")
        avail = f"the kernel's cluster axes are {list(cluster)}" if cluster else "the kernel has no cluster axes"
        message = (f"collective_axes of {site.callee.split('.')[-1]} names thread-block cluster axes "
                   f"(plgpu.kernel(cluster_names=...)), and {unknown[0]!r} is not one: {avail}.{hint}")
        return [Finding(self.code, message, site.interp.source.span(node),
                        related=_kernel_related(site, info), data={"unknown": unknown, "cluster": list(cluster)})]


class LeaderTrackedNeedsOneAxis(MosaicGpuRule):
    code = "MESH110"
    phase = "lowering"   # raised by a lowering rule, after the whole body was traced
    watched = frozenset({COPY_TO_SMEM})

    def check_call(self, site):
        info = _lowered_kernel(site)
        if info is None:
            return None
        kind = _ref_kind(site.arg_node(0, "src"), site.frame, site.interp)
        if kind is not None and kind[0] == "multicast":
            return None
        lt = _is_none(site, "leader_tracked")
        if lt is None:
            return None
        found = _cluster_axes(site)
        if found is None:
            return None
        axes, node, _ = found
        if lt or not axes:
            return []
        cluster = info.kwargs.get("cluster_names", ())
        cluster = cluster.items if isinstance(cluster, ListVal) else cluster
        if not (isinstance(cluster, tuple) and all(a in cluster for a in axes)):
            return None   # an unknown axis raises MESH109 first
        if len(axes) == 1:
            return []
        message = (f"A leader-tracked copy (leader_tracked=...) is shared along exactly one cluster axis, but "
                   f"collective_axes names {len(axes)}: {', '.join(repr(a) for a in axes)}.")
        return [Finding(self.code, message, site.interp.source.span(node), related=_kernel_related(site, info))]


class LeaderTrackedWithoutCollectiveAxes(MosaicGpuRule):
    code = "MESH111"
    watched = frozenset({COPY_TO_SMEM})

    def check_call(self, site):
        if _in_kernel(site) is None:
            return None
        lt_node = site.arg_node(None, "leader_tracked")
        lt = _is_none(site, "leader_tracked")
        if lt is None:
            return None
        ca = _is_none(site, "collective_axes")
        if ca is None:
            return None
        if lt or not ca:
            return []
        message = ("copy_gmem_to_smem got leader_tracked= without collective_axes=: a leader-tracked copy is a "
                   "collective copy, so name the cluster axis it is shared along (or drop leader_tracked).")
        return [Finding(self.code, message, site.interp.source.span(lt_node if lt_node is not None else site.node))]


RULES = [
    CollectiveAxesNotWholeMesh, MulticastOutsideShardMap, SemaphoreMulticastNotWholeMesh,
    SemaphoreMulticastOutsideShardMap, MulticastRefUnsupported, MulticastToPeerRef, PeerToMulticastRef,
    CollectiveBlockSpecInPallasCall, UnknownClusterAxis, LeaderTrackedNeedsOneAxis, LeaderTrackedWithoutCollectiveAxes,
]
