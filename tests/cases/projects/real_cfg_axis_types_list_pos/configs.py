import dataclasses


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    ici_parallelism: tuple = (2, 4)
    mesh_axes: tuple = ("data", "model")
    axis_type_names: tuple = ("explicit", "explicit")


@dataclasses.dataclass
class TrainConfig:
    mesh: MeshConfig = dataclasses.field(default_factory=MeshConfig)
    global_batch_size: int = 16
    d_model: int = 32
    learning_rate: float = 1e-2
