import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildWorld} from '../../api/catalogue/world';
import {codeBlocks, jsonValueLines} from '../../plugins/writers-checks/code-blocks';
import {checkPageExamples, idsIn, jsonExamples, requestNetworks} from '../../plugins/writers-checks/example-rules';
import {formatMistake, type Mistake} from '../../shared/mistake';

// The truth checks over the examples in the pages' text (plugins/writers-checks/example-rules.ts):
// every JSON block of a guide, FAQ answer, post or hand-written API page answers to the example
// world of the API reference and to Chia's rules. First the site as committed, then one fixture per
// rule, each a page the checks must refuse, with the line they must name.

const siteDir = path.resolve(__dirname, '../..');

/** Every Markdown and MDX page of the site that git knows. */
function sitePages(): {file: string; text: string}[] {
  const files = execFileSync('git', ['ls-files', 'docs', 'blog', 'api', 'src/pages'], {cwd: siteDir, encoding: 'utf8'})
    .split('\n')
    .filter((file) => /\.mdx?$/.test(file));
  return files.map((file) => ({file, text: readFileSync(path.join(siteDir, file), 'utf8')}));
}

const page = (text: string, file = 'docs/guide/example.mdx') => [{file, text}];
const lines = (mistakes: Mistake[]) => mistakes.map(formatMistake);
const fence = '```';

/** A page with a request sample and its JSON answer, in one section. */
function answerPage(request: string, json: unknown, title = ''): string {
  return [
    '---',
    'title: T',
    'description: D',
    '---',
    '',
    '## Example',
    '',
    `${fence}bash`,
    request,
    fence,
    '',
    `${fence}json${title ? ` title="${title}"` : ''}`,
    JSON.stringify(json, null, 2),
    fence,
    '',
  ].join('\n');
}

const CF6707 = 'nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7';
const CF2713_LAUNCHER = buildWorld().mainnet.nfts.find((n) => n.key === 'cf2713')?.launcherId ?? '';
const api2 = (id: string, coin = 'XCH') => `curl -H "x-api-coin: ${coin}" https://api2.spacescan.io/api/nft/${id}`;

test.describe('the site as committed', () => {
  test("every JSON example agrees with the example world and Chia's rules, and every bech32m id in a code block decodes", () => {
    const report = checkPageExamples(sitePages());
    test.info().annotations.push({type: 'read', description: `${report.jsonExamples} JSON examples, ${report.codeBlocks} code blocks`});
    expect(lines(report.mistakes)).toEqual([]);
    // The JSON examples of nft_api, cat_api, cats_api and getting-started; a new one raises the count.
    expect(report.jsonExamples).toBe(4);
    expect(report.codeBlocks).toBeGreaterThanOrEqual(20);
  });

  test('the older api2 pages ask for ids of the world and are answered about them', () => {
    const pages = sitePages().filter((p) => p.file.startsWith('docs/for-developers/'));
    const examples = pages.flatMap((p) => jsonExamples(p.text).map((e) => ({file: p.file, ...e})));
    expect(examples.map((e) => [e.file, e.network, e.request ? idsIn(e.request.text).length : -1])).toEqual([
      ['docs/for-developers/cat_api.mdx', 'mainnet', 1],
      ['docs/for-developers/cats_api.mdx', 'mainnet', 0],
      ['docs/for-developers/nft_api.mdx', 'mainnet', 1],
    ]);
  });
});

