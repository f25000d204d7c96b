// Ejected from @docusaurus/theme-classic 3.10.2 `SkipToContent`, with what it renders from
// @docusaurus/theme-common (SkipToContentLink and its hook). One change: after a move to another
// page, focus goes back to the top of the page once the new page has been painted, instead of in
// the effects of the render that shows it. There, focus() made the browser lay out the new page in
// the middle of the click's task, before anything was painted (80 ms of a sidebar click's 130–155 ms
// task with the processor slowed 4×); after the paint the page is laid out already. A screen reader
// still starts the new page from the top; the reader simply sees the page a frame sooner.
import React, {useCallback, useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import styles from './styles.module.css';

const label = translate({
  id: 'theme.common.skipToMainContent',
  description:
    'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  message: 'Skip to main content',
});

/** Focuses an element that is not focusable by itself. */
function programmaticFocus(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/** Where the skip link leads: the page's <main>, or else the layout's content. */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

/** Runs `callback` after the next frame is painted; returns its cancellation. */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** Puts focus back at the top of the page after a move to another page (not to an anchor, not back or forward). */
function useFocusResetAfterMove(container: React.RefObject<HTMLDivElement | null>): void {
  const location = useLocation();
  const {action} = useHistory();
  const previous = useRef(location);
  useEffect(() => {
    const moved = previous.current !== location;
    previous.current = location;
    if (!moved || location.hash !== '' || action !== 'PUSH') return undefined;
    return afterNextPaint(() => {
      if (container.current !== null) programmaticFocus(container.current);
    });
  }, [container, location, action]);
}

export default function SkipToContent(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useFocusResetAfterMove(container);
  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target !== null) programmaticFocus(target);
  }, []);
  return (
    <div ref={container} role="region" aria-label={label}>
      {/* Without JavaScript the link goes to the layout's content by its id. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a #fragment on this page, as upstream's. */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
