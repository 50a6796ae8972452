import type { StepTranslation } from '../../../engine';
import { translateSteps } from '../translations';

/**
 * French, loaded only when it is chosen (src/ui/words/chooseLanguage.ts): every `*.fr.ts` beside a catalogue of the UI
 * registers its text as it loads, and each step's `words.fr.ts` (src/engine/steps/<step>/) is registered here.
 */
import.meta.glob('../../**/*.fr.ts', { eager: true });

const steps = import.meta.glob<StepTranslation>('../../../engine/steps/*/words.fr.ts', { eager: true, import: 'default' });
for (const translation of Object.values(steps)) translateSteps('fr', translation);
