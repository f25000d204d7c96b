import React, {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/** The page itself throws, above its layout, so only the root boundary can catch it. */
export default function CrashOutsideLayout(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error('Test crash outside the layout');
  }
  return (
    <Layout title="Crash test: outside the layout" description="Test page, never shipped.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test: outside the layout</Heading>
        <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
          Crash this page
        </button>
      </main>
    </Layout>
  );
}
