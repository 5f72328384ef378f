# EXPECT: MESH201
# The project's own `dist` package (dist/__init__.py re-exports dist/meshes.py) enters the mesh with the
# removed jax.sharding.use_mesh. A folder named `dist` usually holds build outputs, but this one is a package
# main imports, so its code runs: AttributeError.
import jax
import jax.numpy as jnp

from dist import build_mesh, entered


def main():
    with entered(build_mesh()):
        print(jnp.ones((8, 4)).sum())


if __name__ == "__main__":
    main()
