import React, {type ReactNode} from 'react';
import Original from '@theme-original/Footer';
import HydrateLater from '@site/src/components/HydrateLater';

export default function Wrapped(): ReactNode {
  return (
    <HydrateLater when="intent">
      <Original />
    </HydrateLater>
  );
}
