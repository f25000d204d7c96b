// Wraps the classic theme's CodeBlock (Docusaurus 3.10.2) to keep Prism out of the main bundle.
// The highlighted code block, with Prism, is a chunk of its own (./Highlighted): pages without
// code never load it. The HTML built for a page already carries its highlighted code.
//
// In the browser the chunk is loaded without Suspense: the browser build runs on Preact
// (plugins/preact.ts), and a lazy component that resolves while a page hydrates could leave
// Preact inserting nodes next to ones that had moved ("This page crashed": insertBefore).
// Until the chunk is there, a code block keeps the HTML it was built with while the page
// hydrates, and shows its code unhighlighted after a client-side navigation.
import React, {lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

type HighlightedCodeBlock = ComponentType<Props>;

/** The server renders the highlighted block through Suspense, which it waits for. */
const ServerHighlightedCodeBlock = lazy(() => import('./Highlighted'));

let loaded: HighlightedCodeBlock | null = null;
let loading: Promise<HighlightedCodeBlock> | null = null;

function loadHighlighted(): Promise<HighlightedCodeBlock> {
  loading ??= import('./Highlighted').then((module) => {
    loaded = module.default;
    return module.default;
  });
  return loading;
}

// A page whose HTML has code asks for the chunk now, beside the page's own chunks, so that it
// is usually there before the page hydrates.
if (typeof document !== 'undefined' && document.querySelector('.theme-code-block')) {
  void loadHighlighted();
}

/** Keeps the code block that the HTML already has: its content is left alone while hydrating. */
function BuiltCodeBlock(): ReactNode {
  return <div className="theme-code-block" dangerouslySetInnerHTML={{__html: ''}} />;
}

/** The same code, unhighlighted, until the chunk arrives after a client-side navigation. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={['theme-code-block', className].filter(Boolean).join(' ')}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

function BrowserCodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, when the block mounts: while the page hydrates, keep the built HTML.
  const [whileLoading] = useState<'built' | 'plain'>(isBrowser ? 'plain' : 'built');
  const [Highlighted, setHighlighted] = useState<HighlightedCodeBlock | null>(() => loaded);
  useEffect(() => {
    if (Highlighted !== null) {
      return undefined;
    }
    let mounted = true;
    void loadHighlighted().then((component) => {
      if (mounted) {
        setHighlighted(() => component);
      }
    });
    return () => {
      mounted = false;
    };
  }, [Highlighted]);

  if (Highlighted !== null) {
    return <Highlighted {...props} />;
  }
  return whileLoading === 'plain' ? <PlainCodeBlock {...props} /> : <BuiltCodeBlock />;
}

export default function CodeBlock(props: Props): ReactNode {
  if (typeof window === 'undefined') {
    return (
      <Suspense fallback={<PlainCodeBlock {...props} />}>
        <ServerHighlightedCodeBlock {...props} />
      </Suspense>
    );
  }
  return <BrowserCodeBlock {...props} />;
}
