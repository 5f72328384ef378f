"""Configuration: editor settings (section `jaxMesh`) per workspace folder, merged with `[tool.jax-mesh-lsp]` of the
nearest pyproject.toml (editor settings win, key by key; see config.merge_settings).

Where editor settings come from, later wins:
1. `initializationOptions` (the section itself, or `{"jaxMesh": {...}}`);
2. settings pushed in `workspace/didChangeConfiguration` (clients without `workspace/configuration`);
3. `workspace/configuration` answers, asked per workspace folder (multi-root: each folder its own settings).

A change of settings or of a pyproject.toml (watched with `workspace/didChangeWatchedFiles`, registered dynamically
when the client can) re-analyses the open documents and asks the client to re-pull (`workspace/diagnostic/refresh`).
Bad settings or a bad pyproject.toml are logged as warnings; the last good configuration stays in force.
"""
from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass
from typing import Any

from lsprotocol import types

from .util import guarded, log_to_client, uri_key, uri_to_path

SECTION = "jaxMesh"
WATCH_GLOB = "**/pyproject.toml"
MODULE_GLOB = "**/*.py"  # a module changed on disk: the open documents that import it are checked again


@dataclass(frozen=True)
class Resolved:
    options: Any                 # AnalysisOptions
    url_template: str | None
    enabled: bool
    generation: int
    cross_file: bool = True


def _section(value: Any) -> dict:
    """The jaxMesh settings out of whatever the client sent."""
    if not isinstance(value, dict):
        return {}
    inner = value.get(SECTION)
    if isinstance(inner, dict):
        return inner
    return value


class Settings:
    def __init__(self, server):
        self.server = server
        self.init_options: dict = {}
        self.pushed: dict = {}
        self.global_config: dict = {}
        self.folder_config: dict[str, dict] = {}
        self.generation = 0
        self._projects: dict[str, Any] = {}      # directory -> ProjectConfig in force
        self._good: dict[str, Any] = {}          # directory -> last ProjectConfig that loaded without error
        self._resolved: dict[tuple, Resolved] = {}
        self._warned: set[str] = set()
        self.ready = asyncio.Event()
        self.settled = asyncio.Event()  # cleared while a settings change is being read (see reconfigure)
        self.settled.set()

    # --- what the client told us -------------------------------------------------------------------------
    def set_initialization_options(self, value: Any) -> None:
        if value is not None and not isinstance(value, dict):
            self.warn(f"initializationOptions ignored: expected an object, got {type(value).__name__}")
            return
        self.init_options = _section(value)

    def changed(self) -> None:
        self.generation += 1
        self._resolved.clear()
        self._warned.clear()

    def projects_changed(self) -> None:
        self._projects.clear()
        self.changed()

    def folders(self) -> list[str]:
        try:
            return list(self.server.workspace.folders.keys())
        except RuntimeError:
            return []

    def folder_of(self, uri: str) -> str | None:
        key = uri_key(uri)
        best = None
        for folder in self.folders():
            prefix = folder.rstrip("/") + "/"
            if key.startswith(prefix) or key == folder:
                if best is None or len(folder) > len(best):
                    best = folder
        return best

    def supports_pull_config(self) -> bool:
        caps = self.server.client_capabilities
        return bool(caps and caps.workspace and caps.workspace.configuration)

    async def fetch(self) -> None:
        """Asks the client for the jaxMesh section: once without scope, once per workspace folder."""
        if not self.supports_pull_config():
            return
        folders = self.folders()
        items = [types.ConfigurationItem(section=SECTION)]
        items += [types.ConfigurationItem(scope_uri=f, section=SECTION) for f in folders]
        try:
            answer = await asyncio.wait_for(
                self.server.workspace_configuration_async(types.ConfigurationParams(items=items)), timeout=5)
        except asyncio.TimeoutError:
            self.warn("workspace/configuration got no answer in 5 s; using the settings known so far")
            return
        except Exception as exc:
            self.warn(f"workspace/configuration failed: {exc}")
            return
        answer = list(answer or [])
        self.global_config = _section(answer[0]) if answer else {}
        self.folder_config = {f: _section(v) for f, v in zip(folders, answer[1:])}

    # --- what a document gets ----------------------------------------------------------------------------
    def editor_settings(self, uri: str | None) -> dict:
        merged: dict = {}
        merged.update(self.init_options)
        merged.update(self.pushed)
        merged.update({k: v for k, v in self.global_config.items() if v is not None})
        folder = self.folder_of(uri) if uri else None
        if folder is not None:
            merged.update({k: v for k, v in self.folder_config.get(folder, {}).items() if v is not None})
        return merged

    def _project(self, directory: str | None):
        from ..config import ConfigError, ProjectConfig, load_project_config

        if directory is None:
            return ProjectConfig()
        if directory in self._projects:
            return self._projects[directory]
        try:
            project = load_project_config(directory)
            self._good[directory] = project
        except ConfigError as exc:
            self.warn(f"{exc} (using the last good configuration)")
            project = self._good.get(directory) or ProjectConfig()
        except Exception as exc:  # unreadable directory, permissions, ...
            self.warn(f"cannot read the configuration for {directory}: {exc}")
            project = self._good.get(directory) or ProjectConfig()
        self._projects[directory] = project
        return project

    def for_uri(self, uri: str, path: str | None = None) -> Resolved:
        """Options for a document (`path`: its file, or the notebook's file for a cell)."""
        from ..analysis.options import AnalysisOptions
        from ..config import merge_settings

        path = path if path is not None else uri_to_path(uri)
        folder = self.folder_of(uri)
        if path is not None:
            directory = os.path.dirname(path)
        else:
            directory = uri_to_path(folder) if folder else None
        key = (folder, directory)
        cached = self._resolved.get(key)
        if cached is not None and cached.generation == self.generation:
            return cached
        editor = self.editor_settings(uri)
        enabled = editor.get("enable", True) is not False
        cross_file = True
        try:
            project = self._project(directory)
            options, url_template, warnings = merge_settings(project, editor)
            cross_file = editor["crossFile"] if isinstance(editor.get("crossFile"), bool) else \
                bool(getattr(project, "cross_file", True))
        except Exception as exc:
            self.warn(f"settings not applied ({type(exc).__name__}: {exc}); using the defaults")
            options, url_template, warnings = AnalysisOptions(), None, []
        for w in warnings:
            self.warn(w)
        resolved = Resolved(options, url_template, enabled, self.generation, cross_file)
        self._resolved[key] = resolved
        return resolved

    def warn(self, message: str) -> None:
        if message in self._warned:
            return
        self._warned.add(message)
        log_to_client(self.server, f"jax-mesh-lsp: {message}", "warning")


