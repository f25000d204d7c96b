import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/site';

// The browser's lazily loaded chunks are named by id and content hash (plugins/chunk-file-names.ts),
// so runtime~main.js finds a chunk's file from its id and one map of hashes, without a second map
// of every chunk's name, which grows with the pages (dev/performance.md).

test('every lazily loaded chunk is named <id>.<hash>.js, and the runtime keeps no map of chunk names', () => {
  const dir = path.join(buildDir, 'assets/js');
  expect(existsSync(dir), `no build in ${buildDir}: run \`npm run build\` first (npm test always does)`).toBe(true);
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const entries = files.filter((file) => /^(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file));
  expect(entries).toHaveLength(2);
  expect(files.filter((file) => !entries.includes(file) && !/^\d+\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);

  const runtime = readFileSync(
    path.join(
      dir,
      entries.find((file) => file.startsWith('runtime~'))!,
    ),
    'utf8',
  );
  // Where the runtime builds a chunk's address: "assets/js/" + id + "." + hash + ".js".
  const address = /"assets\/js\/"\+(.{0,40})/.exec(runtime)?.[1] ?? '';
  expect(address, 'the runtime names a chunk by its id').toMatch(/^\w+\+"\."\+\(\{/);
});
