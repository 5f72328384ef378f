# EXPECT: none
# The device loader wraps a host loader and keeps the mesh set while the consumer's step runs (it yields inside
# its `with jax.set_mesh` block), so the consumer's reshard to a bare spec resolves on that mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

SHARDS = ("left", "right", "left", "right")


def host_batches():
    for i, shard in enumerate(SHARDS):
        yield {"name": shard, "x": np.full((8, 4), float(i), np.float32)}


def device_batches(mesh):
    with jax.set_mesh(mesh):
        for batch in host_batches():
            yield {"name": batch["name"], "x": jax.device_put(batch["x"], P("data", None))}


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    total = 0.0
    for batch in device_batches(mesh):
        x = jax.reshard(batch["x"], P("data", "model"))
        total += float(jnp.sum(x))
    print(total)


if __name__ == "__main__":
    main()
