// Wraps @docusaurus/theme-classic 3.10.2 `BlogTagsListPage`, whose metadata has a title
// but no description. The wrapper adds one.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPage(props: Props): ReactNode {
  return (
    <>
      <OriginalPage {...props} />
      <PageMetadata
        description={`The ${props.tags.length} tags of the Spacescan blog. Pick one to see every post about that part of the explorer.`}
      />
    </>
  );
}
