// Ejected from @docusaurus/theme-classic 3.10.2 (DocVersionBanner). The docs and the API reference
// have one version each, with no banner, so the stock component always rendered nothing; with its
// translations it cost every doc page about 2 kB of JavaScript before hydration. Its place, at the
// top of every doc page, API page and category index (DocItem/Layout, DocCategoryGeneratedIndexPage),
// outside the <article> that the Markdown twin and the search read, now holds "Copy page": every
// such page has a twin (plugins/markdown-twins.ts). A wrap of DocItem/Content would cost each page a
// module more. Restore the stock banner here if the docs gain versions.
export {default} from '@site/src/components/CopyPageButton';
