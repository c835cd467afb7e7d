import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import type { PolicyId, PolicyResponse } from '@kinderwait/contract/policies';
import { defineLocalizedContent } from '../lib/localized-content';
import type { LocalizedContent } from '../lib/localized-content';

/**
 * A policy's text in each language, as the API serves it, from the release's files. Its route
 * module passes the English template it imports, so the English text ships in the page's own chunk
 * as before and the prerendered page hydrates without another fetch; the French text is a chunk
 * of its own, loaded only for a page in French.
 */
export function localizedPolicy(
  id: PolicyId,
  englishTemplate: string,
  loadFrench: () => Promise<{ default: string }>,
): LocalizedContent<PolicyResponse> {
  return defineLocalizedContent(id, {
    en: () => Promise.resolve(policyFromTemplate(id, englishTemplate)),
    fr: () => loadFrench().then((module) => policyFromTemplate(id, module.default, 'fr')),
  });
}
