import type {Config} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ThemeOptions} from './plugins/theme-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PrismTheme} from 'prism-react-renderer';
import {baseUrlFrom, siteUrlFrom} from './plugins/site-address';
import type {Options as PostBuildOptions} from './plugins/post-build';
import redirects from './redirects';
import {codeLanguages, remarkCodeHighlight} from './plugins/code-highlight';
import {createWritersChecks} from './plugins/writers-checks';
import {getVcsPreset} from '@docusaurus/utils';
import {apiLastUpdateVcs} from './plugins/api-last-update';
import rehypeTableLabels from './plugins/table-labels';
import {apiEditUrl, blogEditUrl, docsEditUrl} from './plugins/edit-urls';
import {pageTemplate} from './plugins/page-start';

// Environment switches, read once.
// SPACESCAN_TEST_PAGES=1 mounts the pages that exist only for the browser tests
// (the crash pages); the build that ships never sets it.
const withTestPages = process.env.SPACESCAN_TEST_PAGES === '1';
// SPACESCAN_NO_GIT=1 turns off the last-update author and time, for a copy of the
// site that has no git history (the writers' mistake tests build such copies).
const withGitHistory = process.env.SPACESCAN_NO_GIT !== '1';
// SPACESCAN_POST_BUILD_TIMES=1: the post-build pass logs CPU time and each step's time.
const timePostBuild = process.env.SPACESCAN_POST_BUILD_TIMES === '1';
// SPACESCAN_PAGE_START=0 builds with Docusaurus's own page template (its <script defer> tags, no
// starter): the build `npm run bench:mechanisms` measures beside this one (dev/performance.md).
const startScripts = process.env.SPACESCAN_PAGE_START !== '0';
const buildYear = new Date().getFullYear();
// SPACESCAN_URL and SPACESCAN_BASE_URL: where the site is published. The deploy workflow sets
// them from GitHub Pages (a fork publishes under its own address); `npm run build:test-pages`
// builds under /docs-preview/ so that the tests cover a site served below the root.
const siteUrl = siteUrlFrom(process.env.SPACESCAN_URL, 'https://docs.spacescan.io');
const baseUrl = baseUrlFrom(process.env.SPACESCAN_BASE_URL);

const noBrowserPrismTheme: PrismTheme = {plain: {}, styles: []};

const discordUrl = 'https://discord.gg/Bb4sj3Bg9P';
const twitterUrl = 'https://twitter.com/spacescan_io';
const githubUrl = 'https://github.com/spacescan-io';
// The site's own repository, said once: "Report a problem" opens a new issue there
// (src/utils/reportProblem.ts) and "Edit this page" opens a page's file on its main branch
// (plugins/edit-urls.ts). A fork that publishes its own copy changes it here.
const repositoryUrl = 'https://github.com/spacescan-io/docs';

// A writer's mistake stops `npm run build` with one line naming the file, the line and the fix
// (plugins/writers-checks; scripts/build.ts prints the lines at the end of the build).
const docsSidebars = 'sidebars.ts';
const apiSidebars = 'apiSidebars.ts';
// The blog plugin's default truncate marker; the writers' checks look for the same one.
const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const writersChecks = createWritersChecks({
  siteDir: __dirname,
  blog: {dir: 'blog', tagsFile: 'blog/tags.yml', authorsFile: 'blog/authors.yml', truncateMarker},
  sidebars: {default: docsSidebars, api: apiSidebars},
});

// What every Markdown and MDX page goes through: the writers' checks, code highlighted, tables
// labelled to reflow on narrow screens.
const markdownPlugins = {
  beforeDefaultRemarkPlugins: writersChecks.beforeDefaultRemarkPlugins,
  remarkPlugins: [...writersChecks.remarkPlugins, remarkCodeHighlight],
  rehypePlugins: [rehypeTableLabels],
} satisfies Pick<DocsOptions, 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'rehypePlugins'>;

