# EXPECT: MESH203
# The checkpoint callback does its device_put in on_train_end, which the Trainer calls after leaving the set_mesh block.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Callback:
    def on_step_end(self, trainer, step, state):
        pass

    def on_train_end(self, trainer, state):
        pass


class FinalCheckpoint(Callback):
    def __init__(self):
        self.final = None

    def on_train_end(self, trainer, state):
        self.final = jax.device_put(state, P("data"))


class Trainer:
    def __init__(self, callbacks=()):
        self.mesh = jax.make_mesh((8,), ("data",))
        self.callbacks = list(callbacks)

    def fit(self, state, steps=2):
        with jax.set_mesh(self.mesh):
            for step in range(steps):
                state = state * 0.9
                for cb in self.callbacks:
                    cb.on_step_end(self, step, state)
        for cb in self.callbacks:
            cb.on_train_end(self, state)
        return state


ckpt = FinalCheckpoint()
Trainer([ckpt]).fit(jnp.ones((16,)))
print(ckpt.final)
