// Ejected from @docusaurus/theme-classic 3.10.2 (DocVersionBanner) as an empty component.
// The docs and the API reference have one version each, with no banner, so the stock component
// always rendered nothing; with its translations it cost every doc page about 2 kB of JavaScript
// before hydration. Delete this file to get the stock banner back if the docs gain versions.
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
