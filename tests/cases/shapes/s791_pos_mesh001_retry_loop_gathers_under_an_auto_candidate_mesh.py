# EXPECT: MESH001
# The launcher picks the first candidate layout whose size matches the device count (skipping the others with
# `continue`, falling back to mesh = None in the for/else), then a retry loop skips attempts while no mesh was
# found and otherwise gathers the reduced weights under the mesh. Every candidate is Auto, so the gather fails.
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

SHAPES = [(8, 2), (4, 2), (2, 2)]
MAX_ATTEMPTS = 3


def pick_mesh():
    n = len(jax.devices())
    for shape in SHAPES:
        if shape[0] * shape[1] != n:
            continue
        mesh = jax.make_mesh(shape, ("data", "model"), axis_types=(AxisType.Auto,) * 2)
        break
    else:
        mesh = None
    return mesh


def gather_weights(w):
    return top_level_all_gather(w, P("data", None, reduced={"model"}))


def main():
    mesh = pick_mesh()
    gathered = None
    attempt = 0
    while attempt < MAX_ATTEMPTS:
        attempt += 1
        if mesh is None:
            print("no mesh on attempt", attempt)
            continue
        with jax.set_mesh(mesh):
            w = jax.device_put(jnp.arange(64.0).reshape(8, 8), P("data", "model"))
            gathered = gather_weights(w)
        break
    print("attempts", attempt, None if gathered is None else gathered.shape)


main()
