import React, {useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/**
 * Once in the browser, tries to run code the way a script that got into a page would (a pasted
 * component, a compromised dependency): an inline <script> added to the page, an inline event
 * handler and a style attribute written with innerHTML, and code made from a string. The page's
 * Content-Security-Policy must refuse each one and report it; tests/browser/content-security-policy.spec.ts
 * reads the page's list and the reports. None of it is in the built HTML, which the build checks.
 */

type Attempt = {name: string; ran: () => boolean};

/** The flags each attempt's code sets on window when it runs. */
function ranFlag(name: string): boolean {
  return (window as unknown as Record<string, unknown>)[name] === true;
}

function tryInlineScript(): Attempt {
  const script = document.createElement('script');
  script.textContent = 'window.__inlineScriptRan = true;';
  document.body.append(script);
  return {name: 'an inline <script> added to the page', ran: () => ranFlag('__inlineScriptRan')};
}

function tryEventHandler(host: HTMLElement): Attempt {
  // An empty data: URL is an allowed picture that fails to decode, so its error handler would run.
  host.innerHTML = '<img alt="" src="data:," onerror="window.__eventHandlerRan = true">';
  return {name: 'an inline event handler (onerror)', ran: () => ranFlag('__eventHandlerRan')};
}

function tryStyleAttribute(host: HTMLElement): Attempt {
  host.insertAdjacentHTML('beforeend', '<span data-injected-style style="display: block; width: 123px">styled</span>');
  return {
    name: 'a style attribute written with innerHTML',
    ran: () => host.querySelector<HTMLElement>('[data-injected-style]')?.style.width === '123px',
  };
}

function tryCodeFromString(): Attempt {
  try {
    new Function('window.__codeFromStringRan = true')();
  } catch {
    // Refused: an EvalError.
  }
  return {name: 'code made from a string (new Function)', ran: () => ranFlag('__codeFromStringRan')};
}

export default function InlineCode(): ReactNode {
  const [results, setResults] = useState<Array<{name: string; ran: boolean}> | null>(null);
  useEffect(() => {
    const host = document.getElementById('inline-code-host');
    if (host === null) return;
    const attempts = [tryInlineScript(), tryEventHandler(host), tryStyleAttribute(host), tryCodeFromString()];
    // The picture's error event comes a moment later.
    const timer = window.setTimeout(() => setResults(attempts.map((attempt) => ({name: attempt.name, ran: attempt.ran()}))), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Layout title="Policy test: inline code" description="Test page, never shipped.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Policy test: inline code</Heading>
        <div id="inline-code-host" hidden />
        {results === null ? (
          <p>Trying…</p>
        ) : (
          <ul aria-label="Attempts">
            {results.map((result) => (
              <li key={result.name}>
                {result.name}: {result.ran ? 'ran' : 'refused'}
              </li>
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}
