import path from 'node:path';
import {test, expect} from '@playwright/test';
import {frontMatterProblems, parseFrontMatter} from '../../plugins/front-matter-rules';

// The front-matter rules the build applies to every page: a title and a description, with a
// message that names the file and the line to add.

const siteDir = path.resolve(__dirname, '../..');
const file = path.join(siteDir, 'docs/guide/verify-did.mdx');

test('a page with a title and a description passes', () => {
  expect(frontMatterProblems(file, {title: 'Verify a DID', description: 'How to verify a DID.'}, siteDir)).toEqual([]);
});

test('a missing description names the file and the line to add', () => {
  const problems = frontMatterProblems(file, {title: 'Verify a DID'}, siteDir);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^docs\/guide\/verify-did\.mdx: front matter has no "description"\. Add description: <one sentence/);
});

test('a missing title and an empty description are both reported', () => {
  const problems = frontMatterProblems(file, {description: '  '}, siteDir);
  expect(problems).toEqual([
    expect.stringMatching(/^docs\/guide\/verify-did\.mdx: front matter has no "title"\. Add title: /),
    expect.stringMatching(/^docs\/guide\/verify-did\.mdx: front matter "description" is empty or not text\./),
  ]);
});

test('a title that is not text is reported', () => {
  expect(frontMatterProblems(file, {title: 42, description: 'Numbers.'}, siteDir)).toEqual([
    expect.stringContaining('front matter "title" is empty or not text'),
  ]);
});

test('partials (names starting with _) are not pages and are skipped', () => {
  expect(frontMatterProblems(path.join(siteDir, 'docs/guide/_shared-steps.mdx'), {}, siteDir)).toEqual([]);
});

test('the parseFrontMatter hook returns the parsed front matter, or throws the problems', async () => {
  const defaultParseFrontMatter = async ({fileContent}: {filePath: string; fileContent: string}) => {
    const fields = Object.fromEntries(
      [...fileContent.matchAll(/^(\w+): (.+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    return {frontMatter: fields, content: ''};
  };
  const good = await parseFrontMatter({
    filePath: file,
    fileContent: '---\ntitle: T\ndescription: D.\n---\n',
    defaultParseFrontMatter,
  });
  expect(good.frontMatter).toEqual({title: 'T', description: 'D.'});
  await expect(
    parseFrontMatter({filePath: file, fileContent: '---\ntitle: T\n---\n', defaultParseFrontMatter}),
  ).rejects.toThrow(/verify-did\.mdx: front matter has no "description"/);
});
