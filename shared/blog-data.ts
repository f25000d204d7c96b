// The data files the blog plugin (plugins/blog-with-latest-posts.ts) writes and the browser reads
// through @generated (src/types.d.ts declares them with these types).

/** What the home page shows of one recent post. */
export type LatestPost = {
  title: string;
  permalink: string;
  date: string;
  description: string;
};

/** latest-posts.json: the newest posts, for the home page. */
export type LatestPostsData = {posts: LatestPost[]};

/** listing-descriptions.json: the meta description of each blog page that the theme gives none: route path -> description. */
export type ListingDescriptions = Record<string, string>;
