# EXPECT: none
# A retry loop counts its attempts (`attempt += 1`) and breaks on the second; its `else:` (every attempt
# failed) would place an array with no mesh, but the loop always breaks first.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

attempt = 0
while attempt < 3:
    attempt += 1
    if attempt == 2:
        break
else:
    x = jax.device_put(jnp.ones(8), P("data"))
print("ready after", attempt, "attempts")
