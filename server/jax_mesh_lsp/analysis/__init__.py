"""The analysis: pure functions from source text to findings. Knows nothing of LSP or the command line."""
from __future__ import annotations

import ast
import contextlib
import gc
import re
import threading
from dataclasses import dataclass, field

from . import deep
from .findings import Finding, Fix, Related, Span, TextEdit, leads_to
from .interpreter import Interpreter, Record
from .options import AnalysisOptions
from .prefilter import worth_parsing
from .rules import all_rules
from .source import SourceText, python_view
from .values import MeshVal

__all__ = ["analyze", "analyze_module", "AnalysisOptions", "AnalysisResult", "Finding", "Fix", "Related", "Span",
           "TextEdit"]

_RULES = None
_gc_lock = threading.Lock()
_gc_pausers = 0
_gc_was_enabled = True


@contextlib.contextmanager
def _gc_paused():
    """ast.parse makes hundreds of thousands of objects: the cyclic collector would stop it several times for
    nothing (the tree has no garbage cycles). Pausing it halves the p95 of parsing a 2,000-line file."""
    global _gc_pausers, _gc_was_enabled
    with _gc_lock:
        _gc_pausers += 1
        if _gc_pausers == 1:
            _gc_was_enabled = gc.isenabled()  # a host (the server) may have turned it off for good
            gc.disable()
    try:
        yield
    finally:
        with _gc_lock:
            _gc_pausers -= 1
            if _gc_pausers == 0 and _gc_was_enabled:
                gc.enable()


def rules():
    global _RULES
    if _RULES is None:
        _RULES = all_rules()
    return _RULES


@dataclass
class AnalysisResult:
    findings: list[Finding] = field(default_factory=list)
    meshes: list[MeshVal] = field(default_factory=list)
    mesh_names: dict[int, str] = field(default_factory=dict)
    error: str | None = None      # why the file could not be analysed (syntax error, ...), for logs
    skipped: bool = False         # the prefilter found nothing worth parsing
    interpreter: Interpreter | None = None  # for cross-file analysis: its records and module frame


def analyze(source: str, path: str | None = None, options: AnalysisOptions | None = None) -> list[Finding]:
    return analyze_module(source, path, options).findings


def analyze_module(source: str, path: str | None = None, options: AnalysisOptions | None = None,
                   tree: ast.Module | None = None, resolve_external=None,
                   interpreter_class: type[Interpreter] = Interpreter, place: bool = True) -> AnalysisResult:
    """Analyses one module. `interpreter_class` lets cross-file analysis bring its own interpreter; with
    `place=False` the raw records stay in `result.interpreter.records` (findings are placed project-wide)."""
    args = (source, path, options, tree, resolve_external, interpreter_class, place)
    result = _analyze_module(*args)
    if result.error == _TOO_DEEP and not deep.raised():
        # long chains: again with a higher recursion limit on a big stack (deep.py). A new thread for a single
        # file only: a cross-file interpreter calls back into its project, whose lock this thread holds.
        if deep.on_big_stack():
            result = deep.with_limit(_analyze_module, *args)
        elif resolve_external is None and interpreter_class is Interpreter:
            result = deep.call(_analyze_module, *args)
    return result


_TOO_DEEP = "not analysed: the file nests too deeply"


def _analyze_module(source, path, options, tree, resolve_external, interpreter_class, place) -> AnalysisResult:
    options = options or AnalysisOptions()
    active = [r for r in rules() if options.rule_enabled(r.code)]
    if tree is None and not worth_parsing(source, active):
        return AnalysisResult(skipped=True)
    text = SourceText(source)
    try:
        if tree is None:
            with _gc_paused():
                tree = ast.parse(python_view(source), filename=path or "<string>")
    except RecursionError:
        return AnalysisResult(error=_TOO_DEEP)
    except (SyntaxError, ValueError, MemoryError) as exc:
        return AnalysisResult(error=f"not analysed: {type(exc).__name__}: {exc}")
    by_callee: dict[str, list] = {}
    for rule in active:
        for callee in getattr(rule, "callees", ()):
            by_callee.setdefault(callee, []).append(rule)
    interp = interpreter_class(tree, text, path, by_callee, options.jax_version, max_depth=options.max_call_depth,
                               resolve_external=resolve_external)
    error = None
    try:
        interp.run()
    except RecursionError:
        error = _TOO_DEEP
    if interp.rule_errors:
        error = "; ".join(interp.rule_errors[:3])
    findings = place_findings(interp.records, text, options) if place else []
    for rule in active:
        if hasattr(rule, "check_module"):
            try:
                found = rule.check_module(interp)
                guards = getattr(interp, "import_handlers", ())
                if guards and found and rule.code in _MODULE_TOP_LEVEL_RULES:
                    interp._mark_caught(rule, found, guards)   # the importer's `try` around the import catches it
                findings.extend(found)
            except Exception as exc:  # a rule bug must not hide the other rules' findings
                error = f"rule {rule.code} failed: {type(exc).__name__}: {exc}"
    findings = finalize(findings, text, path, options)
    return AnalysisResult(findings, interp.meshes, interp.mesh_names, error, interpreter=interp)


