# EXPECT: MESH222
# The layout is picked by ranking candidate meshes from a generator on (widest model axis, fewest data shards);
# the winner is the (2, 4) mesh, and the blockwise shard_map's first input arrives split over 'rows' alone.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

SHAPES = [(8, 1), (4, 2), (2, 4)]


def candidate_meshes():
    for shape in SHAPES:
        yield jax.make_mesh(shape, ("rows", "cols"), axis_types=(AxisType.Explicit, AxisType.Explicit))


def preference(mesh):
    return (-mesh.shape["cols"], mesh.shape["rows"])


def blockwise_matmul(a, b):
    def local(a_blk, b_blk):
        return jax.lax.psum(a_blk @ b_blk, "cols")
    return jax.shard_map(local, in_specs=(P("rows", "cols"), P("cols", None)), out_specs=P("rows", None))(a, b)


if __name__ == "__main__":
    mesh = sorted(candidate_meshes(), key=preference)[0]
    with jax.set_mesh(mesh):
        a = jax.device_put(np.ones((8, 16), np.float32), P("rows", None))
        b = jax.device_put(np.ones((16, 4), np.float32), P("cols", None))
        print(jax.jit(blockwise_matmul)(a, b).sharding.spec)
