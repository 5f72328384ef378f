# EXPECT: none
# An Elman RNN unrolled with lax.fori_loop under an all-Explicit mesh: the body reads the step's input as
# xs[t] (the loop index on the unsharded time dimension) and multiplies by weights split over 'model'; it
# reshards the new hidden state back to P('data', None), the carry's type.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, reshard


@jax.jit
def run(params, xs, h0):
    def body(t, h):
        return reshard(jnp.tanh(h @ params["w_hh"] + xs[t] @ params["w_xh"]), P("data", None))
    return jax.lax.fori_loop(0, xs.shape[0], body, h0)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    with jax.set_mesh(mesh):
        params = {k: reshard(jnp.ones((16, 16)) / 16, P(None, "model")) for k in ("w_hh", "w_xh")}
        xs = reshard(jnp.ones((5, 8, 16)), P(None, "data", None))
        h0 = reshard(jnp.zeros((8, 16)), P("data", None))
        print(jax.typeof(run(params, xs, h0)))
