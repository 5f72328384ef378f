"""Cores: small fragments with a mesh situation, drawn at random from the API surface the rules cover.

A core states only what the code *does* (which mesh, which context-setting form, which call); it never says
what jax will make of it. Kinds of core are listed in CORES; `draw_core` picks one.
"""
from __future__ import annotations

import random

from .model import AXIS_NAME_SETS, SHAPES, Core, MeshSpec

BASE_IMPORTS = [
    "import contextlib",
    "import dataclasses",
    "import functools",
    "import os",
    "import jax",
    "import jax.numpy as jnp",
    "import numpy as np",
    "from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P",
]
GPU_IMPORTS = [
    "from jax import lax",
    "from jax.experimental import pallas as pl",
    "from jax.experimental.pallas import mosaic_gpu as plgpu",
    "from lowering_helper import run_or_lower",
]

# Ways code sets (or fails to set) the context mesh around the core's call. Weights keep most programs in the
# forms people write.
CONTEXT_FORMS = {
    "with_set_mesh": 30, "global_set_mesh": 10, "legacy_with": 10, "use_abstract_mesh": 6, "no_context": 12,
    "user_cm": 6, "user_decorator": 5, "with_set_mesh_as": 4, "sharding_set_mesh": 4, "after_with": 4,
    "set_mesh_none": 3, "use_mesh_removed": 2, "use_mesh_imported": 2, "nested_other_inner": 3,
}


def _pick(rng: random.Random, weights: dict[str, int]) -> str:
    keys = list(weights)
    return rng.choices(keys, [weights[k] for k in keys])[0]


def draw_mesh(rng: random.Random, *, gpu: bool = False, bad_types: bool = True) -> MeshSpec:
    n = rng.choice([1, 2, 2, 3])
    names = rng.choice(AXIS_NAME_SETS[n])
    shape = (2,) * n if gpu else rng.choice(SHAPES[n])
    ctor = ("make_mesh" if gpu else
            rng.choices(["make_mesh", "make_mesh_kw", "Mesh", "AbstractMesh"], [10, 3, 4, 1])[0])
    r = rng.random()
    if r < 0.3:
        types = None
    elif r < 0.6:
        types = ("Explicit",) * n
    elif r < 0.8:
        types = ("Auto",) * n
    elif r < 0.95:
        types = tuple(rng.choice(["Explicit", "Auto"]) for _ in range(n))
    else:
        types = tuple(rng.choice(["Explicit", "Auto", "Manual"]) for _ in range(n))
    style = "tuple"
    if types is not None:
        r = rng.random()
        if r < 0.2:
            style = "times"
        elif bad_types and r < 0.25:
            style = "list"
        elif bad_types and r < 0.29 and n > 1:
            style = "short"
        elif bad_types and r < 0.31:
            style = "bare"
        elif bad_types and r < 0.33:
            style = "strings"
    return MeshSpec(ctor, shape, names, types, style, subset_devices=rng.random() < 0.1)


def _entry(axes: list[str]) -> str:
    if not axes:
        return "None"
    if len(axes) == 1:
        return repr(axes[0])
    return repr(tuple(axes))


def _spec(dims: list[list[str]], reduced: list[str] | None = None, unreduced: list[str] | None = None) -> str:
    parts = [_entry(d) for d in dims]
    if reduced:
        parts.append("reduced={" + ", ".join(repr(a) for a in sorted(reduced)) + "}")
    if unreduced:
        parts.append("unreduced={" + ", ".join(repr(a) for a in sorted(unreduced)) + "}")
    return "P(" + ", ".join(parts) + ")"


