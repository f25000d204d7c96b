import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {PageCall} from '@site/api/catalogue/types';
import ReportProblemLink from '@site/src/components/ReportProblemLink';
import {callAnchorPrefix, exampleAnchor} from '@site/shared/anchors';
import styles from './styles.module.css';

type Props = {
  call: PageCall;
};

/** The static example response, highlighted when the site was built, with a copy button and a "Report a problem" link; nothing is fetched. */
export default function ApiExampleResponse({call}: Props): ReactNode {
  const {response} = call;
  const anchor = exampleAnchor(callAnchorPrefix(call.id));
  const binary = response.contentType !== 'application/json' || call.rendered.responseHtml === null;
  return (
    <div className={styles.response} id={anchor}>
      {binary ? (
        <p className={styles.binary}>{response.example}</p>
      ) : (
        <CodeBlock language="json" title="Example response (static)" data-highlighted={call.rendered.responseHtml ?? undefined}>
          {response.example}
        </CodeBlock>
      )}
      <ReportProblemLink
        kind="response example"
        anchor={anchor}
        language={binary ? response.contentType : 'JSON'}
        about="the example response"
      />
    </div>
  );
}
