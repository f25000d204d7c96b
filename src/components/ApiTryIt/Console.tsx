// The Try it console of one call, loaded with import() when the reader opens it (index.tsx), so
// that none of this code is in the page's first load. The request is built with the same
// functions as the page's samples (api/catalogue/samples.ts), so its curl is the page's curl until
// the reader changes a field. Nothing is sent until the reader presses Send.
import React, {useRef, useState, type ReactNode} from 'react';
import {apiKeyHeader} from '@site/api/catalogue/groups';
import {API_KEY_PLACEHOLDER, curlCommand} from '@site/api/catalogue/samples';
import type {Network, PageCall, RenderedNetwork} from '@site/api/catalogue/types';
import CurlView from './CurlView';
import HostChoice from './HostChoice';
import ParamField from './ParamField';
import ResponseView, {formatMs} from './ResponseView';
import SecretField, {useSessionSecret} from './SecretField';
import {bodyProblem, paramProblem} from './formats';
import {exampleBody, exampleForm, followExample, formParams, formRequest} from './request';
import {outgoing, send, type Answer} from './send';
import styles from './styles.module.css';

type Props = {
  call: PageCall;
};

/** Where the keys are kept: this tab's sessionStorage, nowhere else. */
export const API_KEY_STORAGE = 'spacescan-docs:api-key';
export const AUTH_KEY_STORAGE = 'spacescan-docs:authkey';

type Phase = {kind: 'idle'} | {kind: 'sending'; host: string; controller: AbortController} | {kind: 'done'; answer: Answer};

