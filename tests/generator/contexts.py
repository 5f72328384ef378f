"""Contexts: the shapes real code wraps a core in, and the rendering of a Program into files.

Each wrapper turns "statements to run" into new statements to run plus module-level definitions, so they nest
freely (up to 3 deep). Bindings say how the mesh reaches the core (a global, a local, a parameter, `self.mesh`,
a config dataclass, a factory function). Packaging puts the result in one file, a folder of modules, or a
notebook's cells.
"""
from __future__ import annotations

import ast
import json
from dataclasses import dataclass, field

from .cores import BASE_IMPORTS, wrap_context
from .model import Program, indent, subst_mesh

WRAPPERS = ["func", "method", "jit", "jit_decorator", "grad", "value_and_grad", "vmap", "checkpoint", "scan",
            "partial", "factory", "decorator", "ctxmgr", "if_const_true", "if_const_false_else", "if_const_skip",
            "if_unknown_then", "if_unknown_else", "if_unknown_both", "try_other", "try_catch", "try_finally",
            "try_value_error", "pytest_raises", "for_loop", "while_loop", "for_empty", "named_call", "remat",
            "match_const"]
BINDINGS = ["global", "local", "param", "self", "config", "config_dict", "namespace", "factory"]
ENTRIES = ["module", "main_guard"]
PACKAGINGS = ["single", "module", "notebook"]
HELPER_MODULE = "mesh_helpers"
NOTEBOOK_SCRIPT = "notebook_as_script.py"


@dataclass
class Render:
    defs: list[str] = field(default_factory=list)   # module-level blocks, in order
    counter: int = 0
    emit: object = None                              # where the current wrapper puts its definitions
    imports: list[str] = field(default_factory=list)

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"{stem}_{self.counter}"


def _traced(r: Render, block: list[str], stem: str, ret: str, decorator: str = "") -> str:
    name = r.fresh(stem)
    head = [decorator] if decorator else []
    r.emit("\n".join(head + [f"def {name}(arg):"] + indent(block) + [f"    return {ret}"]))
    return name


def apply_wrapper(r: Render, w: str, block: list[str], nested: bool = False) -> list[str]:
    """The wrapper's statements; its definitions go to module level, or inline when `nested` (inside the
    context-setting form, where they close over a local mesh)."""
    local: list[str] = []
    r.emit = local.append
    result = _apply(r, w, block)
    if nested:
        return [ln for d in local for ln in d.splitlines()] + result
    r.defs.extend(local)
    return result


