# EXPECT: MESH203
import numpy as np
import jax
from jax.sharding import Mesh

from data_loader import ShardedBatchLoader


def main():
    devices = np.array(jax.devices()).reshape(4, 2)
    mesh = Mesh(devices, ("data", "model"))
    total = 0
    with mesh:
        for batch in ShardedBatchLoader(2):
            total += int(batch.sum())
    if jax.process_index() == 0:
        print("total", total)


if __name__ == "__main__":
    main()
