# EXPECT: MESH203
# The host batch is cut at a cursor that is one of two offsets (resuming or not); whichever it is, the batch is
# a NumPy array, and placing it with a bare spec needs a mesh that nobody set.
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

IMAGES = np.arange(64 * 4, dtype=np.float32).reshape(64, 4)


def host_batch(resume):
    start = 32 if resume else 0
    idx = np.arange(start, start + 16) % len(IMAGES)
    return IMAGES[idx]


if __name__ == "__main__":
    batch = host_batch("--resume" in sys.argv)
    if isinstance(batch, np.ndarray):
        batch = jax.device_put(batch, P("data"))
    print(batch.shape)
