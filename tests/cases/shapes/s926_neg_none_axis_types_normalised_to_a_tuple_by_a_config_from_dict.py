# EXPECT: none
# Typed configs are built from a plain dict (what a yaml loader gives): the parallel config's from_dict accepts
# "explicit"/"auto" spellings and turns them into a tuple of AxisType members, then calls the base class's
# from_dict through super(), which keeps only the dataclass's fields.
import dataclasses
from dataclasses import dataclass

import jax
from jax.sharding import AxisType

RAW = {"mesh_shape": [4, 2], "axis_names": ["data", "model"], "axis_types": ["explicit", "explicit"]}


@dataclass
class BaseConfig:
    @classmethod
    def from_dict(cls, raw):
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in raw.items() if k in known})


@dataclass
class ParallelConfig(BaseConfig):
    mesh_shape: tuple = (8,)
    axis_names: tuple = ("data",)
    axis_types: tuple = (AxisType.Explicit,)

    @classmethod
    def from_dict(cls, raw):
        raw = dict(raw)
        raw["mesh_shape"] = tuple(int(s) for s in raw["mesh_shape"])
        raw["axis_names"] = tuple(raw["axis_names"])
        raw["axis_types"] = tuple(t if isinstance(t, AxisType) else AxisType[t.capitalize()] for t in raw["axis_types"])
        return super().from_dict(raw)


if __name__ == "__main__":
    cfg = ParallelConfig.from_dict(RAW)
    mesh = jax.make_mesh(cfg.mesh_shape, cfg.axis_names, axis_types=cfg.axis_types)
    print(mesh.shape)
