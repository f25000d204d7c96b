// The ports the browser tests serve builds on, all counted from one base (SITE_PORT_BASE, 3210
// unless set), so that two checkouts can run their tests at the same time without one reusing the
// other's servers. SITE_PORT still moves the main build's server alone.
const base = Number(process.env.SITE_PORT_BASE ?? 3210);

export const ports = {
  /** build/ (docusaurus serve). */
  site: Number(process.env.SITE_PORT ?? base),
  /** build-test/, under its base URL. */
  testPages: base + 1,
  /** build/ under a wrong base URL (errors.spec). */
  mirror: base + 2,
  /** build/ behind a static host's rules (published-paths.spec). */
  staticHost: base + 3,
  /** a site copy behind a static host's rules (published-paths.spec). */
  staticHostCopy: base + 4,
  /** build/, then a second build, as a static host (mcp-reader.test.ts). */
  mcpReader: base + 5,
} as const;
