// Written by hand (core's `Error` from @docusaurus/core 3.10.2 cannot be swizzled by the CLI): a
// crash outside the layout. Core says "This page crashed" with no full stop and no way home, and
// renders it inside the layout under a route context of its own, which it imports from a path the
// package does not export. Here the crash report stands alone: the layout is what may have crashed,
// and the report (CrashReport, the same as inside the layout) links home and offers Try again.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

export default function Error({error, tryAgain}: Props): ReactNode {
  // The context's value is static, so it is there even when what crashed is above its provider.
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Head>
        <title>{`This page crashed ${siteConfig.titleDelimiter} ${siteConfig.title}`}</title>
      </Head>
      <CrashReport error={error} tryAgain={tryAgain} />
    </>
  );
}
