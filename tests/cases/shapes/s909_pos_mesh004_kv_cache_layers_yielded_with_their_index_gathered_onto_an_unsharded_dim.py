# EXPECT: MESH004
# A generator yields (layer, {"k": ..., "v": ...}) for each layer of a sequence-sharded KV cache; the decode
# loop unpacks the pair and gathers the cache to an attention layout that puts 'batch' on the batch dimension,
# which the cache does not shard: top_level_all_gather can only gather.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

CACHE = P(None, "seq", None)
ATTN = P("batch", None, None, reduced={"seq"})


def cache_layers(n, shape):
    for layer in range(n):
        yield layer, {"k": jnp.zeros(shape, out_sharding=CACHE), "v": jnp.zeros(shape, out_sharding=CACHE)}


def attend(q, kv):
    kv = top_level_all_gather(kv, {"k": ATTN, "v": ATTN}, multi_dim=True)
    return q * 2.0, kv["k"].shape


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("batch", "seq"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        q = jnp.ones((4, 8))
        for layer, kv in cache_layers(2, (4, 16, 8)):
            q, seen = attend(q, kv)
        print(q.shape)