// Options both docs instances share.
const sharedDocsOptions = {
  ...markdownPlugins,
  showLastUpdateAuthor: withGitHistory,
  showLastUpdateTime: withGitHistory,
  breadcrumbs: true,
} satisfies DocsOptions;

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  // "Edit this page" under each post: its file on the repository's main branch.
  editUrl: blogEditUrl(repositoryUrl),
  blogTitle: 'Spacescan blog',
  blogDescription: 'Product updates from Spacescan, the Chia blockchain explorer.',
  ...markdownPlugins,
  showReadingTime: true,
  postsPerPage: 10,
  // The sidebar of every blog page lists the newest posts and links to the archive, which lists
  // them all: with 'ALL', each blog page loaded every post's title (issue 36).
  blogSidebarCount: 10,
  blogSidebarTitle: 'Recent posts',
  // Our list and archive pages (an h1 on each list page; the archive's description and h2 years),
  // through the plugin's options rather than ejects of the theme's BlogListPage and BlogArchivePage.
  blogListComponent: '@site/src/components/BlogListPage',
  blogArchiveComponent: '@site/src/components/BlogArchivePage',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  // The writers' checks report unknown tags and authors first, naming the ones that exist;
  // these stay as a second net.
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  // The writers' checks report a missing marker with where to add it (this option's own message
  // suggests turning the rule off, and stops the build before the other posts are checked).
  truncateMarker,
  onUntruncatedBlogPosts: 'ignore',
  feedOptions: {
    type: 'all',
    title: 'Spacescan blog',
    description: 'Product updates from Spacescan, the Chia blockchain explorer.',
    copyright: `Copyright © 2022–${buildYear} Spacescan.io`,
    language: 'en',
    // The 20 newest posts with their text (Docusaurus's default); /blog/archive lists every post. A
    // feed reader fetches the whole file at each poll: with every post in it, at ten times today's
    // posts it was 1.4 MB (290 kB gzip), and Docusaurus parsed each post's page to make it.
    limit: 20,
  },
} satisfies BlogOptions;

