// One call of the catalogue as Markdown for an AI assistant: what the MCP server's `get_endpoint`
// answers (packages/spacescan-docs-mcp), written when the site is built (plugins/mcp-data.ts). It
// holds what the call's page shows (hosts and key, parameters, response fields as a tree, a curl
// request and the example response of the example world), in a few thousand tokens at most: a long
// example response is shortened, and says so.
import {apiGroups, apiKeyHeader} from './groups';
import {fieldTree} from './field-tree';
import {statusLine} from './http-status';
import {operationId} from './openapi';
import {pageParams} from './page-params';
import {callNetworks, needsApiKey, renderSample} from './samples';
import type {ApiCall, ApiPage, JsonValue, Network, PageField} from './types';

/** The longest answer, in characters: about 3,000 tokens at four characters a token. */
export const TEXT_BUDGET = 12_000;
/** The longest example response kept whole, in characters; a longer one keeps fewer items of each list. */
export const EXAMPLE_BUDGET = 3_000;
/** The least room an example response gets in a long answer. */
const EXAMPLE_MIN = 600;

/** One call as the MCP server lists, finds and shows it. */
export interface EndpointText {
  /** The OpenAPI document's operationId (`address_xch_balance`). */
  operationId: string;
  method: string;
  path: string;
  title: string;
  /** The first sentence of the call's summary. */
  summary: string;
  /** Its group, as the OpenAPI document's tag names it (Address, Token, NFT…). */
  tag: string;
  legacy: boolean;
  /** The call's place on its page (`/api/address/xch_balance`, or `/api/nft#…` for a call that shares a page). */
  url: string;
  /** The whole answer, in Markdown. */
  text: string;
}

const networkLabel: Record<Network, string> = {mainnet: 'Mainnet', testnet: 'Testnet11', pro: 'Pro'};

/** The first sentence of a text. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
}

/** Who may call each host, and with which key. */
function hostLines(call: ApiCall): string[] {
  return callNetworks(call).map((network) => {
    const host = call.hosts[network] ?? call.hosts.mainnet;
    const key = needsApiKey(call, network)
      ? `your Pro key in the \`${apiKeyHeader}\` header`
      : call.access === 'legacy-authkey'
        ? 'your key in the `authkey` query parameter'
        : 'no key';
    return `- ${networkLabel[network]}${network === 'pro' || call.access === 'pro-only' ? '' : ' (free)'}: ${host}, ${key}`;
  });
}

/** The fields as a nested list; a field already described above (same name, type and text: the coin fields of each list) keeps only its name and type. */
function fieldLines(fields: readonly PageField[], described = new Set<string>(), depth = 0): string[] {
  return fields.flatMap((field) => {
    const type = `${field.type}${field.nullable ? ', nullable' : ''}${field.ofItems ? ', each item' : ''}`;
    const key = `${field.label}|${type}|${field.description}`;
    const repeated = described.has(key);
    described.add(key);
    return [
      `${'  '.repeat(depth)}- \`${field.label}\` (${type})${field.description && !repeated ? `: ${field.description}` : ''}`,
      ...fieldLines(field.children ?? [], described, depth + 1),
    ];
  });
}

/** The JSON with every list cut to its first `keep` items; how many lists were cut. */
function cutLists(value: JsonValue, keep: number): {value: JsonValue; cut: number} {
  if (Array.isArray(value)) {
    let cut = value.length > keep ? 1 : 0;
    const items = value.slice(0, keep).map((item) => {
      const inner = cutLists(item, keep);
      cut += inner.cut;
      return inner.value;
    });
    return {value: items, cut};
  }
  if (value !== null && typeof value === 'object') {
    let cut = 0;
    const entries = Object.entries(value).map(([key, item]) => {
      const inner = cutLists(item, keep);
      cut += inner.cut;
      return [key, inner.value] as const;
    });
    return {value: Object.fromEntries(entries), cut};
  }
  return {value, cut: 0};
}

