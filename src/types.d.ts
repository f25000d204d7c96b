// Types the module-type-aliases package does not declare.

// The newest blog posts, written by plugins/blog-with-latest-posts.ts for the home page.
declare module '@generated/docusaurus-plugin-content-blog/default/latest-posts.json' {
  import type {LatestPostsData} from '@site/shared/blog-data';

  const latest: LatestPostsData;
  export default latest;
}

// The descriptions of the blog's author and tag list pages, written by the same plugin.
declare module '@generated/docusaurus-plugin-content-blog/default/listing-descriptions.json' {
  import type {ListingDescriptions} from '@site/shared/blog-data';

  const descriptions: ListingDescriptions;
  export default descriptions;
}
