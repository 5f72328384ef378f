from mesh_lib import MESH as DEFAULT_MESH

__all__ = ["DEFAULT_MESH"]
