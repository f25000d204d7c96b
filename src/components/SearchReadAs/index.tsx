import React, {type ReactNode} from 'react';
import type {SearchAnswer} from '@site/src/search/engine';

type Props = {answer: Pick<SearchAnswer, 'corrected' | 'glossary'>; className?: string};

/** How the search read the query: the words it corrected, and the site's words it searched for a reader's word (the glossary). */
export default function SearchReadAs({answer, className}: Props): ReactNode {
  const corrected = Object.entries(answer.corrected ?? {});
  const glossary = Object.entries(answer.glossary ?? {});
  return (
    <>
      {corrected.length > 0 ? (
        <p className={className}>
          Showing results for {corrected.map(([typed, found]) => `“${found}” (you typed “${typed}”)`).join(', ')}.
        </p>
      ) : null}
      {glossary.length > 0 ? (
        <p className={className}>
          Showing results for{' '}
          {glossary
            .map(
              ([typed, site]) =>
                `${site.map((word) => `“${word}”`).join(' and ')} too, the site’s ${site.length === 1 ? 'word' : 'words'} for “${typed}”`,
            )
            .join('; ')}
          .
        </p>
      ) : null}
    </>
  );
}
