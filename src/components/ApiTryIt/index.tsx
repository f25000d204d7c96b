// The "Try it" button of an endpoint page. Only this button is in the page's first load: the
// console (Console.tsx and everything it uses) is a chunk of its own, fetched when the reader
// first opens it. The wrapper is marked so that the Markdown twins and the search index skip it.
import React, {useState, type ComponentType, type ReactNode} from 'react';
import type {PageCall} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  call: PageCall;
};

type ConsoleComponent = ComponentType<{call: PageCall}>;
type Loading = {kind: 'closed'} | {kind: 'loading'} | {kind: 'failed'} | {kind: 'ready'; Console: ConsoleComponent};

function panelId(call: PageCall): string {
  return `try-it-${call.id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export default function ApiTryIt({call}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<Loading>({kind: 'closed'});

  const load = (): void => {
    setLoading({kind: 'loading'});
    import(/* webpackChunkName: "api-try-it" */ './Console').then(
      (module) => setLoading({kind: 'ready', Console: module.default}),
      () => setLoading({kind: 'failed'}),
    );
  };

  const toggle = (): void => {
    if (!open && (loading.kind === 'closed' || loading.kind === 'failed')) load();
    setOpen(!open);
  };

  const id = panelId(call);
  return (
    <div className={styles.tryIt} data-try-it data-search-ignore>
      <button type="button" className="button button--outline button--primary button--sm" aria-expanded={open} aria-controls={id} onClick={toggle}>
        Try it
      </button>
      <div id={id} hidden={!open}>
        {loading.kind === 'ready' ? <loading.Console call={call} /> : null}
        {loading.kind === 'loading' ? <p role="status">Loading the console…</p> : null}
        {loading.kind === 'failed' ? (
          <p role="alert">
            The console could not load. Check your connection, then{' '}
            <button type="button" className="button button--link" onClick={load}>
              try again
            </button>
            .
          </p>
        ) : null}
      </div>
    </div>
  );
}
