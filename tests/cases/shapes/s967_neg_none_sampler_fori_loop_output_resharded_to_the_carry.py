# EXPECT: none
# A DDIM-style sampler: a noise schedule (linspace, cumprod) indexed by timesteps picked with the fori_loop index
# (a traced int32 scalar) and a timestep embedding: the denoiser reshards its 'model'-split output back to the
# carry's layout, so the carry keeps P('data', None).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

STEPS, TRAIN_STEPS, DIM = 4, 50, 16


def embed(t, dim):
    freqs = jnp.exp(-jnp.log(10000.0) * jnp.arange(dim // 2, dtype=jnp.float32) / (dim // 2))
    args = t.astype(jnp.float32)[..., None] * freqs
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)


def denoise(params, x, t):
    h = jax.nn.silu(x @ params["w_in"] + embed(t, DIM))
    h = jax.sharding.reshard(h, P("data", None))
    return jax.sharding.reshard(h @ params["w_out"], P("data", None))


@jax.jit
def sample(params, noise):
    alphas = jnp.cumprod(1.0 - jnp.linspace(1e-4, 2e-2, TRAIN_STEPS))
    ts = jnp.linspace(TRAIN_STEPS - 1, 0, STEPS).astype(jnp.int32)

    def step(i, x):
        t = ts[i]
        t_prev = jnp.where(i + 1 < STEPS, ts[jnp.minimum(i + 1, STEPS - 1)], 0)
        a_t, a_prev = alphas[t], alphas[t_prev]
        eps = denoise(params, x, jnp.full((x.shape[0],), t))
        x0 = (x - jnp.sqrt(1 - a_t) * eps) / jnp.sqrt(a_t)
        return jnp.sqrt(a_prev) * x0 + jnp.sqrt(1 - a_prev) * eps

    return jax.lax.fori_loop(0, STEPS, step, noise)


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"w_in": jax.device_put(jnp.ones((DIM, DIM)) / DIM, P(None, None)),
                  "w_out": jax.device_put(jnp.ones((DIM, DIM)) / DIM, P(None, "model"))}
        noise = jax.device_put(jnp.ones((8, DIM)), P("data", None))
        print(sample(params, noise).shape)
