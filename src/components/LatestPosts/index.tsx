import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestPost} from '@site/plugins/blog-with-latest-posts';
import {formatDate} from '@site/src/utils/dates';
import styles from './styles.module.css';

function isLatestPost(value: unknown): value is LatestPost {
  return typeof value === 'object' && value !== null && 'permalink' in value && 'title' in value;
}

/** The posts the blog plugin published as global data, or none when it published none. */
function useLatestPosts(): LatestPost[] {
  const data: unknown = usePluginData('docusaurus-plugin-content-blog');
  if (typeof data !== 'object' || data === null || !('posts' in data) || !Array.isArray(data.posts)) {
    return [];
  }
  return data.posts.filter(isLatestPost);
}

/** The newest blog posts, newest first, from the blog plugin's global data. */
export default function LatestPosts(): ReactNode {
  const posts = useLatestPosts();
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
      <Link to="/blog/archive">All posts in the archive</Link>
    </section>
  );
}
