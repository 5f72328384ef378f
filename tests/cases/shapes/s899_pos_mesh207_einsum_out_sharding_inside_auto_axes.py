# EXPECT: MESH207
# The mesh is all-Explicit, but the step runs under jax.sharding.auto_axes, which makes 'x' Auto in the context
# mesh; the einsum inside still asks for out_sharding=P('x', None).
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
        out = jax.sharding.auto_axes(project, out_sharding=P())(a, b)
    print(out.shape)
