# EXPECT: none
# The mesh is all-Explicit and the step runs on it directly (no auto_axes): 'x' is Explicit in the context
# mesh, so the einsum may ask for out_sharding=P('x', None).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def project(a, b):
    return jnp.einsum("xy,yz->xz", a, b, out_sharding=P("x", None))


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        a = jax.device_put(jnp.ones((8, 4)), P("x", None))
        b = jax.device_put(jnp.ones((4, 8)), P(None, None))
        out = project(a, b)
    print(out.shape)
