// Where the site is published: its origin (`url`) and the path below it (`baseUrl`), read from
// the environment once, in docusaurus.config.ts. The deploy workflow sets both from GitHub Pages,
// so that a fork publishes under its own address; `npm run build:test-pages` sets the base path.
// A wrong value stops the build with one line that names the variable and the fix.

/** The origin in SPACESCAN_URL (scheme and host, no path), or `fallback` when it is unset. */
export function siteUrlFrom(value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SPACESCAN_URL="${value}" is not a URL: give the scheme and host, like https://docs.example.org.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(
      `SPACESCAN_URL="${value}" must be an origin (scheme and host only, like https://docs.example.org); put a path such as /docs/ in SPACESCAN_BASE_URL.`,
    );
  }
  return url.origin;
}

/**
 * The path the site is served under, from SPACESCAN_BASE_URL, with one slash at each end
 * ("docs-preview" and "/docs-preview" give "/docs-preview/"); "/" when it is unset or empty.
 */
export function baseUrlFrom(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new Error(
      `SPACESCAN_BASE_URL="${value}" is not a path: use letters, digits, ".", "_", "~" and "-" between single slashes, like /docs-preview/.`,
    );
  }
  return `/${trimmed}/`;
}
