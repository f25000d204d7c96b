// Ejected from @docusaurus/theme-classic 3.10.2 `CodeBlock/Buttons`. The stock buttons render in
// the browser only (BrowserOnly), so a code block has no copy button until the page's scripts have
// run. Here the copy button is in the built HTML: the reader sees it at once, and a tap on it
// before the block has hydrated is held and carried out once it has (src/client/hydration). The
// word-wrap button appears when the code is wider than the block, as before.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
