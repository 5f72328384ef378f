import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    shape: tuple = (4, 2)
    axes: tuple = ("batch", "model")
    axis_types: tuple = ("Explicit", "Auto")
