"""Test methods a runner calls (analysis/test_entries.py): which start with the module's context, which stay unknown.

What jax does with each shape is in tests/cases/shapes/s195-s197 (run there with `TestCase(name).debug()`, which is
what a runner does: set-up, then the method). Here: the analyzer's side of every boundary of the rule, each a
shape where an empty context could be wrong, so the finding must not appear.
"""
from __future__ import annotations

import textwrap

from jax_mesh_lsp.analysis import analyze

HEADER = """\
import unittest
import jax
import numpy as np
from absl.testing import parameterized
from jax.sharding import PartitionSpec as P
"""

BODY = """\
    def test_put(self):
        mesh = jax.make_mesh((4,), ('data',))
        x = jax.device_put(np.ones((8, 4)), P('data'))
"""


def flagged(source: str) -> set[str]:
    return {f.code for f in analyze(HEADER + textwrap.dedent(source), "t_test.py")
            if f.severity in ("error", "warning")}


def test_a_plain_test_case_method_starts_with_no_mesh():
    assert flagged("class T(unittest.TestCase):\n" + BODY) == {"MESH203"}


def test_parameterized_bases_and_decorators_are_known_and_inert():
    src = ("class T(parameterized.TestCase):\n"
           "    @parameterized.parameters(1, 2)\n" + BODY.replace("test_put(self)", "test_put(self, n)"))
    assert flagged(src) == {"MESH203"}


def test_jax_test_helpers_applied_as_decorators_leave_the_module_context_alone():
    # `@jtu.with_explicit_mesh(...)` / `@jtu.with_mesh(...)` on one test only enter their mesh while that test
    # runs: making the decorator sets nothing, and the other tests still start with no mesh (jax's pjit_test)
    src = ("from jax._src import test_util as jtu\n"
           "class T(unittest.TestCase):\n"
           "    @jtu.with_explicit_mesh((4,), ('data',))\n"
           "    def test_other(self, mesh):\n        pass\n"
           "    @jtu.with_mesh([('data', 4)])\n"
           "    def test_legacy(self):\n        pass\n" + BODY)
    assert flagged(src) == {"MESH203"}


def test_parameterized_cases_run_in_the_mesh_of_a_test_helper_under_them():
    # `@parameterized.parameters(...)` over `@jtu.with_explicit_mesh(...)` (jax's pjit_test): each case runs in the
    # decorator's mesh, so the bare spec resolves (jax runs it: 30A min_fp_parameters_over_with_explicit_mesh)
    src = ("from jax._src import test_util as jtu\n"
           "class T(parameterized.TestCase):\n"
           "    @parameterized.parameters(1, 2)\n"
           "    @jtu.with_explicit_mesh((4,), ('data',))\n"
           "    def test_put(self, n, mesh):\n"
           "        x = jax.device_put(np.ones((8, 4)), P('data'))\n")
    assert flagged(src) == set()


def test_a_base_defined_in_the_module_qualifies_when_it_does():
    src = "class Base(unittest.TestCase):\n    pass\n\nclass T(Base):\n" + BODY
    assert flagged(src) == {"MESH203"}


def test_a_base_from_elsewhere_may_set_a_mesh():
    src = "from mytests import MeshTestCase\n\nclass T(MeshTestCase):\n" + BODY
    assert flagged(src) == set()


def test_a_decorator_of_the_module_is_followed():
    src = ("def with_mesh(f):\n    return f\n\n"
           "class T(unittest.TestCase):\n    @with_mesh\n" + BODY)
    assert flagged(src) == {"MESH203"}


def test_a_decorator_of_the_module_that_enters_a_mesh_is_followed_too():
    src = ("def with_mesh(f):\n    def wrapper(self):\n"
           "        with jax.set_mesh(jax.make_mesh((4,), ('data',))):\n            return f(self)\n"
           "    return wrapper\n\n"
           "class T(unittest.TestCase):\n    @with_mesh\n" + BODY)
    assert flagged(src) == set()


def test_an_imported_decorator_may_enter_a_mesh():
    src = ("from helpers import with_mesh\n\n"
           "class T(unittest.TestCase):\n    @with_mesh\n" + BODY)
    assert flagged(src) == set()


def test_set_up_runs_before_each_test_on_the_same_instance():
    src = ("class T(unittest.TestCase):\n    def setUp(self):\n        super().setUp()\n"
           "        self.spec = P('data')\n\n"
           "    def test_put(self):\n        x = jax.device_put(np.ones((8, 4)), self.spec)\n")
    assert flagged(src) == {"MESH203"}


def test_a_setup_that_sets_a_mesh_anywhere_in_the_module_makes_every_test_unknown():
    src = ("class Other(unittest.TestCase):\n    def setUp(self):\n        jax.set_mesh(jax.make_mesh((4,), ('data',)))\n\n"
           "class T(unittest.TestCase):\n" + BODY)
    assert flagged(src) == set()


def test_a_setup_calling_a_helper_it_cannot_see_into_is_unknown():
    src = ("from helpers import prepare\n\n"
           "class T(unittest.TestCase):\n    def setUp(self):\n        prepare()\n\n" + BODY)
    assert flagged(src) == set()


def test_a_setup_entering_a_library_context_that_is_no_mesh_is_quiet():
    src = ("import warnings\n\n"
           "class T(unittest.TestCase):\n    def setUp(self):\n"
           "        self.enter_context(warnings.catch_warnings())\n\n" + BODY)
    assert flagged(src) == {"MESH203"}


def test_a_setup_entering_anything_else_is_unknown():
    src = ("class T(unittest.TestCase):\n    def setUp(self):\n"
           "        self.enter_context(jax.set_mesh(jax.make_mesh((4,), ('data',))))\n\n" + BODY)
    assert flagged(src) == set()


def test_a_module_that_sets_a_mesh_hands_it_to_its_tests():
    src = ("jax.set_mesh(jax.make_mesh((4,), ('data',)))\n\n"
           "class T(unittest.TestCase):\n" + BODY)
    assert flagged(src) == set()


def test_a_method_not_named_test_is_no_entry():
    src = "class T(unittest.TestCase):\n" + BODY.replace("test_put", "helper_put")
    assert flagged(src) == set()
