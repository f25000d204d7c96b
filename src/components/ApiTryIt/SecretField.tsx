import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import FieldProblem from './FieldProblem';
import styles from './styles.module.css';

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
  // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the server's HTML has no stored secret.
  useEffect(() => setValue(stored(key)), [key]);
  const update = (next: string): void => {
    setValue(next);
    store(key, next);
  };
  return [value, update];
}

/**
 * A key field: a password input whose value lives in sessionStorage only. It is never written
 * into the curl, the address bar or the page's text. The input is uncontrolled, and the value
 * restored from storage is set on its `value` property: React writes a controlled input's value
 * into its `value` attribute too, which would put the key in the page's HTML.
 */
export default function SecretField({id, label, value, onChange, problem, hint}: Props): ReactNode {
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current !== null && input.current.value !== value) input.current.value = value;
  }, [value]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="password"
        autoComplete="off"
        spellCheck={false}
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
