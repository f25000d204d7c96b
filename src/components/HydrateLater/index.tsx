// A part of a page that hydrates after the page's root, in a task of its own (see
// src/client/hydration/scheduler.ts): `when="idle"` as soon as the main thread is free,
// `when="intent"` when the reader reaches for it. Until then the part keeps the HTML it was built
// with: text, links and pictures read as they are.
//
// The part must render exactly one element (a <nav>, an <aside>, a <p>…), always: the browser
// renderer pairs the waiting part with the element at its place in the page. In the browser the
// part is a Suspense boundary that suspends while it waits (Preact keeps the built element; React
// does the same for the boundary the server marks when React runs in the browser, the build that
// checks hydration: SPACESCAN_BROWSER=react).
//
// Inside the part, useIsBrowser() is false while the part hydrates and turns true right after,
// as it does for the whole page in Docusaurus, so components render the HTML they were built with.
import React, {Component, Suspense, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {claimGate, markPartHydrated, placeGate, type Gate, type HydrateWhen} from '@site/src/client/hydration/scheduler';

type Props = {
  children: ReactNode;
  /** "idle": hydrates once the main thread is free; "intent": when the reader reaches for it. */
  when?: HydrateWhen;
  /** Among idle parts, a higher priority hydrates first; equal ones in page order. */
  priority?: number;
  /**
   * The page shows the part only on screens wider than 996 px (the docs sidebar): on a narrower
   * screen an idle part waits, hidden, until the screen widens or the reader reaches for it.
   */
  wideOnly?: boolean;
};

const serverMarksBoundaries = process.env.SPACESCAN_BROWSER_RENDERER === 'react';

/** Suspends while the gate is shut: the renderer keeps the built HTML. */
function Waiting({gate, children}: {gate: Gate; children: ReactNode}): ReactNode {
  if (gate.state === 'waiting') throw gate.promise;
  return children;
}

/** Tells the scheduler which element the waiting part is (Preact's `base`: the first DOM node). */
class Place extends Component<{gate: Gate; children: ReactNode}> {
  override componentDidMount(): void {
    placeGate(this.props.gate, (this as {base?: Element}).base ?? null);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/** useIsBrowser() inside the part: false while it hydrates, true once it has. */
function BrowserOnceHydrated({gate, children}: {gate: Gate; children: ReactNode}): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  // At once after the part's own hydration, so that a click held for it is carried out promptly.
  useLayoutEffect(() => markPartHydrated(gate), [gate]);
  useEffect(() => setHydrated(true), []);
  return <BrowserContext.Provider value={hydrated}>{children}</BrowserContext.Provider>;
}

export default function HydrateLater({children, when = 'intent', priority = 0, wideOnly = false}: Props): ReactNode {
  // Decided once, as the part first renders: a part that renders later (after a client-side
  // navigation) has no built HTML to keep and renders at once.
  const [gate] = useState(() => (typeof window === 'undefined' ? null : claimGate(when, priority, wideOnly)));
  if (gate === null) {
    return serverMarksBoundaries && typeof window === 'undefined' ? <Suspense fallback={null}>{children}</Suspense> : children;
  }
  return (
    <Place gate={gate}>
      <Suspense fallback={null}>
        <Waiting gate={gate}>
          <BrowserOnceHydrated gate={gate}>{children}</BrowserOnceHydrated>
        </Waiting>
      </Suspense>
    </Place>
  );
}
