from jax.sharding import use_mesh
