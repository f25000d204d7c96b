// Replaces core's theme fallback `Root` (Docusaurus 3.10.2), which renders its children and nothing
// else. This one also tells the hydration scheduler when the page's root has hydrated, so that
// the parts left for later (<HydrateLater>) start to hydrate, one per task.
import React, {useEffect, type ReactNode} from 'react';
import {markRootCommitted} from '@site/src/client/hydration/scheduler';

function RootHydrated(): null {
  useEffect(() => markRootCommitted(), []);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <RootHydrated />
    </>
  );
}
