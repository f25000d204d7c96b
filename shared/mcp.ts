/** The packed MCP server, below the site's base URL: the build publishes it there (plugins/mcp-data.ts) and the page actions' dialog names it (src/data/assistants.ts). */
export const MCP_TARBALL = 'mcp/spacescan-docs-mcp.tgz';
