import contextlib

import jax


USE_NEW_API = hasattr(jax, "set_mesh")


def mesh_context(mesh):
    """Enter `mesh` with whatever this jax version offers."""
    if USE_NEW_API:
        return jax.set_mesh(mesh)
    if jax.__version_info__ >= (0, 6, 0):
        return jax.sharding.use_mesh(mesh)
    return contextlib.nullcontext(mesh)
