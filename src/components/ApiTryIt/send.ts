// Sends the console's request from the reader's browser and reads the answer. Only the request
// the reader built goes out, to the host the call documents, without cookies or referrer.
import type {SampleRequest} from '@site/api/catalogue/samples';

export type Answer =
  | {kind: 'response'; status: number; statusText: string; ms: number; headers: [string, string][]; body: AnswerBody}
  | {kind: 'unreachable'; ms: number; message: string}
  | {kind: 'cancelled'};

export type AnswerBody =
  {kind: 'json'; value: unknown; text: string} | {kind: 'text'; text: string} | {kind: 'binary'; contentType: string; bytes: number};

/** Headers the browser sets itself and refuses from a page. */
const browserOwned = new Set(['user-agent']);

export interface Secrets {
  /** The reader's Pro key, for the x-api-key header the sample shows with a placeholder. */
  apiKey: string;
  /** The reader's key of the older API, for its authkey query parameter. */
  authKey: string;
}

/** The URL and headers that go out: the placeholders of the sample replaced by the reader's keys. */
export function outgoing(
  request: SampleRequest,
  secrets: Secrets,
  keyHeader: string,
  keyPlaceholder: string,
): {url: string; headers: Headers} {
  const url = new URL(request.url);
  if (url.searchParams.has('authkey')) {
    if (secrets.authKey) url.searchParams.set('authkey', secrets.authKey);
    else url.searchParams.delete('authkey');
  }
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (browserOwned.has(name.toLowerCase())) continue;
    headers.set(name, name === keyHeader && value === keyPlaceholder ? secrets.apiKey : value);
  }
  return {url: url.href, headers};
}

async function readBody(response: Response, binary: boolean): Promise<AnswerBody> {
  if (binary) {
    const blob = await response.blob();
    return {kind: 'binary', contentType: response.headers.get('content-type') ?? 'unknown type', bytes: blob.size};
  }
  const text = await response.text();
  try {
    return {kind: 'json', value: JSON.parse(text) as unknown, text};
  } catch {
    return {kind: 'text', text};
  }
}

/** Sends the request; a network or CORS failure and a cancel come back as answers, not exceptions. */
export async function send(request: SampleRequest, url: string, headers: Headers, signal: AbortSignal): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.bodyText,
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      redirect: 'error',
      signal,
    });
    const body = await readBody(response, request.binary);
    const ms = performance.now() - started;
    return {kind: 'response', status: response.status, statusText: response.statusText, ms, headers: [...response.headers.entries()], body};
  } catch (error) {
    if (signal.aborted) return {kind: 'cancelled'};
    return {kind: 'unreachable', ms: performance.now() - started, message: error instanceof Error ? error.message : String(error)};
  }
}
