# EXPECT: none
# fastpath.py raises at import (a bare-spec placement, no mesh); main.py imports it only under
# contextlib.suppress(Exception), which swallows the error: information naming that block.
# SINGLE-FILE-BLIND: fastpath.py judged alone is a script whose top level raises.
import contextlib

fastpath = None
with contextlib.suppress(Exception):
    import fastpath
print(fastpath)
