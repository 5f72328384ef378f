# EXPECT: none
# A compatibility module keeps a shim for jax < 0.7 that enters the mesh with jax.sharding.use_mesh (removed
# since). The shim is named only in the branch of `jax.set_mesh(mesh) if HAS_SET_MESH else ...` that this jax
# never takes, so it never runs: nothing raises, and it must not be judged as a function nobody calls.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

HAS_SET_MESH = hasattr(jax, "set_mesh")


def _legacy_enter(mesh):
    return jax.sharding.use_mesh(mesh)


@contextlib.contextmanager
def activated(mesh):
    ctx = jax.set_mesh(mesh) if HAS_SET_MESH else _legacy_enter(mesh)
    with ctx:
        yield mesh


def main():
    with activated(jax.make_mesh((8,), ("data",))):
        x = jax.device_put(jnp.ones((16, 4)), P("data", None))
        print(jax.typeof(x))


if __name__ == "__main__":
    main()
