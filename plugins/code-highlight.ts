// Code is highlighted when the site is built, not in the reader's browser (issue 13).
//
// Fenced code in Markdown and MDX goes through the remark plugin below, and the API pages' samples
// through highlightCode() in the API catalogue plugin. Both use the Prism that Docusaurus's code
// blocks use (prism-react-renderer, with the languages of `themeConfig.prism.additionalLanguages`)
// and the two themes of `themeConfig.prism`, so the colours are those of the stock code blocks. Each
// token carries its light and dark colours as CSS variables, and the stylesheet this plugin adds
// picks one by the colour mode: switching modes repaints the code without running any script.
//
// The browser then gets the highlighted HTML as a string (src/theme/CodeBlock renders it as it
// is), and no Prism at all: plugins/theme-classic.ts leaves out the classic theme's client module
// that loads Prism's languages.
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Prism, normalizeTokens, themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BundleChecks, type BundleCheck} from './bundleChecks';

export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

/** The stock Prism theme with the token colours that fail WCAG AA contrast (4.5:1 on the theme's
 *  own background) replaced by darker (light) or lighter (dark) ones. */
function withTokenColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color === undefined ? undefined : colours[entry.style.color];
      return replacement === undefined ? entry : {...entry, style: {...entry.style, color: replacement}};
    }),
  };
}

/** The code colours of the site, light and dark. */
export const codeThemes: CodeThemes = {
  light: withTokenColours(prismThemes.github, {
    '#999988': '#62625a', // comments
    '#e3116c': '#b5114f', // strings
    '#36acaa': '#17716f', // numbers, booleans, properties
    '#00a4db': '#0b6f99', // keywords
    '#d73a49': '#b92534', // functions, tags
  }),
  dark: withTokenColours(prismThemes.dracula, {
    'rgb(98, 114, 164)': '#959fcc', // comments
  }),
};

/** The languages beyond Prism's own that the site's code uses (themeConfig.prism.additionalLanguages). */
export const codeLanguages = ['bash', 'json', 'python', 'typescript'] as const;

type Style = Record<string, string | number | undefined>;
type Token = {types: string[]; content: string; empty?: boolean};

const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'));
const loadedLanguages = new Set<string>();

/** Adds Prism's grammars for `languages` (as the classic theme's prism-include-languages does). */
export function loadLanguages(languages: readonly string[]): void {
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedLanguages.has(language) || Prism.languages[language] !== undefined) continue;
      requireFromSite(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    global.Prism = previous;
  }
}

/** The style of each token type in a theme, merged as prism-react-renderer merges it. */
function dictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dict: Record<string, Style> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...(entry.style as Style)};
  }
  return dict;
}

function styleOf(types: readonly string[], dict: Record<string, Style>): Style {
  return Object.assign({}, ...types.map((type) => dict[type] ?? {})) as Style;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A colour as short as CSS allows it: `rgb(255, 121, 198)` → `#ff79c6`. */
function shortColour(colour: string | number): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(String(colour));
  if (rgb === null) return String(colour).toLowerCase();
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The CSS of one mode for a token's style: colour and font style, where they differ from plain code. */
function declarations(style: Style, plain: Style): string {
  const parts: string[] = [];
  if (style.color !== undefined && shortColour(style.color) !== shortColour(plain.color ?? ''))
    parts.push(`color:${shortColour(style.color)}`);
  if (style.fontStyle !== undefined) parts.push(`font-style:${style.fontStyle}`);
  if (style.fontWeight !== undefined) parts.push(`font-weight:${style.fontWeight}`);
  if (style.opacity !== undefined) parts.push(`opacity:${style.opacity}`);
  return parts.join(';');
}

/** The look of a token in both modes: a class of the stylesheet, or nothing when it looks plain. */
type Look = {light: string; dark: string};

const lookKey = (look: Look): string => `${look.light}|${look.dark}`;

function lookOf(types: readonly string[], language: string, themes: CodeThemes): Look {
  return {
    light: declarations(styleOf(types, dictionary(themes.light, language)), themes.light.plain as Style),
    dark: declarations(styleOf(types, dictionary(themes.dark, language)), themes.dark.plain as Style),
  };
}

/**
 * Every look a single token type can have in the site's languages, each with a short class name:
 * the stylesheet holds them all, and a highlighted token names its class. (A token whose types
 * merge into a look no single type has gets an inline style instead; the site's code has none.)
 */
function palette(themes: CodeThemes): Map<string, {name: string; look: Look}> {
  const types = new Set([...themes.light.styles, ...themes.dark.styles].flatMap((entry) => entry.types));
  const languages = ['text', ...codeLanguages, 'javascript', 'json', 'markup'];
  const looks = new Map<string, Look>();
  for (const language of languages) {
    for (const type of [...types].sort()) {
      const look = lookOf([type], language, themes);
      if (look.light !== '' || look.dark !== '') looks.set(lookKey(look), look);
    }
  }
  return new Map([...looks].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, look], i) => [key, {name: `c${i.toString(36)}`, look}]));
}

