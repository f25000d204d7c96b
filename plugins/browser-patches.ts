import {createHash} from 'node:crypto';
import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagBundlerCache} from './bundlerCache';
import {BundleChecks, fileCheck, type BundleCheck} from './bundleChecks';

/**
 * Exact, checked edits of dependency files, in the browser bundle only.
 *
 * - No ICU at hydration. getActivePlugin and useShallowMemoObject sort a handful of keys with
 *   String.prototype.localeCompare while a docs page hydrates. The first localeCompare of a
 *   page creates ICU's collator: about 20 ms on a 2-core machine, in the hydration task, four
 *   times that on the phone Lighthouse simulates. The keys are ASCII paths and prop names whose
 *   order only has to be stable (the longest docs path first, the memo's dependencies in a fixed
 *   order), so a comparison of code units does the same job.
 * - Pages fetched ahead on intent only. Core's <Link> prefetches the chunks of every internal
 *   link that scrolls into view (one IntersectionObserver per link). On a docs page that is the
 *   sidebar, the navbar and the footer at once: 271 <link rel=prefetch> on /docs/intro, the
 *   chunks of some forty pages that a phone on a slow link pays for and mostly never opens, and
 *   main-thread work after hydration. The other half of core's scheme stays, delegated: a pointer
 *   passing over a link, a finger touching it or keyboard focus preloads that page at once (not on
 *   2g or save-data), from three passive listeners on the document (src/client/preloadOnIntent.ts)
 *   instead of a mouseenter and a non-passive touchstart listener on each link.
 *
 * - Nothing renders while the next page loads. Core's PendingNavigation keeps the old page on
 *   screen with react-router's <Route>, which gives its children a new context value whenever the
 *   address changes: every link and route of the old page rendered again, for nothing, before the
 *   next page's chunks had loaded (src/client/HeldRoute.tsx).
 * - No forced layout when the navbar renders again. useScrollPosition (the navbar's hide on scroll)
 *   read window.scrollY at every render, for a ref that only keeps the first value; after a move to
 *   another page that read made the browser lay the new page out in the middle of rendering it.
 *   It now reads it at the first render only.
 * - One frame requested for the head. react-helmet-async's dispatcher cancelled and requested an
 *   animation frame at each <Head> that rendered (nineteen of them on an endpoint page, in the
 *   hydration task; each request records a stack when the page is traced, as Lighthouse does).
 *   It now requests one and writes the last state in it, as it did.
 * - Routes matched without regular expressions where they have no parameters (react-router's
 *   matchPath; see src/client/staticRouteMatch.js).
 *
 * plugins/patch-loader.cjs applies the edits and fails the build, naming the file and the
 * snippet, if an upgrade has changed the code they expect; at the end of the build, patchChecks()
 * fails it if a patched file has left the bundle or its built code lacks an edit.
 */
export type Patch = {find: string; replace: string; why: string};

const byCodeUnits = (a: string, b: string): string => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

