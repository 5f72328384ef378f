"""What the JAX (and Python) being judged has: feature tests in code (`if hasattr(jax, "set_mesh"):`,
`if sys.version_info < (3, 8):`) fold to the branch that runs with it, so a shim's other branch (dead code for
that JAX) is not judged as if it ran. Only what the changelogs state is listed; anything else stays unknown."""
from __future__ import annotations

from .rules.migration.use_mesh import USE_MESH_REMOVED_IN

# attribute -> (first version that has it, first version that no longer has it); None: not known / not removed.
# Versions from jax's CHANGELOG.md: 0.7.1 "Exposed jax.set_mesh ... Removed jax.sharding.use_mesh"; 0.7.0 moved
# reshard to the jax.sharding endpoint; the 0.8.0 notes name jax.shard_map, jax.make_mesh's axis_types,
# jax.sharding.AxisType and get_abstract_mesh as existing APIs (introduced earlier, at a version not listed here).
_JAX_ATTRIBUTES: dict[str, tuple[tuple[int, ...] | None, tuple[int, ...] | None]] = {
    "jax.set_mesh": ((0, 7, 1), None),
    "jax.sharding.use_mesh": (None, USE_MESH_REMOVED_IN),
    "jax.shard_map": ((0, 8, 0), None),
    "jax.make_mesh": ((0, 5, 1), None),
    "jax.sharding.AxisType": ((0, 8, 0), None),
    "jax.sharding.get_abstract_mesh": ((0, 8, 0), None),
    "jax.sharding.reshard": ((0, 7, 0), None),
    "jax.typeof": ((0, 8, 0), None),
}


# the listed APIs are functions, classes or modules: true, callable, never None wherever they exist
API_OBJECTS = frozenset(_JAX_ATTRIBUTES)


def jax_has(full_name: str, jax_version: tuple[int, ...]) -> bool | None:
    """Whether `full_name` (canonical, e.g. "jax.set_mesh") exists in this jax; None when not known."""
    known = _JAX_ATTRIBUTES.get(full_name)
    if known is None:
        return None
    since, removed = known
    version = tuple(jax_version)
    if removed is not None and version >= removed:
        return False
    if since is not None and version >= since:
        return True
    return None


# jax 0.7.0 dropped Python 3.10 (its changelog; jax's commit "Drop Python 3.10 support", June 2025); jax 0.4.31
# dropped 3.9.
def oldest_python(jax_version: tuple[int, ...]) -> tuple[int, ...]:
    """The oldest Python the judged jax installs on: a version test below it is decided."""
    return (3, 11) if tuple(jax_version) >= (0, 7, 0) else (3, 10) if tuple(jax_version) >= (0, 4, 31) else (3, 9)


PYTHON_MAJOR = 3


def python_version_test(op: str, other: tuple, jax_version: tuple[int, ...], prefix: int | None = None
                        ) -> bool | None:
    """`sys.version_info <op> other` (or `sys.version_info[:prefix] <op> other`) for every Python the judged jax
    runs on; None when it depends on which."""
    if not other or not all(type(i) is int for i in other):
        return None
    low, high = oldest_python(jax_version) + (0,), (99, 99, 99)
    if prefix is not None:
        low, high = low[:prefix], high[:prefix]
    compare = {"Lt": lambda a: a < other, "LtE": lambda a: a <= other, "Gt": lambda a: a > other,
               "GtE": lambda a: a >= other}.get(op)
    if compare is None:
        return None
    at_low, at_high = compare(low), compare(high)
    # each comparison is monotonic in the version: the same answer at both ends is the answer for every one
    return at_low if at_low == at_high else None
