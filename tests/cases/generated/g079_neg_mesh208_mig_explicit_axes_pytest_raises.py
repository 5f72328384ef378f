# EXPECT: none
# Generated (tests/generator seed 105, p105_00833), shrunk; analyzer disagreed: fp MESH208 | mig.explicit_axes.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
import pytest
with pytest.raises(Exception):
    g = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P(('x', 'y'), None))
    print(g(jnp.ones((16, 8))).shape)