test.describe('reading a page', () => {
  test('code blocks: language, title, lines, and sections opened by # and ## only', () => {
    const text = [
      '# T',
      '',
      '```bash',
      'curl x',
      '```',
      '',
      '### Sub',
      '',
      '```json title="Testnet11 answer"',
      '{}',
      '```',
      '## Next',
      '~~~text',
      'a',
      '~~~',
    ].join('\n');
    expect(codeBlocks(text).map((b) => [b.lang, b.meta, b.line, b.firstLine, b.text, b.section])).toEqual([
      ['bash', '', 3, 4, 'curl x', 1],
      ['json', 'title="Testnet11 answer"', 9, 10, '{}', 1],
      ['text', '', 13, 14, 'a', 2],
    ]);
  });

  test('JSON value lines by the paths the rules name', () => {
    const found = jsonValueLines('{\n  "a": {\n    "b": [\n      1,\n      {"c": "x,]}"}\n    ]\n  },\n  "d": null\n}');
    expect(Object.fromEntries(found)).toEqual({'': 0, a: 1, 'a.b': 2, 'a.b[0]': 3, 'a.b[1]': 4, 'a.b[1].c': 4, d: 7});
  });

  test('hosts and network headers, and the ids a request names', () => {
    expect(requestNetworks('curl https://api-testnet11.spacescan.io/x').map((h) => h.network)).toEqual(['testnet']);
    expect(requestNetworks('curl https://pro-api.spacescan.io/x -H "x-api-key: K"').map((h) => h.network)).toEqual(['mainnet']);
    expect(requestNetworks(api2(CF6707, 'TXCH')).map((h) => h.network)).toEqual(['testnet']);
    expect(requestNetworks('curl https://api2.spacescan.io/v0.1/xch/cats').map((h) => h.network)).toEqual(['mainnet']);
    expect(idsIn(`${api2(CF6707)} 0x${'ab'.repeat(32)} ${CF6707}`)).toEqual([CF6707, `0x${'ab'.repeat(32)}`]);
  });
});

