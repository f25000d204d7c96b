import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {PageCall} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  call: PageCall;
};

/** The static example response, highlighted when the site was built, with a copy button; nothing is fetched. */
export default function ApiExampleResponse({call}: Props): ReactNode {
  const {response} = call;
  if (response.contentType !== 'application/json' || call.rendered.responseHtml === null) {
    return <p className={styles.binary}>{response.example}</p>;
  }
  return (
    <div className={styles.response}>
      <CodeBlock language="json" title="Example response (static)" data-highlighted={call.rendered.responseHtml}>
        {response.example}
      </CodeBlock>
    </div>
  );
}
