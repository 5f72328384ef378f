# EXPECT: none
# The training loop counts steps from 1 with enumerate(start=1); its checkpoint branch (which re-places the params
# with a bare spec outside any mesh) is due every 4 steps, and only 3 batches exist.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

CKPT_EVERY = 4
mesh = jax.make_mesh((8,), ("batch",))
host_batches = [np.full((16,), i, np.float32) for i in range(3)]
params = np.zeros((16,), np.float32)

for step, host in enumerate(host_batches, start=1):
    with jax.set_mesh(mesh):
        batch = jax.device_put(host, P("batch"))
        params = params + np.asarray(batch)
    if step % CKPT_EVERY == 0:
        saved = jax.device_put(params, P("batch"))
print(params[:4])
