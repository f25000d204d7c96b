import React, {type ReactNode} from 'react';
import Original from '@theme-original/TOC';
import type OriginalType from '@theme/TOC';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = React.ComponentProps<typeof OriginalType>;

export default function Wrapped(props: Props): ReactNode {
  return (
    <HydrateLater when="idle" priority={1}>
      <Original {...props} />
    </HydrateLater>
  );
}