def wrap_context(core: Core, block: list[str], defs: list[str]) -> list[str]:
    """`block` run under the core's context-setting form of MESH; adds the module-level helpers it needs."""
    form, mesh = core.form, core.mesh
    inner = ["    " + ln for ln in block]
    if form == "with_set_mesh":
        return ["with jax.set_mesh(MESH):"] + inner
    if form == "with_set_mesh_as":
        return ["with jax.set_mesh(MESH) as active_mesh:"] + inner
    if form == "sharding_set_mesh":
        return ["with jax.sharding.set_mesh(MESH):"] + inner
    if form == "global_set_mesh":
        return ["jax.set_mesh(MESH)"] + block
    if form == "legacy_with":
        return ["with MESH:"] + inner
    if form == "use_abstract_mesh":
        target = "MESH" if mesh is not None and mesh.ctor == "AbstractMesh" else "MESH.abstract_mesh"
        return [f"with jax.sharding.use_abstract_mesh({target}):"] + inner
    if form == "user_cm":
        defs.append("@contextlib.contextmanager\ndef mesh_scope(m):\n    with jax.set_mesh(m):\n        yield m")
        return ["with mesh_scope(MESH):"] + inner
    if form == "user_decorator":
        defs.append("def with_mesh(m):\n    def deco(fn):\n        @functools.wraps(fn)\n"
                    "        def wrapper(*args, **kwargs):\n            with jax.set_mesh(m):\n"
                    "                return fn(*args, **kwargs)\n        return wrapper\n    return deco")
        return ["@with_mesh(MESH)", "def under_mesh():"] + inner + ["under_mesh()"]
    if form == "after_with":
        return ["with jax.set_mesh(MESH):", "    pass"] + block
    if form == "set_mesh_none":
        return ["jax.set_mesh(MESH)", "jax.set_mesh(None)"] + block
    if form == "use_mesh_removed":
        return ["with jax.sharding.use_mesh(MESH):"] + inner
    if form == "use_mesh_imported":
        return ["with use_mesh(MESH):"] + inner
    if form == "nested_other_inner":
        outer, inner_ref = (core.other_mesh, "MESH") if core.other_first else ("MESH", core.other_mesh)
        return [f"with jax.set_mesh({outer}):", f"    with jax.set_mesh({inner_ref}):"] + ["    " + ln for ln in inner]
    return list(block)  # no_context


def set_form(rng: random.Random, core: Core) -> str:
    form = _pick(rng, CONTEXT_FORMS)
    core.form = form
    if form == "use_mesh_imported":
        core.imports.append("from jax.sharding import use_mesh")
    if form == "nested_other_inner":
        core.other_mesh = draw_mesh(rng, bad_types=False).render()
        core.other_first = rng.random() < 0.5
    return form


# ---------------- MESH0xx: top_level_all_gather ----------------

def core_tlag(rng: random.Random) -> Core:
    mesh = draw_mesh(rng)
    names = list(mesh.names)
    dims: list[list[str]] = [[], []]
    for a in names:
        r = rng.random()
        if r < 0.5:
            dims[0].append(a)
        elif r < 0.85:
            dims[1].append(a)
    if not dims[0] and not dims[1]:
        dims[0].append(names[0])
    used = dims[0] + dims[1]
    variant = rng.choice(["full", "full", "full_noreduced", "dim0", "dim0", "dim0_noreduced", "prefix", "swapped",
                          "other_axis", "unsharded", "identity", "reduced_extra", "unreduced"])
    out = [list(d) for d in dims]
    reduced: list[str] = []
    unreduced: list[str] = []
    if variant in ("full", "full_noreduced", "reduced_extra", "unreduced"):
        out = [[], []]
        if variant == "unreduced":
            unreduced = used
        elif variant != "full_noreduced":
            reduced = list(used) + ([a for a in names if a not in used][:1] if variant == "reduced_extra" else [])
    elif variant in ("dim0", "dim0_noreduced"):
        d = 0 if dims[0] else 1
        out[d] = []
        reduced = [] if variant == "dim0_noreduced" else dims[d]
    elif variant == "prefix":
        d = 0 if dims[0] else 1
        out[d] = dims[d][:1] if len(dims[d]) > 1 else []
        reduced = dims[d][1:] if len(dims[d]) > 1 else dims[d]
    elif variant == "swapped":
        out = [list(reversed(dims[0])), list(reversed(dims[1]))]
        if len(dims[0]) < 2 and len(dims[1]) < 2:
            out = [dims[1], dims[0]]
    elif variant == "other_axis":
        d = 0 if dims[0] else 1
        others = [a for a in names if a not in dims[d]] or names
        out[d] = [rng.choice(others)]
        reduced = dims[d]
    elif variant == "unsharded":
        free = [i for i in (0, 1) if not dims[i]]
        if free:
            out[free[0]] = [rng.choice(names)]
        reduced = []
    multi = rng.choices(["", ", multi_dim=True", ", multi_dim=False"], [6, 3, 1])[0]
    in_spec, out_spec = _spec(dims), _spec(out, reduced, unreduced)
    in_form = rng.choices(["P", "named", "numpy", "zeros"], [6, 3, 1, 1])[0]
    out_form = rng.choices(["P", "named"], [3, 1])[0]
    data = "np.arange(128.0, dtype=np.float32).reshape(16, 8)"
    if in_form == "P":
        make = f"x = jax.device_put({data}, {in_spec})"
    elif in_form == "named":
        make = f"x = jax.device_put({data}, NamedSharding(MESH, {in_spec}))"
    elif in_form == "numpy":
        make = f"x = {data}"
    else:
        make = f"x = jnp.zeros((16, 8), jnp.float32, out_sharding={in_spec})"
    out_expr = out_spec if out_form == "P" else f"NamedSharding(MESH, {out_spec})"
    qualified = rng.random() < 0.2
    gather = "shard_map_lib.top_level_all_gather" if qualified else "top_level_all_gather"
    op = [make, f"y = {gather}(x, {out_expr}{multi})", "print(y.shape)"]
    core = Core("tlag", "MESH0", "", op, mesh,
                imports=["from jax._src import shard_map as shard_map_lib" if qualified else
                         "from jax._src.shard_map import top_level_all_gather"])
    form = set_form(rng, core)
    core.variant = f"{form}/{variant}/in={in_form}/out={out_form}{multi.replace(', ', '/')}"
    return core


