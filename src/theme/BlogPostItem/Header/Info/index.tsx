// Wraps @docusaurus/theme-classic 3.10.2 `BlogPostItem/Header/Info` (date and reading time under a
// post's title): on a post's own page the page actions follow it (src/components/PageActions: the
// post has a Markdown twin; the lists of posts have none).
import React, {type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof InfoType>;

export default function InfoWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Info {...props} />
      {isBlogPostPage && <PageActions />}
    </>
  );
}
