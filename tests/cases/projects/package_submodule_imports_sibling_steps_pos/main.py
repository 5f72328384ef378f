# EXPECT: MESH206
# lm.Trainer enters lm/mesh.py's mesh_scope() only while it builds the parameters and shards each batch; fit()
# calls the step from lm/steps.py, jitted with bare PartitionSpecs, outside that scope, so no mesh is set.
from lm import TrainConfig, Trainer


def main():
    trainer = Trainer(TrainConfig(num_steps=2))
    loss = trainer.fit()
    print(f"final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
