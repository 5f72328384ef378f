# EXPECT: none
# app_config imports platform_init, which imports boot, which sets the mesh: data.py, imported after, places
# its batch under it.
# SINGLE-FILE-BLIND: data.py judged alone places with a bare spec at import and sees no mesh.
import app_config  # noqa: F401  (-> platform_init -> boot: sets the mesh)
import data

print(data.BATCH.sharding.spec)
