import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** What is wrong with a field's value, said under the field (its `id` is the field's aria-describedby); nothing when the value is right. */
export default function FieldProblem({id, problem}: {id: string; problem: string | null}): ReactNode {
  if (!problem) return null;
  return (
    <p id={id} className={styles.problem}>
      {problem}
    </p>
  );
}
