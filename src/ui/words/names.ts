/**
 * Names the players typed, shown safely (issue 28). A name can hold characters that reorder the text around it: the
 * bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, U+200E/U+200F marks and
 * U+061C) or letters of a right-to-left script. Such a name is shown inside a Unicode isolate (FSI ... PDI), so
 * whatever it holds stays inside it and the sentence around it reads in order. A name of left-to-right letters,
 * digits and punctuation only cannot reorder anything in the app's left-to-right sentences: it is shown as it is,
 * with nothing added, so the sentences the players read (and copy) hold no invisible characters without need.
 * Isolation is display only: the setup, the log and every file keep the name as typed.
 */

/** The bidirectional control characters, stripped from a name as it is typed (names stored earlier keep theirs). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Characters that can reorder text: the controls, and the right-to-left scripts' letters (Hebrew to NKo and its neighbours, their presentation forms, and the astral right-to-left blocks). */
const REORDERING = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** The isolate's own controls inside a name: a PDI there would close the isolate early, an opener would leave it open; they are left out of what is shown. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/gu;

/** First strong isolate (FSI): the name's own first letter sets its direction. */
export const FSI = '\u2068';
/** Pop directional isolate (PDI): the end of the isolate, and of any embedding or override the name opened. */
export const PDI = '\u2069';

/** A name as typed, with the bidirectional controls taken out (the setup's name fields, issue 28). */
export function withoutBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}

/** A name as shown inside a sentence: isolated (FSI ... PDI) when it holds anything that could reorder the text around it, else as it is. */
export function isolateName(name: string): string {
  return REORDERING.test(name) ? `${FSI}${name.replace(ISOLATE_CONTROLS, '')}${PDI}` : name;
}

/** A name as shown in an element of its own (a `<bdi>`, which isolates it): without isolate controls that could end the element's isolation early. */
export function shownName(name: string): string {
  return name.replace(ISOLATE_CONTROLS, '');
}
