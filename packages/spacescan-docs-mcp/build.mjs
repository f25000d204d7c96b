// Builds the server: each TypeScript file of src/ to an ES module in dist/, types stripped by swc
// (the compiler the docs site already uses). Sources import each other by their `.js` names, so
// the output runs as it is. The data folder comes from the docs site's build (DATA.md).
import {chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {transformSync} from '@swc/core';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

/** Writes dist/ from src/; returns the files written. */
export function build() {
  const src = path.join(packageDir, 'src');
  const dist = path.join(packageDir, 'dist');
  rmSync(dist, {recursive: true, force: true});
  mkdirSync(dist, {recursive: true});
  const files = readdirSync(src).filter((file) => file.endsWith('.ts'));
  for (const file of files) {
    const source = path.join(src, file);
    const {code} = transformSync(readFileSync(source, 'utf8'), {
      filename: source,
      jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
      module: {type: 'es6'},
      swcrc: false,
    });
    writeFileSync(path.join(dist, file.replace(/\.ts$/, '.js')), code);
  }
  chmodSync(path.join(dist, 'server.js'), 0o755);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
