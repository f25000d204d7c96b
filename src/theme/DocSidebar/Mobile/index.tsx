// Ejected from @docusaurus/theme-classic 3.10.2 `DocSidebar/Mobile`. The only change: the callback
// that closes the mobile menu when a link is chosen is made once (useCallback), not on each render.
// The stock one is new every time the menu opens or closes, so the memoised DocSidebarItems
// rendered the whole docs sidebar again on every tap of the menu button; now opening the menu only
// changes the menu's class.
import React, {useCallback, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

function DocSidebarMobileSecondaryMenu({sidebar, path}: Props): ReactNode {
  const {toggle} = useNavbarMobileSidebar();
  const onItemClick = useCallback(
    (item: PropSidebarItem) => {
      // The mobile menu closes when a link, or a category that has a page, is chosen.
      if (item.type === 'link' || (item.type === 'category' && item.href)) toggle();
    },
    [toggle],
  );
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems items={sidebar} activePath={path} onItemClick={onItemClick} level={1} />
    </ul>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default React.memo(DocSidebarMobile);
