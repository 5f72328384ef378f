# EXPECT: none
# The compat idiom one module away: legacy_ops.py imports the removed use_mesh (ImportError, MESH202), and
# main.py imports it only in try/except ImportError, which catches exactly that (information).
# SINGLE-FILE-BLIND: legacy_ops.py judged alone is a script whose import raises.
try:
    import legacy_ops
except ImportError:
    legacy_ops = None
print(legacy_ops)
