# EXPECT: MESH220
# Layer specs are frozen dataclasses; a match statement with class patterns (and a guard on a field) picks the
# layout each layer's activations are checked against. Weights are looked up by the layer class's name. The
# attention projection comes out split over 'model' on its head dimension, but the check asks for P('data',
# None, 'model'); under an all-Explicit mesh with_sharding_constraint only checks.
from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, reshard


@dataclass(frozen=True)
class Attention:
    heads: int


@dataclass(frozen=True)
class MLP:
    hidden: int


def expected_layout(layer):
    match layer:
        case Attention(heads=h) if h % 4 == 0:
            return P("data", None, "model")
        case Attention():
            return P("data", None, None)
        case MLP():
            return P("data", "model")


def run_layer(layer, x, w):
    match layer:
        case Attention():
            q = jnp.einsum("bd,dhk->bhk", x, w)
            return jax.lax.with_sharding_constraint(q, expected_layout(layer))
        case MLP():
            return jax.lax.with_sharding_constraint(jax.nn.relu(x @ w), expected_layout(layer))


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        x = reshard(jnp.ones((8, 16)), P("data", None))
        weights = {"MLP": reshard(jnp.ones((16, 32)), P(None, "model")),
                   "Attention": reshard(jnp.ones((16, 8, 4)), P(None, "model", None))}
        for layer in [MLP(hidden=32), Attention(heads=8)]:
            out = jax.jit(run_layer, static_argnums=0)(layer, x, weights[type(layer).__name__])
            print(type(layer).__name__, jax.typeof(out))
