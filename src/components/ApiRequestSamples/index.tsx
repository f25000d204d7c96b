import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {ApiCall, Network} from '@site/api/catalogue/types';
import {callNetworks, needsApiKey, renderSample, sampleLanguages} from '@site/api/catalogue/samples';
import styles from './styles.module.css';

type Props = {
  call: ApiCall;
};

const networkLabel: Record<Network, string> = {mainnet: 'Mainnet', testnet: 'Testnet', pro: 'Pro'};

/**
 * The network switch and the request samples of one call. Tabs with a groupId keep the reader's
 * network and language in localStorage, so both carry over to the next page and across reloads.
 */
export default function ApiRequestSamples({call}: Props): ReactNode {
  const networks = callNetworks(call);
  return (
    <div className={styles.samples}>
      <Tabs groupId="api-network" className={styles.networks}>
        {networks.map((network) => (
          <TabItem key={network} value={network} label={networkLabel[network]}>
            <p className={styles.host}>
              Host <code>{call.hosts[network]}</code>
              {needsApiKey(call, network) ? (
                <>
                  {' '}
                  with your key in the <code>x-api-key</code> header
                </>
              ) : null}
              .
            </p>
            <Tabs groupId="api-language">
              {sampleLanguages.map((language) => (
                <TabItem key={language.value} value={language.value} label={language.label}>
                  <CodeBlock language={language.prism}>{renderSample(call, network, language.value)}</CodeBlock>
                </TabItem>
              ))}
            </Tabs>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
