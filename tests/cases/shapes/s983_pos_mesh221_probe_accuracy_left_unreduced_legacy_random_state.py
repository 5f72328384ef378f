# EXPECT: MESH221
# Per-shard evaluation of a linear probe on data drawn with the legacy np.random.RandomState: the loss is
# averaged over 'data' but the accuracy is not, and out_specs claims both replicated.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def metrics(w, feats, labels):
    logits = feats @ w
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits, axis=-1), labels[:, None], axis=-1)
    correct = (jnp.argmax(logits, axis=-1) == labels).astype(jnp.float32)
    return {"loss": jnp.mean(nll), "accuracy": jnp.mean(correct)}


def sharded_eval(mesh):
    @jax.jit
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P("data"), P("data")),
                       out_specs={"loss": P(), "accuracy": P()})
    def evaluate(w, feats, labels):
        out = metrics(w, feats, labels)
        out["loss"] = jax.lax.pmean(out["loss"], "data")
        return out
    return evaluate


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    rng = np.random.RandomState(0)
    s = NamedSharding(mesh, P("data"))
    feats = jax.device_put(rng.randn(64, 16).astype(np.float32), s)
    labels = jax.device_put(rng.randint(0, 5, size=(64,)).astype(np.int32), s)
    w = jnp.asarray(rng.randn(16, 5).astype(np.float32))
    print(sharded_eval(mesh)(w, feats, labels))