# ---------------- MESH1xx: Mosaic GPU collectives ----------------

def _axes(rng: random.Random, names: tuple[str, ...]) -> tuple[str, str]:
    """A collective_axes spelling over the mesh `names`: (expression, spelling name)."""
    spelling = rng.choice(["full_tuple", "full_tuple", "reordered", "subset", "str_one", "list", "extra",
                           "bare_str", "constant"])
    names = list(names)
    if spelling == "full_tuple":
        return repr(tuple(names)), spelling
    if spelling == "reordered":
        return repr(tuple(reversed(names))), spelling
    if spelling == "subset":
        return repr(tuple(names[:-1] or names)), spelling
    if spelling == "str_one":
        return repr(names[0]), spelling
    if spelling == "list":
        return repr(names), spelling
    if spelling == "extra":
        return repr(tuple(names) + ("w",)), spelling
    if spelling == "bare_str":
        return repr(names[-1]), spelling
    return "COLLECTIVE_AXES", spelling


def core_mgpu(rng: random.Random) -> Core:
    mesh = draw_mesh(rng, gpu=True, bad_types=False)
    if mesh.types is not None and "Manual" in mesh.types:
        mesh = MeshSpec(mesh.ctor, mesh.shape, mesh.names, None)
    kind = rng.choice(["multicast_copy", "multicast_copy", "multimem_store", "load_reduce", "semaphore",
                       "semaphore", "multicast_source", "remote_of_multicast", "multicast_of_remote",
                       "blockspec", "cluster_prefetch", "leader_tracked"])
    axes, spelling = _axes(rng, mesh.names)
    core = Core("mgpu." + kind, "MESH1", "", [], mesh, imports=list(GPU_IMPORTS))
    if spelling == "constant":
        core.defs.append(f"COLLECTIVE_AXES = {tuple(mesh.names)!r}")
    sds = "jax.ShapeDtypeStruct((128,), jnp.float32)"
    smem = "plgpu.SMEM((128,), jnp.float32)"
    takes_input = False
    scratch = f"[{smem}]"
    extra_kw = ""
    if kind == "multicast_copy":
        body = ["def kernel_body(y_ref, smem):", "    smem[...] = jnp.ones((128,), jnp.float32)",
                "    plgpu.commit_smem()", f"    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, {axes}))",
                "    plgpu.wait_smem_to_gmem(0)"]
    elif kind == "multimem_store":
        body = ["def kernel_body(y_ref):",
                "    v = plgpu.layout_cast(jnp.ones((128,), jnp.float32), plgpu.Layout.WG_STRIDED((128,), vec_size=1))",
                f"    plgpu.multimem_store(v, y_ref, {axes})"]
        scratch = ""
    elif kind == "load_reduce":
        body = ["def kernel_body(x_ref, y_ref):",
                f"    v = plgpu.multimem_load_reduce(x_ref, collective_axes={axes}, reduction_op='add')",
                "    y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))"]
        scratch, takes_input = "", True
    elif kind == "semaphore":
        body = ["def kernel_body(y_ref, sem):", f"    plgpu.semaphore_signal_multicast(sem, collective_axes={axes})",
                "    pl.semaphore_wait(sem, 1)"]
        scratch = "[plgpu.SemaphoreType.REGULAR]"
    elif kind == "multicast_source":
        body = ["def kernel_body(x_ref, y_ref, smem, bar):",
                f"    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, {axes}), smem, bar)",
                "    plgpu.barrier_wait(bar)", "    y_ref[...] = smem[...]"]
        scratch, takes_input = f"[{smem}, plgpu.Barrier(num_arrivals=1)]", True
    elif kind in ("remote_of_multicast", "multicast_of_remote"):
        a0 = repr(mesh.names[0])
        ref = (f"plgpu.remote_ref(plgpu.multicast_ref(y_ref, {axes}), peer)" if kind == "remote_of_multicast"
               else f"plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), {axes})")
        body = ["def kernel_body(y_ref, smem):", "    smem[...] = jnp.ones((128,), jnp.float32)",
                "    plgpu.commit_smem()", f"    peer = 1 - lax.axis_index({a0})",
                f"    plgpu.copy_smem_to_gmem(smem, {ref})", "    plgpu.wait_smem_to_gmem(0)"]
    elif kind == "blockspec":
        core.defs.append("def kernel_body(x_ref, o_ref):\n    o_ref[...] = x_ref[...] + 1")
        coll = rng.choice([f", collective_axes={axes}", ""])
        op = ["f = jax.jit(pl.pallas_call(", "    kernel_body,",
              "    out_shape=jax.ShapeDtypeStruct((256, 128), jnp.float32),", "    grid=(2,),",
              f"    in_specs=[plgpu.BlockSpec((128, 128), lambda i: (i, 0){coll})],",
              "    out_specs=pl.BlockSpec((128, 128), lambda i: (i, 0)),",
              "    compiler_params=plgpu.CompilerParams(),", "))",
              "run_or_lower(f, jax.ShapeDtypeStruct((256, 128), jnp.float32))"]
        core.body = op
        core.mesh = None
        core.variant = f"blockspec{'/collective' if coll else ''}/{spelling}"
        return core
    else:  # cluster_prefetch / leader_tracked: cluster axes, not mesh axes
        cluster_names = rng.choice([("cx",), ("a", "b")])
        cl_axes, cl_spelling = rng.choice([(repr(cluster_names[0]), "cluster_str"),
                                           (repr(cluster_names), "cluster_tuple"), (axes, spelling),
                                           ("None", "none")])
        if kind == "cluster_prefetch":
            body = ["def kernel_body(x_ref, y_ref):", f"    plgpu.async_prefetch(x_ref, collective_axes={cl_axes})",
                    "    y_ref[...] = x_ref[...]"]
            scratch = ""
        else:
            lt = rng.choice([", leader_tracked=plgpu.CopyPartition.REPLICATED", ""])
            body = ["def kernel_body(x_ref, y_ref, smem, bar):",
                    f"    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes={cl_axes}{lt})",
                    "    plgpu.barrier_wait(bar)", "    y_ref[...] = smem[...]"]
            scratch = f"[{smem}, plgpu.Barrier(num_arrivals=1)]"
        takes_input = True
        extra_kw = f", cluster={(2,) * len(cluster_names)!r}, cluster_names={cluster_names!r}"
        spelling = cl_spelling
    core.defs.append("\n".join(body))
    scratch_kw = f", scratch_types={scratch}" if scratch else ""
    make_k = f"k = plgpu.kernel(kernel_body, out_type={sds}{scratch_kw}{extra_kw})"
    arg = f", {sds}" if takes_input else ""
    in_specs = "P()" if takes_input else "()"
    out_specs = f"P({tuple(mesh.names)!r})" if len(mesh.names) > 1 else f"P({mesh.names[0]!r})"
    how = rng.choices(["shard_map", "shard_map_ctx", "jit_only", "set_mesh_jit", "partial_shard_map"],
                      [5, 2, 2, 1, 1])[0]
    if how == "shard_map":
        op = [make_k, f"f = jax.jit(jax.shard_map(k, mesh=MESH, in_specs={in_specs}, out_specs={out_specs}, check_vma=False))",
              f"run_or_lower(f{arg})"]
    elif how == "shard_map_ctx":
        op = [make_k, "with jax.set_mesh(MESH):",
              f"    f = jax.jit(jax.shard_map(k, in_specs={in_specs}, out_specs={out_specs}, check_vma=False))",
              f"    run_or_lower(f{arg})"]
    elif how == "partial_shard_map":
        op = [make_k, f"smap = functools.partial(jax.shard_map, mesh=MESH, in_specs={in_specs}, out_specs={out_specs}, check_vma=False)",
              f"run_or_lower(jax.jit(smap(k)){arg})"]
    elif how == "set_mesh_jit":
        op = [make_k, "with jax.set_mesh(MESH):", f"    run_or_lower(jax.jit(k){arg})"]
    else:
        op = [make_k, f"run_or_lower(jax.jit(k){arg})"]
        if rng.random() < 0.5:
            core.mesh = None
    core.body = op
    core.variant = f"{how}/{spelling}"
    return core


