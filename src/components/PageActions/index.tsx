import React, {lazy, Suspense, useState, type KeyboardEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * What the page actions show: not yet opened (their code not loaded), nothing, the menu (with
 * the focus on its first or last item), or the MCP dialog.
 */
export type PageActionsView = 'unopened' | 'closed' | 'first' | 'last' | 'dialog';

// The menu's code is fetched when the reader first opens it, and never rendered on the server
// (the view starts 'unopened'), so each page carries only this button (TOOLCHAIN.md, "React in the browser").
const PageActionsMenu = lazy(() => import('@site/src/components/PageActionsMenu'));

/**
 * The "Copy page" menu button of a page with a Markdown twin (plugins/markdown-twins.ts: the twin
 * of /a/b is /a/b.md; routes have no final slash), and the page's <link rel="alternate" type="text/markdown"> to that twin.
 * Enter, Space (a click) or ArrowDown open the menu on its first item, ArrowUp on its last (WAI-ARIA menu button).
 */
export default function PageActions(): ReactNode {
  const twin = `${useLocation().pathname}.md`;
  const [view, setView] = useState<PageActionsView>('unopened');
  const menuOpen = view === 'first' || view === 'last';
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setView(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setView(menuOpen ? 'closed' : 'first')} onKeyDown={onKeyDown}>
        Copy page
      </button>
      {view !== 'unopened' && (
        <Suspense fallback={null}>
          <PageActionsMenu view={view} twin={twin} onView={setView} />
        </Suspense>
      )}
    </div>
  );
}
