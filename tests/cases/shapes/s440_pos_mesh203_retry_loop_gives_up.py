# EXPECT: MESH203
# The same retry loop whose success test never holds (it waits for a fourth attempt of three): the loop ends
# without a break, so its `else:` runs and places the array with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

attempt = 0
while attempt < 3:
    attempt += 1
    if attempt == 4:
        break
else:
    x = jax.device_put(jnp.ones(8), P("data"))
print("ready after", attempt, "attempts")
