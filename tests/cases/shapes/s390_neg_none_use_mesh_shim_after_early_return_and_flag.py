# EXPECT: none
# Version shims: use_mesh is only read where the test before it said it exists (after an early return, or
# behind a flag computed by hasattr at import).
import jax

NEW_API = hasattr(jax, "set_mesh")


def mesh_context(mesh):
    if not hasattr(jax.sharding, "use_mesh"):
        return jax.set_mesh(mesh)
    return jax.sharding.use_mesh(mesh)


def mesh_context_by_flag(mesh):
    if NEW_API:
        return jax.set_mesh(mesh)
    return jax.sharding.use_mesh(mesh)


mesh = jax.make_mesh((8,), ("d",))
with mesh_context(mesh):
    pass
with mesh_context_by_flag(mesh):
    pass
print("ok")
