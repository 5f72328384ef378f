# EXPECT: none
# The same pmap trainer, run before the code that enters the new mesh: outside any jax.set_mesh block.
import functools

import jax
import jax.numpy as jnp


class PmapTrainer:
    def __init__(self, lr):
        self.lr = lr
        self.step = jax.pmap(functools.partial(self._step, lr=lr), axis_name="devices")

    @staticmethod
    def _step(params, batch, lr):
        grads = jax.lax.pmean(batch.mean() * params, "devices")
        return params - lr * grads


def main():
    mesh = jax.make_mesh((8,), ("data",))
    trainer = PmapTrainer(0.1)
    params = jnp.ones((8, 4))
    for _ in range(2):
        params = trainer.step(params, jnp.ones((8, 4)))
    with jax.set_mesh(mesh):
        print(jax.sharding.get_abstract_mesh().axis_names, params.shape)


if __name__ == "__main__":
    main()
