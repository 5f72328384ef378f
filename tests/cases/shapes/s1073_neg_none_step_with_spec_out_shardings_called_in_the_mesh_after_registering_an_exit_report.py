# EXPECT: none
# A report of the run is registered with atexit (it runs when the interpreter exits, after the training loop).
# The update is jitted with bare-spec out_shardings and called inside the mesh, which resolves them.
import atexit
import json
import sys

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

STATS = {"steps": 0}


@atexit.register
def report():
    sys.stderr.write(json.dumps(STATS) + "\n")


def main():
    mesh = jax.make_mesh((8,), ("fsdp",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        params = {"w": jnp.zeros((16, 8), out_sharding=P("fsdp", None))}
    update = jax.jit(lambda p: jax.tree.map(lambda w: w - 0.1, p), out_shardings={"w": P("fsdp", None)})
    with jax.set_mesh(mesh):
        for _ in range(2):
            params = update(params)
    STATS["steps"] += 2
    return params


main()
