# EXPECT: MESH225
# A decoder stack scanned over a dict of stacked layer weights (each leaf sliced along the layer dimension),
# rematerialised with jax.checkpoint. The token-mixing projection multiplies by weights split over 'model' and
# adds it to the residual, so the carry leaves the body P('data', 'model') though it entered P('data', None).
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def layer(x, w):
    h = jax.nn.gelu(jnp.einsum("bd,df->bf", x, w["w_in"]))
    x = x + jnp.einsum("bf,fd->bd", h, w["w_out"], out_sharding=P("data", None))
    return x + jnp.einsum("bd,de->be", x, w["w_mix"])


def forward(params, x):
    @partial(jax.checkpoint, policy=jax.checkpoint_policies.dots_saveable)
    def body(carry, w):
        return layer(carry, w), None

    x, _ = jax.lax.scan(body, x, params)
    return x


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        key = jax.random.key(0)
        params = {"w_in": jax.random.normal(key, (4, 32, 64), out_sharding=P(None, None, "model")),
                  "w_out": jax.random.normal(key, (4, 64, 32), out_sharding=P(None, "model", None)),
                  "w_mix": jax.random.normal(key, (4, 32, 32), out_sharding=P(None, None, "model"))}
        x = jnp.ones((8, 32), out_sharding=P("data", None))
        print(float(jax.jit(lambda p, x: forward(p, x).sum())(params, x)))
