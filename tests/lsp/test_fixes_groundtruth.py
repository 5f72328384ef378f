"""Every quick fix the server offers on a ground-truth positive, applied as the editor would apply the
WorkspaceEdit, gives a program that no longer raises the error the diagnostic predicted (run under the real
jax, cached by content hash like the other ground-truth tests)."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from lsprotocol import types

from conftest import apply_text_edits, diagnostics_for, open_doc, open_session

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import groundtruth  # noqa: E402
from cases_index import own_cases  # noqa: E402

pytestmark = pytest.mark.groundtruth

# Fixes the analysis offers that do not remove the error (analysis bugs, reported; not the server's doing).
KNOWN: set[tuple[str, str]] = set()


def _positives() -> list[Path]:
    return [p for p in own_cases() if groundtruth.expected_codes(p)]


async def _offered_fixes(tmp_path: Path) -> list[tuple[Path, str, str, str]]:
    """(case, code, fix title, fixed text) for every quick fix on every positive."""
    out = []
    async with open_session(tmp_path) as client:
        for case in _positives():
            text = case.read_text(encoding="utf-8")
            doc = tmp_path / "docs" / case.parent.name / case.name
            uri = open_doc(client, doc, text)
            diags = await diagnostics_for(client, uri, version=1)
            several = {d.code for d in diags if sum(e.code == d.code for e in diags) > 1}
            for diag in diags:
                if diag.severity != types.DiagnosticSeverity.Error or diag.code in several:
                    continue  # caught errors are information; a fix removes one site, not every site of a code
                actions = await client.text_document_code_action_async(types.CodeActionParams(
                    text_document=types.TextDocumentIdentifier(uri=uri), range=diag.range,
                    context=types.CodeActionContext(diagnostics=[diag], only=[types.CodeActionKind.QuickFix])))
                for action in actions:
                    if action.title.startswith("Ignore "):
                        continue
                    changes = action.edit.changes or {}
                    if set(changes) != {uri}:
                        continue  # edits in another file: the single-file cases have none
                    out.append((case, diag.code, action.title, apply_text_edits(text, changes[uri])))
            client.text_document_did_close(types.DidCloseTextDocumentParams(
                text_document=types.TextDocumentIdentifier(uri=uri)))
    return out


async def test_every_offered_fix_removes_the_error(tmp_path):
    from jax_mesh_lsp.knowledge import entry

    fixes = await _offered_fixes(tmp_path)
    assert len(fixes) >= 20
    programs = {}
    for n, (case, code, title, fixed) in enumerate(fixes):
        folder = tmp_path / "fixed" / f"{n:03d}"
        folder.mkdir(parents=True)
        for helper in case.parent.glob("*.py"):  # modules the case imports live beside it
            if helper != case and "# EXPECT:" not in helper.read_text(encoding="utf-8", errors="replace")[:2000]:
                shutil.copy(helper, folder / helper.name)
        program = folder / case.name
        program.write_text(fixed, encoding="utf-8")
        programs[program] = (case, code, title)
    outcomes = groundtruth.run_programs(list(programs))
    still = []
    for program, outcome in outcomes.items():
        case, code, title = programs[program]
        if outcome.matches(entry(code).predicts) and (f"{case.parent.name}/{case.name}", code) not in KNOWN:
            still.append(f"{case.parent.name}/{case.name} {code} [{title}]: {outcome.text()[:160]}")
    assert not still, "fixes that leave the error in place:\n" + "\n".join(still)
