# EXPECT: MESH206
# A custom_vjp activation checkpoint whose forward pins the residual layout with a bare PartitionSpec; the
# jitted loss is called without any context mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@jax.custom_vjp
def gelu_ckpt(x):
    return jax.nn.gelu(x)


def gelu_fwd(x):
    x = jax.lax.with_sharding_constraint(x, P('data', None))
    return jax.nn.gelu(x), x


def gelu_bwd(x, g):
    return (g * jax.grad(lambda v: jax.nn.gelu(v).sum())(x),)


gelu_ckpt.defvjp(gelu_fwd, gelu_bwd)


@jax.jit
def loss(w, x):
    return jnp.mean(gelu_ckpt(x @ w) ** 2)


if __name__ == "__main__":
    print(jax.grad(loss)(np.ones((4, 4), np.float32), np.ones((8, 4), np.float32)))
