# EXPECT: MESH225
# A GPT-style forward over a params pytree: the token embedding is a gather with out_sharding (one row per token,
# so the hidden state is rank 3, split over 'model'), and a scan over stacked blocks whose block reshards its
# input to the activation layout P('data', None, None) and returns the residual in that layout: the carry's type
# changes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

ACT = P("data", None, None)


def block(h, lp):
    x = jax.sharding.reshard(h, ACT)
    up = jax.nn.gelu(jnp.einsum("bsd,df->bsf", x, lp["w_up"]))
    return x + jnp.einsum("bsf,fd->bsd", up, lp["w_down"], out_sharding=ACT)


def forward(params, tokens):
    h = params["wte"].at[tokens].get(out_sharding=P("data", None, "model"))
    h, _ = jax.lax.scan(lambda c, lp: (block(c, lp), None), h, params["blocks"])
    return h


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"wte": jax.device_put(jnp.ones((128, 32)), P(None, "model")),
                  "blocks": {"w_up": jax.device_put(jnp.ones((3, 32, 64)), P(None, None, "model")),
                             "w_down": jax.device_put(jnp.ones((3, 64, 32)), P(None, "model", None))}}
        tokens = jax.device_put(jnp.zeros((4, 16), jnp.int32), P("data", None))
        print(jax.typeof(jax.jit(forward)(params, tokens)))
