# EXPECT: none
# A compatibility shim imports use_mesh inside try/except and catches ImportError too: on this jax the import
# fails, the fallback runs and jax.set_mesh is used.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

try:
    from jax.sharding import use_mesh
except (ImportError, AttributeError):
    use_mesh = None


def mesh_context(mesh):
    return use_mesh(mesh) if use_mesh is not None else jax.set_mesh(mesh)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    with mesh_context(mesh):
        x = jax.device_put(jnp.ones((16,)), P("data"))
    print(x.shape)
