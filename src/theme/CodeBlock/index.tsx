// Ejected from @docusaurus/theme-classic 3.10.2 `CodeBlock` (Layout, Container, Content and Buttons in
// one): it shows the lines highlighted at build time (`data-highlighted`, plugins/code-highlight.ts),
// so no highlighter runs in the browser. A block given no highlighted lines shows its code plain.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import type {Props as StockProps} from '@theme/CodeBlock';
import styles from './styles.module.css';

export type Props = StockProps & {
  /** The highlighted lines: the inner HTML of the block's <code> (plugins/code-highlight.ts). */
  'data-highlighted'?: string;
};

/** A line this long scrolls in the article column on a phone: the block offers word wrap. */
const LONG_LINE = 60;

function codeOf(children: ReactNode): string {
  return React.Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('')
    .replace(/\n$/, '');
}

function languageOf(className: string | undefined, language: string | undefined): string {
  return language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
}

function titleOf(metastring: string | undefined, title: ReactNode): ReactNode {
  return title ?? /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];
}

/** Copies `text`; where the clipboard API is missing (a page served over plain http), the old way. */
function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
  return Promise.resolve();
}

function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton, copied && styles.copied)}
      title="Copy"
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      onClick={() => {
        void copyText(code).then(() => {
          setCopied(true);
          window.clearTimeout(timeout.current);
          timeout.current = window.setTimeout(() => setCopied(false), 1000);
        });
      }}>
      <span className={styles.copyIcons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}

// What the stock block worked out in the browser is worked out from the code: the title comes from
// the fence's `title="…"`, and the word-wrap button is there when a line is long enough to scroll.
// The colours follow the colour mode through CSS. The copy button is in the built HTML: a tap before
// the block hydrates is held and carried out once it has (src/client/heldClicks.ts). Magic comments
// and line numbers, which this site does not use, are not supported.
export default function CodeBlock({children, className, language, title, metastring, 'data-highlighted': highlighted}: Props): ReactNode {
  const code = codeOf(children);
  const lang = languageOf(className, language);
  const shownTitle = titleOf(metastring, title);
  const [wrapped, setWrapped] = useState(false);
  const long = code.split('\n').some((line) => line.length > LONG_LINE);
  return (
    <div className={clsx(className, `language-${lang}`, styles.container, ThemeClassNames.common.codeBlock)}>
      {shownTitle ? <div className={styles.title}>{shownTitle}</div> : null}
      <div className={styles.content}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${lang}`, styles.pre, 'thin-scrollbar')}>
          {highlighted === undefined ? (
            <code className={clsx(styles.lines, wrapped && styles.wrapped)}>{code}</code>
          ) : (
            <code className={clsx(styles.lines, wrapped && styles.wrapped)} dangerouslySetInnerHTML={{__html: highlighted}} />
          )}
        </pre>
        <div className={styles.buttons}>
          {long ? (
            <button
              type="button"
              className={clsx('clean-btn', wrapped && styles.wrapOn)}
              title="Toggle word wrap"
              aria-label="Toggle word wrap"
              aria-pressed={wrapped}
              onClick={() => setWrapped((value) => !value)}>
              <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
            </button>
          ) : null}
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  );
}
