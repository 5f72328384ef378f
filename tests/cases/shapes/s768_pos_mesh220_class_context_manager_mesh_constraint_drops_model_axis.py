# EXPECT: MESH220
# A small class-based context manager enters jax.set_mesh by hand (__enter__/__exit__ of the set_mesh object).
# Under its all-Explicit mesh, the dense layer's output is sharded ('data', 'model') but the layer constrains it
# to ('data', None): with Explicit axes with_sharding_constraint is an assert, and the shardings differ.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MeshScope:
    def __init__(self, mesh):
        self.mesh = mesh
        self._cm = None

    def __enter__(self):
        self._cm = jax.set_mesh(self.mesh)
        self._cm.__enter__()
        return self.mesh

    def __exit__(self, *exc):
        return self._cm.__exit__(*exc)


class Dense:
    def __init__(self, d_in, d_out):
        self.w = jax.device_put(jnp.ones((d_in, d_out)) * 0.1, P(None, "model"))

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        y = x @ self.w
        return jax.lax.with_sharding_constraint(y, P("data", None))


def main():
    with MeshScope(jax.make_mesh((4, 2), ("data", "model"))):
        layer = Dense(16, 32)
        x = jax.device_put(jnp.ones((8, 16)), P("data", None))
        return layer(x)


print(main().shape)