const palettes = new WeakMap<CodeThemes, Map<string, {name: string; look: Look}>>();
function paletteOf(themes: CodeThemes): Map<string, {name: string; look: Look}> {
  let found = palettes.get(themes);
  if (found === undefined) palettes.set(themes, (found = palette(themes)));
  return found;
}

/**
 * The lines of `code`, highlighted: the inner HTML of a code block's <code> element. A language
 * Prism does not know (or none) gives plain lines, as the stock code block does. Tokens that look
 * like plain code are left as text; the others name their look's class.
 */
export function highlightCode(code: string, language: string | undefined, themes: CodeThemes = codeThemes): string {
  loadLanguages(codeLanguages);
  const lang = (language ?? 'text').toLowerCase();
  const grammar = Prism.languages[lang];
  const lines: Token[][] = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  const classes = paletteOf(themes);
  return lines
    .map((line) => {
      const tokens = line
        .filter((token) => !(token.empty && token.content === '\n') && token.content !== '')
        .map((token) => {
          const text = escapeHtml(token.content);
          const look = lookOf(token.types, lang, themes);
          if (look.light === '' && look.dark === '') return text;
          const known = classes.get(lookKey(look));
          if (known !== undefined) return `<span class=${known.name}>${text}</span>`;
          const inline = [look.light && `--l:${look.light}`, look.dark && `--d:${look.dark}`].filter(Boolean).join(';');
          return `<span style="${inline}">${text}</span>`;
        })
        .join('');
      return `<span class="token-line">${tokens}<br></span>`;
    })
    .join('');
}

/** The stylesheet: each mode's code colours and the class of each token look. */
export function codeStylesheet(themes: CodeThemes = codeThemes): string {
  const plain = (theme: PrismTheme): string =>
    `--prism-color:${theme.plain.color ?? 'inherit'};--prism-background-color:${theme.plain.backgroundColor ?? 'transparent'};`;
  const rules = [`.theme-code-block{${plain(themes.light)}}`, `[data-theme='dark'] .theme-code-block{${plain(themes.dark)}}`];
  for (const {name, look} of paletteOf(themes).values()) {
    if (look.light) rules.push(`.theme-code-block .${name}{${look.light}}`);
    rules.push(
      `[data-theme='dark'] .theme-code-block .${name}{${look.dark || 'color:inherit;font-style:normal;font-weight:inherit;opacity:1'}}`,
    );
  }
  return `${rules.join('\n')}\n`;
}

type MdastNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: MdastNode[];
};

/**
 * Remark plugin: every fenced code block gets its highlighted lines as `data-highlighted`, which
 * Docusaurus passes on to the CodeBlock component (src/theme/CodeBlock). It takes no options: what
 * a plugin is given is written into every page's script with the rest of the site's config.
 */
export function remarkCodeHighlight(): (tree: MdastNode) => void {
  const visit = (node: MdastNode): void => {
    if (node.type === 'code' && typeof node.value === 'string') {
      node.data = node.data ?? {};
      node.data.hProperties = {...node.data.hProperties, dataHighlighted: highlightCode(node.value, node.lang ?? undefined)};
    }
    node.children?.forEach(visit);
  };
  return (tree: MdastNode) => visit(tree);
}

/** The check that no Prism reaches the browser: highlighting happens when the site is built. */
export const noPrismInBrowser: BundleCheck = (modules) => {
  const prism = modules.find((module) => /node_modules\/(prismjs|prism-react-renderer)\/|prism-include-languages/.test(module.identifier));
  return prism === undefined
    ? null
    : `plugins/code-highlight.ts: Prism is in the browser bundle (${prism.identifier.split('!').pop()}), though code is highlighted when the site is built. Fix: render that code with src/theme/CodeBlock, giving it highlighted lines, and do not import Prism in browser code.`;
};

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'code-colours.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, codeStylesheet());
  return {
    name: 'spacescan-code-highlight',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config, isServer) {
      // The classic theme's Prism client module is left out of the site (plugins/theme-classic.ts).
      const browserBuild = !isServer && config.mode === 'production';
      return browserBuild ? {plugins: [new BundleChecks('spacescan-code-highlight', [noPrismInBrowser])]} : {};
    },
  };
}
