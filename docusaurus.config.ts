import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {themes as prismThemes} from 'prism-react-renderer';
import {parseFrontMatter} from './plugins/front-matter-rules';
import {onBrokenMarkdownLinks} from './plugins/markdown-link-rules';
import {getVcsPreset} from '@docusaurus/utils';
import {apiLastUpdateVcs} from './plugins/api-last-update';

// Environment switches, read once.
// SPACESCAN_TEST_PAGES=1 mounts the pages that exist only for the browser tests
// (the crash pages); the build that ships never sets it.
const withTestPages = process.env.SPACESCAN_TEST_PAGES === '1';
// SPACESCAN_NO_GIT=1 turns off the last-update author and time, for a copy of the
// site that has no git history (the writers' mistake tests build such copies).
const withGitHistory = process.env.SPACESCAN_NO_GIT !== '1';
const buildYear = new Date().getFullYear();

// Code colours: the stock Prism themes with the token colours that fail WCAG AA contrast
// (4.5:1 on the theme's own background) replaced by darker (light) or lighter (dark) ones.
type PrismTheme = typeof prismThemes.github;
function withTokenColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color === undefined ? undefined : colours[entry.style.color];
      return replacement === undefined ? entry : {...entry, style: {...entry.style, color: replacement}};
    }),
  };
}
const lightCodeTheme = withTokenColours(prismThemes.github, {
  '#999988': '#62625a', // comments
  '#e3116c': '#b5114f', // strings
  '#36acaa': '#17716f', // numbers, booleans, properties
  '#00a4db': '#0b6f99', // keywords
  '#d73a49': '#b92534', // functions, tags
});
const darkCodeTheme = withTokenColours(prismThemes.dracula, {
  'rgb(98, 114, 164)': '#959fcc', // comments
});

const siteUrl = 'https://docs.spacescan.io';
const discordUrl = 'https://discord.gg/Bb4sj3Bg9P';
const twitterUrl = 'https://twitter.com/spacescan_io';
const githubUrl = 'https://github.com/spacescan-io';

// Options both docs instances share.
const sharedDocsOptions = {
  showLastUpdateAuthor: withGitHistory,
  showLastUpdateTime: withGitHistory,
  breadcrumbs: true,
} satisfies DocsOptions;

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Spacescan blog',
  blogDescription: 'Product updates from Spacescan, the Chia blockchain explorer.',
  showReadingTime: true,
  postsPerPage: 10,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Spacescan blog',
    description: 'Product updates from Spacescan, the Chia blockchain explorer.',
    copyright: `Copyright © 2022–${buildYear} Spacescan.io`,
    language: 'en',
    limit: false,
  },
} satisfies BlogOptions;

const config = {
  title: 'Spacescan Docs',
  tagline: 'Guides, API reference and product updates for Spacescan, the Chia blockchain explorer',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'spacescan-io',
  projectName: 'docs',
  titleDelimiter: '|',
  noIndex: false,
  baseUrlIssueBanner: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Every page needs a title and a description; the error names the file and the fix.
    parseFrontMatter,
    hooks: {
      // Warns with the file, line and fix; the browser link check reports the dead link.
      onBrokenMarkdownLinks,
      onBrokenMarkdownImages: 'throw',
    },
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

  customFields: {withTestPages},

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          // /search is marked noindex by the search plugin, so it stays out of the sitemap.
          ignorePatterns: ['/__tests__/**', '/search'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./plugins/blog-with-latest-posts.ts', blogOptions],
    './plugins/lazy-prism.ts',
    './plugins/preact.ts',
    './plugins/browser-substitutes.ts',
    './plugins/browser-patches.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './apiSidebars.ts',
      } satisfies DocsOptions,
    ],
    './plugins/api-catalogue.ts',
    './plugins/llms-txt.ts',
    './plugins/app-start.ts',
    ...(withTestPages ? ['./plugins/test-pages.ts'] : []),
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        // Offline full-text search: the index is built from the HTML at build time and
        // served from this site; no request goes to another host.
        hashed: true,
        language: ['en'],
        indexDocs: true,
        docsRouteBasePath: ['docs', 'api'],
        docsDir: ['docs', 'api'],
        indexBlog: true,
        blogRouteBasePath: ['blog'],
        blogDir: ['blog'],
        indexPages: true,
        // Each result names its section (Docs, API, Blog): the path shown under it
        // starts with the active navbar item of the page it comes from.
        explicitSearchResultPath: true,
        searchBarShortcut: true,
        searchBarShortcutKeymap: 'mod+k',
        searchBarShortcutHint: true,
        searchResultLimits: 8,
        // Tab panels hidden until the reader picks their tab (the API pages' samples for
        // other networks and languages) repeat the visible one; leaving them out keeps the
        // index small and the results free of near-duplicates.
        ignoreCssSelectors: ['[role="tabpanel"][hidden]'],
      },
    ],
  ],

  clientModules: ['./src/client/chunkFailureRecovery.tsx'],

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
      content:
        'The Spacescan API reference lists every endpoint with examples for mainnet, testnet and pro. <a href="/api/address/xch_balance">Start with the XCH balance call</a>.',
      isCloseable: true,
    },
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
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'python', 'typescript'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
