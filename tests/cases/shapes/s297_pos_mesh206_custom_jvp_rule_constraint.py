# EXPECT: MESH206
# A custom_jvp softplus whose JVP rule pins the tangent's layout with a bare PartitionSpec; the gradient is
# taken (which runs the JVP rule) with no context mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@jax.custom_jvp
def softplus(x):
    return jnp.logaddexp(x, 0.0)


@softplus.defjvp
def softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    t = jax.lax.with_sharding_constraint(t, P('data', None))
    return softplus(x), t * jax.nn.sigmoid(x)


def loss(w, x):
    return jnp.mean(softplus(x @ w))


if __name__ == "__main__":
    print(jax.jit(jax.grad(loss))(np.ones((4, 4), np.float32), np.ones((8, 4), np.float32)))
