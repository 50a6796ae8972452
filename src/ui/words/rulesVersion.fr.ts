import { RULES_VERSION_WORDS } from './rulesVersion';
import { translate } from './translations';

translate('fr', RULES_VERSION_WORDS, {
  appRules: 'règles de l’application {version}, {month}',
  newerAppRules: 'règles de l’application {version}, plus récentes que cette application',
});
