# EXPECT: none
# A test that expects the failure: with_sharding_constraint with a bare spec and no mesh raises RuntimeError, and
# pytest.raises(Exception) catches it (the analyzer reports it as information only).
import jax
import jax.numpy as jnp
import pytest
from jax.sharding import PartitionSpec as P


def test_constraint_needs_mesh():
    with pytest.raises(Exception):
        jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('x', None)))(jnp.ones((16, 8)))


test_constraint_needs_mesh()
