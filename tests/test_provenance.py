"""provenance.reaches_environment: whether a value a test reads may come from the environment, read backward
through the file's bindings. Each case names the test's expression by the line `if <expr>:` in its source."""
from __future__ import annotations

import ast
import textwrap

import pytest

from jax_mesh_lsp.analysis import provenance

_LIBRARY = {"os.environ", "jax.device_count", "np.random.rand", "jax.random.key", "os.path.join", "time.perf_counter",
            "pickle.loads", "pickle.dumps", "random.normal"}


def _library_name(node: ast.AST) -> str | None:
    text = ast.unparse(node)
    return text if text in _LIBRARY else None


def _reaches(source: str) -> bool:
    tree = ast.parse(textwrap.dedent(source))
    tests = [n for n in ast.walk(tree) if isinstance(n, ast.If)]
    assert len(tests) == 1
    test = tests[0]
    scope = next((f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and test in ast.walk(f)), tree)
    return provenance.reaches_environment(test.test, scope, provenance.index(tree), _library_name)


@pytest.mark.parametrize("source", [
    # an environment variable, through a name and a config class attribute
    """
    import os
    MODE = os.environ.get("MODE", "a")
    if MODE == "b": pass
    """,
    """
    import os
    class Config:
        mode = os.environ.get("MODE", "a")
    def f(cfg):
        if cfg.mode == "b": pass
    f(Config())
    """,
    # an instance attribute stored from the command line
    """
    import argparse
    class Trainer:
        def __init__(self):
            self.mode = argparse.ArgumentParser().parse_args().mode
        def step(self):
            if self.mode == "b": pass
    """,
    # a parameter whose caller passes the device count; a parameter no call in view passes
    """
    import jax
    def f(n):
        if n > 8: pass
    f(jax.device_count())
    """,
    """
    def f(n):
        if n > 8: pass
    """,
    # `from os import environ`, a name bound only by a star import, a dict filled from the environment
    """
    from os import environ
    flag = environ.get("X")
    if flag: pass
    """,
    """
    from settings import *
    if MODE == "b": pass
    """,
    """
    import os
    cfg = {}
    cfg.update(os.environ)
    if cfg.get("MODE") == "b": pass
    """,
    # an entry of a dict stored from the environment
    """
    import os
    cfg = {}
    cfg["mode"] = os.environ.get("MODE", "a")
    if cfg["mode"] == "b": pass
    """,
    # a hook fed the environment through its container
    """
    import os
    STATE = {}
    def record(cfg):
        STATE["mode"] = cfg["mode"]
    HOOKS = [record]
    for hook in HOOKS:
        hook({"mode": os.environ.get("MODE", "a")})
    if STATE["mode"] == "b": pass
    """,
    # a helper of the file that reads a file
    """
    def load():
        with open("cfg.txt") as f:
            return f.read()
    text = load()
    if text == "b": pass
    """,
    # a property whose value is the device count
    """
    import jax
    class Topology:
        @property
        def multi_device(self):
            return jax.device_count() > 1
    TOPO = Topology()
    if TOPO.multi_device: pass
    """,
    # the object read is the one stored to, or may be: the same class, a subclass's `self`, a parameter
    """
    import os
    class Cfg:
        def __init__(self):
            self.feats = os.environ.get("X")
    CFG = Cfg()
    if CFG.feats: pass
    """,
    """
    import os
    class Base:
        def load(self):
            self.feats = os.environ.get("X")
    class Cfg(Base):
        feats = None
    CFG = Cfg()
    if CFG.feats: pass
    """,
    """
    import os
    class Args: pass
    class Cfg: pass
    def fill(obj):
        obj.feats = os.environ.get("X")
    CFG = Cfg()
    fill(CFG)
    if CFG.feats: pass
    """,
    # argparse reading the command line: no list given, or a name that may be None (argparse then reads sys.argv)
    """
    import argparse
    parser = argparse.ArgumentParser()
    args = parser.parse_args()
    if args.no_mesh: pass
    """,
    """
    import argparse
    def main(argv=None):
        parser = argparse.ArgumentParser()
        args = parser.parse_args(argv)
        if args.no_mesh: pass
    main()
    """,
])
def test_environment_reads_are_found(source):
    assert _reaches(source)


@pytest.mark.parametrize("source", [
    # a namedtuple `_replace`d, a function attribute, an enum.Flag, a module constant
    """
    import collections
    H = collections.namedtuple("H", ["mode"])
    BASE = H("a")
    def f(hp):
        if hp.mode == "b": pass
    for hp in (BASE, BASE._replace(mode="c")):
        f(hp)
    """,
    """
    def f():
        if f.flag: pass
    f.flag = False
    """,
    """
    import enum
    class Feature(enum.Flag):
        A = enum.auto()
        B = enum.auto()
    ENABLED = Feature.A | Feature.B
    if Feature.B in ENABLED: pass
    """,
    # a method's receiver: its attributes are followed through their stores, not its callers
    """
    class Model:
        def __init__(self, mode):
            self.mode = mode
        def step(self):
            if self.mode == "b": pass
    Model("a").step()
    """,
    # jax.random is not the environment (np.random is)
    """
    import jax
    k = jax.random.key(0)
    if k is None: pass
    """,
    # called through a container: hooks in a list, a class registered by a decorator
    """
    STATE = {}
    def record(cfg):
        STATE["mode"] = cfg["mode"]
    HOOKS = [record]
    for hook in HOOKS:
        hook({"mode": "a"})
    if STATE["mode"] == "b": pass
    """,
    """
    REGISTRY = {}
    def register(name):
        def deco(cls):
            REGISTRY[name] = cls
            return cls
        return deco
    @register("dp")
    class Trainer:
        def __init__(self, mode):
            self.mode = mode
        def step(self):
            if self.mode == "b": pass
    REGISTRY["dp"]("a").step()
    """,
    # library values whose module is also the environment's (`os.path.join`, jax's `random`), a pickle
    # round trip, a helper that times itself (the clock goes into its log, not its answer)
    """
    import os
    DEFAULTS = {"ckpt": os.path.join("/tmp", "c"), "mode": "auto"}
    if DEFAULTS["mode"] == "b": pass
    """,
    """
    from jax import random
    class Model:
        init = random.normal
        mode = "auto"
    if Model.mode == "b": pass
    """,
    """
    import pickle
    CFG = pickle.loads(pickle.dumps({"mode": "a"}))
    if CFG["mode"] == "b": pass
    """,
    """
    import time
    OPTS = {"mode": "a"}
    def want(opts):
        t0 = time.perf_counter()
        answer = opts["mode"]
        print(time.perf_counter() - t0)
        return answer
    if want(OPTS) == "b": pass
    """,
    # an attribute of the same name stored to another object (an instance of an unrelated class)
    """
    import os
    class Args: pass
    args = Args()
    args.feats = os.environ.get("X")
    class Cfg:
        def __init__(self):
            self.feats = {"tlag": False}
    CFG = Cfg()
    if CFG.feats["tlag"]: pass
    """,
    # argparse given its arguments as a list (a notebook's or a test's defaults): the command line is not read
    """
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-mesh", action="store_true")
    args = parser.parse_args([])
    if args.no_mesh: pass
    """,
    """
    import argparse
    parser = argparse.ArgumentParser()
    args, _ = parser.parse_known_args(args="--steps 8".split())
    if args.steps > 4: pass
    """,
])
def test_the_programs_own_values_are_not_the_environment(source):
    assert not _reaches(source)
