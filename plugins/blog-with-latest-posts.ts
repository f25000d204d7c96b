import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';

/** What the home page shows of one recent post. */
export type LatestPost = {
  title: string;
  permalink: string;
  date: string;
  description: string;
};

export type LatestPostsData = {posts: LatestPost[]};

const latestCount = 3;

/** The file of the newest posts, under `@generated/docusaurus-plugin-content-blog/default/`. */
export const LATEST_POSTS_FILE = 'latest-posts.json';

/**
 * The stock blog plugin, plus the newest posts as a data file that the home page imports, so that
 * it can list them in its static HTML. The blog plugin exposes no list of posts to other pages; this
 * is the smallest way to give it one. (Global data would do too, but it travels in every page's
 * main bundle, for a list only the home page shows.)
 */
export default async function blogWithLatestPosts(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blogPlugin = await pluginContentBlog(context, options);
  return {
    ...blogPlugin,
    async contentLoaded(args) {
      const posts = args.content.blogPosts.slice(0, latestCount).map(({metadata}): LatestPost => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: metadata.date.toISOString(),
        description: metadata.description,
      }));
      await args.actions.createData(LATEST_POSTS_FILE, JSON.stringify({posts} satisfies LatestPostsData));
      await blogPlugin.contentLoaded?.(args);
    },
  };
}

export {validateOptions};
