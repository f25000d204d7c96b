import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';

export type {Options} from '@docusaurus/theme-classic';

type ThemeOptions = Parameters<typeof themeClassic>[1];
// The theme's module exports these beside the plugin; its type declarations name only the plugin
// and getSwizzleConfig.
type ClassicModule = {
  validateOptions: (context: OptionValidationContext<ThemeOptions, ThemeOptions>) => ThemeOptions;
  validateThemeConfig: NonNullable<PluginModule['validateThemeConfig']>;
  getSwizzleConfig: PluginModule['getSwizzleConfig'];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the typed import names only the plugin.
const classicModule: ClassicModule = require('@docusaurus/theme-classic');

// The theme's own validation (its defaults among them) and swizzle config.
export const validateOptions = classicModule.validateOptions;
export const validateThemeConfig = classicModule.validateThemeConfig;
export const getSwizzleConfig = classicModule.getSwizzleConfig;

/**
 * The classic theme (@docusaurus/theme-classic 3.10.2), less one of its client modules, which every
 * page loads: `prism-include-languages` imports prism-react-renderer (about 20 kB gzip of grammars)
 * for code blocks to highlight in the browser. Here code is highlighted when the site is built
 * (plugins/code-highlight.ts) and src/theme/CodeBlock draws the lines it is given, so no page
 * needs Prism.
 * The theme is extended the way Docusaurus
 * documents for its plugins (the plugin function is called and its object wrapped, as
 * plugins/blog-with-latest-posts.ts does for the blog): every lifecycle method stays the theme's
 * own, and the paths it gives relative to its own folder are made absolute, since Docusaurus would
 * resolve them against this file's folder. The preset-classic list of plugins is spelled out in
 * docusaurus.config.ts in its place.
 *
 * Upstream, an option of the theme (`prism: false`, say) would let a site that highlights at build
 * time leave the client module out; dev/upgrading-docusaurus.md keeps the description of that fix.
 */
const LEFT_OUT = [/[\\/]prism-include-languages(\.js)?$/];

export default function spacescanThemeClassic(context: LoadContext, options: ThemeOptions): Plugin<undefined> {
  const classic = themeClassic(context, options);
  const classicDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const fromClassic = (file: string): string => path.resolve(classicDir, file);
  const modules = (classic.getClientModules?.() ?? []).map(fromClassic);
  for (const pattern of LEFT_OUT) {
    if (!modules.some((file) => pattern.test(file))) {
      throw new Error(
        `plugins/theme-classic.ts: @docusaurus/theme-classic no longer lists a client module matching ${pattern}. Fix: check what the theme loads in the browser now, and stop leaving out what it no longer has.`,
      );
    }
  }
  return {
    ...classic,
    getThemePath: () => fromClassic(classic.getThemePath?.() ?? ''),
    getTypeScriptThemePath: () => fromClassic(classic.getTypeScriptThemePath?.() ?? ''),
    getClientModules: () => modules.filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file))),
  };
}
