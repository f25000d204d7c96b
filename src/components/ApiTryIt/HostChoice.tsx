import React, {type ReactNode} from 'react';
import type {Network, RenderedNetwork} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  idPrefix: string;
  networks: readonly RenderedNetwork[];
  value: Network;
  onChange: (network: Network) => void;
};

/** The documented hosts of the call as radio buttons; no other host can be chosen. */
export default function HostChoice({idPrefix, networks, value, onChange}: Props): ReactNode {
  return (
    <fieldset className={styles.hosts}>
      <legend>Host</legend>
      {networks.map((network) => (
        <label key={network.network} className={styles.host}>
          <input
            type="radio"
            name={`${idPrefix}-host`}
            value={network.network}
            checked={network.network === value}
            onChange={() => onChange(network.network)}
          />{' '}
          {network.label} <code>{network.host.replace(/^https:\/\//, '')}</code>
        </label>
      ))}
    </fieldset>
  );
}
