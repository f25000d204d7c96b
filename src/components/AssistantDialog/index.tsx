import React, {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import AssistantSetups from '@site/src/components/AssistantSetups';
import styles from './styles.module.css';

type Props = {
  /** Called when the dialog has closed (its Close button, or Escape). */
  onClose: () => void;
};

/**
 * "Connect your assistant": a modal <dialog> with the configuration of the docs' MCP server for
 * each assistant, each with a copy button. The browser keeps the focus inside and closes it on Escape.
 */
export default function AssistantDialog({onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Connect your assistant" onClose={onClose}>
      <Heading as="h2">Connect your assistant</Heading>
      <p>The Spacescan docs MCP server gives your AI assistant this site and the API reference, offline. Add it to your assistant:</p>
      <AssistantSetups />
      <p>
        <Link to="/api/ai-assistants" onClick={() => dialog.current?.close()}>
          What the server does
        </Link>
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