# ---------------- MESH2xx: sharding-in-types migration ----------------

MIG_OPS = ["device_put", "sds", "zeros_out", "jit_in_shardings", "jit_out_shardings", "pjit", "explicit_axes",
           "wsc_jit", "wsc_eager", "shard_map_nomesh", "shard_map_mesh", "shard_map_other_mesh",
           "all_gather_reduced", "unconstrained", "reduced_spec", "unreduced_spec", "repeat", "reshard",
           "mesh_only", "random_out", "legacy_shard_map", "auto_axes"]


def core_migration(rng: random.Random) -> Core:
    mesh = draw_mesh(rng)
    op_name = rng.choice(MIG_OPS)
    names = mesh.names
    n0, nl = names[0], names[-1]
    spec_choice = rng.choice(["p0", "p0", "plast", "pempty", "ptuple", "named", "unconstrained"])
    if spec_choice == "p0":
        spec = f"P({n0!r}, None)"
    elif spec_choice == "plast":
        spec = f"P(None, {nl!r})"
    elif spec_choice == "pempty":
        spec = "P()"
    elif spec_choice == "ptuple" and len(names) > 1:
        spec = f"P({tuple(names[:2])!r}, None)"
    elif spec_choice == "unconstrained":
        spec = f"P({n0!r}, P.UNCONSTRAINED)"
    else:
        spec_choice = "named"
        spec = f"NamedSharding(MESH, P({n0!r}, None))"
    data = "np.ones((16, 8), np.float32)"
    sharded = f"x = jax.device_put({data}, NamedSharding(MESH, P({n0!r}, None)))"
    plain = rng.choice([f"x = jnp.ones((16, 8))", sharded])
    ops = {
        "device_put": [f"x = jax.device_put({data}, {spec})", "print(x.sharding)"],
        "sds": [f"s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding={spec})", "print(s.sharding)"],
        "zeros_out": [f"x = jnp.zeros((16, 8), jnp.float32, out_sharding={spec})", "print(x.shape)"],
        "jit_in_shardings": [f"f = jax.jit(lambda a: a * 2, in_shardings={spec})", f"print(f({data}).shape)"],
        "jit_out_shardings": [f"f = jax.jit(lambda a: a * 2, out_shardings={spec})", f"print(f({data}).shape)"],
        "pjit": ["from jax.experimental.pjit import pjit", f"f = pjit(lambda a: a * 2, in_shardings={spec})",
                 f"print(f({data}).shape)"],
        "explicit_axes": [f"g = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding={spec})",
                          "print(g(jnp.ones((16, 8))).shape)"],
        "wsc_jit": [plain, f"y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, {spec}))(x)",
                    "print(y.shape)"],
        "wsc_eager": [plain, f"y = jax.lax.with_sharding_constraint(x, {spec})", "print(y.shape)"],
        "shard_map_nomesh": [f"f = jax.shard_map(lambda a: a * 2, in_specs=P({n0!r}), out_specs=P({n0!r}))",
                             f"print(f({data}).shape)"],
        "shard_map_mesh": [f"f = jax.shard_map(lambda a: a * 2, mesh=MESH, in_specs=P({n0!r}), out_specs=P({n0!r}))",
                           f"print(f({data}).shape)"],
        "shard_map_other_mesh": [f"other = {draw_mesh(rng, bad_types=False).render()}",
                                 f"f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())",
                                 f"print(f({data}).shape)"],
        "all_gather_reduced": [
            f"w = jax.device_put(np.arange(16.0, dtype=np.float32), {rng.choice(['P()', f'P({n0!r})'])})",
            f"g = jax.jit(jax.shard_map(lambda b: jax.lax.all_gather(b, {n0!r}, tiled=True, to='reduced'), "
            f"in_specs={rng.choice(['P()', f'P({n0!r})'])}, out_specs=P(reduced={{{n0!r}}})))",
            "print(g(w).shape)"],
        "unconstrained": [f"s = NamedSharding(MESH, P({n0!r}, P.UNCONSTRAINED))", "print(s)"],
        "reduced_spec": [f"s = NamedSharding(MESH, P(None, reduced={{{n0!r}}}))", "print(s)"],
        "unreduced_spec": [f"s = NamedSharding(MESH, P(None, unreduced={{{n0!r}}}))", "print(s)"],
        "repeat": [f"x = jax.device_put(np.arange(128, dtype=np.int32).reshape(16, 8), {rng.choice([f'P({n0!r}, None)', 'P()', f'P(None, {nl!r})'])})",
                   f"y = jnp.repeat(x, 2, axis={rng.choice([0, 1])})", "print(y.shape)"],
        "reshard": [plain, f"y = jax.reshard(x, {spec})", "print(y.sharding)"],
        "mesh_only": ["names = MESH.axis_names", "print(names)"],
        "legacy_shard_map": ["from jax.experimental.shard_map import shard_map",
                             f"f = shard_map(lambda a: a * 2, mesh=MESH, in_specs=P({n0!r}), out_specs=P({n0!r}))",
                             f"print(f({data}).shape)"],
        "auto_axes": [plain, f"h = jax.sharding.auto_axes(lambda a: a * 2, out_sharding={spec})",
                      "print(h(x).shape)"],
        "random_out": [f"k = jax.random.key(0)", f"r = jax.random.normal(k, (16, 8), out_sharding={spec})",
                       "print(r.shape)"],
    }
    op = list(ops[op_name])
    core = Core("mig." + op_name, "MESH2", "", op, mesh)
    form = set_form(rng, core)
    core.variant = f"{form}/{spec_choice}"
    return core