/** Patches by package, then by file inside the package. */
export const patches: Record<string, Record<string, Patch[]>> = {
  '@docusaurus/plugin-content-docs': {
    'lib/client/docsClientUtils.js': [
      {
        find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
        replace: `.sort((a, b) => ${byCodeUnits('b[1].path', 'a[1].path')})`,
        why: 'getActivePlugin orders the two docs instances by path with localeCompare',
      },
    ],
  },
  '@docusaurus/core': {
    'lib/client/PendingNavigation.js': [
      {
        find: "import { Route } from 'react-router-dom';",
        replace: "import Route from '@site/src/client/HeldRoute';",
        why: "while the next page loads, PendingNavigation's <Route> renders the whole old page again",
      },
    ],
    'lib/client/exports/Link.js': [
      {
        find: 'if (IOSupported && el && isInternal) {',
        replace: 'if (false && IOSupported && el && isInternal) {',
        why: '<Link> prefetches the page of every link in view',
      },
      {
        find: '    const onInteractionEnter = () => {\n        if (!preloaded.current && targetLink != null) {\n            window.docusaurus.preload(targetLink);\n            preloaded.current = true;\n        }\n    };\n',
        replace: '    const onInteractionEnter = undefined;\n',
        why: '<Link> attaches a mouseenter and a non-passive touchstart listener to every link (src/client/preloadOnIntent.ts listens on the document instead)',
      },
      {
        find: 'if (!IOSupported && isInternal && ExecutionEnvironment.canUseDOM) {',
        replace: 'if (false && !IOSupported && isInternal && ExecutionEnvironment.canUseDOM) {',
        why: '<Link> prefetches every page it links to where IntersectionObserver is missing',
      },
    ],
  },
  'react-router': {
    'esm/react-router.js': [
      {
        find: "import hoistStatics from 'hoist-non-react-statics';",
        // The original line goes (a patch removes what it finds): the default import is renamed.
        replace: "import hoistStaticsDefault from 'hoist-non-react-statics';\nimport { staticMatch } from '@site/src/client/staticRouteMatch';\nvar hoistStatics = hoistStaticsDefault;",
        why: 'matchPath compiles a regular expression for every route it tries',
      },
      {
        find: '    if (matched) return matched;\n',
        replace: '    if (matched) { return matched; }\n    var fast = staticMatch(pathname, path, exact, strict, sensitive);\n    if (fast !== undefined) return fast;\n',
        why: 'matchPath compiles a regular expression for every route it tries',
      },
    ],
  },
  'react-helmet-async': {
    'lib/index.module.js': [
      {
        // Every <Head> that renders asks for the next frame to write the page's head, cancelling the
        // frame the one before it asked for: nineteen requests and eighteen cancellations while an
        // endpoint page hydrates. One request is kept; it writes the last state, as before.
        find: 'q.canUseDOM?(e=o,_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null))',
        replace:
          'q.canUseDOM?(e=o,e.defer?(K.next=e,_||(_=requestAnimationFrame(function(){K(K.next,function(){_=null})}))):(_&&cancelAnimationFrame(_),K(e),_=null))',
        why: 'each <Head> cancels and requests an animation frame as it renders',
      },
    ],
  },
  '@docusaurus/theme-common': {
    'lib/utils/scrollUtils.js': [
      {
        find: '    const lastPositionRef = useRef(getScrollPosition());\n',
        replace:
          '    const lastPositionRef = useRef(undefined);\n    if (lastPositionRef.current === undefined) { lastPositionRef.current = getScrollPosition(); }\n',
        why: 'useScrollPosition reads the scroll position at every render of the navbar',
      },
    ],
    'lib/utils/reactUtils.js': [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
        why: 'useShallowMemoObject orders its keys with localeCompare',
      },
    ],
  },
};

const patchesHash = createHash('sha256').update(JSON.stringify(patches)).digest('hex').slice(0, 12);

/** The folder of an installed package, found as Node would look for it from the site. */
export function packageDir(siteDir: string, name: string): string {
  const searched = createRequire(path.join(siteDir, 'package.json')).resolve.paths(name) ?? [];
  const found = searched.map((dir) => path.join(dir, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
  if (found === undefined) {
    throw new Error(`plugins/browser-patches.ts: ${name} is not installed (looked in ${searched.join(', ')})`);
  }
  // The bundler knows a module by its real path: a linked node_modules (a copy of the site whose
  // node_modules links to another's) must not hide the patched file from its rule and its check.
  return realpathSync(found);
}

/**
 * The checks that every patch applied: each patched file is in the browser bundle, and its built
 * source holds every replacement (so a file served from the bundler's cache counts too).
 */
export function patchChecks(siteDir: string): BundleCheck[] {
  // The built source has been through the compiler's transform: compare without spaces, brackets
  // and semicolons, which it may add or drop.
  const bare = (code: string): string => code.replace(/[\s();]/g, '');
  return Object.entries(patches).flatMap(([name, files]) =>
    Object.entries(files).map(([file, filePatches]): BundleCheck => {
      const where = `${name}/${file}`;
      return fileCheck(
        path.join(packageDir(siteDir, name), file),
        `plugins/browser-patches.ts: ${where} is no longer in the browser bundle, so its patch (${filePatches[0]?.why}) applies nowhere. Fix: remove the patch, or patch the file that took its place.`,
        (sources) => {
          const missing = filePatches.find((patch) => !sources.some((source) => bare(source).includes(bare(patch.replace))));
          return missing === undefined
            ? null
            : `plugins/browser-patches.ts: ${where} in the browser bundle does not hold the patched code for "${missing.find.trim()}" (${missing.why}). Fix: update the patch to the dependency's new code, or remove it.`;
        },
      );
    }),
  );
}

export default function browserPatches(context: LoadContext): Plugin {
  const rules = Object.entries(patches).flatMap(([name, files]) =>
    Object.entries(files).map(([file, filePatches]) => ({
      test: path.join(packageDir(context.siteDir, name), file),
      enforce: 'pre' as const,
      use: [{loader: path.join(context.siteDir, 'plugins/patch-loader.cjs'), options: {patches: filePatches}}],
    })),
  );
  const checks = new BundleChecks('spacescan-browser-patches', patchChecks(context.siteDir));
  return {
    name: 'spacescan-browser-patches',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      // Tagged with the edits themselves, so that changing one also leaves the old cache behind.
      tagBundlerCache(config, `patches-${patchesHash}`);
      return {module: {rules}, plugins: [checks]};
    },
  };
}
