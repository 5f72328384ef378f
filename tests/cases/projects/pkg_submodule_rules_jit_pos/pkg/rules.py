from jax.sharding import PartitionSpec as P

BATCH = P("data")
