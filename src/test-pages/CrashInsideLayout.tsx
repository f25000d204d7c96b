import React, {useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/** Throws while rendering once the reader asks it to; the layout's boundary catches it. */
function Bomb(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error('Test crash inside the layout', {cause: new Error('the reader pressed the button')});
  }
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">Crash test: inside the layout</Heading>
      <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
        Crash this page
      </button>
    </main>
  );
}

export default function CrashInsideLayout(): ReactNode {
  return (
    <Layout title="Crash test: inside the layout" description="Test page, never shipped.">
      <Bomb />
    </Layout>
  );
}
