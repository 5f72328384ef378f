import jax
from jax.sharding import PartitionSpec as P
import model
def _local(w, x):
    l, g = jax.value_and_grad(model.loss)(w, x)
    return l
step = jax.shard_map(_local, in_specs=(P(), P("data")), out_specs=P())
