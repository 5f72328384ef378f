import functools
import jax
import jax.numpy as jnp

from model import logical_spec, param_specs


class Trainer:
    def __init__(self, module, mesh, lr=1e-3):
        self.module = module
        self.mesh = mesh
        self.lr = lr
        specs = param_specs(module)
        batch_spec = logical_spec(("batch", "embed"))
        self.train_step = jax.jit(self._train_step, in_shardings=(specs, batch_spec), out_shardings=(specs, None),
                                  donate_argnums=(0,))
        self.eval_step = jax.jit(self._eval_step, in_shardings=(specs, batch_spec))

    def _loss(self, params, batch):
        out = self.module.apply(params, batch)
        return jnp.mean((out - batch) ** 2)

    def _train_step(self, params, batch):
        loss, grads = jax.value_and_grad(self._loss)(params, batch)
        params = jax.tree.map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss

    def _eval_step(self, params, batch):
        return self._loss(params, batch)
