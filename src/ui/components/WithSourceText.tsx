import { Fragment } from 'react';
import { shownPieces, type WithSource } from '../words/withSource';
import { Quoted } from './Quoted';

/** A text of the app quoting a source: the app's words as they are, the source's English as a quotation (lang="en"). */
export function WithSourceText({ text }: { text: WithSource }) {
  return (
    <>
      {shownPieces(text).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          {typeof piece === 'string' ? piece : <Quoted source>{piece.source}</Quoted>}
        </Fragment>
      ))}
    </>
  );
}
