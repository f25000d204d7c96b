// Which copy of the docs this is, and how the reader gets a newer one. npx keeps the copy it first
// installed from an address for as long as its folder exists, even after the site published a new
// build at the same address (dev/mcp.md): so every answer says the copy's date and how to refresh it.
import path from 'node:path';
import type {BuildInfo} from './data.js';

/** The folder npx installed this package into (`<npm cache>/_npx/<key>`), or undefined when npx did not. */
export function npxFolder(packageDir: string): string | undefined {
  const folder = path.resolve(packageDir, '../..');
  return path.basename(path.dirname(folder)) === '_npx' && path.basename(path.dirname(packageDir)) === 'node_modules' ? folder : undefined;
}

/** The one command that gets the newest build, said for the assistant. */
export function refreshAdvice(info: BuildInfo, packageDir: string): string {
  const folder = npxFolder(packageDir);
  return folder === undefined
    ? `This copy never updates itself: install it again from ${info.tarballUrl} for the newest build.`
    : `npx keeps this copy until its folder is deleted: for the newest build, run \`rm -rf '${folder}'\`, then restart this server.`;
}

/** The line under every answer: the copy's build and date, and how to refresh it. */
export function footer(info: BuildInfo, packageDir: string): string {
  return `Spacescan docs, build ${info.buildId} of ${info.builtAt.slice(0, 10)} (${info.siteUrl}). ${refreshAdvice(info, packageDir)}`;
}
