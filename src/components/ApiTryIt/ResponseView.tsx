import React, {type ReactNode} from 'react';
import type {ApiErrorCase} from '@site/api/catalogue/types';
import JsonTree from './JsonTree';
import type {Answer, AnswerBody} from './send';
import styles from './styles.module.css';

type Props = {
  answer: Extract<Answer, {kind: 'response'}>;
  /** The errors the call documents, to explain an error status in the catalogue's words. */
  errors: readonly ApiErrorCase[];
};

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function Body({body}: {body: AnswerBody}): ReactNode {
  switch (body.kind) {
    case 'json':
      return (
        <div className={styles.json} data-testid="try-it-json">
          <JsonTree value={body.value} />
        </div>
      );
    case 'text':
      return body.text === '' ? <p>The answer has no body.</p> : <pre className={styles.raw}>{body.text}</pre>;
    case 'binary':
      return (
        <p>
          A file of {body.bytes.toLocaleString('en-US')} bytes, of type <code>{body.contentType}</code>. Run the curl command to save it.
        </p>
      );
  }
}

/** The answer of a sent request: its status and time, its headers folded, its body. */
export default function ResponseView({answer, errors}: Props): ReactNode {
  const documented = answer.status >= 400 ? errors.find((e) => e.status === answer.status) : undefined;
  return (
    <div className={styles.answer}>
      <p className={styles.summary}>
        <span className={answer.status < 400 ? styles.ok : styles.failed} data-testid="try-it-status">
          {answer.status} {answer.statusText}
        </span>
        <span data-testid="try-it-time">in {formatMs(answer.ms)}</span>
      </p>
      {documented ? <p className={styles.meaning}>{documented.meaning}</p> : null}
      <details className={styles.headers}>
        <summary>Response headers ({answer.headers.length})</summary>
        <dl data-testid="try-it-headers">
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hint}>A browser shows only the headers the host lets a page read; curl shows them all.</p>
      </details>
      <Body body={answer.body} />
    </div>
  );
}