const config = {
  title: 'Spacescan Docs',
  tagline: 'Guides, API reference and product updates for Spacescan, the Chia blockchain explorer',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'spacescan-io',
  projectName: 'docs',
  titleDelimiter: '|',
  noIndex: false,
  baseUrlIssueBanner: true,
  // Docusaurus's page template, its scripts started once the page is painted (plugins/page-start.ts).
  ...(startScripts ? {ssrTemplate: pageTemplate()} : {}),

  // Docusaurus itself stops the build on a broken link or anchor, so a build with one never exits
  // 0, whatever its messages say; scripts/build.ts turns the messages into file:line lines.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Front matter rules (title, description; a post's date, tags, authors, truncate marker).
    parseFrontMatter: writersChecks.parseFrontMatter,
    // A relative link to a Markdown file or a picture that does not exist stops the build.
    hooks: writersChecks.hooks,
  },

  future: {
    v4: true,
    faster: true,
    // Git's eager reader (what `faster: true` picks), except that a generated API page takes the
    // date of its catalogue entry and the example world (plugins/api-last-update.ts).
    experimental_vcs: withGitHistory ? apiLastUpdateVcs(__dirname, getVcsPreset('default-v2')) : false,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
    },
  },

  customFields: {withTestPages, repositoryUrl},

  // The classic preset's plugins, spelled out (sitemap and SVGR among the plugins below): its theme
  // is the classic theme without its Prism client module (plugins/theme-classic.ts). The site's search
  // is a theme after it, as search themes are, so that its SearchBar replaces the classic theme's empty one.
  themes: [['./plugins/theme-classic.ts', {customCss: './src/css/custom.css'} satisfies ThemeOptions], './plugins/search/index.ts'],

  plugins: [
    // The build fails when the site reaches past Docusaurus's documented doors. First, so that the
    // bundler config it is handed holds only what Docusaurus configures.
    './plugins/public-doors.ts',
    // With `future.v4`, the preset puts Infima and the site's CSS in cascade layers.
    '@docusaurus/plugin-css-cascade-layers',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: `./${docsSidebars}`,
        // "Edit this page" under each guide: its file on the repository's main branch.
        editUrl: docsEditUrl(repositoryUrl),
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-content-pages', markdownPlugins satisfies PagesOptions],
    [
      '@docusaurus/plugin-sitemap',
      {
        lastmod: 'date',
        changefreq: null,
        priority: null,
        // /search (the page of search results) is noindex, so it stays out of the sitemap.
        ignorePatterns: [`${baseUrl}__tests__/**`, `${baseUrl}search`],
        filename: 'sitemap.xml',
      } satisfies SitemapOptions,
    ],
    // Guides import their SVG diagrams as components, to draw them inline.
    '@docusaurus/plugin-svgr',
    ['./plugins/blog-with-latest-posts.ts', blogOptions],
    './plugins/code-highlight.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: `./${apiSidebars}`,
        // A generated API page's "Edit this page" opens its catalogue entry, not the generated MDX.
        editUrl: apiEditUrl(repositoryUrl, __dirname),
      } satisfies DocsOptions,
    ],
    writersChecks.plugin,
    './plugins/api-catalogue.ts',
    './plugins/robots-txt.ts',
    // The one pass over the built pages: the redirect pages, each page's
    // Content-Security-Policy, the Markdown twins, the search index, llms.txt and the MCP server's data.
    [
      './plugins/post-build/index.ts',
      {
        redirects,
        redirectsFile: 'redirects.ts',
        publishedDir: 'published',
        timeSteps: timePostBuild,
      } satisfies PostBuildOptions,
    ],
    // The clicks held before the scripts run, and V8's compile hint on every script.
    './plugins/page-start.ts',
    // The browser's chunks named by id and content hash: one map in runtime~main.js, not two.
    './plugins/chunk-file-names.ts',
    // Each kind of build (base URL, test pages, minified or not) keeps its own bundler cache.
    './plugins/bundler-cache.ts',
    ...(withTestPages ? ['./plugins/test-pages.ts'] : []),
  ],

  clientModules: ['./src/client/chunkFailureRecovery.tsx', './src/client/hashTarget.ts', './src/client/preloadOnIntent.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'api-reference-2026',
      content: `The Spacescan API reference lists every endpoint with examples for mainnet, testnet and pro. <a href="${baseUrl}api/address/xch_balance">Start with the XCH balance call</a>.`,
      isCloseable: true,
    },
    // The blog sidebar lists every post, newest first, without the stock year headings (h3
    // headings before the page's h1 would break the outline).
    blog: {sidebar: {groupByYear: false}},
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Spacescan Docs',
      hideOnScroll: true,
      logo: {
        alt: 'Spacescan logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar1', label: 'Docs', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: 'https://www.spacescan.io/', label: 'Spacescan.io', position: 'left'},
        {to: '/api/address/xch_balance', label: 'API', position: 'left', activeBasePath: 'api'},
        {
          // Spacescan's products, as the live docs list them.
          type: 'dropdown',
          label: 'Products',
          position: 'right',
          items: [
            {label: 'Explorer', href: 'https://www.spacescan.io/'},
            {label: 'Wallets + Tax', href: 'https://wallets.spacescan.io/'},
            {label: 'Intel', href: 'https://intel.spacescan.io/'},
            {label: 'Developer API', href: 'https://www.spacescan.io/apis'},
          ],
        },
        {
          type: 'dropdown',
          label: 'Community',
          position: 'right',
          items: [
            {label: 'Twitter', href: twitterUrl},
            {label: 'Discord', href: discordUrl},
          ],
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [{label: 'Introduction', to: '/docs/intro'}],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: discordUrl},
            {label: 'Twitter', href: twitterUrl},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Writing pages in Markdown', to: '/markdown-page'},
            {label: 'GitHub', href: githubUrl},
          ],
        },
      ],
      copyright: `Copyright © 2022–${buildYear} Spacescan.io`,
    },
    // Code is highlighted when the site is built, in the colours of plugins/code-highlight.ts; the
    // classic theme's Prism does not run in the browser, so its themes are left empty here (the
    // whole config is part of every page's script).
    prism: {
      theme: noBrowserPrismTheme,
      darkTheme: noBrowserPrismTheme,
      additionalLanguages: [...codeLanguages],
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
