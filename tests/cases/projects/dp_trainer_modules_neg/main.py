# EXPECT: none
# The config shards the batch over ('data', 'fsdp') and the loss pmeans over both axes, so the loss
# returned under out_specs P() is replicated.
import types
import numpy as np

from mesh import create_mesh
from model import LinearModel, make_train_step

config = types.SimpleNamespace(num_devices=8, mesh_shape=(4, 2), mesh_axes=('data', 'fsdp'),
                               batch_axes=('data', 'fsdp'), reduce_axes=('data', 'fsdp'), lr=0.1)


def main():
    mesh = create_mesh(config)
    step = make_train_step(LinearModel(config), mesh)
    w = np.zeros((4, 1), np.float32)
    loss, w = step(w, np.ones((16, 4), np.float32), np.ones((16, 1), np.float32))
    print(loss)


if __name__ == "__main__":
    main()
