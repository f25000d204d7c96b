// Ejected from @docusaurus/theme-classic 3.10.2 `CodeBlock` (its Layout, Container and Content in
// one component). Code is highlighted when the site is built (plugins/code-highlight.ts): the block
// shows the highlighted lines it is given (`data-highlighted`, which Docusaurus passes on from the
// fenced code), so the browser runs no highlighter, and hydrating a block costs nothing for its
// lines. The colours follow the colour mode through CSS, with no re-render. A block given no
// highlighted lines shows its code plain. The buttons are in the built HTML (./Buttons).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import type {Props as StockProps} from '@theme/CodeBlock';
import styles from './styles.module.css';

export type Props = StockProps & {
  /** The highlighted lines: the inner HTML of the block's <code> (plugins/code-highlight.ts). */
  'data-highlighted'?: string;
};

function codeOf(children: ReactNode): string {
  return React.Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

export default function CodeBlock({children, 'data-highlighted': highlighted, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: codeOf(children),
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={clsx(metadata.className, styles.container, ThemeClassNames.common.codeBlock)}>
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx('prism-code', `language-${metadata.language}`, styles.pre, 'thin-scrollbar')}>
            {highlighted === undefined ? (
              <code className={styles.lines}>{metadata.code}</code>
            ) : (
              <code className={styles.lines} dangerouslySetInnerHTML={{__html: highlighted}} />
            )}
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
