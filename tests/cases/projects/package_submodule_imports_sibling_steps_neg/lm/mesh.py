"""The process-wide device mesh, built on first use."""
import contextlib

import jax

_MESH = None


def get_mesh():
    global _MESH
    if _MESH is None:
        _MESH = jax.make_mesh((4, 2), ("data", "model"))
    return _MESH


@contextlib.contextmanager
def mesh_scope():
    with jax.set_mesh(get_mesh()):
        yield
