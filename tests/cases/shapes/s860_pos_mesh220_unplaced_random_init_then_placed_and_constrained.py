# EXPECT: MESH220
# Weights are drawn with no mesh set (uncommitted arrays of known rank), placed later with NamedShardings; the
# forward pass's constraint asks for a layout the matmul does not give under an all-Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def init(key, d_in, d_out):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (d_in, d_out)) * 0.02, "b": jnp.zeros((d_out,))}


def place(params, mesh):
    return {"w": jax.device_put(params["w"], NamedSharding(mesh, P(None, "model"))),
            "b": jax.device_put(params["b"], NamedSharding(mesh, P("model")))}


def forward(params, x):
    h = x @ params["w"] + params["b"]
    return jax.lax.with_sharding_constraint(h, P("data", None))


if __name__ == "__main__":
    params = init(jax.random.key(0), 16, 32)
    x = jnp.ones((8, 16))
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    params = place(params, mesh)
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    with jax.set_mesh(mesh):
        print(jax.jit(forward)(params, x).sharding)