test.describe('a page the checks refuse', () => {
  test('known and schedule: the testnet NFT that nft_api once showed as a mainnet answer', () => {
    // The old example: a testnet10 NFT minted at 1,119,426 on 2022-06-16, with no testnet title.
    const old = answerPage(api2('nft12l69ttcxm8zdk3jc6z3dlhtvudja270sm4k7cw3rhvhgur9lrntqly5hag'), {
      status: 'SUCCESS',
      data: [{nft_id: 'nft12l69ttcxm8zdk3jc6z3dlhtvudja270sm4k7cw3rhvhgur9lrntqly5hag', nft_info: {mint_height: 1119426}}],
      history: [
        {
          coin_name: 'e1b769a5d4f975eebe15f03016dec82c3a16c6655493da6598471e3c94efa618',
          confirmed_index: '1119426',
          timestamp: '1655348506',
        },
      ],
    });
    const found = lines(checkPageExamples(page(old)).mistakes);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^docs\/guide\/example\.mdx:9: The request above the JSON example "nft12l69tt\S+" is not in the example world/,
        ),
        expect.stringMatching(
          /^docs\/guide\/example\.mdx:17: In the JSON example, data\[0\]\.nft_id "nft12l69tt\S+" is not in the example world .*\(rule known\)\. Fix: Draw the value from the example world/,
        ),
        expect.stringMatching(
          /^docs\/guide\/example\.mdx:\d+: In the JSON example, history\[0\]\.timestamp height 1119426 \(confirmed_index\) comes about 2021-11-16 .* but timestamp is 2022-06-16, 211\.2 days later.*\(rule schedule\)/,
        ),
      ]),
    );
  });

  test("facts: the world's NFT with another mint height and another name, on their lines", () => {
    const text = answerPage(api2(CF6707), {
      status: 'SUCCESS',
      data: [{nft_id: CF6707, nft_info: {mint_height: 1119426}, meta_info: {name: 'Chia Friends #6708'}}],
    });
    const found = lines(checkPageExamples(page(text)).mistakes);
    expect(found).toEqual([
      expect.stringMatching(
        /^docs\/guide\/example\.mdx:19: In the JSON example, data\[0\]\.nft_info\.mint_height is 1119426, but the world's NFT "Chia Friends #6707" says 2175984 \(rule facts\)/,
      ),
      expect.stringMatching(
        /^docs\/guide\/example\.mdx:22: In the JSON example, data\[0\]\.meta_info\.name is "Chia Friends #6708", but the world's NFT "Chia Friends #6707" says "Chia Friends #6707" \(rule facts\)/,
      ),
    ]);
  });

  test('facts: a CAT1 token of the world under another name', () => {
    const text = answerPage(
      'curl https://api2.spacescan.io/v0.1/xch/cat/78ad32a8c9ea70f27d73e9306fc467bab2a6b15b30289791e37ab6e8612212b1',
      {
        status: 'SUCCESS',
        cat: [{asset_id: '78ad32a8c9ea70f27d73e9306fc467bab2a6b15b30289791e37ab6e8612212b1', asset_name: 'Spacebux', symbol: 'SBX'}],
      },
    );
    expect(lines(checkPageExamples(page(text)).mistakes)).toEqual([
      expect.stringMatching(
        /:18: In the JSON example, cat\[0\]\.asset_name is "Spacebux", but the world's CAT1 token 78ad32a8… says "Spacebucks" \(rule facts\)/,
      ),
    ]);
  });

  test('echo: the request asks for one NFT and the answer is about another', () => {
    const text = answerPage(api2(CF6707), {
      status: 'SUCCESS',
      data: [{nft_info: {launcher_id: `0x${CF2713_LAUNCHER}`, mint_height: 2175200}}],
    });
    expect(lines(checkPageExamples(page(text)).mistakes)).toEqual([
      expect.stringMatching(
        /^docs\/guide\/example\.mdx:9: The request above the JSON example asks for nft10lutr\S+, but the answer does not name it \(rule echo\)\. Fix: Make the answer be about what the request asks for/,
      ),
    ]);
  });

  test('hosts: a testnet answer under a mainnet request, and a mainnet answer under a testnet one', () => {
    const testnetAnswer = answerPage('curl https://api.spacescan.io/block/peak', {status: 'success'}, 'Testnet11 answer');
    expect(lines(checkPageExamples(page(testnetAnswer)).mistakes)).toEqual([
      expect.stringMatching(
        /^docs\/guide\/example\.mdx:9: The request above a testnet JSON example names https:\/\/api\.spacescan\.io, which is mainnet\. Fix: Send the request to a testnet host/,
      ),
    ]);
    const mainnetAnswer = answerPage('curl https://api-testnet11.spacescan.io/block/peak', {status: 'success'});
    expect(lines(checkPageExamples(page(mainnetAnswer)).mistakes)).toEqual([
      expect.stringMatching(
        /:9: The request above a mainnet JSON example names https:\/\/api-testnet11\.spacescan\.io, which is testnet\. Fix: Mark the JSON block as a testnet answer/,
      ),
    ]);
  });

  test('network: a block titled as a testnet answer that shows a mainnet NFT', () => {
    const text = answerPage(api2(CF6707, 'TXCH'), {status: 'SUCCESS', data: [{nft_id: CF6707}]}, 'Testnet11 answer');
    expect(lines(checkPageExamples(page(text)).mistakes)).toEqual([
      expect.stringMatching(
        /:9: The request above the JSON example nft10lutr\S+ belongs to mainnet, not to this testnet example.*\(rule network\)\. Fix: Use the id that the same thing has on this network/,
      ),
      expect.stringMatching(
        /:17: In the JSON example, data\[0\]\.nft_id nft10lutr\S+ belongs to mainnet, not to this testnet example.*\(rule network\)/,
      ),
    ]);
  });

  test('a JSON block that does not parse, and a bech32m id whose checksum fails in any code block', () => {
    const broken = [
      '---',
      'title: T',
      'description: D',
      '---',
      '',
      '```json',
      '{"status": "SUCCESS",}',
      '```',
      '',
      '```bash',
      `chia wallet send -t ${CF6707.slice(0, -1)}q`,
      '```',
    ].join('\n');
    expect(lines(checkPageExamples(page(broken)).mistakes)).toEqual([
      expect.stringMatching(
        /^docs\/guide\/example\.mdx:11: The id nft10lutr\S+q is not valid bech32m: its checksum fails\. Fix: Copy the id in its real form/,
      ),
      expect.stringMatching(/^docs\/guide\/example\.mdx:6: The JSON example does not parse: .*\. Fix: Write valid JSON/),
    ]);
  });

  test('a broken world is caught too: the checks read the world they are given', () => {
    const world = buildWorld();
    const nft = world.mainnet.nfts.find((n) => n.key === 'cf6707');
    if (nft) nft.name = 'Chia Friends #0001';
    const text = answerPage(api2(CF6707), {status: 'SUCCESS', data: [{nft_id: CF6707, meta_info: {name: 'Chia Friends #6707'}}]});
    expect(lines(checkPageExamples(page(text), world).mistakes)).toEqual([
      expect.stringMatching(/meta_info\.name is "Chia Friends #6707", but the world's NFT "Chia Friends #0001"/),
    ]);
  });
});
