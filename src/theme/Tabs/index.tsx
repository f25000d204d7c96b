// Ejected from @docusaurus/theme-classic 3.10.2 `Tabs`, an unsafe eject (the theme does not rate it), as no wrap can: name each tab's panel
// (./ids.ts; the Nu checker fails the stock tabs), and show a saved choice before the first paint (inline script) and in the first render,
// so hydration does not mount the tabs again, losing focus and held clicks. The fix upstream: dev/upgrading-docusaurus.md.
import React, {useContext, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import {createStorageSlot} from '@docusaurus/theme-common';
import SiteStorage from '@generated/site-storage';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';
import {TabsIdContext, tabIdsFor} from './ids';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const idBase = useContext(TabsIdContext);

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          // Tab and panel name each other; a lazy panel exists only while selected.
          id={tabIdsFor(idBase, value)?.tab}
          aria-controls={!lazy || selectedValue === value ? tabIdsFor(idBase, value)?.panel : undefined}
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          data-value={value}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({className, groupId, children}: {className?: string; groupId?: string; children: ReactNode}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
      {/* `npm start` renders no HTML at build time, so there is nothing for the script to set before
          the first paint (and React warns of a script it renders in the browser). */}
      {groupId === undefined || process.env.NODE_ENV !== 'production' ? null : (
        <script dangerouslySetInnerHTML={{__html: applyStoredChoice(`${storageKey(groupId)}${SiteStorage.namespace}`)}} />
      )}
    </div>
  );
}

function storageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** The value the reader chose for this group of tabs, on an earlier page or visit (browser only). */
function storedChoice(groupId: string | undefined, values: readonly string[]): string | undefined {
  if (groupId === undefined || typeof window === 'undefined') return undefined;
  const stored = createStorageSlot(storageKey(groupId)).get();
  return stored !== null && values.includes(stored) ? stored : undefined;
}

/**
 * Inlined after the tabs of a group in the built HTML: shows the reader's saved choice before the
 * first paint, as the page's scripts will, so nothing moves when they run.
 */
function applyStoredChoice(key: string): string {
  return `(function(s){try{var v=localStorage.getItem(${JSON.stringify(key)}),c=s.parentNode,n=c.querySelectorAll('[data-value]'),i,e,m=0;if(!v)return;for(i=0;i<n.length;i++)if(n[i].getAttribute('data-value')===v&&n[i].getAttribute('role')==='tab')m=1;if(!m)return;for(i=0;i<n.length;i++){e=n[i];if(e.closest('.tabs-container')!==c)continue;var on=e.getAttribute('data-value')===v;if(e.getAttribute('role')==='tab'){e.setAttribute('aria-selected',on);e.tabIndex=on?0:-1;e.classList.toggle('tabs__item--active',on)}else if(on)e.removeAttribute('hidden');else e.setAttribute('hidden','')}}catch(x){}})(document.currentScript)`;
}

function valuesOf(children: ReactNode): string[] {
  return React.Children.toArray(children).flatMap((child) =>
    React.isValidElement<{value?: unknown}>(child) && typeof child.props.value === 'string' ? [child.props.value] : [],
  );
}

export default function Tabs(props: Props): ReactNode {
  // No remount after hydration (the stock theme's fix for facebook/docusaurus#5653): the first
  // render in the browser already shows the reader's saved choice, as the inline script below has
  // made the built HTML show it, so hydration finds what it renders and focus stays where it is.
  const children = sanitizeTabsChildren(props.children);
  const stored = storedChoice(props.groupId, valuesOf(children));
  const value = useTabsContextValue(stored === undefined ? props : {...props, defaultValue: stored});
  const idBase = useId();
  return (
    <TabsIdContext.Provider value={idBase}>
      <TabsProvider value={value}>
        <TabsContainer className={props.className} groupId={props.groupId}>
          {children}
        </TabsContainer>
      </TabsProvider>
    </TabsIdContext.Provider>
  );
}
