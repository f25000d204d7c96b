import {expect} from '@playwright/test';
import {authorNames, authorSlug, posts, tagLabels} from '../../support/blogSource';
import type {RouteCheck} from './types';

const postByPath = new Map(posts.map((post) => [`/blog/${post.slug}`, post]));

/** A post shows its title, reading time, authors and tags; its charts are named and use the text colour. */
export const blogPost: RouteCheck = {
  what: 'reading time, tags and authors',
  appliesTo: (pagePath) => postByPath.has(pagePath),
  run: async (page, pagePath) => {
    const post = postByPath.get(pagePath);
    if (!post) throw new Error(`${pagePath} is not a post of blog/`);
    const article = page.locator('main article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText(post.title);
    await expect(article.locator('header').getByText(/\b(\d+|One) min read/)).toBeVisible();

    for (const author of post.authors) {
      const name = authorNames.get(author);
      expect(name, `author ${author} in authors.yml`).toBeDefined();
      const link = article.locator('header').getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/blog/authors/${authorSlug(author)}`);
    }

    const footer = article.locator('footer');
    await expect(footer.getByText('Tags:')).toBeVisible();
    for (const tag of post.tags) {
      const label = tagLabels.get(tag);
      expect(label, `tag ${tag} in tags.yml`).toBeDefined();
      await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', `/blog/tags/${tag}`);
    }
    await expect(footer.getByRole('listitem')).toHaveCount(post.tags.length);

    // Charts and diagrams: named for screen readers, drawn in the text colour only.
    for (const chart of await article.locator('svg[role="img"]').all()) {
      await expect(chart).toHaveAttribute('aria-label', /\w{3,}.*\w{3,}/);
      const fixedColours = await chart.evaluate((svg) =>
        [svg, ...svg.querySelectorAll('*')].flatMap((node) =>
          ['fill', 'stroke', 'color']
            .map((attribute) => node.getAttribute(attribute))
            .filter((value): value is string => value !== null && !['none', 'currentColor', 'inherit'].includes(value)),
        ),
      );
      expect(fixedColours).toEqual([]);
    }
  },
};
