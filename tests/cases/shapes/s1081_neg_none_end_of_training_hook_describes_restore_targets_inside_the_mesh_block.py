# EXPECT: none
# A trainer runs its jitted steps (the train state dict rebuilt on every pass) inside `with jax.set_mesh` and
# calls each callback's on_train_end before leaving the block, so the manifest callback's ShapeDtypeStructs with
# bare param specs (shapes from np.shape) are repr()'d while the mesh is still set.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {"w": P(None, "model"), "b": P("model")}


class LossLogger:
    def __init__(self):
        self.losses = []

    def on_step_end(self, step, state):
        self.losses.append(state["loss"])

    def on_train_end(self, state):
        print("steps:", len(self.losses))


class RestoreManifest:
    def __init__(self, specs):
        self.specs = specs

    def on_step_end(self, step, state):
        pass

    def on_train_end(self, state):
        targets = jax.tree.map(lambda x, spec: jax.ShapeDtypeStruct(np.shape(x), x.dtype, sharding=spec),
                               state["params"], self.specs)
        for name, target in targets.items():
            print(name, repr(target))


def sgd_step(state, batch, lr=0.1):
    def loss_fn(params):
        return jnp.mean((batch @ params["w"] + params["b"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    params = jax.tree.map(lambda p, g: p - lr * g, state["params"], grads)
    return {"params": params, "loss": loss}


class Trainer:
    def __init__(self, mesh, step_fn, callbacks):
        self.mesh = mesh
        self.step_fn = jax.jit(step_fn)
        self.callbacks = list(callbacks)

    def fit(self, state, batches):
        with jax.set_mesh(self.mesh):
            for step, batch in enumerate(batches):
                state = self.step_fn(state, batch)
                for callback in self.callbacks:
                    callback.on_step_end(step, state)
            for callback in self.callbacks:
                callback.on_train_end(state)
        return state


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        params = jax.device_put({"w": jnp.ones((8, 16)) * 0.1, "b": jnp.zeros((16,))}, PARAM_SPECS)
        state = {"params": params, "loss": jnp.zeros(())}
    batches = [jnp.ones((4, 8)) * i for i in range(3)]
    Trainer(mesh, sgd_step, [LossLogger(), RestoreManifest(PARAM_SPECS)]).fit(state, batches)


if __name__ == "__main__":
    main()
