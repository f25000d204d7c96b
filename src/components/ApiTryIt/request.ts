// The console's form as a request: the fields start from the call's example and are turned into a
// request by the samples' own builder, so that the curl of an untouched form is the page's curl.
import {apiKeyHeader} from '@site/api/catalogue/groups';
import {buildRequestWith, exampleValues, type RequestCall, type SampleRequest} from '@site/api/catalogue/samples';
import type {ApiParam, JsonValue, Network, ScalarValue} from '@site/api/catalogue/types';

/** The text of each field, by parameter name. */
export type FormValues = Record<string, string>;

/** The parameters the reader fills in: the keys have fields of their own and the body its text. */
export function formParams(call: RequestCall): ApiParam[] {
  return call.params.filter((p) => p.in !== 'body' && p.name !== 'authkey' && p.name !== apiKeyHeader);
}

/** The fields as the example fills them for a network. */
export function exampleForm(call: RequestCall, network: Network): FormValues {
  const values = exampleValues(call, network).params;
  return Object.fromEntries(formParams(call).map((p) => [p.name, values[p.name] === undefined ? '' : String(values[p.name])]));
}

/** The example body for a network, as the page's samples print it; empty for a call without one. */
export function exampleBody(call: RequestCall, network: Network): string {
  const body = exampleValues(call, network).body;
  return body === undefined ? '' : JSON.stringify(body, null, 2);
}

/** The form after a change of host: each field still at the old example takes the new one; edited fields stay. */
export function followExample(form: FormValues, oldExample: FormValues, newExample: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [name, value === oldExample[name] ? (newExample[name] ?? '') : value]),
  );
}

function parseBody(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/** The request the form describes; empty fields are not sent, and the body goes as it was typed. */
export function formRequest(call: RequestCall, network: Network, form: FormValues, bodyText: string): SampleRequest {
  const params: Record<string, ScalarValue> = {};
  for (const param of formParams(call)) {
    const value = form[param.name] ?? '';
    if (value !== '') params[param.name] = value;
  }
  const body = call.requestBody ? parseBody(bodyText) : undefined;
  const request = buildRequestWith(call, network, body === undefined ? {params} : {params, body});
  if (call.requestBody) request.bodyText = bodyText;
  return request;
}
