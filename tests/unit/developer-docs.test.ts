// The README is a front door, and the developer documentation stays current: the README keeps
// to 200 lines with its two commands first; every relative link of README.md, CONTRIBUTING.md and
// dev/*.md leads to a file (and heading) that exists; every `npm run <script>` they name exists.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'dev'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `dev/${f}`),
];
const scripts = Object.keys((JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) => [...read(file).matchAll(/^#+ (.*)$/gm)].map((m) => anchor(m[1] ?? ''));

test('the README keeps to 200 lines, its two commands before any section', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  // Each found (indexOf gives -1 for a missing one), and before the first section.
  const [start, npmTest, firstSection] = ['npm ci && npm start', '\nnpm test', '\n## '].map((text) => readme.indexOf(text));
  expect(firstSection, 'a section').toBeGreaterThan(0);
  expect(start, '`npm ci && npm start` before the first section').toBeGreaterThan(0);
  expect(start).toBeLessThan(firstSection ?? 0);
  expect(npmTest, '`npm test` on a line of its own before the first section').toBeGreaterThan(0);
  expect(npmTest).toBeLessThan(firstSection ?? 0);
});

test('every relative link of the README, CONTRIBUTING.md and dev/ leads to a file and heading that exist', () => {
  const broken = docs.flatMap((file) =>
    [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].flatMap((m) => {
      const target = m[1] ?? '';
      if (/^[a-z]+:/.test(target) || target === '…') return [];
      const [linked = '', hash] = target.split('#');
      const to = linked === '' ? file : path.join(path.dirname(file), linked);
      if (!existsSync(path.join(root, to))) return [`${file}: ${target} (no file)`];
      if (hash !== undefined && to.endsWith('.md') && !anchorsOf(to).includes(hash)) return [`${file}: ${target} (no such heading)`];
      return [];
    }),
  );
  expect(broken).toEqual([]);
});

test('every npm script the documentation names exists', () => {
  const missing = docs.flatMap((file) =>
    [...read(file).matchAll(/npm run ([\w:-]+)/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => !scripts.includes(name))
      .map((name) => `${file}: npm run ${name}`),
  );
  expect(missing).toEqual([]);
});
