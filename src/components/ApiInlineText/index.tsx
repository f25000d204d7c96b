import React, {type ReactNode} from 'react';

type Props = {
  /** Catalogue prose, where `backticks` mark code. */
  text: string;
};

/** Renders one catalogue sentence, turning `backtick` spans into inline code. */
export default function ApiInlineText({text}: Props): ReactNode {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : part,
        )}
    </>
  );
}
