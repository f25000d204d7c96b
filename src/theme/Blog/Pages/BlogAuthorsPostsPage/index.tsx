// Wraps @docusaurus/theme-classic 3.10.2 `Blog/Pages/BlogAuthorsPostsPage`, whose metadata
// has a title but no description. The wrapper adds one, from the author's line in
// blog/authors.yml.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

export default function BlogAuthorsPostsPage(props: Props): ReactNode {
  const {author} = props;
  const name = author.name ?? author.key;
  const posts = author.count === 1 ? 'one post' : `${author.count} posts`;
  const description = `${name} has written ${posts} on the Spacescan blog. ${author.description ?? ''}`.trim();
  return (
    <>
      <OriginalPage {...props} />
      <PageMetadata description={description} />
    </>
  );
}
