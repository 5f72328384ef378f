# EXPECT: none
# trainkit/registry.py names no mesh; the plugin module its package imports registers two layouts into its
# table. The run picks "fsdp", whose axes are Explicit, so the gather under it is allowed.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

import trainkit

LAYOUT = "fsdp"


def main():
    mesh = trainkit.create(LAYOUT, ("data", "model"))
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.ones((8, 16)), P("data", "model"))
        full = top_level_all_gather(w, P("data", None, reduced={"model"}))
        print(full.shape)


if __name__ == "__main__":
    main()
