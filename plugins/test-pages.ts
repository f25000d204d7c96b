import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Pages that exist only for the browser tests: a component that throws inside
 * the layout, one that throws outside it, one whose text differs between the build and the
 * browser (a hydration mismatch), and one that tries to run inline code the Content-Security-Policy
 * must refuse. The config mounts this plugin only
 * when SPACESCAN_TEST_PAGES=1, so the build that ships never has these routes. Their paths sit
 * under the base URL, like every route (that build is served under /docs-preview/).
 */
export default function testPages(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'spacescan-test-pages',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${baseUrl}__tests__/crash-inside-layout`,
        component: '@site/src/test-pages/CrashInsideLayout.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${baseUrl}__tests__/crash-outside-layout`,
        component: '@site/src/test-pages/CrashOutsideLayout.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${baseUrl}__tests__/hydration-mismatch`,
        component: '@site/src/test-pages/HydrationMismatch.tsx',
        exact: true,
      });
      actions.addRoute({
        path: `${baseUrl}__tests__/inline-code`,
        component: '@site/src/test-pages/InlineCode.tsx',
        exact: true,
      });
    },
  };
}
