import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * Renders one text at build time and another in the browser: a hydration mismatch on purpose. The
 * build with React in the browser (`npm run build:react-check`) must report it, which proves that
 * tests/browser/hydration.spec.ts would see a mismatch on a real page.
 */
export default function HydrationMismatch(): ReactNode {
  const where = typeof window === 'undefined' ? 'at build time' : 'in the browser';
  return (
    <Layout title="Hydration test: a mismatch" description="Test page, never shipped.">
      <main className="container margin-vert--lg">
        <h1>Hydration test: a mismatch</h1>
        <p>This sentence was written {where}.</p>
      </main>
    </Layout>
  );
}
