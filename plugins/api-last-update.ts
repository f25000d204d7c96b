// "Last updated" of a generated API page: the newest change of its catalogue entry, of the shared
// field sets it uses by name (api/catalogue/shared.ts) and of the example world it draws from, not of the MDX shell the generator writes (which changes only when
// the page's layout does). Wraps the VCS strategy Docusaurus would use and leaves every other file
// to it. Used as `future.experimental_vcs` in docusaurus.config.ts.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

/** The files an API page is generated from, or null when the file is not a generated API page. */
export function catalogueSources(siteDir: string, filePath: string): string[] | null {
  const relative = path.relative(path.join(siteDir, 'api'), filePath);
  if (relative.startsWith('..') || !relative.endsWith('.mdx')) return null;
  const entry = path.join(siteDir, 'api', 'catalogue', 'entries', relative.replace(/\.mdx$/, '.ts'));
  if (!existsSync(entry)) return null;
  const worldDir = path.join(siteDir, 'api', 'catalogue', 'world');
  const world = readdirSync(worldDir, {recursive: true, withFileTypes: true})
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name));
  return [entry, path.join(siteDir, 'api', 'catalogue', 'shared.ts'), ...world];
}

function newest(changes: (VcsChangeInfo | null)[]): VcsChangeInfo | null {
  return changes.reduce<VcsChangeInfo | null>(
    (best, c) => (c !== null && (best === null || c.timestamp > best.timestamp) ? c : best),
    null,
  );
}

export function apiLastUpdateVcs(siteDir: string, base: VcsConfig): VcsConfig {
  return {
    initialize: (params) => base.initialize(params),
    getFileCreationInfo: (filePath) => base.getFileCreationInfo(filePath),
    getFileLastUpdateInfo: async (filePath) => {
      const sources = catalogueSources(siteDir, filePath);
      if (sources === null) return base.getFileLastUpdateInfo(filePath);
      return newest(await Promise.all(sources.map((source) => base.getFileLastUpdateInfo(source))));
    },
  };
}
