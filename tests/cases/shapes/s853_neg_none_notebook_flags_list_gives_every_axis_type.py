# EXPECT: none
# The same notebook passes the third axis type on its command line list: three types for three axes.
import argparse

import jax
from jax.sharding import AxisType

AXIS_TYPES = {"explicit": AxisType.Explicit, "auto": AxisType.Auto}


def build_parser():
    parser = argparse.ArgumentParser(description="trainer")
    group = parser.add_argument_group("mesh")
    group.add_argument("--mesh-shape", type=int, nargs="+", default=[2, 2, 2])
    group.add_argument("--mesh-axes", nargs="+", default=["data", "fsdp", "tensor"])
    group.add_argument("--axis-types", nargs="+", choices=sorted(AXIS_TYPES), default=["explicit", "explicit"])
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--profile", action="store_true")
    return parser


def make_mesh(args):
    return jax.make_mesh(tuple(args.mesh_shape), tuple(args.mesh_axes),
                         axis_types=tuple(AXIS_TYPES[t] for t in args.axis_types))


args = build_parser().parse_args(["--axis-types", "explicit", "explicit", "auto", "--steps=3"])
mesh = make_mesh(args)
print(mesh)
