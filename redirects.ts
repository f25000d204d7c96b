import type {Redirect} from './plugins/redirects';

// Paths that once showed a page, and the page that holds that content now. For each `from` the
// build writes a small HTML page that sends the reader on to `to` (a refresh and a canonical
// link, which any static host serves). `to` must be a page of the build; `from` must not be one.
//
// When you move or rename a page, add its old path here. The build fails, naming the path, while
// a path listed in published/*.txt is neither a page nor a redirect. Paths are written as they
// appear in a URL (a space is %20).
const redirects: Redirect[] = [
  // Five guides this site first published one folder deeper (/docs/guide/<name>/<name>).
  //
  // The live docs' old sitemap also listed them with a trailing slash (/docs/guide/<name>/): that
  // is the page's own path, which `docusaurus serve` and the nginx setup in dev/deploying.md send on to
  // /docs/guide/<name> (GitHub Pages answers 404, as for /a/ of every page of a site built with
  // trailingSlash: false). Do not add it here: its redirect page would be <name>/index.html, which
  // some hosts (serve-handler, so `docusaurus serve`) serve for /docs/guide/<name> itself, a page
  // that would redirect to itself forever.
  {
    to: '/docs/guide/chia_did_profile',
    from: ['/docs/guide/chia_did_profile/chia_did_profile'],
  },
  {
    to: '/docs/guide/did_profile',
    from: ['/docs/guide/did_profile/did_profile'],
  },
  {
    to: '/docs/guide/exchange_integration',
    from: ['/docs/guide/exchange_integration/exchange_integration'],
  },
  {
    to: '/docs/guide/manage_address_profile',
    from: ['/docs/guide/manage_address_profile/manage_address_profile'],
  },
  {
    to: '/docs/guide/manage_collection',
    from: ['/docs/guide/manage_collection/manage_collection'],
  },
  // Two intern profiles the live docs published under their file names, which held a space.
  {to: '/docs/Interns/internListed/JohnMugesh', from: ['/docs/Interns/internListed/John%20Mugesh']},
  {to: '/docs/Interns/internListed/SharonNivedita', from: ['/docs/Interns/internListed/Sharon%20Nivedita']},
];

export default redirects;
