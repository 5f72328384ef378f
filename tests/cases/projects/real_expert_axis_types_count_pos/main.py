# EXPECT: MESH211
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import config
from mesh_utils import build_mesh


def moe_weights(d, f):
    return jnp.ones((config.NUM_EXPERTS, d, f), out_sharding=P("expert", "fsdp", None))


def main():
    mesh = build_mesh()
    with jax.set_mesh(mesh):
        w = moe_weights(8, 16)
    print(w.sharding.spec)


if __name__ == "__main__":
    main()
