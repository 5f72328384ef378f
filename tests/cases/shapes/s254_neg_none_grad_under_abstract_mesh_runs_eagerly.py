# EXPECT: none
# s253's shape under jax.grad instead of jax.jit: grad runs the loss's primitives as it goes, so the first one
# (jnp.sin) asks for lowering_platforms under the abstract mesh, before the constraint's P.UNCONSTRAINED is seen.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
params = jnp.ones((4,))


def loss_fn(w):
    h = jnp.sin(w) * 2
    return jax.lax.with_sharding_constraint(h, P('data', P.UNCONSTRAINED)).sum()


try:
    with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
        grads = jax.grad(loss_fn)(params)
except ValueError as err:
    assert "lowering_platforms" in str(err), err
    print("abstract mesh only:", err)
