/**
 * The docs' MCP server (packages/spacescan-docs-mcp) and how each AI assistant adds it, defined
 * once: the page actions' "Connect your assistant" dialog and the API page /api/ai-assistants show
 * these (for the site's own address), and the "Open in ChatGPT / Claude" links are built from `chatLinks`.
 */
import {MCP_TARBALL} from '../../shared/mcp';

/** The server's name in an assistant's configuration. */
const mcpServerName = 'spacescan-docs';

/** One assistant: where its configuration goes, the configuration itself, and its maker's page on the format. */
export type AssistantSetup = {
  readonly name: string;
  /** What to do with `config`, said in a few words (the link to the format and a colon follow). */
  readonly where: string;
  readonly config: string;
  readonly format: string;
};

/**
 * How each assistant adds the server that `siteUrl` (the site's address with its base path, ending
 * in "/") publishes: `npx -y <the tarball's URL>`, so a fork's site points at its own copy.
 */
export function assistantSetups(siteUrl: string): AssistantSetup[] {
  const command = {command: 'npx', args: ['-y', `${siteUrl}${MCP_TARBALL}`]};
  const mcpServers = JSON.stringify({mcpServers: {[mcpServerName]: command}});
  return [
    {
      name: 'Claude Code',
      where: 'Run this in your project folder',
      config: `claude mcp add ${mcpServerName} -- ${command.command} ${command.args.join(' ')}`,
      format: 'https://docs.anthropic.com/en/docs/claude-code/mcp',
    },
    {
      name: 'Claude Desktop',
      where: 'Add this to claude_desktop_config.json (Settings, Developer, Edit Config), then restart Claude',
      config: mcpServers,
      format: 'https://modelcontextprotocol.io/quickstart/user',
    },
    {
      name: 'Cursor',
      where: 'Add this to .cursor/mcp.json in your project',
      config: mcpServers,
      format: 'https://docs.cursor.com/context/model-context-protocol',
    },
    {
      name: 'VS Code',
      where: 'Add this to .vscode/mcp.json in your project',
      config: JSON.stringify({servers: {[mcpServerName]: {type: 'stdio', ...command}}}),
      format: 'https://code.visualstudio.com/docs/copilot/chat/mcp-servers',
    },
    {
      name: 'Windsurf',
      where: 'Add this to ~/.codeium/windsurf/mcp_config.json, then refresh the MCP servers in Cascade',
      config: mcpServers,
      format: 'https://docs.windsurf.com/windsurf/cascade/mcp',
    },
    {
      name: 'Codex CLI',
      where: 'Add this to ~/.codex/config.toml',
      config: `[mcp_servers.${mcpServerName}]\ncommand = ${JSON.stringify(command.command)}\nargs = ${JSON.stringify(command.args)}`,
      format: 'https://developers.openai.com/codex/mcp',
    },
    {
      name: 'Gemini CLI',
      where: 'Add this to ~/.gemini/settings.json, or .gemini/settings.json in your project',
      config: mcpServers,
      format: 'https://geminicli.com/docs/tools/mcp-server/',
    },
  ];
}

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
