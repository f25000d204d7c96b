// Written by hand (core's `Error` from @docusaurus/core 3.10.2 cannot be swizzled by the
// CLI): a crash outside the layout. Core says "This page crashed" with no full stop and
// no way home; this shows our CrashReport inside the layout, and the bare report when the
// layout itself is what crashed.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import CrashReport from '@site/src/components/CrashReport';

// The layout reads the route context, which a crash outside the routes has not set
// yet; core's Error provides the same stand-in.
const errorRouteContext = {plugin: {name: 'spacescan-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={errorRouteContext}>
      <ErrorBoundary fallback={() => <CrashReport error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>This page crashed | Spacescan Docs</title>
        </Head>
        <Layout>
          <CrashReport error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