# --- handlers ------------------------------------------------------------------------------------------------

def apply_log_level(ls) -> None:
    """jaxMesh.logLevel (window scope): how much the server logs to the client."""
    from .util import set_client_log_level

    set_client_log_level(ls.settings.editor_settings(None).get("logLevel"))


async def reconfigure(ls, fetch: bool = True) -> None:
    """Settings or pyproject changed: re-read, re-analyse, ask pull clients to refresh."""
    ls.settings.settled.clear()
    try:
        if fetch:
            await ls.settings.fetch()
        ls.settings.changed()
        apply_log_level(ls)
    finally:
        ls.settings.settled.set()
    ls.engine.reanalyse_all()
    ls.request_diagnostic_refresh()


def register(server) -> None:
    @server.feature(types.INITIALIZE)
    @guarded()
    def initialize(ls, params: types.InitializeParams):
        ls.settings.set_initialization_options(params.initialization_options)
        apply_log_level(ls)
        ls.use_pull = bool(params.capabilities.text_document and params.capabilities.text_document.diagnostic)

    @server.feature(types.INITIALIZED)
    @guarded()
    async def initialized(ls, params: types.InitializedParams):
        ls.engine.worker.ensure_started()  # in the background: ready by the time the first document is analysed
        try:
            await ls.settings.fetch()
            ls.settings.changed()
            apply_log_level(ls)
        finally:
            ls.settings.ready.set()
        await _register_watchers(ls)

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    @guarded()
    async def did_change_configuration(ls, params: types.DidChangeConfigurationParams):
        settings = params.settings
        if isinstance(settings, dict) and (SECTION in settings or not ls.settings.supports_pull_config()):
            ls.settings.pushed = _section(settings)
        await reconfigure(ls, fetch=True)

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    @guarded()
    async def did_change_watched_files(ls, params: types.DidChangeWatchedFilesParams):
        if any(c.uri.endswith("pyproject.toml") for c in params.changes):
            ls.settings.projects_changed()
            await reconfigure(ls, fetch=False)
        modules = [c.uri for c in params.changes if c.uri.endswith((".py", ".pyi"))]
        if modules:
            await ls.engine.modules_changed_on_disk(modules)

    @server.feature(types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
    @guarded()
    async def did_change_workspace_folders(ls, params: types.DidChangeWorkspaceFoldersParams):
        await reconfigure(ls, fetch=True)


async def _register_watchers(ls) -> None:
    caps = ls.client_capabilities
    workspace = caps.workspace if caps else None
    registrations = []
    watched = workspace.did_change_watched_files if workspace else None
    if watched and watched.dynamic_registration:
        registrations.append(types.Registration(
            id="jax-mesh-lsp-pyproject", method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=types.DidChangeWatchedFilesRegistrationOptions(
                watchers=[types.FileSystemWatcher(glob_pattern=WATCH_GLOB),
                          types.FileSystemWatcher(glob_pattern=MODULE_GLOB)])))
    config = workspace.did_change_configuration if workspace else None
    if config and config.dynamic_registration:
        registrations.append(types.Registration(
            id="jax-mesh-lsp-configuration", method=types.WORKSPACE_DID_CHANGE_CONFIGURATION,
            register_options=types.DidChangeConfigurationRegistrationOptions(section=SECTION)))
    if not registrations:
        return
    try:
        await asyncio.wait_for(
            ls.client_register_capability_async(types.RegistrationParams(registrations=registrations)), timeout=5)
    except Exception as exc:
        log_to_client(ls, f"jax-mesh-lsp: could not register file watchers: {exc}", "warning")
