from config import MeshConfig

MeshConfig.use_explicit()
