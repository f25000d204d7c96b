import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {chiaCommandsOf, cliMistakes, commandMistakes, loadCli} from '../../plugins/writers-checks/cli-rules';

// Every `chia …` command the site shows is checked against Chia's own command line, described from
// chia-blockchain's click definitions at one release (plugins/writers-checks/chia-cli.json, written
// by scripts/chia-cli/describe.py). The build runs the same check (tests/writers/writers-mistakes.test.ts
// shows its lines); here each kind of mistake is planted alone, and every page of the site passes.

const siteDir = path.resolve(__dirname, '../..');
const cli = loadCli(siteDir);
const problems = (command: string, runnable = true) => commandMistakes(cli, command, runnable).map((m) => `${m.problem}. Fix: ${m.fix}.`);

/** Every Markdown file of the docs and the blog, partials included. */
function contentFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

test('the description names its release, its commit and its source', () => {
  expect(cli.release).toBe('2.7.3');
  expect(cli.commit).toMatch(/^[0-9a-f]{40}$/);
  const send = cli.commands['chia wallet send'];
  expect(send?.described).toBe(true);
  expect(send?.options?.find((o) => o.names.includes('--clawback_time'))?.takes).toBe('integer');
  const clawback = cli.commands['chia wallet clawback'];
  expect(clawback?.options?.find((o) => o.names.includes('--tx_ids'))).toMatchObject({names: ['-ids', '--tx_ids'], required: true});
  expect(cli.commands['chia wallet get_transactions']?.options?.some((o) => o.names.includes('--clawback'))).toBe(true);
});

test('an option the command does not have stops the build, with the nearest one', () => {
  expect(problems('chia wallet send -f 1 -a 1 -m 0.00009 -t ADDRESS --clawback-time 3600')).toEqual([
    expect.stringMatching(
      /^`chia wallet send` has no option --clawback-time in chia-blockchain 2\.7\.3 \(did you mean "--clawback_time"\?\)\. Fix: /,
    ),
  ]);
});

test('a required option left out stops the build', () => {
  expect(problems('chia wallet clawback -f 2527933521 -m 0.00011')).toEqual([
    '`chia wallet clawback` needs -ids/--tx_ids in chia-blockchain 2.7.3, and the command leaves it out. Fix: Add --tx_ids with its value, or a placeholder in capitals.',
  ]);
  expect(problems('chia wallet send -f 1 -m 0.00009 -t ADDRESS')).toEqual([
    expect.stringMatching(/^`chia wallet send` needs -a\/--amount/),
  ]);
});

test('a fee below the floor of its own spend stops the build: the old clawback examples fail, the corrected ones pass', () => {
  // The two examples as the clawback guide gave them before issue 44.
  const address = 'xch1573ykslhk4rv4z2en3lxacu3qfmze7q28cuaq67400a2p239asps236nud';
  const id = '0x0bddbc816cd15594de5249c2cc8e139a531298dc05ba5649a71269f69a066494';
  expect(problems(`chia wallet send -f 2527933521 -a 250 -m 0.000085 -t ${address} --clawback_time 604800`)).toEqual([
    expect.stringMatching(
      /^A fee of 0\.000085 XCH is below the floor of a send with clawback .* is 150,000,000 mojo\. Fix: Write -m 0\.00015 or more/,
    ),
  ]);
  expect(problems(`chia wallet clawback -f 2527933521 -ids ${id} -m 0.000085`)).toEqual([
    expect.stringMatching(
      /^A fee of 0\.000085 XCH is below the floor of a clawback .* is 108,000,000 mojo\. Fix: Write -m 0\.00011 or more/,
    ),
  ]);
  // A plain payment has the lower floor of its own cost, 17,187,295.
  expect(problems(`chia wallet send -f 2527933521 -a 1 -m 0.000085 -t ${address}`)).toEqual([
    expect.stringMatching(
      /^A fee of 0\.000085 XCH is below the floor of a plain XCH payment .* is 85,936,475 mojo\. Fix: Write -m 0\.00009/,
    ),
  ]);
  expect(problems(`chia wallet send -f 2527933521 -a 1 -m 0.00009 -t ${address}`)).toEqual([]);
  expect(problems(`chia wallet send -f 2527933521 -a 250 -m 0.00015 -t ${address} --clawback_time 604800`)).toEqual([]);
  expect(problems(`chia wallet clawback -f 2527933521 -ids ${id} -m 0.00011`)).toEqual([]);
  // A window left as a placeholder still makes a send with clawback, with its own floor.
  expect(problems(`chia wallet send -f 1 -a 1 -m 0.00009 -t ${address} --clawback_time SECONDS`)).toEqual([
    expect.stringMatching(/^A fee of 0\.00009 XCH is below the floor of a send with clawback/),
  ]);
});

