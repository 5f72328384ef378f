# EXPECT: MESH214
# main.py names no sharding API: it imports `kernels` only so that the package registers its ops, and gets the
# op back from `registry`. The op's shard_map has a mesh of its own (Mesh(...) defaults to Auto axes) while
# meshes.activate() set an all-Explicit one: calling it fails.
import jax

import kernels  # noqa: F401  (registers the ops)
import meshes
import registry


def main():
    meshes.activate()
    x = jax.random.normal(jax.random.key(0), (16, 32))
    w = jax.random.normal(jax.random.key(1), (32, 8))
    matmul = registry.lookup("row_parallel_matmul")
    print(matmul(x, w).shape)


if __name__ == "__main__":
    main()
