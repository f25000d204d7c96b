// Wraps @docusaurus/theme-classic 3.10.2 `DocRoot/Layout/Sidebar`. The docs sidebar is a part that
// hydrates after the page's root (src/components/HydrateLater), and only where it is shown: on a
// screen of 996 px or less the page hides it, and the navbar's menu lists the same links. The
// stock sidebar fills that menu from inside the sidebar once it has hydrated (DocSidebar renders
// DocSidebar/Mobile there); here the menu is filled from outside the part (MobileMenuFiller), so
// that a phone never hydrates a sidebar it does not show.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import type OriginalType from '@theme/DocRoot/Layout/Sidebar';
import {useWindowSize} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = React.ComponentProps<typeof OriginalType>;

/** The mobile sidebar neither collapses nor hides: the menu's own button opens and closes it. */
function noCollapse(): void {}

/** On a narrow screen, gives the navbar's menu the docs sidebar's links (it renders no element). */
function MobileMenuFiller({sidebar}: {sidebar: Props['sidebar']}): ReactNode {
  const windowSize = useWindowSize();
  const {pathname} = useLocation();
  return windowSize === 'mobile' ? <DocSidebarMobile sidebar={sidebar} path={pathname} onCollapse={noCollapse} isHidden={false} /> : null;
}

export default function Wrapped(props: Props): ReactNode {
  return (
    <>
      <HydrateLater when="idle" priority={2} wideOnly>
        <Original {...props} />
      </HydrateLater>
      <MobileMenuFiller sidebar={props.sidebar} />
    </>
  );
}