def _apply(r: Render, w: str, block: list[str]) -> list[str]:
    if w == "func":
        name = r.fresh("run_step")
        r.emit("\n".join([f"def {name}():"] + indent(block)))
        return [f"{name}()"]
    if w == "method":
        name = r.fresh("Stage")
        r.emit("\n".join([f"class {name}:", "    def run(stage):"] + indent(block, 8)))
        return [f"{name}().run()"]
    if w == "jit":
        return [f"jax.jit({_traced(r, block, 'traced', 'arg * 2')})(jnp.ones((4,)))"]
    if w == "jit_decorator":
        return [f"{_traced(r, block, 'step', 'arg * 2', '@jax.jit')}(jnp.ones((4,)))"]
    if w == "grad":
        return [f"jax.grad({_traced(r, block, 'loss', 'jnp.sum(arg ** 2)')})(jnp.ones((4,)))"]
    if w == "value_and_grad":
        return [f"jax.value_and_grad({_traced(r, block, 'loss', 'jnp.sum(arg ** 2)')})(jnp.ones((4,)))"]
    if w == "vmap":
        return [f"jax.vmap({_traced(r, block, 'per_example', 'arg * 2')})(jnp.ones((2, 4)))"]
    if w == "checkpoint":
        return [f"jax.checkpoint({_traced(r, block, 'block', 'jnp.sin(arg)')})(jnp.ones((4,)))"]
    if w == "scan":
        name = r.fresh("scan_body")
        r.emit("\n".join([f"def {name}(carry, _):"] + indent(block) + ["    return carry + 1, None"]))
        return [f"jax.lax.scan({name}, jnp.zeros(()), None, length=2)"]
    if w == "partial":
        name = r.fresh("configured_step")
        r.emit("\n".join([f"def {name}(scale, offset=0):"] + indent(block)))
        return [f"functools.partial({name}, 2.0, offset=1)()"]
    if w == "factory":
        name = r.fresh("make_step")
        r.emit("\n".join([f"def {name}():", "    def step(arg):"] + indent(block, 8)
                                + ["        return arg * 2", "    return jax.jit(step)"]))
        return [f"train_step = {name}()", "train_step(jnp.ones((4,)))"]
    if w == "decorator":
        if not any(d.startswith("def logged(") for d in r.defs):
            r.emit("def logged(fn):\n    @functools.wraps(fn)\n    def wrapper(*args, **kwargs):\n"
                          "        print('calling', fn.__name__)\n        return fn(*args, **kwargs)\n    return wrapper")
        name = r.fresh("logged_step")
        r.emit("\n".join(["@logged", f"def {name}():"] + indent(block)))
        return [f"{name}()"]
    if w == "ctxmgr":
        name = r.fresh("phase")
        r.emit("\n".join(["@contextlib.contextmanager", f"def {name}(label):", "    print('enter', label)",
                                 "    yield label", "    print('exit', label)"]))
        return [f"with {name}('train'):"] + indent(block)
    if w == "if_const_true":
        flag = r.fresh("USE_MESH").upper()
        r.emit(f"{flag} = True")
        return [f"if {flag}:"] + indent(block) + ["else:", "    print('disabled')"]
    if w == "if_const_false_else":
        flag = r.fresh("DEBUG").upper()
        r.emit(f"{flag} = False")
        return [f"if {flag}:", "    print('debug run')", "else:"] + indent(block)
    if w == "if_const_skip":
        flag = r.fresh("ENABLED").upper()
        r.emit(f"{flag} = False")
        return [f"if {flag}:"] + indent(block)
    if w == "if_unknown_then":  # the environment variable is never set when the programs run
        return ["if os.environ.get('GEN_UNSET_FLAG') == '1':"] + indent(block)
    if w == "if_unknown_else":
        return ["if os.environ.get('GEN_UNSET_FLAG') == '1':", "    print('flag set')", "else:"] + indent(block)
    if w == "if_unknown_both":
        return ["if os.environ.get('GEN_UNSET_FLAG') == '1':"] + indent(block) + ["else:"] + indent(block)
    if w == "try_other":
        return ["try:"] + indent(block) + ["except ImportError:", "    print('no import')"]
    if w == "try_catch":
        return ["try:"] + indent(block) + ["except Exception as err:", "    print('caught', type(err).__name__)"]
    if w == "try_finally":
        return ["try:"] + indent(block) + ["finally:", "    print('done')"]
    if w == "try_value_error":  # catches most of jax's mesh errors, not NotImplementedError/TypeError
        return ["try:"] + indent(block) + ["except ValueError as err:", "    print('invalid:', err)"]
    if w == "pytest_raises":  # a test expecting an error: passes when the block raises, fails when it does not
        r.imports.append("import pytest")
        return ["with pytest.raises(Exception):"] + indent(block)
    if w == "named_call":
        name = r.fresh("stage")
        r.emit("\n".join([f"def {name}():"] + indent(block)))
        return [f"jax.named_call({name}, name='stage')()"]
    if w == "remat":
        return [f"jax.remat({_traced(r, block, 'remat_block', 'jnp.cos(arg)')})(jnp.ones((4,)))"]
    if w == "match_const":
        mode = r.fresh("MODE").upper()
        r.emit(f"{mode} = 'train'")
        return [f"match {mode}:", "    case 'eval':", "        print('eval only')", "    case 'train':"] + indent(block, 8)
    if w == "for_loop":
        return ["for step in range(2):"] + indent(block)
    if w == "while_loop":
        return ["i = 0", "while i < 1:"] + indent(block) + ["    i += 1"]
    if w == "for_empty":
        return ["for step in range(0):"] + indent(block)
    raise ValueError(w)


