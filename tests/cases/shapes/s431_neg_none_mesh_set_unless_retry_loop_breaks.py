# EXPECT: none
# A retry loop breaks once setup succeeds; the loop's `else` (all retries failed) would drop the mesh, but
# the break always comes first here, so the mesh is set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
attempt = 0
while attempt < 3:
    attempt += 1
    if attempt == 2:
        break
else:
    mesh = None
jax.set_mesh(mesh)
x = jax.device_put(jnp.ones(8), P("data"))
print(x.sharding)
