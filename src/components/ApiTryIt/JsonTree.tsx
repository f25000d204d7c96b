import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  value: unknown;
  /** The key or index this value sits under; none at the top. */
  name?: string;
  depth?: number;
};

/** Levels open when the answer first shows; deeper objects and arrays start folded. */
const OPEN_LEVELS = 3;

function Scalar({value}: {value: unknown}): ReactNode {
  if (value === null) return <span className={styles.jsonNull}>null</span>;
  if (typeof value === 'string') return <span className={styles.jsonString}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className={styles.jsonNumber}>{String(value)}</span>;
  if (typeof value === 'boolean') return <span className={styles.jsonBoolean}>{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Key({name}: {name: string | undefined}): ReactNode {
  return name === undefined ? null : <span className={styles.jsonKey}>{JSON.stringify(name)}: </span>;
}

/**
 * A JSON value as the reader folds it: objects and arrays are native disclosures (<details>), so
 * the keyboard and screen readers handle them without scripts of ours; scalars are one line each.
 */
export default function JsonTree({value, name, depth = 0}: Props): ReactNode {
  if (value === null || typeof value !== 'object') {
    return (
      <div className={styles.jsonLine}>
        <Key name={name} />
        <Scalar value={value} />
      </div>
    );
  }
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <div className={styles.jsonLine}>
        <Key name={name} />
        {open}
        {close}
      </div>
    );
  }
  const size = isArray
    ? `${entries.length} ${entries.length === 1 ? 'item' : 'items'}`
    : `${entries.length} ${entries.length === 1 ? 'key' : 'keys'}`;
  return (
    <details className={styles.jsonNode} open={depth < OPEN_LEVELS}>
      <summary>
        <Key name={name} />
        {open}
        <span className={styles.jsonSize}> {size} </span>
        {close}
      </summary>
      <div className={styles.jsonChildren}>
        {entries.map(([key, child]) => (
          <JsonTree key={key} value={child} name={isArray ? undefined : key} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}