def _bind(r: Render, prog: Program, block: list[str]) -> list[str]:
    """Puts the mesh where the binding says and rewrites MESH in the core's statements to reach it."""
    mesh = prog.core.mesh
    if mesh is None:
        return block
    b = prog.binding
    if b == "global":
        r.defs.append(f"mesh = {mesh.render()}")
        return [subst_mesh(ln, "mesh") for ln in block]
    if b == "local":
        return [f"mesh = {mesh.render()}"] + [subst_mesh(ln, "mesh") for ln in block]
    if b == "param":
        r.defs.append(f"global_mesh = {mesh.render()}")
        name = r.fresh("run_with_mesh")
        r.defs.append("\n".join([f"def {name}(mesh):"] + indent([subst_mesh(ln, "mesh") for ln in block])))
        return [f"{name}(global_mesh)"]
    if b == "self":
        name = r.fresh("Trainer")
        r.defs.append("\n".join([f"class {name}:", "    def __init__(self):", f"        self.mesh = {mesh.render()}",
                                 "", "    def run(self):"] + indent([subst_mesh(ln, "self.mesh") for ln in block], 8)))
        return [f"{name}().run()"]
    if b == "config":
        types = mesh.types_expr()
        fields = [f"    shape: tuple = {mesh.shape!r}", f"    names: tuple = {mesh.names!r}"]
        if types is not None:  # a list default must come from a factory (dataclasses refuses mutable defaults)
            fields.append(f"    types: object = dataclasses.field(default_factory=lambda: {types})"
                          if types.startswith("[") else f"    types: object = {types}")
        r.defs.append("\n".join(["@dataclasses.dataclass(frozen=True)", "class MeshConfig:"] + fields))
        r.defs.append("CONFIG = MeshConfig()")
        ctor = mesh.render("CONFIG.shape", "CONFIG.names", "CONFIG.types" if types is not None else None)
        return [f"mesh = {ctor}"] + [subst_mesh(ln, "mesh") for ln in block]
    if b in ("config_dict", "namespace"):
        types = mesh.types_expr()
        items = [("shape", repr(mesh.shape)), ("names", repr(mesh.names))] + ([("types", types)] if types else [])
        if b == "config_dict":
            r.defs.append("MESH_CONFIG = {" + ", ".join(f"{k!r}: {v}" for k, v in items) + "}")
            ref = lambda k: f"MESH_CONFIG[{k!r}]"  # noqa: E731
        else:
            r.imports.append("import types")
            r.defs.append("settings = types.SimpleNamespace(" + ", ".join(f"{k}={v}" for k, v in items) + ")")
            ref = lambda k: f"settings.{k}"  # noqa: E731
        ctor = mesh.render(ref("shape"), ref("names"), ref("types") if types else None)
        return [f"mesh = {ctor}"] + [subst_mesh(ln, "mesh") for ln in block]
    if b == "factory":
        r.defs.append("\n".join(["def build_mesh():", f"    return {mesh.render()}"]))
        return ["mesh = build_mesh()"] + [subst_mesh(ln, "mesh") for ln in block]
    raise ValueError(b)


def render(prog: Program) -> dict[str, str]:
    """The program's files: name -> text. The entry file (what jax runs) is main.py or NOTEBOOK_SCRIPT."""
    r = Render()
    core = prog.core
    r.defs.extend(core.defs)
    block = list(core.body)
    for w in prog.wrappers[:prog.split]:
        block = apply_wrapper(r, w, block, nested=True)
    block = wrap_context(core, block, r.defs)
    block = _bind(r, prog, block)
    for w in prog.wrappers[prog.split:]:
        block = apply_wrapper(r, w, block)
    imports = BASE_IMPORTS + [i for i in core.imports + r.imports if i not in BASE_IMPORTS]
    if prog.entry == "main_guard":
        r.defs.append("\n".join(["def main():"] + indent(block)))
        tail = ["if __name__ == '__main__':", "    main()"]
    else:
        tail = block
    imports_text = "\n".join(imports)
    defs = [d for d in r.defs]
    if prog.packaging == "module":
        helper = imports_text + "\n\n\n" + "\n\n\n".join(defs) + "\n"
        needed = sorted(_loaded_names("\n".join(tail)) & _defined_names(helper))
        main_imports = imports_text + (f"\nfrom {HELPER_MODULE} import {', '.join(needed)}" if needed else "")
        return {f"{HELPER_MODULE}.py": helper, "main.py": main_imports + "\n\n" + "\n".join(tail) + "\n"}
    if prog.packaging == "notebook":
        cells = [imports_text] + defs + ["\n".join(tail)]
        return {"program.ipynb": _notebook(cells), NOTEBOOK_SCRIPT: "\n\n".join(cells) + "\n"}
    return {"main.py": imports_text + "\n\n\n" + "\n\n\n".join(defs + ["\n".join(tail)]) + "\n"}


def entry_file(files: dict[str, str]) -> str:
    return NOTEBOOK_SCRIPT if NOTEBOOK_SCRIPT in files else "main.py"


def analyzed_files(files: dict[str, str]) -> list[str]:
    """What the analyzer is given: the notebook itself, not the script made from it for running."""
    if "program.ipynb" in files:
        return ["program.ipynb"]
    return sorted(f for f in files if f.endswith(".py"))


def _notebook(cells: list[str]) -> str:
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "id": f"cell{i}", "metadata": {}, "outputs": [],
                     "source": src.splitlines(keepends=True)} for i, src in enumerate(cells)],
          "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                       "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, indent=1) + "\n"


def _loaded_names(text: str) -> set[str]:
    return {n.id for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Name)}


def _defined_names(text: str) -> set[str]:
    names: set[str] = set()
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return names
