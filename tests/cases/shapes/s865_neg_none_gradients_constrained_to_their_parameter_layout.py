# EXPECT: none
# Under an all-Explicit mesh a gradient has its parameter's sharding. The update pins every gradient to the
# layout its parameter has, P(None, 'model'): the constraint holds.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def loss_fn(params, x):
    return jnp.mean(jnp.tanh(x @ params["kernel"]) ** 2)


@jax.jit
def sgd_step(params, x):
    loss, grads = jax.value_and_grad(loss_fn)(params, x)
    grads = {k: jax.lax.with_sharding_constraint(g, P(None, "model")) for k, g in grads.items()}
    return {k: params[k] - 0.1 * grads[k] for k in params}, loss


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"kernel": jax.device_put(jnp.ones((16, 32)), NamedSharding(mesh, P(None, "model")))}
        x = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("data", None)))
        params, loss = sgd_step(params, x)
        print(float(loss))