# ---------------- MESH221/MESH222: shard_map inputs and outputs (opt-in: --core-weight shard_map=N) ----------------

_CONTROL_FLOW_BODIES = [
    "jax.lax.ppermute(a, {n0}, [(0, 0)])",
    "jax.lax.psum_scatter(a, {n0}, tiled=True)",
    "jax.lax.all_gather(a, {n0}, tiled=True, to='invarying')",
    "jax.lax.pcast(jnp.zeros((2, 2)), {n0}, to='varying')",
    "jax.lax.scan(lambda c, r: (c + r, r * 2), a[0], a)[0]",
    "jax.lax.scan(lambda c, r: (c, r * c), jnp.zeros(a.shape[1:]), a)[1]",
    "jax.lax.scan(lambda c, r: (c + r, None), jnp.zeros(a.shape[1:]), a)[0]",
    "jax.lax.fori_loop(0, 3, lambda i, c: c * 2, a)",
    "jax.lax.fori_loop(0, 3, lambda i, c: c + jax.lax.psum(a, {axes}), jnp.zeros(a.shape))",
    "jax.lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, s[1] * 2), (0, a))[1]",
    "jax.lax.cond(True, lambda v: v, lambda v: v * 2, a)",
    "jax.lax.cond(jnp.sum(a) > 0, lambda v: jax.lax.psum(v, {axes}), lambda v: jax.lax.psum(v * 2, {axes}), a)",
    "jax.lax.cond(jnp.sum(a) > 0, lambda v: v, lambda v: jnp.zeros_like(v), a)",
    "jax.lax.switch(1, [lambda v: v, lambda v: v + 1], a)",
    "jax.lax.map(lambda r: r * 2, a)",
    "jnp.expand_dims(jnp.sqrt(jnp.sum(a * a)), 0)",
    "jax.lax.fori_loop(0, 3, lambda i, c: c + a.sum(), 0.0) + a",
    "jax.lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, s[1] + a.sum()), (0, -jnp.inf))[1] + a",
    "jax.lax.scan(lambda c, r: (c + jax.lax.axis_index({n0}), None), a[0], a)[0] + a",
    "jax.lax.cond(jnp.sum(a) > 0, lambda v: v.sum(), lambda v: 0.0, a) + a",
    "jax.lax.switch(0, [lambda v: jax.lax.psum(v, {axes}), lambda v: v], a)",
]


