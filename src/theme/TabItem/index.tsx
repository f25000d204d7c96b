// Ejected from @docusaurus/theme-classic 3.10.2 `TabItem`, an unsafe eject (the theme does not rate it), as no wrap can give the stock
// panel an `id`: the panel is named by its tab and names it (`id`, `aria-labelledby`, `data-value`: ../Tabs/ids.ts), which the Nu checker
// asks of an active tab's panel. The rest is upstream's; the fix upstream: dev/upgrading-docusaurus.md.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import styles from './styles.module.css';
import {useTabIds, type TabIds} from '../Tabs/ids';

function TabItemPanel({
  children,
  className,
  hidden,
  ids,
  value,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  ids: TabIds | null;
  value: string;
}) {
  return (
    <div
      role="tabpanel"
      data-value={value}
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  const ids = useTabIds(value);

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel className={className} hidden={!isSelected} ids={ids} value={value}>
      {children}
    </TabItemPanel>
  );
}
