# EXPECT: MESH203
# An eval loop logs metrics: `loss.item()` is a Python number and `jax.device_get(acc)` a NumPy array, so the
# upload helper's "not a jax.Array" branch runs for them, and its bare-spec device_put has no mesh to use.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def upload(v):
    if isinstance(v, jax.Array):
        return jax.device_put(v, NamedSharding(mesh, P()))
    return jax.device_put(np.asarray(v), P())


def evaluate(batch):
    loss = jnp.mean(batch ** 2)
    acc = jnp.mean(batch > 0)
    return {"loss": upload(loss.item()), "acc": upload(jax.device_get(acc))}


print(evaluate(jnp.linspace(-1.0, 1.0, 16)))
