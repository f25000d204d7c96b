// What the deploy workflow uploads: the build holds the 404 page GitHub Pages serves.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

const siteDir = path.resolve(__dirname, '../..');

test('the build that is uploaded holds the 404 page GitHub Pages serves for unknown paths', () => {
  const notFound = path.join(siteDir, process.env.SITE_BUILD_DIR ?? 'build', '404.html');
  expect(readFileSync(notFound, 'utf8')).toContain('Page Not Found');
});
