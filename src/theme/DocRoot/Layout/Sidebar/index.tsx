import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import type OriginalType from '@theme/DocRoot/Layout/Sidebar';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = React.ComponentProps<typeof OriginalType>;

export default function Wrapped(props: Props): ReactNode {
  return (
    <HydrateLater when="idle" priority={2}>
      <Original {...props} />
    </HydrateLater>
  );
}
