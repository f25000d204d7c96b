// Wraps the `SearchPage` of @easyops-cn/docusaurus-search-local 0.55.3 (the /search page),
// whose metadata has a title but no description. The wrapper adds one.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalSearchPage from '@theme-original/SearchPage';

export default function SearchPage(): ReactNode {
  return (
    <>
      <OriginalSearchPage />
      <PageMetadata description="Search the Spacescan guides, the API reference and the blog. The search runs in your browser on an index built with the site." />
    </>
  );
}
