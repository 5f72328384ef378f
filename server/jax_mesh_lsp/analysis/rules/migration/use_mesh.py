"""MESH201/MESH202: jax.sharding.use_mesh, removed in jax 0.7.1, read as an attribute or imported."""
from __future__ import annotations

import ast

from ...findings import Finding, Fix, TextEdit
from ...fixes import name_for
from .. import CallRule
from ..all_gather_specs import reaching_definition
from .first_use import raises_between
from .apis import USE_MESH_READ
from .guards import guarded, version_guarded
from .syntax import parent_map, walk_same_scope
from .verdict import call_span


USE_MESH_REMOVED_IN = (0, 7, 1)


def _use_mesh_binding(site) -> str | None:
    """How the called `use_mesh` was obtained: "attribute" (jax.sharding.use_mesh read at this call or bound
    from such a read), "import" (from jax.sharding import use_mesh), "import-top" (that import at module top
    level); None when not certain."""
    func = site.node.func
    if isinstance(func, ast.Attribute):
        # `jax.sharding.use_mesh(...)` itself; not an attribute of a project module that names it
        # (`compat.mesh_context`, set to use_mesh or set_mesh behind a hasattr test in that module)
        base = site.evaluate(func.value)
        if func.attr == "use_mesh" and getattr(base, "name", None) == "jax.sharding":
            return "attribute"
        # an alias in a project module (`compat.mesh_context`): only when it certainly is use_mesh there (a shim
        # choosing it by a version test the analysis decided), not one of use_mesh and set_mesh (hasattr)
        value = site.evaluate(func)
        return "attribute" if getattr(value, "name", None) == "jax.sharding.use_mesh" else None
    if not isinstance(func, ast.Name):
        return None
    interp = site.interp
    parents = parent_map(interp)
    found = reaching_definition(func.id, func, site.frame.func, interp.tree, parents)
    if found is not None:
        value, _ = found
        if isinstance(value, ast.Attribute) and value.attr == "use_mesh":
            if parents.get(parents.get(value)) is interp.tree and _top_level_read(value, interp.module_frame.env,
                                                                                   parents.get(value)):
                return "read-at-import"   # the module already died there (check_module reports the read)
            return "attribute"
        return None
    scope = site.frame.func if site.frame.func is not None else interp.tree
    imports = []
    other = False
    # at module level any binding of the name anywhere in the file makes it uncertain; in a function, its own scope
    for n in walk_same_scope(scope) if scope is not interp.tree else ast.walk(interp.tree):
        if isinstance(n, ast.ImportFrom):
            for alias in n.names:
                if (alias.asname or alias.name) == func.id:
                    if n.module == "jax.sharding" and alias.name == "use_mesh" and not n.level:
                        imports.append(n)
                    else:
                        other = True
        elif isinstance(n, ast.Name) and n.id == func.id and isinstance(n.ctx, (ast.Store, ast.Del)):
            other = True
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == func.id:
            other = True
    if other or len(imports) != 1:
        return None
    return "import-top" if isinstance(parents.get(imports[0]), ast.Module) else "import"


def _use_mesh_fix_attr(site) -> list:
    """`jax.sharding.use_mesh(...)` -> `jax.set_mesh(...)` (safe: set_mesh is a context manager too)."""
    func = site.node.func
    if not isinstance(func, ast.Attribute):
        return []
    interp = site.interp
    set_mesh, edits = name_for(interp.module_frame.env, interp.tree, interp.source, "jax.set_mesh")
    return [Fix(f"Replace the removed use_mesh by {set_mesh}",
                (TextEdit(interp.source.span(func), set_mesh),) + tuple(edits), safe=True, preferred=True)]


class _UseMeshRule(CallRule):
    callees = frozenset({"jax.sharding.use_mesh"})
    keywords = ("use_mesh",)

    @staticmethod
    def binding(site) -> str | None:
        """How the called use_mesh was obtained (see _use_mesh_binding); None before its removal or when unsure."""
        if tuple(site.interp.jax_version) < USE_MESH_REMOVED_IN:
            return None
        return _use_mesh_binding(site)


