// Wraps @docusaurus/theme-classic 3.10.2 `BlogSidebar/Content`: a link to the archive under the list,
// which holds only the newest posts (blogSidebarCount), so that every blog page does not load every
// post's title (issue 36); the archive lists them all.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogSidebar/Content';
import type ContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import BlogArchiveLink from '@site/src/components/BlogArchiveLink';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <BlogArchiveLink className={styles.archiveLink} />
    </>
  );
}
