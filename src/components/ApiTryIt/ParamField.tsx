import React, {type ReactNode} from 'react';
import type {ApiParam} from '@site/api/catalogue/types';
import FieldProblem from './FieldProblem';
import styles from './styles.module.css';

type Props = {
  param: ApiParam;
  /** A prefix that keeps this field's ids apart from another call's on the same page. */
  idPrefix: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
};

const where: Record<ApiParam['in'], string> = {path: 'path', query: 'query', header: 'header', body: 'body'};

/** The choices of a parameter that takes a closed set of values; null for free text. */
function choices(param: ApiParam): string[] | null {
  if (param.enum) return param.enum;
  if (param.type === 'boolean') return ['true', 'false'];
  return null;
}

/** One parameter of the request as a labelled field, with its problem said under it. */
export default function ParamField({param, idPrefix, value, problem, onChange}: Props): ReactNode {
  const id = `${idPrefix}-${param.in}-${param.name}`;
  const problemId = `${id}-problem`;
  const options = choices(param);
  const shared = {
    id,
    name: param.name,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    'aria-required': param.required ? true : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{param.name}</code> <span className={styles.where}>{where[param.in]}</span>
        {param.required ? <span className={styles.where}>, required</span> : null}
      </label>
      {options ? (
        <select {...shared} onChange={(event) => onChange(event.currentTarget.value)}>
          {param.required ? null : <option value="">(not sent)</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={param.type === 'integer' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}