def core_shard_map(rng: random.Random) -> Core:
    """A jax.shard_map whose body may or may not reduce over the axes its in_specs name, with out_specs that may
    claim a replication the body does not have (MESH221), called with a host array or one placed as its in_spec
    says (over an all-Explicit mesh the host array is refused: MESH222)."""
    mesh = draw_mesh(rng, bad_types=False)
    names = mesh.names
    n0, nl = names[0], names[-1]
    two = len(names) > 1
    in_spec = f"P({n0!r}, {nl!r})" if two and rng.random() < 0.5 else f"P({n0!r})"
    in_axes = (n0, nl) if "," in in_spec else (n0,)
    body = rng.choice(["a * 2", "jnp.sum(a, axis=0, keepdims=True)", f"jax.lax.psum(a, {n0!r})",
                       f"jax.lax.pmean(a, {in_axes!r})", "jnp.zeros((2, 2))", f"jax.lax.pmax(jnp.max(a), {nl!r})",
                       f"jax.lax.all_gather(a, {n0!r}, tiled=True)", "jnp.mean(a) + a[0, 0]"])
    if rng.random() < 0.4:   # collectives and control flow JAX types (a carry keeps its type, branches join)
        body = rng.choice(_CONTROL_FLOW_BODIES).format(n0=repr(n0), axes=repr(in_axes))
    out_spec = rng.choice(["P()", f"P({n0!r})", f"P(None, {nl!r})" if two else "P(None)",
                           f"P({n0!r}, {nl!r})" if two else f"P({n0!r})"])
    check = rng.choice(["", "", "", ", check_vma=False"])
    axis_names = f", axis_names={{{n0!r}}}" if two and rng.random() < 0.2 else ""
    data = "np.ones((16, 8), np.float32)"
    placed = rng.random() < 0.5
    arg = f"jax.device_put({data}, NamedSharding(MESH, {in_spec}))" if placed else data
    wrap = rng.choice(["jit", "plain"])
    smap = f"jax.shard_map(lambda a: {body}, mesh=MESH, in_specs={in_spec}, out_specs={out_spec}{check}{axis_names})"
    op = [f"x = {arg}", f"f = {'jax.jit(' + smap + ')' if wrap == 'jit' else smap}", "print(f(x).shape)"]
    core = Core("smap.vma", "MESH2", "", op, mesh)
    form = set_form(rng, core)
    core.variant = f"{form}/{wrap}/{'placed' if placed else 'host'}/{in_spec}->{out_spec}{check}{axis_names}/{body}"
    return core


CORES = {"tlag": core_tlag, "mgpu": core_mgpu, "migration": core_migration, "shard_map": core_shard_map}
# shard_map last and off by default: a zero weight at the end leaves every seed's programs as they were
CORE_WEIGHTS = {"tlag": 4, "mgpu": 3, "migration": 4, "shard_map": 0}


def draw_core(rng: random.Random) -> Core:
    kind = _pick(rng, CORE_WEIGHTS)
    return CORES[kind](rng)