test('unknown commands, values of the wrong kind and left-over words stop the build; placeholders pass', () => {
  expect(problems('chia wallet clawbak -ids X')).toEqual([
    expect.stringMatching(/^`chia wallet clawbak` is not a command of chia-blockchain 2\.7\.3 \(did you mean "clawback"\?\)/),
  ]);
  expect(problems('chia wallet send -f 1 -a ten -m FEE -t ADDRESS')).toEqual([
    '-a of `chia wallet send` takes an amount in XCH (at most 12 decimals), not "ten". Fix: Write an amount in XCH (at most 12 decimals), or a placeholder in capitals.',
  ]);
  expect(problems('chia wallet send -f 1 -a 1 -m FEE -t xch1short')).toEqual([
    expect.stringMatching(/^-t of `chia wallet send` takes an xch1… address, not "xch1short"/),
  ]);
  expect(problems('chia wallet get_transactions -f 1 --clawback extra')).toEqual([
    expect.stringMatching(/takes no arguments, and "extra" is left over/),
  ]);
  expect(problems('chia keys')).toEqual([expect.stringMatching(/^`chia keys` is a group of commands, not a command/)]);
  expect(problems('chia wallet send -f FINGERPRINT -a AMOUNT -m FEE -t ADDRESS --clawback_time SECONDS')).toEqual([]);
});

test('inline code names a command and its options; a code block is a command to run', () => {
  const text = [
    'Run `chia wallet get_transactions --clawback` first, then `chia wallet clawback`.',
    'The `chia keys` commands derive addresses; `chia wallet get_transactions --clawbak` is a typo.',
    '',
    '```bash',
    '$ chia wallet clawback -f FINGERPRINT \\',
    '    -ids ID -m FEE',
    'chia wallet clawback -f FINGERPRINT -m FEE',
    '```',
    '',
    '1. In a list:',
    '',
    '   ```bash',
    '   chia wallet clawback -f FINGERPRINT -m FEE',
    '   ```',
  ].join('\n');
  expect(chiaCommandsOf(text).map((c) => [c.command, c.runnable])).toEqual([
    ['chia wallet clawback -f FINGERPRINT      -ids ID -m FEE', true],
    ['chia wallet clawback -f FINGERPRINT -m FEE', true],
    ['chia wallet clawback -f FINGERPRINT -m FEE', true],
    ['chia wallet get_transactions --clawback', false],
    ['chia wallet clawback', false],
    ['chia keys', false],
    ['chia wallet get_transactions --clawbak', false],
  ]);
  expect(cliMistakes(cli, 'page.mdx', text).map((m) => `${m.file}:${m.line}: ${m.problem}`)).toEqual([
    expect.stringMatching(/^page\.mdx:7: `chia wallet clawback` needs -ids\/--tx_ids/),
    expect.stringMatching(/^page\.mdx:13: `chia wallet clawback` needs -ids\/--tx_ids/),
    expect.stringMatching(/^page\.mdx:2: `chia wallet get_transactions` has no option --clawbak .*did you mean "--clawback"/),
  ]);
});

test('every chia command on the site agrees with Chia 2.7.3, and the clawback pages show the ones a reader runs', () => {
  const files = [...contentFiles('docs'), ...contentFiles('blog'), ...contentFiles('api')];
  const shown = files.flatMap((file) => chiaCommandsOf(readFileSync(path.join(siteDir, file), 'utf8')).map((c) => ({file, ...c})));
  const runnable = shown.filter((c) => c.runnable).map((c) => c.command.split(/\s+/).slice(0, 3).join(' '));
  expect(runnable).toEqual(expect.arrayContaining(['chia wallet send', 'chia wallet get_transactions', 'chia wallet clawback']));
  const mistakes = files.flatMap((file) => cliMistakes(cli, file, readFileSync(path.join(siteDir, file), 'utf8')));
  expect(mistakes).toEqual([]);
});
