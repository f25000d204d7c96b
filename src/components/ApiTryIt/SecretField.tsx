import React, {useEffect, useState, type ReactNode} from 'react';
import FieldProblem from './FieldProblem';
import {styles} from './styles';

type Props = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  hint: ReactNode;
};

function stored(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string): void {
  try {
    if (value === '') window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, a full quota): the key lasts as long as the page.
  }
}

/** Restores a secret kept in this tab's sessionStorage once, and keeps it there as it changes. */
export function useSessionSecret(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState('');
  useEffect(() => setValue(stored(key)), [key]);
  const update = (next: string): void => {
    setValue(next);
    store(key, next);
  };
  return [value, update];
}

/**
 * A key field: a password input whose value lives in sessionStorage only. It is never written
 * into the curl, the address bar or the page's text.
 */
export default function SecretField({id, label, value, onChange, problem, hint}: Props): ReactNode {
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}
