# EXPECT: none
# A retry loop whose counted attempts all continue before the bare-spec put: the test `attempt < 3` and the
# condition of the continue are known on every pass, so the put is never reached.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

attempt = 0
log = []
while attempt < 3:
    attempt += 1
    if attempt <= 3:
        log.append(attempt)
        continue
    log.append(jax.device_put(np.ones((8,)), P("data")))
print(log)
