# EXPECT: none
# "Shard the batch if it divides evenly": the buffer's batch (12) does not divide the 8 devices, so the
# replicated branch runs, and the sharded one (which would need a mesh) never does.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

N_DEVICES = 8


def make_buffer(host):
    if host.shape[0] % N_DEVICES == 0:
        return jnp.zeros(host.shape, out_sharding=P("data", None))
    return jnp.zeros(host.shape)


if __name__ == "__main__":
    buf = make_buffer(np.ones((12, 4), np.float32))
    mesh = jax.make_mesh((8,), ("data",))
    print(buf.shape, mesh.shape)
