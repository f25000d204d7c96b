import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ApiResponse} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  response: ApiResponse;
};

/** The static example response, in a code block with the stock copy button; nothing is fetched. */
export default function ApiExampleResponse({response}: Props): ReactNode {
  if (response.contentType !== 'application/json') {
    return <p className={styles.binary}>{response.example}</p>;
  }
  return (
    <div className={styles.response}>
      <CodeBlock language="json" title="Example response (static)">
        {response.example}
      </CodeBlock>
    </div>
  );
}
