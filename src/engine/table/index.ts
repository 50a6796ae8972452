/** The to-scale table diagram's layout (issue 10): loaded only by the screens that draw the table. */
export { tableLayout } from './layout';
