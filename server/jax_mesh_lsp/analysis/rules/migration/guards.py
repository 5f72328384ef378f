"""Calls whose error the code itself expects: inside `try`/`suppress`/`pytest.raises`, or behind a version test."""
from __future__ import annotations

import ast
import builtins


_CATCH_ALL = frozenset({"Exception", "BaseException"})


def _handler_catches(handler: ast.ExceptHandler, names: frozenset) -> bool:
    t = handler.type
    if t is None:
        return True
    items = t.elts if isinstance(t, ast.Tuple) else [t]
    for item in items:
        n = item.attr if isinstance(item, ast.Attribute) else item.id if isinstance(item, ast.Name) else None
        if n is None or n in names or n in _CATCH_ALL:
            return True
    return False


def guarded(site, exceptions: frozenset) -> bool:
    """Whether the executing statement sits in a `try` body whose handlers catch `exceptions`, or in a
    `contextlib.suppress` / `pytest.raises` block."""
    stack = site.interp.stmt_stack
    for i, stmt in enumerate(stack[:-1]):
        nxt = stack[i + 1]
        if isinstance(stmt, ast.Try) or type(stmt).__name__ == "TryStar":
            if any(s is nxt for s in stmt.body) and any(_handler_catches(h, exceptions) for h in stmt.handlers):
                return True
        if isinstance(stmt, (ast.With, ast.AsyncWith)):
            for item in stmt.items:
                text = ast.unparse(item.context_expr)
                if "suppress" in text or "raises" in text or "assertRaises" in text:
                    return True
    return False


def version_guarded(site) -> bool:
    """Inside an `if` (or a conditional expression) that tests for the API or the jax version."""
    words = ("hasattr", "getattr", "version", "use_mesh")
    for stmt in site.interp.stmt_stack:
        if isinstance(stmt, (ast.If, ast.While)):
            text = ast.unparse(stmt.test)
            if any(w in text for w in words) and not _decided_version_test(site, stmt.test):
                # (also when the analysis decided the test for the jax judged: such shims sit among other
                # guards, `if hasattr(jax, 'set_mesh'): return ...`, that it cannot decide)
                return True
    stmt = site.interp.stmt_stack[-1] if site.interp.stmt_stack else None
    if stmt is not None:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.IfExp, ast.BoolOp)):
                if any(w in ast.unparse(node) for w in words):
                    return True
    return _tested_before(site, words)


def _tested_before(site, words: tuple) -> bool:
    """A test of the API or the version earlier in the same function or module: a shim that left early
    (`if not hasattr(jax.sharding, "use_mesh"): return jax.set_mesh(mesh)`), or one testing a flag computed by
    such a test anywhere in the module (`NEW_API = hasattr(jax, "set_mesh")` ... `if NEW_API:`)."""
    interp = site.interp
    line = getattr(site.node, "lineno", 0)
    flags = {t.id for n in ast.walk(interp.tree) if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None
             and any(w in ast.unparse(n.value) for w in words)
             for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name)}
    scope = site.frame.func if site.frame.func is not None else interp.tree
    for node in ast.walk(scope):
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)) and getattr(node, "lineno", line + 1) <= line:
            tested = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
            if (tested & flags or any(w in ast.unparse(node.test) for w in words)) \
                    and not _decided_version_test(site, node.test):
                return True
    return False


_API_TESTS = ("hasattr", "getattr", "use_mesh", "set_mesh", "sharding")


def _module_definitions(tree: ast.AST, names: set) -> list:
    """The value of each of these names that the module's top level assigns exactly once (and nothing else
    assigns anywhere: no function stores it)."""
    found: dict = {}
    for stmt in getattr(tree, "body", ()):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name) \
                and stmt.targets[0].id in names:
            found.setdefault(stmt.targets[0].id, []).append(stmt.value)
    stored = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    counts = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id in found:
            counts[n.id] = counts.get(n.id, 0) + 1
    return [values[0] for name, values in found.items() if len(values) == 1 and counts.get(name) == 1
            and name in stored]


def _decided_version_test(site, test: ast.expr) -> bool:
    """A test of the jax version alone (`jax.__version_info__ < (0, 6, 0)`, `JAX_VERSION >= (0, 7)` from a module
    global) that the analysis folds for the jax it judges: no guard, for it picks the branch that runs with
    that jax (a branch it ruled out never runs here). A test of the API itself (hasattr...) stays a guard: the
    analysis may not decide it, and such shims sit among others it cannot decide. Names must be module
    globals (not a local of some function the test may sit in), so the fold reads what the test reads."""
    # (a flag the module computes once from the version, `LEGACY = jax.__version__ < "0.7.1"`, tested by name:
    # its definition is what is tested)
    definitions = _module_definitions(site.interp.tree, {n.id for n in ast.walk(test) if isinstance(n, ast.Name)})
    helpers = _version_helpers(site, test)
    if helpers is None:
        return False
    text = " ".join(ast.unparse(part) for part in [test, *definitions, *helpers])
    if "version" not in text or any(w in text for w in _API_TESTS):
        return False
    frame = site.frame
    module_env = frame.root().env
    calls = False
    parts = [test, *definitions]
    # (names a comprehension of the test or a definition binds, and builtins the module does not shadow, are read
    # as the fold reads them)
    bound = {t.id for part in parts for c in ast.walk(part) if isinstance(c, ast.comprehension)
             for t in ast.walk(c.target) if isinstance(t, ast.Name)}
    for n in [node for part in parts for node in ast.walk(part)]:
        if isinstance(n, ast.Name) and (n.id in bound or (n.id not in module_env and hasattr(builtins, n.id))):
            continue
        if isinstance(n, ast.Name) and (n.id not in module_env or n.id in frame.local_names):
            return False
        if isinstance(n, ast.Call) and helpers:
            continue   # a version helper of the module (below)
        if isinstance(n, (ast.NamedExpr, ast.Lambda)):
            return False   # (one the fold cannot follow: kept a guard)
        calls = calls or isinstance(n, ast.Call)
    if helpers or calls:
        # `if jax_version() >= (0, 5, 0):` with `def jax_version(): ... jax.__version__ ...`, or a flag computed
        # by calls (`V = tuple(int(p) for p in jax.__version__.split(".")[:2])`): decided when every evaluation
        # of the test the analysis made gave one answer (it ran those calls then; a fold would run them again)
        seen = site.interp.test_truths.get(id(test))
        return seen is not None and seen[0] is test and len(seen[1]) == 1 and None not in seen[1]
    return isinstance(site.interp.peek(test, frame.root()), bool)


def _version_helpers(site, test: ast.expr) -> list | None:
    """The module functions a test calls (`jax_version()`), each taking no argument; None when it calls anything
    else (or a call with arguments)."""
    from ...values import FuncVal
    found = []
    env = site.frame.root().env
    for n in ast.walk(test):
        if not isinstance(n, ast.Call):
            continue
        if not isinstance(n.func, ast.Name) or n.args or n.keywords:
            return None
        func = env.get(n.func.id)
        if not isinstance(func, FuncVal) or func.wrappers or func.bound_args \
                or not isinstance(func.node, ast.FunctionDef) or func.node not in site.interp.tree.body \
                or func.node.args.args or func.node.args.posonlyargs or func.node.args.vararg \
                or func.node.args.kwonlyargs or func.node.args.kwarg:
            return None
        found.append(func.node)
    return found
