// Wraps @docusaurus/theme-classic 3.10.2 `NavbarItem`. The navbar's own links and dropdowns (not
// those of the phone's menu, which sets `mobile`) are hidden on screens of 996 px or less (Infima
// hides `.navbar__item` there). Each is a part of its own that hydrates in idle time where it is
// shown, and on a narrower screen only once the screen widens or the reader reaches for it, so
// that a phone does not hydrate links it does not show.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import HydrateLater from '@site/src/components/HydrateLater';

export default function NavbarItem(props: Props): ReactNode {
  if ('mobile' in props && props.mobile) return <Original {...props} />;
  return (
    <HydrateLater when="idle" priority={3} wideOnly>
      <Original {...props} />
    </HydrateLater>
  );
}
