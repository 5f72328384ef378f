# EXPECT: MESH203
# Evaluation lays out each batch through the Partitioner's method (a bare PartitionSpec per leaf), but runs
# after the `with partitioner.activate():` block of training has ended: no mesh is set to resolve the spec.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np

from evaluate import evaluate
from sharding import Partitioner


def batches(n, seed):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        x = rng.standard_normal((32, 8)).astype(np.float32)
        yield {"x": x, "y": np.tanh(x)}


def main():
    partitioner = Partitioner((4, 2), ("data", "model"))
    with partitioner.activate():
        for batch in batches(2, seed=1):
            partitioner.shard_batch(batch)
    return evaluate(partitioner, batches(2, seed=2))


if __name__ == "__main__":
    print(main())
