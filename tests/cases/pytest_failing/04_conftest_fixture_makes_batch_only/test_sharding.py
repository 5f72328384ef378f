# EXPECT: MESH203
# The conftest fixtures only make values (a mesh nobody enters, a host batch): the bare-spec placement runs with
# no mesh set.
import jax
from jax.sharding import PartitionSpec as P


def shard_batch(x, spec=P("data", None)):
    return jax.device_put(x, spec)


def test_shard_batch(mesh, batch):
    assert mesh.shape["data"] == 4
    x = shard_batch(batch)
    assert x.sharding.spec == P("data", None)
