import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {assistantSetups, type AssistantSetup} from '@site/src/data/assistants';
import styles from './styles.module.css';

/** How long "Copied" stays on a copy button. */
const SHOWN_MS = 2000;

/** One assistant: its name, where the configuration goes, the configuration and its copy button. */
function Setup({name, where, config, format}: AssistantSetup): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard.writeText(config).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), SHOWN_MS);
    });
  };
  return (
    <section className={styles.setup}>
      <Heading as="h3">{name}</Heading>
      <p>
        {where} (<Link href={format}>{name}&apos;s format</Link>):
      </p>
      <div className={styles.config}>
        <pre>
          <code>{config}</code>
        </pre>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={`${copied ? 'Copied' : 'Copy'} the ${name} configuration`}
          onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </section>
  );
}

/**
 * How to add the docs' MCP server to each assistant (src/data/assistants.ts): in the page actions'
 * "Connect your assistant" dialog and on /api/ai-assistants.
 */
export default function AssistantSetups(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div>
      {assistantSetups(`${siteConfig.url}${siteConfig.baseUrl}`).map((setup) => (
        <Setup key={setup.name} {...setup} />
      ))}
    </div>
  );
}
