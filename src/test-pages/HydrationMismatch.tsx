import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/**
 * Renders one text at build time and another in the browser: a hydration mismatch on purpose.
 * React must report it (in build-test/, the build with the test pages), which proves that
 * tests/browser/hydration.spec.ts and every other browser test would see a mismatch on a real page.
 */
export default function HydrationMismatch(): ReactNode {
  const where = typeof window === 'undefined' ? 'at build time' : 'in the browser';
  return (
    <Layout title="Hydration test: a mismatch" description="Test page, never shipped.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration test: a mismatch</Heading>
        <p>This sentence was written {where}.</p>
      </main>
    </Layout>
  );
}
