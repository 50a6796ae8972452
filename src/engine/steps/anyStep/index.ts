import { defineAction, type StepRegistry } from '../../core/step';
import { RecordPositionActionSchema } from '../../schema/actions';
import { recordPosition } from '../position';

/** Positions on the table diagram: any step accepts them, from anyone, without changing the step (issue 10). */
export const anyStep: StepRegistry['anyStep'] = {
  actions: [defineAction({ linkCode: 26, schema: RecordPositionActionSchema, handle: recordPosition })],
  events: { positionRecorded: 'room' },
};
