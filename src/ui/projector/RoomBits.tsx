import { COLOURS, type Colour } from '../../engine';
import { colourLetter, COLOUR_WORDS } from '../words/vocab';
import { dieText, type DieFace } from './roomText';
import { ROOM_REVEAL_WORDS, ROOM_WORDS } from './words';

/** A card as the room sees it: its colour, its letter and its word, so colour is never the only sign; or what no card means. */
export function RoomCard({ colour, none = ROOM_REVEAL_WORDS.noCard }: { colour: Colour | null; none?: string }) {
  if (colour === null) return <span className="room-card room-card-none">{none}</span>;
  return (
    <span className={`room-card room-card-${colour}`}>
      <span className="room-card-letter" aria-hidden="true">
        {colourLetter(colour)}
      </span>
      <span className="room-card-word">{COLOUR_WORDS[colour]}</span>
    </span>
  );
}

/** A die as the room sees it: the face or the number, large. */
export function RoomDie({ die }: { die: DieFace }) {
  return <span className={`room-die room-die-${die.kind}`}>{dieText(die)}</span>;
}

/** The colour ladder of cards and dice, worst to best (RULES-NOTES vocabulary): B Black < W White < G Green < Y Yellow < R Red. */
export function ColourLadder() {
  return (
    <div className="colour-ladder">
      <p className="room-label" id="colour-ladder-label">
        {ROOM_WORDS.ladder}
      </p>
      <ol aria-labelledby="colour-ladder-label">
        {COLOURS.map((colour, i) => (
          <li key={colour}>
            {i > 0 && (
              <span className="ladder-less" aria-hidden="true">
                &lt;
              </span>
            )}
            <span className={`ladder-chip room-card-${colour}`}>
              <span aria-hidden="true">{colourLetter(colour)}</span> {COLOUR_WORDS[colour]}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
