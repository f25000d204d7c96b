/**
 * The docs' MCP server (packages/spacescan-docs-mcp) and how each AI assistant adds it, defined
 * once: the page actions' "Connect your assistant" dialog and the API page /api/ai-assistants show
 * these, and the "Open in ChatGPT / Claude" links are built from `chatLinks`.
 */

/** The npm package and bin that run the server over stdio, offline. */
const mcpPackage = 'spacescan-docs-mcp';
/** The server's name in an assistant's configuration. */
const mcpServerName = 'spacescan-docs';
/** The command an assistant runs to start the server. */
const mcpCommand = {command: 'npx', args: ['-y', mcpPackage]} as const;

/** One assistant: where its configuration goes, and the configuration itself (one line). */
export type AssistantSetup = {
  readonly name: string;
  /** What to do with `config`, said in a few words. */
  readonly where: string;
  readonly config: string;
};

export const assistantSetups: readonly AssistantSetup[] = [
  {
    name: 'Claude Code',
    where: 'Run this in your project folder:',
    config: `claude mcp add ${mcpServerName} -- ${mcpCommand.command} ${mcpCommand.args.join(' ')}`,
  },
  {
    name: 'Cursor',
    where: 'Add this to .cursor/mcp.json in your project:',
    config: JSON.stringify({mcpServers: {[mcpServerName]: mcpCommand}}),
  },
  {
    name: 'VS Code',
    where: 'Add this to .vscode/mcp.json in your project:',
    config: JSON.stringify({servers: {[mcpServerName]: {type: 'stdio', ...mcpCommand}}}),
  },
];

/** A chat assistant that opens with a prompt given in its URL: a plain link, nothing loaded. */
type ChatLink = {readonly name: string; readonly href: (prompt: string) => string};

export const chatLinks: readonly ChatLink[] = [
  {name: 'ChatGPT', href: (prompt) => `https://chatgpt.com/?${new URLSearchParams({q: prompt}).toString()}`},
  {name: 'Claude', href: (prompt) => `https://claude.ai/new?${new URLSearchParams({q: prompt}).toString()}`},
];

/** The prompt the chat links open with: it names the page's Markdown twin by its address. */
export function chatPrompt(twinUrl: string): string {
  return `Read ${twinUrl} and answer my questions about this page of the Spacescan documentation.`;
}
