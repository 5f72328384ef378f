# EXPECT: none
# The carry starts as an embedding gather typed P(None, 'model') (`.at[ids].get(out_sharding=...)`); the
# scanned layer's row-parallel einsum gives it back with the same sharding: the carry keeps its type.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def layer(h, w):
    up, down = w
    z = jax.nn.gelu(jnp.einsum("bd,df->bf", h, up))
    return jnp.einsum("bf,fd->bd", z, down, out_sharding=P(None, "model")), None


@jax.jit
def forward(params, ids):
    h = params["embed"].at[ids].get(out_sharding=P(None, "model"))
    h, _ = jax.lax.scan(layer, h, (params["up"], params["down"]))
    return h


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("model",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        key = jax.random.key(0)
        params = {
            "embed": jax.random.normal(key, (64, 16), out_sharding=P(None, "model")),
            "up": jax.random.normal(key, (3, 16, 32), out_sharding=P(None, None, "model")),
            "down": jax.random.normal(key, (3, 32, 16), out_sharding=P(None, "model", None)),
        }
        print(jax.typeof(forward(params, jnp.arange(8))))
