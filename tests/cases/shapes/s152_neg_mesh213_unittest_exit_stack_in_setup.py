# EXPECT: none
# Test-helper style without a TestCase base: setUp enters jax.set_mesh on an ExitStack kept on self.
import contextlib
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class CollectiveCase:
    def setUp(self):
        self._stack = contextlib.ExitStack()
        self._stack.enter_context(jax.set_mesh(jax.make_mesh((8,), ('x',))))

    def tearDown(self):
        self._stack.close()

    def test_psum(self):
        f = jax.shard_map(lambda b: jax.lax.psum(b, 'x'), in_specs=P('x'), out_specs=P())
        f(jax.device_put(jnp.ones((16,)), P('x')))


t = CollectiveCase()
t.setUp()
t.test_psum()
t.tearDown()
