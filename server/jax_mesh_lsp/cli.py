"""The command line: `jax-mesh-lsp check|explain|rules|serve`."""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import sys
from pathlib import Path

from . import __version__, batch_gc
from .analysis import AnalysisOptions, Finding, analyze_module
from .config import ConfigError, ProjectConfig, load_project_config
from .files import InputError, collect, read_source
from .progress import Progress

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2
PARALLEL_THRESHOLD = 64  # below this many files a process pool costs more than it saves


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="jax-mesh-lsp",
                                description="Catches JAX sharding-mesh mistakes statically, before run time.")
    p.add_argument("--version", action="version", version=f"jax-mesh-lsp {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="{check,explain,rules,serve}")

    c = sub.add_parser("check", help="check files and folders, print findings (exit 1 when there are any)")
    c.add_argument("paths", nargs="*", default=["."], help="files, notebooks or folders (default: .)")
    c.add_argument("--format", choices=["text", "concise", "json", "sarif", "github"], default="text",
                   help="text: each finding with its source line, related locations and fix (like Ruff's full "
                        "output); concise: one line per finding")
    c.add_argument("--select", help="comma-separated rule codes or prefixes to enable (e.g. MESH0,MESH101)")
    c.add_argument("--ignore", help="comma-separated rule codes or prefixes to disable")
    c.add_argument("--jobs", "-j", type=int, default=0, help="worker processes (default: all cores)")
    c.add_argument("--config", help="pyproject.toml to read [tool.jax-mesh-lsp] from (default: nearest)")
    c.add_argument("--jax-version", help="target jax version, one the rules model (default: config, else the "
                                         "jax installed beside jax-mesh-lsp, else the newest known)")
    c.add_argument("--report-uncalled", action="store_true",
                   help="also judge bodies of functions nothing in view calls (as warnings)")
    c.add_argument("--no-cross-file", action="store_true", help="analyse each file alone (no jedi resolution)")
    c.add_argument("--fix", action="store_true", help="apply safe fixes in place")
    c.add_argument("--unsafe-fixes", action="store_true", help="with --fix: also apply the preferred unsafe fix")
    c.add_argument("--no-progress", action="store_true", help="never show the progress bar")
    c.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    c.add_argument("--statistics", action="store_true", help="print a count per rule instead of each finding")

    e = sub.add_parser("explain", help="explain a rule, or find the rule for a pasted JAX error message")
    e.add_argument("code", nargs="?", help="rule code, e.g. MESH001")
    e.add_argument("--message", "-m", help="a JAX error message (or '-' to read it from stdin)")
    e.add_argument("--format", choices=["markdown", "text", "json"], default="markdown")

    r = sub.add_parser("rules", help="list the rules")
    r.add_argument("--format", choices=["text", "json"], default="text")
    r.add_argument("--write-docs", metavar="DIR", help="write one Markdown page per rule into DIR")

    s = sub.add_parser("serve", help="run the language server on stdio")
    s.add_argument("--log-file", help="also write the server log to this file")
    s.add_argument("--stdio", action="store_true", help="accepted for editor compatibility (stdio is the default)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "check":
            from .analysis import deep
            # on a big stack, so that deeply nested files can be retried with a higher recursion limit;
            # `argv is None`: this process is the command (not a caller in Python), and ends after it
            with batch_gc.batch_collection(process_ends=argv is None):
                return deep.call(cmd_check, args, raise_limit=False)
        if args.command == "explain":
            return cmd_explain(args)
        if args.command == "rules":
            return cmd_rules(args)
        if args.command == "serve":
            from .lsp.server import main as serve_main
            return serve_main(log_file=args.log_file) or 0
    except (ConfigError, InputError) as exc:
        print(f"jax-mesh-lsp: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (`| head`): stop quietly, as Unix tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FINDINGS
    return EXIT_USAGE


# ---------------------------------------------------------------------------------------------------- check
def _split_codes(text: str | None) -> list[str] | None:
    return None if text is None else [c.strip() for c in text.split(",") if c.strip()]


def resolve_config(args) -> ProjectConfig:
    start = Path(args.paths[0]) if args.paths else Path.cwd()
    config = load_project_config(start if start.exists() else Path.cwd(), explicit=args.config)
    from .config import _apply  # the same validation as pyproject values
    overrides = {}
    if args.select is not None:
        overrides["select"] = _split_codes(args.select)
    if args.ignore is not None:
        overrides["ignore"] = list(config.ignore) + _split_codes(args.ignore)
    if args.jax_version is not None:
        overrides["jax-version"] = args.jax_version
    if args.report_uncalled:
        overrides["report-uncalled"] = True
    if args.no_cross_file:
        overrides["cross-file"] = False
    _apply(config, overrides, where="command line")
    from .config import apply_read_limit
    apply_read_limit(config)
    if config.jax_version is None:
        _warn_if_installed_jax_is_not_modeled()
    return config


def _warn_if_installed_jax_is_not_modeled() -> None:
    """The default target is the jax installed beside the checker; one older than the rules know is worth a word."""
    from .config import OLDEST_MODELED_JAX, supported_jax_range
    from .jax_version import installed_jax_version
    installed = installed_jax_version()
    if installed is not None and installed < OLDEST_MODELED_JAX:
        print(f"warning: the installed jax {'.'.join(map(str, installed))} is older than the versions the rules "
              f"model ({supported_jax_range()}); findings may not match what it raises. Set --jax-version (or "
              "jax-version in pyproject.toml) to the version your code targets.", file=sys.stderr)


def _check_one(path: str, options: AnalysisOptions) -> tuple[list[Finding], str | None]:
    """Worker: analyse one file. Returns findings and an error message for the log (never raises)."""
    try:
        source = read_source(Path(path))
    except InputError as exc:
        return [], str(exc)
    try:
        if path.endswith(".ipynb"):
            from .notebook import analyze_notebook_text
            return analyze_notebook_text(source, path, options)
        result = analyze_module(source, path, options)
    except Exception as exc:  # the analyzer must never take the whole run down
        return [], f"{path}: internal error while analysing ({type(exc).__name__}: {exc}); please report it"
    return result.findings, (f"{path}: {result.error}" if result.error else None)


def run_checks(files: list[Path], options: AnalysisOptions, jobs: int, progress: Progress) -> tuple[list[Finding], list[str]]:
    findings: list[Finding] = []
    errors: list[str] = []
    names = [str(f) for f in files]
    jobs = jobs or os.cpu_count() or 1
    if jobs > 1 and len(names) >= PARALLEL_THRESHOLD:
        with concurrent.futures.ProcessPoolExecutor(jobs, initializer=batch_gc.disable_in_worker) as pool:
            chunk = max(1, len(names) // (jobs * 8))
            for found, error in pool.map(_check_one_collecting, names, [options] * len(names), chunksize=chunk):
                findings.extend(found)
                if error:
                    errors.append(error)
                progress.advance()
    else:
        with batch_gc.batch_collection():
            for name in names:
                found, error = _check_one_collecting(name, options)
                findings.extend(found)
                if error:
                    errors.append(error)
                progress.advance()
    return findings, errors


def _check_one_collecting(path: str, options: AnalysisOptions) -> tuple[list[Finding], str | None]:
    try:
        return _check_one(path, options)
    finally:
        batch_gc.between_files()


def _analyse(files: list[Path], config: ProjectConfig, options: AnalysisOptions, jobs: int,
             progress: Progress) -> tuple[list[Finding], list[str]]:
    """The findings of the rules on `files` (cross-file when enabled), and messages for the log."""
    if config.cross_file and _crossfile_available():
        from .crossfile import check_paths
        modules = [f for f in files if f.suffix != ".ipynb"]
        notebooks = [f for f in files if f.suffix == ".ipynb"]
        findings, errors = check_paths(modules, options, jobs=jobs, progress=progress)
        more, more_errors = run_checks(notebooks, options, jobs, progress)
        return findings + more, errors + more_errors
    return run_checks(files, options, jobs, progress)


def _unparsable(files: list[Path], jobs: int) -> list[Finding]:
    return _start_unparsable(files, jobs)()


def _start_unparsable(files: list[Path], jobs: int):
    """E999/E902 for the Python files (not notebooks) that Python itself would refuse, started now: returns the
    function that waits for them. With several jobs they are compiled in their own processes while the analysis
    runs (the cores stay busy when one analysis chunk ends before the other). A file unchanged since the last
    run is answered from the cache (compiling every file costs about as much as parsing it)."""
    from .crossfile import cache
    from .unparsable import problem
    names = [str(f) for f in files if f.suffix != ".ipynb"]
    stats = cache.problem_stats(names) if cache.enabled() else {}
    results = cache.load_problems(names, stats)
    todo = [n for n in names if n not in results]
    jobs = jobs or os.cpu_count() or 1
    pool = None
    if jobs > 1 and len(todo) >= PARALLEL_THRESHOLD:
        pool = concurrent.futures.ProcessPoolExecutor(jobs, initializer=batch_gc.disable_in_worker)
        pending = pool.map(problem, todo, chunksize=max(1, len(todo) // (jobs * 8)))

    def wait() -> list[Finding]:
        if pool is not None:
            with pool:
                found = list(pending)
        else:
            found = [problem(n) for n in todo]
        results.update(zip(todo, found))
        if todo:
            cache.store_problems(names, stats, results)
        return [f for f in (results[n] for n in names) if f is not None]

    return wait


def _about(error: str, paths: set[str]) -> bool:
    """Whether a log message is about one of `paths` (as named, absolute or resolved)."""
    return any(error.startswith(p + ":") for p in paths)


def cmd_check(args) -> int:
    if args.jobs < 0:
        raise InputError("--jobs must be >= 0")
    if args.unsafe_fixes and not args.fix:
        print("warning: --unsafe-fixes does nothing without --fix", file=sys.stderr)
    config = resolve_config(args)
    options = config.to_options()
    files = collect(args.paths)
    show_progress = (args.format == "text" and not args.no_progress and sys.stderr.isatty() and len(files) > 20)
    progress = Progress(len(files), show_progress)
    unparsable_done = _start_unparsable(files, args.jobs)
    findings, errors = _analyse(files, config, options, args.jobs, progress)
    progress.close()
    unparsable = unparsable_done()
    broken = {v for f in unparsable for v in (str(f.path), os.path.abspath(str(f.path)), str(Path(f.path).resolve()))}
    for error in errors:
        if _about(error, broken):
            continue  # reported as E999/E902 below
        if "not analysed" in error:
            print(f"warning: {error}", file=sys.stderr)
        else:
            print(f"error: {error}", file=sys.stderr)
    findings = [f for f in findings if not _about(f"{f.path}:", broken)] + unparsable
    findings.sort(key=_order)
    fixed = 0
    if args.fix:
        findings, fixed = _apply_fixes(findings, files, config, options, args.jobs, unsafe=args.unsafe_fixes)
    _print(findings, args, config, len(files), fixed)
    return EXIT_OK if (not findings or args.exit_zero) else EXIT_FINDINGS


def _order(f: Finding) -> tuple:
    return (str(f.path), f.span.line, f.span.col, f.code)


def _crossfile_available() -> bool:
    import importlib.util
    if importlib.util.find_spec("jax_mesh_lsp.crossfile") is None:
        return False
    import jax_mesh_lsp.crossfile as crossfile
    return hasattr(crossfile, "check_paths")


MAX_FIX_ROUNDS = 10  # a fix can reveal the next error on the same path (jax raises the first one); bounded


def _apply_fixes(findings: list[Finding], files: list[Path], config: ProjectConfig, options: AnalysisOptions,
                 jobs: int, unsafe: bool) -> tuple[list[Finding], int]:
    """Applies the fixes `--fix` may (safe ones; with `unsafe`, also each finding's preferred unsafe one), then
    checks the changed files again, until nothing more is fixable. Returns what remains and how many were fixed."""
    from .fixer import chosen_fixes, fix_text
    fixed_total = 0
    for _ in range(MAX_FIX_ROUNDS):
        by_file: dict[str, list[Finding]] = {}
        for f in findings:
            if chosen_fixes([f], unsafe):
                by_file.setdefault(str(f.path), []).append(f)
        changed = []
        for path, items in by_file.items():
            try:
                source = read_source(Path(path))
            except InputError:
                continue
            new, count = fix_text(source, items, unsafe=unsafe)
            if count and new != source:
                Path(path).write_text(new, encoding="utf-8")
                fixed_total += count
                changed.append(path)
        if not changed:
            break
        # Cross-file findings may depend on any checked module: the whole set is checked again.
        findings, _ = _analyse(files, config, options, jobs, Progress(len(files), False))
        unparsable = _unparsable(files, jobs)  # a fix never breaks the syntax, but if one did, say so
        broken = {str(u.path) for u in unparsable}
        findings = sorted([f for f in findings if str(f.path) not in broken] + unparsable, key=_order)
    return findings, fixed_total


def hidden_unsafe_fixes(findings: list[Finding]) -> int:
    """How many findings only `--unsafe-fixes` would fix (no safe fix, a preferred unsafe one)."""
    from .fixer import chosen_fixes
    return sum(1 for f in findings if not chosen_fixes([f]) and chosen_fixes([f], unsafe=True))


def _fix_summary(findings: list[Finding], args, fixed: int) -> list[str]:
    safe = sum(1 for f in findings if _safe_fixable(f))
    hidden = hidden_unsafe_fixes(findings) if not args.unsafe_fixes else 0
    lines = []
    if args.fix:
        lines.append(f"Fixed {fixed} finding{'s' if fixed != 1 else ''}.")
    elif safe:
        lines.append(f"{safe} fixable with the `--fix` option.")
    if hidden:
        lines.append(f"{hidden} more fix{'es' if hidden != 1 else ''} available with `--fix --unsafe-fixes` "
                     "(unsafe fixes may change what the program computes, e.g. a mesh's axis types: review the "
                     "diff).")
    return lines


def _safe_fixable(f: Finding) -> bool:
    from .fixer import chosen_fixes
    return bool(chosen_fixes([f]))


def _print(findings: list[Finding], args, config: ProjectConfig, nfiles: int, fixed: int = 0) -> None:
    from .output import render
    if args.statistics and args.format in ("text", "concise"):
        counts: dict[str, int] = {}
        for f in findings:
            counts[f.code] = counts.get(f.code, 0) + 1
        for code, n in sorted(counts.items()):
            print(f"{n:6d}  {code}")
    elif args.format in ("text", "concise"):
        out = render(findings, args.format, config.url_template)
        if out:
            print(out + ("\n" if args.format == "text" else ""))
    else:
        out = render(findings, args.format, config.url_template)
        if out:
            print(out)
        for line in _fix_summary(findings, args, fixed) if args.fix else []:
            print(line, file=sys.stderr)
        return
    if findings:
        nf = len({str(f.path) for f in findings})
        print(f"Found {len(findings)} problem{'s' if len(findings) != 1 else ''} in {nf} "
              f"file{'s' if nf != 1 else ''} ({nfiles} checked).")
    else:
        print(f"All checks passed! ({nfiles} file{'s' if nfiles != 1 else ''} checked)")
    for line in _fix_summary(findings, args, fixed):
        print(line)


# ---------------------------------------------------------------------------------------------------- explain
def cmd_explain(args) -> int:
    from . import knowledge
    from .knowledge import render
    if args.message is not None:
        text = sys.stdin.read() if args.message == "-" else args.message
        hits = knowledge.find_by_message(text)
        if not hits:
            print("jax-mesh-lsp: no rule matches that message. `jax-mesh-lsp rules` lists what is known.",
                  file=sys.stderr)
            return EXIT_FINDINGS
        chosen = hits
    elif args.code:
        e = knowledge.entry(args.code)
        if e is None:
            raise InputError(f"unknown rule {args.code!r} (known: {', '.join(knowledge.entries())})")
        chosen = [e]
    else:
        raise InputError("explain needs a rule code or --message TEXT")
    for e in chosen:
        if args.format == "json":
            print(json.dumps({**e.data, "url": e.url()}, indent=2))
        elif args.format == "text":
            print(render.text(e))
        else:
            print(render.markdown(e))
    return EXIT_OK


# ---------------------------------------------------------------------------------------------------- rules
def cmd_rules(args) -> int:
    from . import knowledge
    from .knowledge import render
    kb = knowledge.entries()
    if args.write_docs:
        from .docs import write_docs
        written = write_docs(Path(args.write_docs))
        print(f"wrote {len(written)} page(s) to {args.write_docs}")
        return EXIT_OK
    if args.format == "json":
        print(json.dumps([{"code": e.code, "name": e.name, "severity": e.severity, "predicts": e.predicts,
                           "fixable": e.fixable, "url": e.url()} for e in kb.values()], indent=2))
        return EXIT_OK
    for e in kb.values():
        print(f"{e.code}  {e.name:45s} {e.severity:8s} {'fix' if e.fixable else '   '}  {e.exception}: {e.predicts}")
    del render
    return EXIT_OK
