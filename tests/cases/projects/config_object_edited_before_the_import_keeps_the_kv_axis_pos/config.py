"""The run's settings: one object the launcher edits before it imports the model code."""
import dataclasses


@dataclasses.dataclass
class Settings:
    mesh_shape: tuple = (4, 2)
    mesh_axes: tuple = ("data", "model")
    heads: int = 4
    kv_heads: int = 2
    kv_axis: str | None = "model"   # the mesh axis key/value heads are split over


settings = Settings()
