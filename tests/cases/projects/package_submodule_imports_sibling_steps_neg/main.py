# EXPECT: none
# lm.Trainer builds its parameters under lm/mesh.py's mesh_scope(), and fit() also runs the loop that calls the
# step from lm/steps.py (jitted with bare PartitionSpecs) inside mesh_scope(), so jit resolves them on that mesh.
from lm import TrainConfig, Trainer


def main():
    trainer = Trainer(TrainConfig(num_steps=2))
    loss = trainer.fit()
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
