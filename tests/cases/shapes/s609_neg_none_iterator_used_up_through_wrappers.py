# EXPECT: none
# enumerate(), dict(), unpacking and str.join take every item of the iterators they get: the later loops over
# those iterators run nothing, so the bare-spec device_put in them never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

batches = iter([np.ones(8), np.ones(8)])
indexed = list(enumerate(batches))
for b in batches:
    jax.device_put(b, P("d"))
pairs = iter([("w", 1)])
table = dict(pairs)
for k, v in pairs:
    jax.device_put(np.ones(8), P("d"))
names = iter(["w", "b"])
first, second = names
for n in names:
    jax.device_put(np.ones(8), P("d"))
words = iter(["a", "b"])
print(", ".join(words), len(indexed), table, first, second)
for w in words:
    jax.device_put(np.ones(8), P("d"))
