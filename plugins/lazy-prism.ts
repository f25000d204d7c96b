import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the main bundle.
 *
 * The classic theme registers `themeConfig.prism.additionalLanguages` from a client module, and
 * that module imports Prism, so every page shipped Prism and its languages (about 30 kB gzip)
 * before it could hydrate, code or not. This plugin swaps that client module for an empty one;
 * `src/theme/CodeBlock/Highlighted.tsx` registers the languages instead, in the lazy chunk that
 * only pages with a code block load.
 */
export default function lazyPrism(context: LoadContext): Plugin {
  const emptyModule = path.join(context.siteDir, 'src/client/emptyClientModule.ts');
  return {
    name: 'spacescan-lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            emptyModule,
          ),
        ],
      };
    },
  };
}
