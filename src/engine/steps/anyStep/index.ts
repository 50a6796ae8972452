import { defineAction } from '../../core/step';
import { RecordPositionActionSchema } from '../../schema/actions';
import { recordPosition } from '../position';

/** Positions on the table diagram: any step accepts them, from anyone, without changing the step (issue 10). */
export const recordPositionAction = defineAction({ linkCode: 26, schema: RecordPositionActionSchema, handle: recordPosition });
