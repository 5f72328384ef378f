# EXPECT: MESH219
# Grouped-query attention: the kv heads are repeated `n_heads // n_kv` times along the heads dimension, which is
# split over 'model'. The ratio comes from the arrays' shapes after an RMS norm (elementwise ops and a keepdims
# mean keep the sizes), so it is 2 and jnp.repeat runs on a sharded dimension without out_sharding.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def rms_norm(x, scale, eps=1e-6):
    var = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
    return x * (1.0 / jnp.sqrt(var + eps)) * scale


def expand_kv(kv, n_rep):
    if n_rep == 1:
        return kv
    return jnp.repeat(kv, n_rep, axis=2)


@jax.jit
def attention(q, k, v, scale):
    q, k = rms_norm(q, scale), rms_norm(k, scale)
    n_rep = q.shape[2] // k.shape[2]
    k, v = expand_kv(k, n_rep), expand_kv(v, n_rep)
    probs = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k), axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", probs, v)


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        heads = NamedSharding(mesh, P("data", None, "model", None))
        key = jax.random.key(0)
        q = jax.random.normal(key, (4, 8, 8, 16))
        k = jax.random.normal(key, (4, 8, 4, 16))
        q, k, v = jax.device_put((q, k, k), heads)
        print(attention(q, k, v, jnp.ones((16,))).shape)
