"""Distributed-training helpers of the project (a package that happens to be called `dist`)."""
from .meshes import build_mesh, entered
