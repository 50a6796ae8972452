import { Quoted } from '../components/Quoted';
import type { Said } from './said';

/** A card's text: our words as they are, the sources' pieces through Quoted. */
export function SaidText({ text }: { text: Said }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) => (typeof part === 'string' ? part : <Quoted key={i}>{part.quoted}</Quoted>))}
    </>
  );
}
