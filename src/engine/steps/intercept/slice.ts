import { z } from '../../../lib/zod';
import { defineSlice } from '../../schema/slice';

export const DeclareInterceptActionSchema = z.strictObject({ type: z.literal('declareIntercept'), intercept: z.boolean() });

/** PBS 8.B: whether the invader declares a strategic intercept. */
export const interceptSlice = defineSlice({
  id: 'intercept',
  fields: { intercept: z.nullable(z.boolean()) },
  start: () => ({ intercept: null }),
  public: ['intercept'],
  actions: [DeclareInterceptActionSchema],
  events: { interceptDeclared: z.strictObject({ intercept: z.boolean() }) },
});
