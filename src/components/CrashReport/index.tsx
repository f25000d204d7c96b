import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  error: Error;
  tryAgain: () => void;
};

/** The message of an error and of each error that caused it, outermost first. */
function causalChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.length > 0 ? messages : [String(error)];
}

/**
 * What a reader sees when a page throws while rendering: the fact, a button
 * that renders the page again, and the error message to quote in a report.
 */
export default function CrashReport({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.crash}>
      <Heading as="h1">This page crashed.</Heading>
      <p>
        Something on this page failed while it was being shown. Try again, or go back to the <Link to="/">home page</Link>. If it keeps
        happening, tell us on Discord and quote the message below.
      </p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <Heading as="h2" className={styles.messageTitle}>
        Error message
      </Heading>
      <pre className={styles.message}>{causalChain(error).join('\n\nCaused by: ')}</pre>
    </main>
  );
}