function slug(text: string): string {
  return `try-${text.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

function UnreachableView({host, curl, message}: {host: string; curl: string; message: string}): ReactNode {
  return (
    <div className={styles.unreachable}>
      <p>
        <strong>The request did not reach an answer.</strong> Your browser could not reach <code>{host}</code>, or the host refused a
        request from this page (browsers send a cross-origin request only when the host allows it). The browser said: {message}
      </p>
      <p>Run the same request from a terminal instead:</p>
      <pre className={styles.curlCode}>
        <code>{curl}</code>
      </pre>
    </div>
  );
}

export default function Console({call}: Props): ReactNode {
  const id = slug(call.id);
  const networks = call.rendered.networks;
  const first = networks[0];
  const [network, setNetwork] = useState<Network>(first?.network ?? 'mainnet');
  const [form, setForm] = useState(() => exampleForm(call, network));
  const [bodyText, setBodyText] = useState(() => exampleBody(call, network));
  const [apiKey, setApiKey] = useSessionSecret(API_KEY_STORAGE);
  const [authKey, setAuthKey] = useSessionSecret(AUTH_KEY_STORAGE);
  const [phase, setPhase] = useState<Phase>({kind: 'idle'});
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const chosen: RenderedNetwork | undefined = networks.find((n) => n.network === network) ?? first;
  const params = formParams(call);
  const problems = new Map<string, string>();
  for (const param of params) {
    const problem = paramProblem(call, param, network, form[param.name] ?? '');
    if (problem) problems.set(param.name, problem);
  }
  const bodyError = call.requestBody ? bodyProblem(bodyText) : null;
  const keyMissing = chosen?.needsKey === true && apiKey.trim() === '';

  const request = formRequest(call, network, form, bodyText);
  const curl = curlCommand(request);

  const chooseNetwork = (next: Network): void => {
    // Fields the reader has not touched follow the example of the new network (a txch1 address on testnet).
    setForm(followExample(form, exampleForm(call, network), exampleForm(call, next)));
    if (bodyText === exampleBody(call, network)) setBodyText(exampleBody(call, next));
    setNetwork(next);
    setRefusal(null);
  };

  const focusFirstProblem = (): void => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const onSend = (event: React.FormEvent): void => {
    event.preventDefault();
    if (phase.kind === 'sending' || !chosen) return;
    const wrong = [...problems.keys()];
    if (bodyError) wrong.push('the body');
    if (keyMissing) wrong.push('your API key');
    if (wrong.length > 0) {
      setRefusal(`Not sent: fix ${wrong.join(', ')} first.`);
      focusFirstProblem();
      return;
    }
    const {url, headers} = outgoing(request, {apiKey: apiKey.trim(), authKey: authKey.trim()}, apiKeyHeader, API_KEY_PLACEHOLDER);
    // Only the hosts the call documents: the URL is built from one of them, and is checked again here.
    const documented = Object.values(call.hosts).map((host) => new URL(host).origin);
    if (!documented.includes(new URL(url).origin) || new URL(url).origin !== new URL(chosen.host).origin) {
      setRefusal('Not sent: the address is not one of the documented hosts.');
      return;
    }
    setRefusal(null);
    const controller = new AbortController();
    setPhase({kind: 'sending', host: new URL(url).host, controller});
    void send(request, url, headers, controller.signal).then((answer) => setPhase({kind: 'done', answer}));
  };

  const needsAuthKey = call.access === 'legacy-authkey';
  return (
    <div className={styles.console} aria-labelledby={`${id}-title`} role="region">
      <p id={`${id}-title`} className={styles.title}>
        Try {call.method} {call.path}
      </p>
      <div className={styles.columns}>
        <form ref={formRef} className={styles.form} onSubmit={onSend} noValidate>
          {chosen ? <HostChoice idPrefix={id} networks={networks} value={network} onChange={chooseNetwork} /> : null}
          {chosen?.needsKey ? (
            <SecretField
              id={`${id}-api-key`}
              label={
                <>
                  Pro API key, sent as <code>{apiKeyHeader}</code>
                </>
              }
              value={apiKey}
              onChange={setApiKey}
              problem={keyMissing && refusal ? 'Enter your Pro API key: this host answers only with one.' : null}
              hint="Kept in this tab's session storage only; the curl shows a placeholder."
            />
          ) : null}
          {needsAuthKey ? (
            <SecretField
              id={`${id}-authkey`}
              label={
                <>
                  Older API key, sent as <code>authkey</code> in the query
                </>
              }
              value={authKey}
              onChange={setAuthKey}
              problem={null}
              hint="The older API takes its key in the address, as its pages show. Kept in this tab's session storage; left out when empty; the curl shows a placeholder."
            />
          ) : null}
          {params.map((param) => (
            <ParamField
              key={param.name}
              param={param}
              idPrefix={id}
              value={form[param.name] ?? ''}
              problem={problems.get(param.name) ?? null}
              onChange={(value) => setForm((old) => ({...old, [param.name]: value}))}
            />
          ))}
          {call.requestBody ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-body`}>
                Body <span className={styles.where}>{call.requestBody.contentType}</span>
              </label>
              <textarea
                id={`${id}-body`}
                className={styles.body}
                value={bodyText}
                rows={Math.min(14, bodyText.split('\n').length + 1)}
                spellCheck={false}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={bodyError ? `${id}-body-problem` : undefined}
                onChange={(event) => setBodyText(event.currentTarget.value)}
              />
              {bodyError ? (
                <p id={`${id}-body-problem`} className={styles.problem}>
                  {bodyError}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={phase.kind === 'sending'}>
              Send
            </button>
            {phase.kind === 'sending' ? (
              <button type="button" className="button button--secondary" onClick={() => phase.controller.abort()}>
                Cancel
              </button>
            ) : null}
          </div>
          {refusal ? (
            <p className={styles.problem} role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
        <CurlView id={id} curl={curl} />
      </div>
      <StatusLine phase={phase} />
      {phase.kind === 'done' && phase.answer.kind === 'response' ? <ResponseView answer={phase.answer} errors={call.errors} /> : null}
      {phase.kind === 'done' && phase.answer.kind === 'unreachable' ? (
        <UnreachableView host={new URL(request.url).host} curl={curl} message={phase.answer.message} />
      ) : null}
    </div>
  );
}

/** One line that says what is happening, read out by screen readers as it changes. */
function StatusLine({phase}: {phase: Phase}): ReactNode {
  let text = '';
  if (phase.kind === 'sending') text = `Sending to ${phase.host}… waiting for the answer.`;
  else if (phase.kind === 'done') {
    const {answer} = phase;
    if (answer.kind === 'response') text = `Answered ${answer.status} in ${formatMs(answer.ms)}.`;
    else if (answer.kind === 'unreachable') text = `No answer after ${formatMs(answer.ms)}.`;
    else text = 'Cancelled: the request was stopped before its answer came.';
  }
  return (
    <p className={styles.status} role="status" data-testid="try-it-progress">
      {text}
    </p>
  );
}
