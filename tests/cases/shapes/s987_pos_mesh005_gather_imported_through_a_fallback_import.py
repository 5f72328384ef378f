# EXPECT: MESH005
# top_level_all_gather imported with a fallback: jax 0.10.2's jax.sharding has no such name, so the ImportError
# handler imports it from jax._src.shard_map. Gathering a weight split over both axes into one replicated
# (reduced) copy changes two dimensions at once without multi_dim=True.
import jax
from jax.sharding import AxisType, PartitionSpec as P

try:
    from jax.sharding import top_level_all_gather
except ImportError:  # older releases keep it private
    from jax._src.shard_map import top_level_all_gather


def for_decoding(params):
    specs = jax.tree.map(lambda x: P(*([None] * x.ndim), reduced={"fsdp", "tp"}), params)
    return top_level_all_gather(params, specs)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"embed": jax.device_put(jax.numpy.ones((64, 32)), P("fsdp", "tp"))}
        print(jax.tree.map(lambda a: a.sharding.spec, for_decoding(params)))
