/**
 * Rule pages open rendered. The server links each rule to its Markdown page shipped inside the Python package
 * (`file:///…/jax_mesh_lsp/knowledge/pages/MESH001.md`, so the link works offline and in any client).
 *  - Diagnostics' code links: package.json associates those files with the Markdown preview editor
 *    (`workbench.editorAssociations` default), as VS Code opens such links without running commands.
 *  - Hovers: links are rewritten into `command:jaxMesh.showRule?["file:///…/MESH001.md"]`, which opens the
 *    preview whatever the user's editor associations.
 * Links elsewhere (an organisation's `urlTemplate`, the JAX source on GitHub) are left alone.
 */
import * as vscode from 'vscode';
import { Commands } from './constants';

const RULE_PAGE = /^file:\/\/.*\/MESH\d{3}\.md$/i;
const MARKDOWN_LINK = /\]\((file:\/\/[^)\s]*\/MESH\d{3}\.md)\)/gi;

/** The command URI that previews a rule page. */
export function showRuleUri(page: string): vscode.Uri {
  return vscode.Uri.parse(`command:${Commands.showRule}?${encodeURIComponent(JSON.stringify([page]))}`);
}

/** `jaxMesh.showRule`: previews a rule page (a file: URI string) as rendered Markdown. */
export async function showRule(page: string): Promise<void> {
  // Only rule pages: the command is trusted in hover Markdown, so it must not preview arbitrary files.
  if (typeof page !== 'string' || !RULE_PAGE.test(page)) {
    return;
  }
  const uri = vscode.Uri.parse(page);
  try {
    await vscode.commands.executeCommand('markdown.showPreview', uri);
  } catch {
    await vscode.window.showTextDocument(uri, { preview: true });
  }
}

function rewriteMarkdown(value: vscode.MarkdownString | vscode.MarkedString): vscode.MarkdownString | vscode.MarkedString {
  if (!(value instanceof vscode.MarkdownString) || !MARKDOWN_LINK.test(value.value)) {
    return value;
  }
  MARKDOWN_LINK.lastIndex = 0;
  const text = value.value.replace(MARKDOWN_LINK, (_, page: string) => `](${showRuleUri(page).toString()})`);
  const rewritten = new vscode.MarkdownString(text, value.supportThemeIcons);
  rewritten.isTrusted = { enabledCommands: [Commands.showRule] };
  rewritten.supportHtml = false;
  return rewritten;
}

export const rewriteRuleLinks = {
  hover(hover: vscode.Hover | null | undefined): vscode.Hover | null | undefined {
    if (!hover) {
      return hover;
    }
    return new vscode.Hover(hover.contents.map(rewriteMarkdown), hover.range);
  },
};
