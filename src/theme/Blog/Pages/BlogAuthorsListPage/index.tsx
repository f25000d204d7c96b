// Wraps @docusaurus/theme-classic 3.10.2 `Blog/Pages/BlogAuthorsListPage`, whose metadata
// has a title but no description. The wrapper adds one.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPage(props: Props): ReactNode {
  return (
    <>
      <OriginalPage {...props} />
      <PageMetadata description={`The ${props.authors.length} people who write the Spacescan blog, with a link to the posts of each.`} />
    </>
  );
}
