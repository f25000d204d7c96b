// In place of react-router's <Route> in core's PendingNavigation (browser bundle only; a patch in
// plugins/browser-patches.ts swaps the import). PendingNavigation keeps showing the page the reader
// is leaving while the next page's chunks load, by rendering a <Route> with that page's location.
// react-router's <Route> reads the router's own context and hands its children a new context value
// on every render, so when the address changes, every link and route of the old page renders again
// (with the old location) before the next page has even loaded: 670 component renders on a click
// of a docs sidebar link, in the click's own task.
//
// This route provides the same context (the router's history, the location it is given, the root
// match of that location) and makes it anew only when that location changes, so while the next
// page loads nothing of the old one renders.
import React, {useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext, useHistory, type RouteComponentProps} from 'react-router';

type Props = {location: RouteComponentProps['location']; render: (value: RouteComponentProps) => ReactNode};

export default function HeldRoute({location, render}: Props): ReactNode {
  // The router's history context: it never changes, so reading it renders nothing again.
  const history = useHistory();
  const value = useMemo<RouteComponentProps>(
    () => ({history, location, match: {path: '/', url: '/', params: {}, isExact: location.pathname === '/'}, staticContext: undefined}),
    [history, location],
  );
  return <RouterContext.Provider value={value}>{render(value)}</RouterContext.Provider>;
}
