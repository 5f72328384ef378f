# EXPECT: none
# app/jobs/run.py does `from ..infra.kernels import NAME`; importing app.infra.kernels runs app/infra/__init__.py, which enters the mesh.
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from app.jobs import run

print(run.NAME, jnp.ones((8,), out_sharding=P("k")).sharding)
