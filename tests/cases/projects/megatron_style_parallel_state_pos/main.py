# EXPECT: MESH214
# trainlib/parallel/state.py keeps a process-wide Mesh(devices, axes) (Auto) that ops/norms.py hands to shard_map,
# while Trainer.fit runs the jitted step under jax.set_mesh(jax.make_mesh(...)) (Explicit) built from the same config.
from types import SimpleNamespace

from trainlib.trainer import Trainer

CONFIG = SimpleNamespace(
    mesh_shape=(4, 2),
    mesh_axes=("data", "model"),
    batch=16,
    features=8,
    hidden=16,
    lr=0.1,
    clip=1.0,
    steps=3,
)


def main():
    trainer = Trainer(CONFIG)
    trainer.fit(CONFIG.steps)


if __name__ == "__main__":
    main()
