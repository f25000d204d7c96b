import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BlogArchiveLink from '@site/src/components/BlogArchiveLink';
import Heading from '@theme/Heading';
import latest from '@generated/docusaurus-plugin-content-blog/default/latest-posts.json';
import {formatDate} from '@site/shared/dates';
import styles from './styles.module.css';

/** The newest blog posts, newest first, as the blog plugin wrote them (plugins/blog-with-latest-posts.ts). */
export default function LatestPosts(): ReactNode {
  const {posts} = latest;
  return (
    <section className={styles.latest} aria-labelledby="latest-posts-title">
      <Heading as="h2" id="latest-posts-title">
        Latest posts
      </Heading>
      <ul className={styles.list}>
        {posts.map(({title, permalink, date, description}) => (
          <li key={permalink} className={styles.post}>
            <Link to={permalink} className={styles.postTitle}>
              {title}
            </Link>
            <time dateTime={date} className={styles.date}>
              {formatDate(date, 'long')}
            </time>
            <p>{description}</p>
          </li>
        ))}
      </ul>
      <BlogArchiveLink />
    </section>
  );
}
