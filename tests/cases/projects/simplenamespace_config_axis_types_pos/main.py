# EXPECT: MESH211
# MaxText-style SimpleNamespace(**dict) config: three mesh axes but only two axis_types, so Mesh(...)
# refuses the config.
from config import config
from mesh import create_mesh


def main(argv=None):
    mesh = create_mesh(config)
    print(mesh.shape)


if __name__ == "__main__":
    main()
