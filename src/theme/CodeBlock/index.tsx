import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// The highlighted code block, with Prism, is a chunk of its own: pages without code never load it.
// The static HTML already carries the highlighted code, and React keeps it while the chunk loads.
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

/** Shown only on a client-side navigation, until the chunk arrives: the same code, unhighlighted. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={['theme-code-block', className].filter(Boolean).join(' ')}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
