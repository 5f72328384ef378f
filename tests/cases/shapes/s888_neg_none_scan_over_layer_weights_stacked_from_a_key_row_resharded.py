# EXPECT: none
# Layer weights are made one per PRNG key of a row, stacked and split over 'model' on their output dim; the
# scanned step brings each layer's ('data', 'model') output back to the carry's ('data', None).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

N_LAYERS = 3
D = 16


def init_stack(key):
    keys = jax.random.split(key, N_LAYERS)
    ws = jnp.stack([jax.random.normal(k, (D, D)) * 0.05 for k in keys])
    return jax.sharding.reshard(ws, P(None, None, "model"))


@jax.jit
def forward(ws, x):
    def step(h, w):
        h = jax.sharding.reshard(jnp.tanh(h @ w), P("data", None))
        return h, jnp.mean(h)
    return jax.lax.scan(step, x, ws)


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        ws = init_stack(jax.random.key(0))
        x = jax.device_put(jnp.ones((8, D)), P("data", None))
        h, means = forward(ws, x)
    print(h.shape, means.shape)
