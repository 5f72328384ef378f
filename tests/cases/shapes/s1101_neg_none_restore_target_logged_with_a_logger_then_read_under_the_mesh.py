# EXPECT: none
# A checkpoint restorer logs its abstract target through a module logger, then places each restored array with
# the target's sharding. The targets are ShapeDtypeStructs with bare PartitionSpecs, and the restore runs under
# jax.set_mesh, where their sharding resolves.
import logging

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

log = logging.getLogger(__name__)


class Restorer:
    def restore(self, target, arrays):
        log.info("restoring %d arrays into %s", len(target), target)
        return {name: jax.device_put(arrays[name], struct.sharding) for name, struct in target.items()}


def abstract_params():
    return {"embed": jax.ShapeDtypeStruct((32, 16), jnp.float32, sharding=P("model", None)),
            "head": jax.ShapeDtypeStruct((16, 32), jnp.float32, sharding=P(None, "model"))}


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    arrays = {"embed": np.zeros((32, 16), np.float32), "head": np.zeros((16, 32), np.float32)}
    with jax.set_mesh(mesh):
        params = Restorer().restore(abstract_params(), arrays)
        print(jax.typeof(params["embed"]))


if __name__ == "__main__":
    main()
