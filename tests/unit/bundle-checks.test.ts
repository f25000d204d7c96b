import path from 'node:path';
import {test, expect} from '@playwright/test';
import {noPrismInBrowser} from '../../plugins/code-highlight';

// The end-of-build checks of the browser bundle (plugins/bundleChecks.ts): Prism in the browser
// fails the build with a line naming the file and the fix.

const repoRoot = path.resolve(__dirname, '../..');

test('Prism in the browser bundle fails the build', () => {
  expect(noPrismInBrowser([{identifier: `${repoRoot}/src/theme/CodeBlock/index.tsx`, source: () => ''}])).toBeNull();
  expect(noPrismInBrowser([{identifier: `${repoRoot}/node_modules/prism-react-renderer/dist/index.mjs`, source: () => ''}])).toContain(
    'Prism is in the browser bundle',
  );
});
