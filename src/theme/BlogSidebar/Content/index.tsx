// Ejected from @docusaurus/theme-classic 3.10.2: year headings as h2 (the outline), and a link to the
// archive under the list, which holds only the newest posts (blogSidebarCount) so that every blog
// page does not load every post's title (issue 36).
import React, {memo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import clsx from 'clsx';
import BlogArchiveLink from '@site/src/components/BlogArchiveLink';

import styles from './styles.module.css';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  return (
    <div role="group">
      {/* h2, not the stock h3: the sidebar has no heading above the years. */}
      <Heading as="h2" className={clsx(styles.yearGroupHeading, yearGroupHeadingClassName)}>
        {year}
      </Heading>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const list = themeConfig.blog.sidebar.groupByYear ? (
    groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
      <BlogSidebarYearGroup key={year} year={year} yearGroupHeadingClassName={yearGroupHeadingClassName}>
        <ListComponent items={yearItems} />
      </BlogSidebarYearGroup>
    ))
  ) : (
    <ListComponent items={items} />
  );
  return (
    <>
      {list}
      <BlogArchiveLink className={styles.archiveLink} />
    </>
  );
}

export default memo(BlogSidebarContent);
