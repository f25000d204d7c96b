// Replaces @docusaurus/theme-classic 3.10.2 `DocSidebar`, which renders the desktop sidebar, or
// on a narrow screen DocSidebar/Mobile (the links of the navbar's menu). Here it renders the
// desktop sidebar only: the menu's links come from DocRoot/Layout/Sidebar, outside the sidebar's
// part, so that they do not wait for a sidebar the phone does not show.
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  // "ssr" while the page hydrates: the built HTML has the desktop sidebar.
  return useWindowSize() === 'mobile' ? null : <DocSidebarDesktop {...props} />;
}
