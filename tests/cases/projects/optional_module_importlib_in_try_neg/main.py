# EXPECT: none
# fastpath.py raises at import; main.py imports it only by importlib.import_module("fastpath") inside
# try/except Exception: the error is caught there (information).
# SINGLE-FILE-BLIND: fastpath.py judged alone is a script whose top level raises.
import importlib

try:
    fastpath = importlib.import_module("fastpath")
except Exception:
    fastpath = None
print(fastpath)
