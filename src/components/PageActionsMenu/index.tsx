import React, {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatLinks, chatPrompt} from '@site/src/data/assistants';
import type {PageActionsView} from '@site/src/components/PageActions';
import AssistantDialog from '@site/src/components/AssistantDialog';
import {copyTwin} from './copy';
import styles from './styles.module.css';

type Props = {
  view: Exclude<PageActionsView, 'unopened'>;
  /** The page's Markdown twin, as a path on this site (/docs/intro.md). */
  twin: string;
  onView: (view: PageActionsView) => void;
};

/** The items of the menu, in order. */
function itemsOf(menu: HTMLUListElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
}

/**
 * The menu button, which gets the focus back when the menu or the dialog closes: the button of the
 * bar the status line stands in (found here, so that each page's own code stays smaller).
 */
function buttonOf(statusLine: HTMLSpanElement | null): HTMLButtonElement | null | undefined {
  return statusLine?.parentElement?.querySelector('button');
}

const COPIED = 'Copied the page as Markdown.';
const NOT_COPIED = 'Could not copy the page. Open “View as Markdown” and copy it from there.';

/**
 * The page actions, loaded when the reader first opens them (src/components/PageActions), and
 * mounted from then on: a status line that says how a copy went (there from the first opening, so
 * that screen readers read out what it later says), and, when open, a menu
 * (WAI-ARIA menu pattern: arrows, Home and End move, Escape closes and gives the focus back to the
 * button, Tab closes) of copy page, view as Markdown, open in ChatGPT or Claude, and connect your
 * assistant, which opens the dialog of MCP configurations.
 */
export default function PageActionsMenu({view, twin, onView}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState('');
  const menu = useRef<HTMLUListElement>(null);
  const statusLine = useRef<HTMLSpanElement>(null);
  const close = (): void => {
    onView('closed');
    buttonOf(statusLine.current)?.focus();
  };

  useEffect(() => {
    if (view !== 'first' && view !== 'last') return undefined;
    itemsOf(menu.current)
      .at(view === 'last' ? -1 : 0)
      ?.focus();
    // A press outside the menu and its button closes it, leaving the focus where the reader put it.
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !buttonOf(statusLine.current)?.contains(target)) onView('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [view, onView]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const all = itemsOf(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = {ArrowDown: at + 1, ArrowUp: at - 1 + all.length, Home: 0, End: all.length - 1}[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[move % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a link item too, as it does a button item.
      event.preventDefault();
      document.activeElement.click();
    }
  };
  const onCopy = (): void => {
    setStatus('');
    const copied = copyTwin(twin);
    close();
    copied.then(
      () => setStatus(COPIED),
      () => setStatus(NOT_COPIED),
    );
  };
  // The address an assistant can read: the twin on the published site.
  const prompt = chatPrompt(new URL(twin, siteConfig.url).href);
  return (
    <>
      <span ref={statusLine} role="status">
        {status}
      </span>
      {view === 'dialog' && <AssistantDialog onClose={close} />}
      {(view === 'first' || view === 'last') && (
        <ul ref={menu} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
          <li role="none">
            <button role="menuitem" tabIndex={-1} onClick={onCopy}>
              Copy page
            </button>
          </li>
          <li role="none">
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a .md file, not a route: the browser loads it. */}
            <a role="menuitem" tabIndex={-1} href={twin}>
              View as Markdown
            </a>
          </li>
          {chatLinks.map((chat) => (
            <li role="none" key={chat.name}>
              <Link
                role="menuitem"
                tabIndex={-1}
                href={chat.href(prompt)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onView('closed')}>
                Open in {chat.name}
              </Link>
            </li>
          ))}
          <li role="none">
            <button role="menuitem" tabIndex={-1} onClick={() => onView('dialog')}>
              Connect your assistant (MCP)
            </button>
          </li>
        </ul>
      )}
    </>
  );
}
