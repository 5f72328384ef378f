# EXPECT: none
# argparse.parse_args(namespace=cfg) overwrites the namespace's wrong-length types with two parsed AxisTypes.
import argparse
from types import SimpleNamespace
import jax
from jax.sharding import AxisType

cfg = SimpleNamespace(shape=(2, 4), names=("dp", "tp"), types=(AxisType.Explicit,))
parser = argparse.ArgumentParser()
parser.add_argument("--types", type=lambda s: tuple(AxisType[t] for t in s.split(",")))
parser.parse_args(["--types", "Explicit,Auto"], namespace=cfg)
print(jax.make_mesh(cfg.shape, cfg.names, axis_types=cfg.types))
