// Ejected from @docusaurus/theme-classic 3.10.2 `BlogPostItem/Header/Info` (date and reading
// time under a post's title) for one change: the date and the "N min read" are worded by
// src/utils/dates.ts instead of Intl.DateTimeFormat and Intl.PluralRules, whose first use loads
// ICU data in the task that hydrates every blog page. The markup is the stock one, and on a post's
// own page the page actions follow it (src/components/PageActions: the post has a Markdown twin,
// plugins/markdown-twins.ts; the lists of posts have none).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate, readingTimeLabel} from '@site/src/utils/dates';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <>
      <div className={clsx(styles.container, 'margin-vert--md', className)}>
        <time dateTime={date}>{formatDate(date, 'long')}</time>
        {typeof readingTime !== 'undefined' && (
          <>
            {' · '}
            {readingTimeLabel(readingTime)}
          </>
        )}
      </div>
      {isBlogPostPage && <PageActions />}
    </>
  );
}
