import React, {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  id: string;
  curl: string;
};

/** The request as curl, as it stands, with a button that copies it. */
export default function CurlView({id, curl}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    navigator.clipboard.writeText(curl).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 1500);
      },
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.curl}>
      <div className={styles.curlHead}>
        <p id={`${id}-label`} className={styles.heading}>
          The same request with curl
        </p>
        <button type="button" className="button button--sm button--secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre className={styles.curlCode} aria-labelledby={`${id}-label`} tabIndex={0} data-testid="try-it-curl">
        <code>{curl}</code>
      </pre>
    </div>
  );
}
