// The blog's archive page (/blog/archive), named by the blog plugin's `blogArchiveComponent` option:
// our page, not an eject of the theme's. Beside the stock one it says what it lists (stock: "Archive"
// as title and description) and heads each year with an h2 (stock: h3), so no heading level is skipped.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {formatDate} from '@site/shared/dates';

/** The posts by year, newest year first; in each year, oldest post first (as the stock archive). */
function postsByYear(blogPosts: readonly ArchiveBlogPost[]): Map<string, ArchiveBlogPost[]> {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return years;
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = `All ${archive.blogPosts.length} posts of the Spacescan blog by year, newest first, with the date of each.`;
  const years = [...postsByYear(archive.blogPosts)];
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(([year, posts]) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Heading as="h2" id={year}>
                        {year}
                      </Heading>
                      <ul>
                        {posts.map((post) => (
                          <li key={post.metadata.date}>
                            <Link to={post.metadata.permalink}>
                              {formatDate(post.metadata.date, 'monthDay')} - {post.metadata.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
