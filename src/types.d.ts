// Types the module-type-aliases package does not declare.
declare module '@theme-original/Loading' {
  import type {ReactNode} from 'react';
  import type {LoadingComponentProps} from 'react-loadable';

  export default function Loading(props: LoadingComponentProps): ReactNode;
}

// The newest blog posts, written by plugins/blog-with-latest-posts.ts for the home page.
declare module '@generated/docusaurus-plugin-content-blog/default/latest-posts.json' {
  import type {LatestPostsData} from '@site/plugins/blog-with-latest-posts';

  const latest: LatestPostsData;
  export default latest;
}
