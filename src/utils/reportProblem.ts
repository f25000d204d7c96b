// "Report a problem": the address of a new GitHub issue on the site's repository with the page, the
// block and its language filled in. A plain link, built when the page is rendered: it needs no
// script, loads nothing from GitHub until the reader follows it, and sends nothing anywhere else.

/** The block a report is about. */
export type ReportedBlock = {
  /** What it is, as the issue's title and body say it: `request sample`, `response example`, `page`. */
  kind: string;
  /** The block's id on the page; absent for the page as a whole. */
  anchor?: string;
  /** The block's language (`cURL`, `Python`, `JSON`). */
  language?: string;
  /** More that tells the block apart (the network of a sample). */
  detail?: string;
};

/** The URL of GitHub's new-issue form on `repositoryUrl`, with the title and the body filled in. */
export function reportProblemUrl(repositoryUrl: string, pageUrl: string, block: ReportedBlock): string {
  const address = block.anchor ? `${pageUrl}#${block.anchor}` : pageUrl;
  const path = new URL(pageUrl).pathname;
  const which = [block.language, block.detail].filter(Boolean).join(', ');
  const body = [
    `Page: ${address}`,
    `Block: ${block.kind}${block.anchor ? ` (#${block.anchor})` : ''}`,
    ...(block.language ? [`Language: ${block.language}`] : []),
    ...(block.detail ? [`Network: ${block.detail}`] : []),
    '',
    'What is wrong:',
    '',
    'What you expected:',
    '',
  ].join('\n');
  const title = block.anchor ? `Problem on ${path}: ${block.kind}${which ? ` (${which})` : ''}` : `Problem on ${path}`;
  const params = new URLSearchParams({title, body});
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}

/** The repository's address from the site config's customFields (docusaurus.config.ts), if it is set. */
export function repositoryUrlOf(customFields: {[key: string]: unknown} | undefined): string | undefined {
  const url = customFields?.repositoryUrl;
  return typeof url === 'string' && /^https:\/\//.test(url) ? url : undefined;
}