/** The example response, whole when it fits the budget, else with fewer items in each list, and a line that says so. */
export function exampleResponse(example: string, budget = EXAMPLE_BUDGET): {text: string; shortened: boolean} {
  const json = JSON.parse(example) as JsonValue;
  const whole = JSON.stringify(json, null, 2);
  if (whole.length <= budget) return {text: whole, shortened: false};
  for (const keep of [3, 2, 1]) {
    const {value, cut} = cutLists(json, keep);
    const text = JSON.stringify(value, null, 2);
    if (cut > 0 && text.length <= budget) return {text, shortened: true};
  }
  // Still too long with one item a list: the same, on one line; else its first characters.
  const oneLine = JSON.stringify(cutLists(json, 1).value);
  return oneLine.length <= budget ? {text: oneLine, shortened: true} : {text: `${oneLine.slice(0, budget)}…`, shortened: true};
}

/** The answer for one call of a page, in Markdown. */
export function endpointText(page: ApiPage, call: ApiCall, siteApiUrl: string): EndpointText {
  const tag = apiGroups.find((group) => group.key === page.group)?.label ?? page.group;
  const url = `${siteApiUrl}${call.id}`;
  const params = pageParams(call);
  const lines = [
    `# ${call.title}`,
    '',
    `\`${call.method} ${call.path}\` · operation id \`${operationId(call)}\` · ${tag}${call.legacy ? ' · older API' : ''}`,
    `Page: ${url}`,
    '',
    call.summary,
    ...(call.legacy
      ? ['', `Older call: ${call.legacy.reason}${call.legacy.replacedBy ? ` Use ${siteApiUrl}${call.legacy.replacedBy} instead.` : ''}`]
      : []),
    ...call.notes.flatMap((note) => ['', note]),
    '',
    '## Hosts',
    ...hostLines(call),
    '',
    '## Parameters',
    ...(params.length === 0
      ? ['None.']
      : params.map((param) => {
          const facts = [param.in, param.type, param.required ? 'required' : 'optional'];
          if (param.default !== undefined) facts.push(`default ${JSON.stringify(param.default)}`);
          if (param.enum) facts.push(`one of ${param.enum.map((value) => `\`${value}\``).join(', ')}`);
          return `- \`${param.name}\` (${facts.join(', ')}): ${[param.description, param.constraints].filter(Boolean).join(' ')}`;
        })),
  ];
  if (call.requestBody) {
    lines.push('', '## Request body', '```json', JSON.stringify(call.requestBody.example, null, 2), '```');
    if (call.requestBody.fields) lines.push(...fieldLines(fieldTree(call.requestBody.fields)));
  }
  lines.push(
    '',
    '## Response fields',
    ...(call.responseFields.length === 0 ? ['None listed.'] : fieldLines(fieldTree(call.responseFields))),
  );
  lines.push('', '## Request', '```bash', renderSample(call, 'mainnet', 'curl'), '```');
  const errors =
    call.errors.length === 0
      ? []
      : [
          '',
          '## Errors',
          ...call.errors.map((error) => `- ${error.status === null ? 'No status' : statusLine(error.status)}: ${error.meaning}`),
        ];
  if (call.response.contentType === 'application/json') {
    // The example gets what the rest of the answer leaves of the budget.
    const note = `Shortened: some lists keep only their first items here. The whole example is on the page, ${url}.`;
    const rest = [...lines, ...errors].join('\n').length + note.length + 40;
    const example = exampleResponse(call.response.example, Math.max(EXAMPLE_MIN, Math.min(EXAMPLE_BUDGET, TEXT_BUDGET - rest)));
    lines.push('', '## Example response', '```json', example.text, '```');
    if (example.shortened) lines.push(note);
  } else {
    lines.push('', '## Response', `${call.response.contentType}: ${call.response.example}`);
  }
  lines.push(...errors);
  return {
    operationId: operationId(call),
    method: call.method,
    path: call.path,
    title: call.title,
    summary: firstSentence(call.summary),
    tag,
    legacy: call.legacy !== undefined,
    url,
    text: `${lines.join('\n')}\n`,
  };
}
