import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LatestPost, LatestPostsData, ListingDescriptions} from '../shared/blog-data';
import {readsBuiltPages} from './post-build/page-readers';

const latestCount = 3;

/** The file of the newest posts, under `@generated/docusaurus-plugin-content-blog/default/`. */
export const LATEST_POSTS_FILE = 'latest-posts.json';

/** The file of those descriptions, under `@generated/docusaurus-plugin-content-blog/default/`. */
const LISTING_DESCRIPTIONS_FILE = 'listing-descriptions.json';

/**
 * The descriptions of the authors list, each author's pages and the tags list, whose theme pages set
 * a title only; src/theme/SiteMetadata renders them. They travel in every page's main bundle, so an
 * author's line from authors.yml stays out (the file would grow from 0.3 to 0.8 kB gzip; the page shows it).
 */
function listingDescriptions(content: BlogContent, options: PluginOptions, baseUrl: string): ListingDescriptions {
  const authors = Object.values(content.authorsMap ?? {});
  const descriptions: ListingDescriptions = {
    [normalizeUrl([baseUrl, options.routeBasePath, options.authorsBasePath])]:
      `The ${authors.length} people who write the Spacescan blog, with a link to the posts of each.`,
    [content.blogTagsListPath]: `The ${Object.keys(content.blogTags).length} tags of the Spacescan blog. Pick one to see every post about that part of the explorer.`,
  };
  for (const author of authors) {
    if (author.page === null) continue;
    const count = content.blogPosts.filter(
      (post) => !post.metadata.unlisted && post.metadata.authors.some((a) => a.key === author.key),
    ).length;
    const posts = count === 1 ? 'one post' : `${count} posts`;
    descriptions[author.page.permalink] =
      `${author.name ?? author.key} has written ${posts} on the Spacescan blog, listed here newest first.`;
  }
  return descriptions;
}

/**
 * The stock blog plugin, plus two data files: the newest posts, which the home page imports so that
 * it can list them in its static HTML (the blog plugin exposes no list of posts to other pages; global
 * data would travel in every page's main bundle), and the listing pages' descriptions. Its feeds
 * read the posts' built pages: the post-build pass rewrites no page before they are done.
 */
export default async function blogWithLatestPosts(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blogPlugin = await pluginContentBlog(context, options);
  const feedsRead = readsBuiltPages(context.outDir, `blog ${options.id ?? 'default'}`);
  return {
    ...blogPlugin,
    async postBuild(props) {
      try {
        await blogPlugin.postBuild?.(props);
      } finally {
        feedsRead();
      }
    },
    async contentLoaded(args) {
      const posts = args.content.blogPosts.slice(0, latestCount).map(({metadata}): LatestPost => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: metadata.date.toISOString(),
        description: metadata.description,
      }));
      await args.actions.createData(LATEST_POSTS_FILE, JSON.stringify({posts} satisfies LatestPostsData));
      const descriptions = listingDescriptions(args.content, options, context.baseUrl);
      await args.actions.createData(LISTING_DESCRIPTIONS_FILE, JSON.stringify(descriptions));
      await blogPlugin.contentLoaded?.(args);
    },
  };
}

export {validateOptions};
