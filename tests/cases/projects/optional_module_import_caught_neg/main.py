# EXPECT: none
# The optional-module idiom: pkg/fast_ops.py places a table with a bare spec at import time and no mesh is set,
# so its import raises; main.py imports it only inside `try: ... except Exception:`, and goes on without it.
# (The analyzer reports the MESH203 as information naming main.py's handler.)
# SINGLE-FILE-BLIND: pkg/fast_ops.py judged alone is a script whose top level raises; only main.py shows the handler.
try:
    from pkg import fast_ops  # optional accelerated path
    HAVE_FAST = True
except Exception:
    HAVE_FAST = False

print("fast:", HAVE_FAST)
