import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {PageCall} from '@site/api/catalogue/types';
import {highlightedText} from '@site/shared/highlighted';
import ReportProblemLink from '@site/src/components/ReportProblemLink';
import {callAnchorPrefix, sampleAnchor} from '@site/shared/anchors';
import styles from './styles.module.css';

type Props = {
  call: PageCall;
};

/**
 * The network switch and the request samples of one call, written and highlighted when the site
 * was built (plugins/api-catalogue.ts). Tabs with a groupId keep the reader's network and language
 * in localStorage, so both carry over to the next page and across reloads.
 */
export default function ApiRequestSamples({call}: Props): ReactNode {
  return (
    <div className={styles.samples}>
      <Tabs groupId="api-network" className={styles.networks}>
        {call.rendered.networks.map((network) => (
          <TabItem key={network.network} value={network.network} label={network.label}>
            <p className={styles.host}>
              Host <code>{network.host}</code>
              {network.needsKey ? (
                <>
                  {' '}
                  with your key in the <code>x-api-key</code> header
                </>
              ) : null}
              .
            </p>
            <Tabs groupId="api-language">
              {network.samples.map((sample) => (
                <TabItem key={sample.language} value={sample.language} label={sample.label}>
                  <div id={sampleAnchor(network.network, sample.language, callAnchorPrefix(call.id))}>
                    <CodeBlock language={sample.language === 'curl' ? 'bash' : sample.language} data-highlighted={sample.html}>
                      {highlightedText(sample.html)}
                    </CodeBlock>
                    <ReportProblemLink
                      kind="request sample"
                      anchor={sampleAnchor(network.network, sample.language, callAnchorPrefix(call.id))}
                      language={sample.label}
                      detail={network.label}
                      about={`the ${sample.label} sample for ${network.label}`}
                    />
                  </div>
                </TabItem>
              ))}
            </Tabs>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
