import React, {memo, type ReactNode} from 'react';
import Original from '@theme-original/Footer';
import HydrateLater from '@site/src/components/HydrateLater';

function Footer(): ReactNode {
  return (
    <HydrateLater when="intent">
      <Original />
    </HydrateLater>
  );
}

// The same footer on every page: a move to another page does not render it again.
export default memo(Footer);
