# EXPECT: none
# The evaluation helper guards the gather with `except CheckpointError:` (the program's own exception, for a
# missing checkpoint). The mesh is all Explicit, so the gather runs; a negative step would skip it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class CheckpointError(RuntimeError):
    pass


def restore(params, step):
    if step < 0:
        raise CheckpointError(f"no checkpoint for step {step}")
    return params


def evaluate(mesh, params, step):
    with jax.set_mesh(mesh):
        try:
            params = restore(params, step)
            full = top_level_all_gather(params, P(None, reduced={"data"}))
        except CheckpointError as err:
            print("evaluation skipped:", err)
            return None
    return full


def main():
    mesh = Mesh(np.array(jax.devices()).reshape(8), ("data",), axis_types=(AxisType.Explicit,))
    params = jax.device_put(jnp.ones((16,)), NamedSharding(mesh, P("data")))
    print(evaluate(mesh, params, step=10))


if __name__ == "__main__":
    main()
