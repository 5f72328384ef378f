# EXPECT: MESH206
import jax
import numpy as np
from jax.sharding import AxisType

from model import MLP
from trainer import Trainer


def fit(trainer, params, steps):
    for step in range(steps):
        batch = np.ones((16, trainer.module.d_model), np.float32)
        params, loss = trainer.train_step(params, batch)
    return params


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
    module = MLP(32, 64)
    trainer = Trainer(module, mesh)
    params = module.init(jax.random.key(0))
    params = fit(trainer, params, 2)
    print(trainer.eval_step(params, np.ones((16, 32), np.float32)))


if __name__ == "__main__":
    main()
