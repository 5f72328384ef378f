# EXPECT: none
# `import infra.util` runs infra/__init__.py first, which sets the mesh; model.py is imported after.
# SINGLE-FILE-BLIND: model.py judged alone places with a bare spec at import and sees no mesh.
import infra.util  # runs infra/__init__.py first
import model

print(model.TABLE.sharding.spec)
