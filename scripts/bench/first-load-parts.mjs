#!/usr/bin/env node
// What a page's first-load JS is made of, in the parts that grow with the number of pages (issue 36,
// item 4): in main.js the route config, the registry of chunk loaders, routesChunkNames and each
// plugin's global data; in runtime~main.js the chunk-id → file-name maps; among the route's chunks
// the docs version metadata (its sidebars and its map of every doc) and the blog sidebar. Each part
// is taken out of the built file and compressed alone (gzip level 9), so the parts do not add up
// to the file exactly; "rest" is the file's gzip less its parts' gzip.
//
// `npm run bench:scale` prints it for each factor; against builds already made:
//   node scripts/bench/first-load-parts.mjs .bench/scale-1/build .bench/scale-10/build
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {TEMPLATES, measureFirstLoad} from './first-load.mjs';
import {kb, launchChromium, log, serveDocusaurus, siteDir, table} from './util.mjs';

const gz = (text) => gzipSync(Buffer.from(text), {level: 9}).length;

/** The end (exclusive) of the bracketed expression that opens at `start`, strings skipped. */
function closing(code, start) {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; code[i] !== char; i++) if (code[i] === '\\') i++;
    } else if ('{[('.includes(char)) depth++;
    else if ('}])'.includes(char) && --depth === 0) return i + 1;
  }
  throw new Error('first-load-parts: unbalanced brackets in a built file');
}

/** The text of each `JSON.parse('…')` in a built file, as the JSON it holds. */
function jsonModules(code) {
  // The literal is in single quotes; Function reads its escapes as the browser does (our own build).
  return [...code.matchAll(/JSON\.parse\('((?:[^'\\]|\\.)*)'\)/g)].map(([, literal]) => new Function(`return '${literal}'`)());
}

/** The bracketed expression that starts where `pattern` matches (at its first bracket). */
function bracketed(code, pattern) {
  const match = pattern.exec(code);
  if (!match) return '';
  const start = match.index + match[0].search(/[{[]/);
  return code.slice(start, closing(code, start));
}

const jsFile = (buildDir, pattern) => {
  const dir = path.join(buildDir, 'assets/js');
  const name = readdirSync(dir).find((file) => pattern.test(file));
  if (!name) throw new Error(`first-load-parts: no ${pattern} in ${dir}`);
  return readFileSync(path.join(dir, name), 'utf8');
};

/** The parts of main.js and runtime~main.js, in gzip bytes: every page loads both. */
export function bundleParts(buildDir) {
  const main = jsFile(buildDir, /^main\.\w+\.js$/);
  const runtime = jsFile(buildDir, /^runtime~main\.\w+\.js$/);
  const json = jsonModules(main);
  const chunkNames = json.find((text) => text.includes('"__comp"')) ?? '';
  const globalData = JSON.parse(json.find((text) => text.startsWith('{"docusaurus-plugin-')) ?? '{}');
  const parts = {
    'main.js: route config': gz(bracketed(main, /=\[\{path:"/)),
    'main.js: registry (chunk loaders)': gz(bracketed(main, /=\{"[0-9a-f]+":\[\(\)=>/)),
    'main.js: routesChunkNames': gz(chunkNames),
  };
  for (const [plugin, data] of Object.entries(globalData)) parts[`main.js: global data, ${plugin}`] = gz(JSON.stringify(data));
  const mainParts = Object.values(parts).reduce((a, b) => a + b, 0);
  parts['main.js: rest'] = gz(main) - mainParts;
  // Keys are chunk ids (10000 minified as 1e4), values their names or content hashes.
  const maps = runtime.match(/\{"?\w+"?:"[^"]*"(?:,"?\w+"?:"[^"]*")*\}/g) ?? [];
  parts['runtime~main.js: chunk file-name maps'] = gz(maps.join(''));
  parts['runtime~main.js: rest'] = gz(runtime) - parts['runtime~main.js: chunk file-name maps'];
  return {parts, main: gz(main), runtime: gz(runtime)};
}

/** The parts of the route's own data that grow with the site, in one page's first-load files. */
function routeParts(buildDir, files) {
  const parts = {};
  const add = (name, bytes) => (parts[name] = (parts[name] ?? 0) + bytes);
  for (const {file, kind, gzip} of files) {
    if (kind !== 'js' || /(^|\/)(main|runtime~main)\.\w+\.js$/.test(file)) continue;
    const code = readFileSync(path.join(buildDir, file), 'utf8');
    for (const text of jsonModules(code)) {
      const data = JSON.parse(text);
      if (data.version?.docsSidebars) {
        const {docsSidebars, docs, ...rest} = data.version;
        add('version metadata: docsSidebars', gz(JSON.stringify(docsSidebars)));
        add('version metadata: docs map (title, description)', gz(JSON.stringify(docs)));
        add('version metadata: rest', gz(JSON.stringify(rest)));
      } else if (Array.isArray(data.items) && typeof data.title === 'string' && data.items.every((item) => item.permalink)) {
        add('blog sidebar', gz(text));
      }
    }
    add('all route chunks (whole files)', gzip);
  }
  return parts;
}

const WATCHED = ['doc', 'API endpoint', 'blog post', 'blog list'];

/** Bundle parts, and the route parts of each watched template, for one build. */
export function firstLoadParts(buildDir, firstLoad) {
  const {parts} = bundleParts(buildDir);
  const byTemplate = {};
  for (const page of firstLoad.filter(({template}) => WATCHED.includes(template))) {
    byTemplate[page.template] = {total: page.js.gzip, ...routeParts(buildDir, page.files)};
  }
  return {bundles: parts, byTemplate};
}

/** Rows of part × build, with the growth from the first build to the last. */
export function partsTable(labels, measured) {
  const first = measured[0];
  const last = measured.at(-1);
  const rowsOf = (pick, names) =>
    names.map((name) => [name, ...measured.map((m) => kb(pick(m)[name] ?? 0)), kb((pick(last)[name] ?? 0) - (pick(first)[name] ?? 0))]);
  const bundleNames = [...new Set(measured.flatMap((m) => Object.keys(m.bundles)))];
  const rows = rowsOf((m) => m.bundles, bundleNames);
  for (const template of WATCHED) {
    const names = [...new Set(measured.flatMap((m) => Object.keys(m.byTemplate[template] ?? {})))];
    rows.push(...rowsOf((m) => m.byTemplate[template] ?? {}, names).map(([name, ...cells]) => [`${template}: ${name}`, ...cells]));
  }
  return table(['gzip, each part alone', ...labels, 'growth'], rows);
}

// Run directly: the parts of builds already made, first to last.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(siteDir, 'scripts/bench/first-load-parts.mjs')) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/bench/first-load-parts.mjs BUILD_DIR [BUILD_DIR…]');
    process.exit(2);
  }
  const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
  const measured = [];
  try {
    for (const dir of dirs) {
      const buildDir = path.resolve(dir);
      const server = await serveDocusaurus(buildDir);
      try {
        log(`first load of ${TEMPLATES.filter(({template}) => WATCHED.includes(template)).length} templates in ${dir}`);
        measured.push(firstLoadParts(buildDir, await measureFirstLoad(browser, server.url, buildDir)));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${partsTable(dirs, measured)}`);
}