# module rules whose findings are about the module's top level (what runs when it is imported)
_MODULE_TOP_LEVEL_RULES = frozenset({"MESH202"})


def finalize(findings: list[Finding], text: SourceText, path: str | None, options: AnalysisOptions) -> list[Finding]:
    """noqa suppression, paths, configured severities, order: the last step for any list of findings."""
    findings = [f for f in findings if not (f.path in (None, path) and suppressed(f, text))]
    for f in findings:
        f.path = f.path or path
        if "caught_at" not in f.data:  # a caught error stays information whatever the rule's severity
            f.severity = options.severity_for(f.code, f.severity)
    findings = [f for f in findings if f.severity != "off"]
    findings.sort(key=Finding.sort_key)
    return findings


def place_findings(records: list[Record], text: SourceText, options: AnalysisOptions) -> list[Finding]:
    """Decides where each rule's verdicts are reported.

    A node judged on several paths (a helper called from several places): reported at the node when every path
    that reached it is bad; at the offending call sites when paths disagree; nowhere when no path is certain.
    Bodies of functions nobody in view calls are reported only when the options ask for it.
    """
    groups: dict[tuple[str, int], list[Record]] = {}
    order: list[tuple[str, int]] = []
    for rec in records:
        key = (rec.code, id(rec.node))
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(rec)
    out: list[Finding] = []
    seen: set[tuple] = set()

    def emit(f: Finding) -> None:
        k = (f.code, f.span, f.message)
        if k not in seen:
            seen.add(k)
            out.append(f)

    def emit_at_calls(bad: list[Record]) -> None:
        """Paths disagree at the node: each certainly bad one is reported at the call that led there."""
        by_chain: dict[tuple, list[Record]] = {}
        for r in bad:
            by_chain.setdefault(tuple(id(c.node) for c in r.chain), []).append(r)
        for r in bad:
            if r.alternative and not every_option(by_chain[tuple(id(c.node) for c in r.chain)]):
                continue  # only one of several values that may reach the call is bad: not certain
            for f in r.findings:
                if not r.chain:
                    emit(f)
                    continue
                call = r.chain[-1]
                emit(leads_to(f, call.span, call.path))

    for key in order:
        recs = groups[key]
        reached = [r for r in recs if r.reached]
        if reached:
            bad = [r for r in reached if r.verdict == "bad"]
            if not bad:
                continue
            if len(bad) == len(reached) and not every_option(bad):
                # bad under one of several callees or values that may reach it, and not judged under the others
                emit_at_calls(bad)
            elif len(bad) == len(reached):
                callers = {(c.path, c.span): c for r in bad for c in r.chain[-1:]}
                extra = [Related(c.span, "called from here", c.path) for c in callers.values()]
                # shown as the worst of them: one caller catching the error (information) does not hide
                # another where nothing does
                for f in min(bad, key=_severity_rank).findings:
                    f.related = list(f.related) + extra
                    emit(f)
            else:
                emit_at_calls(bad)
        elif all(r.verdict == "bad" for r in recs):
            # a function nobody in view calls, judged under an unknown context mesh: what it gets wrong
            # whatever its caller does is certain as soon as it runs
            for f in recs[0].findings:
                emit(f)
        else:
            # there, a helper it calls twice (bad with one call's values, fine with the other's): the bad call
            emit_at_calls([r for r in recs if r.verdict == "bad" and r.chain])
    return out


def every_option(records: list[Record]) -> bool:
    """Whether records judged under a choice between several callees or values (`fn = jax.jit(kernel) if flag
    else jax.jit(shard_map(kernel, ...))`, then `fn()`) cover each option of every such choice: else the node
    is bad only on some of the paths that may run."""
    seen: dict[object, set[int]] = {}
    counts: dict[object, int] = {}
    for r in records:
        for choice, index, count in r.options:
            seen.setdefault(choice, set()).add(index)
            counts[choice] = count
    return all(len(seen[c]) == counts[c] for c in seen)


_SEVERITY_ORDER = {"error": 0, "warning": 1, "information": 2, "hint": 3}


def _severity_rank(record) -> int:
    return min((_SEVERITY_ORDER.get(f.severity, 0) for f in record.findings), default=0)


_NOQA = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)


def suppressed(finding: Finding, text: SourceText) -> bool:
    """`# noqa` or `# noqa: MESH001` on the reported line (or the last line of the reported range)."""
    for lineno in {finding.span.line, finding.span.end_line}:
        m = _NOQA.search(text.line(lineno))
        if m is None:
            continue
        codes = m.group("codes")
        if codes is None or finding.code in re.split(r"[\s,]+", codes.upper()):
            return True
    return False
