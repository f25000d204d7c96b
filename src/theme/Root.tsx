// Wraps core's theme fallback `Root` (Docusaurus 3.10.2), which renders its children and nothing
// else. Once the page has hydrated, the clicks the reader made before the scripts ran (held by the
// page's inline early-input script) are handed to React (src/client/heldClicks.ts).
import React, {useLayoutEffect, type ReactNode} from 'react';
import {takeOverHeldClicks} from '@site/src/client/heldClicks';

function HeldClicksHandover(): null {
  useLayoutEffect(takeOverHeldClicks, []);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <HeldClicksHandover />
    </>
  );
}
