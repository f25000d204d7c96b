import {createContext, useContext} from 'react';

/**
 * Links each tab to its panel: the tab gets `id` and `aria-controls`, the panel `id` and
 * `aria-labelledby`. The stock theme sets neither, which the HTML checker rejects
 * ("every active role=tab element must have a corresponding role=tabpanel element").
 */
export const TabsIdContext = createContext<string | null>(null);

function idPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

export type TabIds = {tab: string; panel: string};

/** The ids of the tab and the panel for one value of the tabs whose base id is `base`. */
export function tabIdsFor(base: string | null, value: string): TabIds | null {
  if (base === null) {
    return null;
  }
  return {tab: `${base}-tab-${idPart(value)}`, panel: `${base}-panel-${idPart(value)}`};
}

/** The ids of the tab and the panel for one value, or null outside our Tabs. */
export function useTabIds(value: string): TabIds | null {
  return tabIdsFor(useContext(TabsIdContext), value);
}
