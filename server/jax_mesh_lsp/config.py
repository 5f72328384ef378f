"""Configuration: `[tool.jax-mesh-lsp]` in the nearest pyproject.toml, and editor settings (section `jaxMesh`).

Editor settings win over pyproject.toml, key by key. Bad values raise ConfigError (the CLI exits 2 with the
message; the server logs it and keeps the last good configuration).
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .analysis.options import NEWEST_KNOWN_JAX, SEVERITIES, AnalysisOptions, parse_version

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

SECTION = "jax-mesh-lsp"
MAX_FILE_BYTES_LIMIT = 16 * 1024 * 1024
_CODE_PREFIX = re.compile(r"^MESH\d{0,3}$")
# pyproject key -> editor (camelCase) key
_KEYS = {
    "select": "select", "ignore": "ignore", "severity": "severity", "jax-version": "jaxVersion",
    "url-template": "urlTemplate", "report-uncalled": "reportUncalled", "max-call-depth": "maxCallDepth",
    "cross-file": "crossFile", "max-file-bytes": "maxFileBytes",
}
_EDITOR_ONLY = {"enable", "interpreter", "trace", "importStrategy", "showNotifications", "unsafeFixes", "logLevel"}


class ConfigError(ValueError):
    """A configuration value that cannot be used; the message says which and why."""


# The jax versions the rules model: from 0.7.1 (jax.sharding.use_mesh removed, jax.set_mesh the way to set the
# context mesh; the oldest behaviour the knowledge base describes) to the newest release checked under the real
# jax. A target outside it would be judged by rules that know nothing of that version.
OLDEST_MODELED_JAX = (0, 7, 1)


@dataclass
class ProjectConfig:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    severity: dict[str, str] = field(default_factory=dict)
    jax_version: tuple[int, ...] | None = None
    url_template: str | None = None
    report_uncalled: bool = False
    max_call_depth: int = 12
    cross_file: bool = True
    max_file_bytes: int | None = None  # files bigger are not read (None: files.MAX_FILE_BYTES, 2 MiB)
    source: Path | None = None  # the pyproject.toml it came from

    def to_options(self) -> AnalysisOptions:
        from .jax_version import target_version
        return AnalysisOptions(jax_version=target_version(self.jax_version), select=self.select,
                               ignore=self.ignore, severity=dict(self.severity), max_call_depth=self.max_call_depth,
                               report_uncalled=self.report_uncalled)


def find_pyproject(start: Path) -> Path | None:
    start = start.resolve()
    for folder in [start] + list(start.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def load_project_config(start: Path | str, explicit: Path | str | None = None) -> ProjectConfig:
    """The [tool.jax-mesh-lsp] table of `explicit` or of the nearest pyproject.toml above `start`."""
    path = Path(explicit) if explicit else find_pyproject(Path(start) if Path(start).is_dir() else Path(start).parent)
    if path is None:
        return ProjectConfig()
    from .files import InputError, read_bytes_safely
    if not path.exists():
        raise ConfigError(f"{path}: no such configuration file")
    try:
        # a regular file under the cap only (a workspace's pyproject.toml may be a FIFO or /dev/zero)
        data = tomllib.loads(read_bytes_safely(path).decode("utf-8"))
    except InputError as exc:
        raise ConfigError(str(exc)) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    table = data.get("tool", {}).get(SECTION, {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.{SECTION}] must be a table")
    unknown = sorted(set(table) - set(_KEYS))
    if unknown:
        raise ConfigError(f"{path}: unknown key(s) in [tool.{SECTION}]: {', '.join(unknown)} "
                          f"(known: {', '.join(sorted(_KEYS))})")
    config = ProjectConfig(source=path)
    _apply(config, {k: v for k, v in table.items()}, where=f"{path} [tool.{SECTION}]")
    return config


def _apply(config: ProjectConfig, values: dict[str, Any], where: str) -> None:
    """Validates and applies pyproject-style keys."""
    for key, value in values.items():
        if key in ("select", "ignore"):
            setattr(config, key, _codes(value, f"{where} {key}"))
        elif key == "severity":
            if not isinstance(value, dict):
                raise ConfigError(f"{where} severity: expected a table of CODE = level, got {value!r}")
            sev = {}
            for code, level in value.items():
                _codes([code], f"{where} severity")
                if level not in SEVERITIES:
                    raise ConfigError(f"{where} severity.{code}: {level!r} is not one of {', '.join(SEVERITIES)}")
                sev[code.upper()] = level
            config.severity = sev
        elif key == "jax-version":
            if value in (None, "", "auto"):
                config.jax_version = None
            else:
                try:
                    version = parse_version(value)
                except ValueError as exc:
                    raise ConfigError(f"{where} jax-version: {exc}") from None
                if not OLDEST_MODELED_JAX <= version <= NEWEST_KNOWN_JAX:
                    raise ConfigError(f"{where} jax-version: {value} is outside the jax versions the rules model "
                                      f"({supported_jax_range()})")
                config.jax_version = version
        elif key == "url-template":
            if not isinstance(value, str) or "{code}" not in value:
                raise ConfigError(f"{where} url-template: must be a string containing {{code}}, got {value!r}")
            config.url_template = value
        elif key in ("report-uncalled", "cross-file"):
            if not isinstance(value, bool):
                raise ConfigError(f"{where} {key}: expected true or false, got {value!r}")
            setattr(config, key.replace("-", "_"), value)
        elif key == "max-call-depth":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 20:
                raise ConfigError(f"{where} max-call-depth: expected an integer from 0 to 20, got {value!r}")
            config.max_call_depth = value
        elif key == "max-file-bytes":
            # bounded above too: the setting may come from the workspace itself, and a parsed file costs
            # many times its size in memory
            if not isinstance(value, int) or isinstance(value, bool) or not 1024 <= value <= MAX_FILE_BYTES_LIMIT:
                raise ConfigError(f"{where} max-file-bytes: expected a number of bytes from 1024 to "
                                  f"{MAX_FILE_BYTES_LIMIT}, got {value!r}")
            config.max_file_bytes = value


def supported_jax_range() -> str:
    """'0.7.1 to 0.10.2': the versions a configured jax-version may name."""
    return " to ".join(".".join(map(str, v)) for v in (OLDEST_MODELED_JAX, NEWEST_KNOWN_JAX))


def _codes(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: expected a list of rule codes like [\"MESH001\"], got {value!r}")
    from .knowledge import entries
    known = set(entries())
    out = []
    for code in value:
        code = code.strip().upper()
        if code == "ALL":
            continue
        if not _CODE_PREFIX.match(code):
            raise ConfigError(f"{where}: {code!r} is not a rule code or prefix (MESH001, MESH1, ...)")
        if len(code) == 7 and known and code not in known:
            raise ConfigError(f"{where}: unknown rule {code} (known: {', '.join(sorted(known))})")
        out.append(code)
    return tuple(out)


def merge_settings(project: ProjectConfig, editor: dict[str, Any] | None) -> tuple[AnalysisOptions, str | None, list[str]]:
    """Editor settings (`jaxMesh` section, camelCase keys) over the project's. Returns the options, the URL
    template and warnings for settings that were unknown or invalid (those are ignored, never fatal)."""
    warnings: list[str] = []
    merged = ProjectConfig(**{k: getattr(project, k) for k in project.__dataclass_fields__})
    reverse = {v: k for k, v in _KEYS.items()}
    for key, value in (editor or {}).items():
        if key in _EDITOR_ONLY:
            continue
        if key not in reverse:
            warnings.append(f"unknown setting jaxMesh.{key} ignored")
            continue
        if value is None or (key in ("select", "ignore") and value == []) or (key == "severity" and value == {}) \
                or (key in ("jaxVersion", "urlTemplate") and value == ""):
            continue  # unset in the editor (VS Code sends a setting's default): the project's value stands
        try:
            _apply(merged, {reverse[key]: value}, where=f"setting jaxMesh.{key}")
        except ConfigError as exc:
            warnings.append(f"{exc}; ignored")
    apply_read_limit(merged)
    return merged.to_options(), merged.url_template, warnings


def apply_read_limit(config: ProjectConfig) -> None:
    """The size cap on files read from disk is one per process: the configuration read last sets it."""
    from . import files
    if config.max_file_bytes is not None:
        files.MAX_FILE_BYTES = config.max_file_bytes
