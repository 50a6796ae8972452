import { catalogue } from '../../words/catalogue';

/** The summary's own title, also shown by a shared battle's summary. */
export const SUMMARY_WORDS = catalogue({ title: 'Battle summary' });
