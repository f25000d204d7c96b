// Ejected from @docusaurus/theme-classic 3.10.2 `Navbar/MobileSidebar/PrimaryMenu`. The only change:
// the items are made once, with a callback that stays the same, so opening or closing the menu
// (which changes the menu's context) does not render every navbar item again.
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const {toggle} = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const rendered = useMemo(() => items.map((item, i) => <NavbarItem mobile {...item} onClick={() => toggle()} key={i} />), [items, toggle]);
  return <ul className="menu__list">{rendered}</ul>;
}