class UseMeshRemovedAttribute(_UseMeshRule):
    code = "MESH201"
    callees = frozenset({"jax.sharding.use_mesh", USE_MESH_READ})

    def check(self, site):
        if site.callee == USE_MESH_READ:
            return self._read(site)
        how = self.binding(site)
        if how is None:
            return None
        if how != "attribute":
            return []
        if guarded(site, frozenset({"AttributeError"})) or version_guarded(site):
            return None
        message = ("jax.sharding.use_mesh was removed in jax 0.7.1, so reading it raises AttributeError; use "
                   "jax.set_mesh(mesh) (a context manager and a global setter).")
        return [Finding(self.code, message, call_span(site), fixes=_use_mesh_fix_attr(site))]

    def _read(self, site):
        """`alias = jax.sharding.use_mesh` run (in an `if` the analysis decided, a function...): it raises
        AttributeError there. A plain top-level one is check_module's."""
        interp = site.interp
        stmt = interp.stmt_stack[-1] if interp.stmt_stack else None
        if stmt is not None and stmt in interp.tree.body and _top_level_read(site.node, interp.module_frame.env, stmt):
            return []
        if guarded(site, frozenset({"AttributeError"})) or version_guarded(site):
            return None
        message = ("jax.sharding.use_mesh was removed in jax 0.7.1, so reading it raises AttributeError here; use "
                   "jax.set_mesh (a context manager and a global setter).")
        set_mesh, edits = name_for(interp.module_frame.env, interp.tree, interp.source, "jax.set_mesh")
        fix = Fix(f"Replace the removed use_mesh by {set_mesh}",
                  (TextEdit(interp.source.span(site.node), set_mesh),) + tuple(edits), safe=True, preferred=True)
        return [Finding(self.code, message, interp.source.span(site.node), fixes=[fix])]

    def check_module(self, interp) -> list:
        """`mesh_context = jax.sharding.use_mesh` at the module's top level (read, not called): the import of
        the module raises there. Plain top-level statements only (not under an if, try or with)."""
        if tuple(interp.jax_version) < USE_MESH_REMOVED_IN or "use_mesh" not in interp.source.text:
            return []
        env = interp.module_frame.env
        for stmt in interp.tree.body:
            if not isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.Expr)):
                continue
            read = next((n for n in ast.walk(stmt) if isinstance(n, ast.Attribute) and n.attr == "use_mesh"
                         and isinstance(n.ctx, ast.Load) and _names_jax_sharding(n.value, env)), None)
            if read is None:
                continue
            if not _top_level_read(read, env, stmt):
                return []   # a guard (`x if hasattr(...) else y`), or a call whose own rule judges it
            if raises_between(interp, 0, stmt.lineno):
                return []
            message = ("jax.sharding.use_mesh was removed in jax 0.7.1, so reading it raises AttributeError when "
                       "this module is imported; use jax.set_mesh (a context manager and a global setter).")
            set_mesh, edits = name_for(env, interp.tree, interp.source, "jax.set_mesh")
            fix = Fix(f"Replace the removed use_mesh by {set_mesh}",
                      (TextEdit(interp.source.span(read), set_mesh),) + tuple(edits), safe=True, preferred=True)
            return [Finding(self.code, message, interp.source.span(read), fixes=[fix], path=interp.path)]
        return []


def _top_level_read(read: ast.Attribute, env: dict, stmt: ast.AST) -> bool:
    """`alias = jax.sharding.use_mesh` as a plain top-level statement: read, unguarded, not called."""
    return isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.Expr)) and _names_jax_sharding(read.value, env) \
        and not any(isinstance(n, (ast.IfExp, ast.BoolOp, ast.Call, ast.Lambda)) for n in ast.walk(stmt))


def _names_jax_sharding(node: ast.AST, env: dict) -> bool:
    """`jax.sharding` (jax imported as itself), or a name bound to the jax.sharding module."""
    if isinstance(node, ast.Attribute) and node.attr == "sharding" and isinstance(node.value, ast.Name):
        return getattr(env.get(node.value.id), "name", None) == "jax"
    if isinstance(node, ast.Name):
        return getattr(env.get(node.id), "name", None) == "jax.sharding"
    return False


def _import_fix(source, node: ast.ImportFrom) -> list:
    """`from jax.sharding import use_mesh` -> `... import set_mesh as use_mesh` (the calls keep working)."""
    for alias in node.names:
        if alias.name == "use_mesh":
            # the alias node has positions from Python 3.10 on
            if getattr(alias, "lineno", None) is None:
                return []
            new = f"set_mesh as {alias.asname}" if alias.asname else "set_mesh as use_mesh"
            return [Fix("Import set_mesh (which replaces the removed use_mesh) under the same name",
                        (TextEdit(source.span(alias), new),), safe=True, preferred=True)]
    return []


class UseMeshRemovedImport(_UseMeshRule):
    code = "MESH202"

    def check(self, site):
        how = self.binding(site)
        if how is None:
            return None
        if how in ("attribute", "read-at-import"):
            return []
        if how == "import-top":
            return None   # reported at the import itself (check_module)
        if guarded(site, frozenset({"ImportError"})) or version_guarded(site):
            return None
        message = ("`from jax.sharding import use_mesh` raises ImportError: use_mesh was removed in jax 0.7.1. "
                   "Import set_mesh instead (jax.set_mesh).")
        return [Finding(self.code, message, call_span(site))]

    def check_module(self, interp) -> list:
        if tuple(interp.jax_version) < USE_MESH_REMOVED_IN:
            return []
        out = []
        for stmt in interp.tree.body:
            if not isinstance(stmt, ast.ImportFrom) or stmt.module != "jax.sharding" or stmt.level:
                continue
            if not any(a.name == "use_mesh" for a in stmt.names):
                continue
            if raises_between(interp, 0, stmt.lineno):
                break
            message = ("`from jax.sharding import use_mesh` raises ImportError: use_mesh was removed in jax 0.7.1. "
                       "Import set_mesh instead (jax.set_mesh works as a context manager and a global setter).")
            out.append(Finding(self.code, message, interp.source.span(stmt), fixes=_import_fix(interp.source, stmt),
                               path=interp.path))
            break   # the first one raises; nothing after it runs
        if not out:
            # one nested in a module-level block the analysis saw certainly run and raise there: an `except
            # ImportError:` fallback whose `try` certainly failed, say
            stmt = next((s for s in interp.raised_imports if s.module == "jax.sharding"), None)
            if stmt is not None:
                message = ("`from jax.sharding import use_mesh` raises ImportError: use_mesh was removed in jax "
                           "0.7.1, and this import runs (nothing before it catches or avoids it). Import set_mesh "
                           "instead (jax.set_mesh works as a context manager and a global setter).")
                out.append(Finding(self.code, message, interp.source.span(stmt),
                                   fixes=_import_fix(interp.source, stmt), path=interp.path))
        return out
