/** The laws as a profile enforces them: every limit written from the settings in force. */
import { STRICT_FILE_LINES } from '@hammurabi/shared/domain/law-profiles';
import { MAX_FILE_LINES } from '../constants.ts';
import { brevityDescription, LAWS, type Law } from '../laws.ts';
import type { EffectiveLawSettings } from './law-profiles.ts';

/** The five laws with descriptions that state the limits and checks of these settings. */
export function lawsInForce(effective: EffectiveLawSettings): Law[] {
  return LAWS.map((law) => ({ ...law, description: describe(law, effective) }));
}

function describe(law: Law, effective: EffectiveLawSettings): string {
  if (!effective.enabledLaws[law.id]) return 'Switched off for this project.';
  if (law.id === 'HB001') {
    return brevityDescription(effective.limits, effective.strictFileChecks ? STRICT_FILE_LINES : MAX_FILE_LINES);
  }
  if (law.id === 'HB003' && effective.strictFileChecks) {
    return `${law.description} Under the Strict profile every .js file also starts with a /** … */ comment.`;
  }
  return law.description;
}
