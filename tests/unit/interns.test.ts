import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {interns, initialsOf} from '@site/src/data/interns';

// The intern profiles: one data file, one page per intern, nothing more personal than the four
// fields a profile shows.

const repoRoot = path.resolve(__dirname, '../..');
const profilesDir = path.join(repoRoot, 'docs/Interns/internListed');
const allowedFields = ['github', 'id', 'interests', 'name', 'school'];

type ProfilePage = {
  file: string;
  title: string | undefined;
  description: string | undefined;
  slug: string | undefined;
  componentIds: string[];
};

/** The front matter fields and the InternProfile ids of every page in the profiles folder. */
function profilePages(): ProfilePage[] {
  return readdirSync(profilesDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(profilesDir, file), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
      const field = (name: string): string | undefined => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim();
      return {
        file,
        title: field('title'),
        description: field('description'),
        slug: field('slug'),
        componentIds: [...text.matchAll(/<InternProfile\s+id="([^"]+)"\s*\/>/g)].map((m) => m[1] ?? ''),
      };
    });
}

/** The path a profile page is served at, under /docs. */
function routeOf(page: ProfilePage): string {
  return page.slug ?? `/Interns/internListed/${page.file.replace(/\.mdx?$/, '')}`;
}

test('the data file lists 16 interns, each with a distinct id and name', () => {
  expect(interns).toHaveLength(16);
  expect(new Set(interns.map((intern) => intern.id)).size).toBe(16);
  expect(new Set(interns.map((intern) => intern.name)).size).toBe(16);
});

test('every intern has exactly the allowed fields, and nothing more', () => {
  for (const intern of interns) {
    expect(Object.keys(intern).sort(), intern.id).toEqual(allowedFields);
  }
});

test('every field holds a value of the right shape', () => {
  for (const intern of interns) {
    expect(intern.name.trim(), intern.id).not.toBe('');
    expect(intern.name, intern.id).toBe(intern.name.trim());
    if (intern.github !== null) {
      // GitHub user names: letters, digits and inner hyphens, at most 39 characters.
      expect(intern.github, intern.id).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/);
    }
    if (intern.school !== null) {
      expect(intern.school.trim(), intern.id).not.toBe('');
    }
    expect(Array.isArray(intern.interests), intern.id).toBe(true);
    for (const interest of intern.interests) {
      expect(interest.trim(), intern.id).not.toBe('');
    }
    expect(new Set(intern.interests).size, `${intern.id}: repeated interest`).toBe(intern.interests.length);
  }
});

test('no GitHub account belongs to two interns', () => {
  const accounts = interns.flatMap((intern) => (intern.github === null ? [] : [intern.github.toLowerCase()]));
  expect(new Set(accounts).size).toBe(accounts.length);
});

test('every intern has a profile page under docs/Interns, titled with the name, at /docs/Interns/internListed/<id>', () => {
  const pages = profilePages();
  for (const intern of interns) {
    const page = pages.find((candidate) => candidate.componentIds.includes(intern.id));
    expect(page, `no page renders <InternProfile id="${intern.id}" />`).toBeDefined();
    if (page === undefined) continue;
    expect(page.title, page.file).toBe(intern.name);
    expect(page.description?.length ?? 0, `${page.file} has no description`).toBeGreaterThan(40);
    expect(routeOf(page), page.file).toBe(`/Interns/internListed/${intern.id}`);
  }
});

test('every profile page renders exactly one intern from the data file', () => {
  const ids = new Set(interns.map((intern) => intern.id));
  const pages = profilePages();
  expect(pages).toHaveLength(16);
  for (const page of pages) {
    expect(page.componentIds, page.file).toHaveLength(1);
    expect(ids.has(page.componentIds[0] ?? ''), `${page.file} renders an unknown id`).toBe(true);
  }
});

test('the avatar initials come from the first and last words of the name', () => {
  expect(initialsOf('Athael Raj James')).toBe('AJ');
  expect(initialsOf('Kaviena Sharon C T')).toBe('KT');
  expect(initialsOf('ShreeVaraaMangai')).toBe('S');
  expect(initialsOf('  sham  hiruthik ')).toBe('SH');
  for (const intern of interns) {
    expect(initialsOf(intern.name), intern.id).toMatch(/^[A-Z]{1,2}$/);
  }
});
