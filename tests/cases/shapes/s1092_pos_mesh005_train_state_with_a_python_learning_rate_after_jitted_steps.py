# EXPECT: MESH005
# A hand-written train state registered as a pytree keeps its learning rate as a Python float (static data).
# After a few jitted steps the 2-D sharded embedding is gathered for evaluation with one top_level_all_gather
# that changes both of its dimensions but does not pass multi_dim=True.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@jax.tree_util.register_pytree_node_class
class TrainState:
    def __init__(self, params, lr):
        self.params, self.lr = params, lr

    def tree_flatten(self):
        return (self.params,), (self.lr,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

    def apply_gradients(self, grads):
        params = jax.tree.map(lambda p, g: p - self.lr * g, self.params, grads)
        return TrainState(params, self.lr)


def loss_fn(params):
    return jnp.sum(params["embed"] ** 2)


@jax.jit
def train_step(state):
    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads)


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        params = {"embed": jax.device_put(jnp.ones((16, 8)), P("data", "model"))}
        state = TrainState(params, 0.1)
        for _ in range(2):
            state = train_step(state)
        gathered = jax.jit(lambda p: top_level_all_gather(p, P(None, None, reduced={"data", "model"})))(
            state.params["embed"])
        print(jax.typeof(gathered))


if __name__ == "__main__":
    main()
