import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import type {Mistake} from '../../shared/mistake';

// What the plugin tells scripts/build.ts about a build that runs in a child process: the
// mistakes it found while loading content, which source file makes each page, and the routes
// and output folder once the pages are written (to name the file behind a broken link and
// the nearest page or heading). Written as JSON to the file SPACESCAN_BUILD_REPORT names.

export const reportVariable = 'SPACESCAN_BUILD_REPORT';

export type BuildReport = {
  /** Mistakes found while loading content (front matter, posts, sidebars, duplicate URLs). */
  mistakes: Mistake[];
  /** For each page URL, the source files that make it (relative to the site folder). */
  sources: Record<string, string[]>;
  /** Every route of the site, once the pages are written. */
  routes: string[];
  /** The output folder, once the pages are written. */
  outDir?: string;
};

export const emptyReport = (): BuildReport => ({mistakes: [], sources: {}, routes: []});

/** Adds to the report file, if the build was started by scripts/build.ts. */
export function updateReport(change: Partial<BuildReport>): void {
  const file = process.env[reportVariable];
  if (!file) return;
  writeFileSync(file, JSON.stringify({...readReport(file), ...change}));
}

export function readReport(file: string): BuildReport {
  if (!existsSync(file)) return emptyReport();
  const text = readFileSync(file, 'utf8');
  return text.trim() === '' ? emptyReport() : {...emptyReport(), ...JSON.parse(text)};
}
