"""The server collects garbage when idle: automatic collection stays off, a quiet spell triggers one, and the
analysis' own GC pause never turns automatic collection back on behind the server's back."""
from __future__ import annotations

import asyncio
import gc

from jax_mesh_lsp.analysis import analyze
from jax_mesh_lsp.lsp import idle_gc


async def test_collects_after_a_quiet_spell(monkeypatch):
    monkeypatch.setattr(idle_gc, "IDLE_S", 0.05)
    monkeypatch.setattr(idle_gc, "POLL_S", 0.01)
    calls = []
    monkeypatch.setattr(idle_gc.gc, "collect", lambda *a: calls.append(a) or 0)
    was = gc.isenabled()
    idle = []
    collector = idle_gc.IdleCollector(on_idle=lambda: idle.append(1))
    try:
        collector.install()
        assert not gc.isenabled()
        collector.touch()
        analyze("import jax\nfrom jax._src.shard_map import top_level_all_gather\ntop_level_all_gather(1, 2)\n")
        assert not gc.isenabled(), "the analysis re-enabled automatic collection"
        assert calls == []
        await asyncio.sleep(0.2)
        assert len(calls) == 1 and not collector.dirty
        assert idle == [1], "the worker is not told the editor is idle"
    finally:
        if was:
            gc.enable()
