// The "Try it" button of an endpoint page. Only this button is in the page's first load: the
// console (Console.tsx and all it uses, its styles included) is a chunk of its own, fetched when
// the reader first opens it, and kept (hidden) while it is closed. The Markdown twins skip the
// wrapper (data-try-it) and the search index skips buttons.
import React, {useState, type ComponentType, type ReactNode} from 'react';
import type {PageCall} from '@site/api/catalogue/types';

type Props = {
  call: PageCall;
};

export default function ApiTryIt({call}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [Console, setConsole] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = (): void => {
    // After a failed load, the button tries again instead of closing.
    const next = failed || !open;
    setOpen(next);
    setFailed(false);
    if (next && !Console)
      import('./Console').then(
        (module) => setConsole(() => module.default),
        () => setFailed(true),
      );
  };
  return (
    <div className="margin-bottom--md" data-try-it>
      <button type="button" className="button button--outline button--primary button--sm" aria-expanded={open} onClick={toggle}>
        Try it
      </button>
      {Console ? (
        <div hidden={!open}>
          <Console call={call} />
        </div>
      ) : null}
      {open && failed ? <p role="alert">The console could not load. Check your connection, then press Try it again.</p> : null}
    </div>
  );
}
