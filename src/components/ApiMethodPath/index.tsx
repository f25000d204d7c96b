import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Access, HttpMethod} from '@site/api/catalogue/types';
import styles from './styles.module.css';

type Props = {
  method: HttpMethod;
  path: string;
  access: Access;
};

const accessLabel: Record<Access, string> = {
  free: 'Free and Pro',
  'pro-only': 'Pro only',
  'legacy-authkey': 'Older API, authkey',
  'legacy-open': 'Older API',
};

/** The endpoint line: HTTP method badge, the path with its placeholders, and who may call it. */
export default function ApiMethodPath({method, path, access}: Props): ReactNode {
  return (
    <p className={styles.line} data-search-name={`${method} ${path}`} data-search-kind="endpoint" data-search-access={access}>
      <span className={clsx(styles.method, method === 'GET' ? styles.get : styles.post)}>{method}</span>
      <code className={styles.path} data-testid="api-path">
        {path}
      </code>
      <span className={styles.access}>{accessLabel[access]}</span>
    </p>
  );
}
