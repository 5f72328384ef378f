# EXPECT: MESH203
# The same optional module, but the handler catches only ImportError: the ValueError of the bare-spec placement at
# pkg/fast_ops.py's import goes through it and ends the program.
try:
    from pkg import fast_ops  # optional accelerated path
    HAVE_FAST = True
except ImportError:
    HAVE_FAST = False

print("fast:", HAVE_FAST)
