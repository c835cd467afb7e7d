import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { brand } from '@kinderwait/contract/brand';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { officialSources } from '../content/official-sources';
import { safetyCatalogue } from '../safety-messages';
import type { SafetyKey } from '../safety-messages';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

/** A link to an official page; its words are the message's, in the page's language. */
function source(url: string) {
  function SourceLink(chunks: ReactNode[]) {
    return <a href={url}>{chunks}</a>;
  }
  return SourceLink;
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

const questions: readonly SafetyKey[] = [
  'askLicensed',
  'askHowMany',
  'askWhoElse',
  'askTraining',
  'askTypicalDay',
  'askHealth',
  'askEmergency',
  'askUpdates',
  'askFees',
];

/** The safety page's head in the active language. */
export function useSafetyHead() {
  const { t } = useMessages(safetyCatalogue);
  return { title: t('safetyTitle'), description: t('safetyHeadDescription') };
}

function SafetyContent() {
  const messages = useMessages(safetyCatalogue);
  const { t } = messages;
  const rules = source(officialSources.childCareRules.url);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('safetyTitle')} lead={t('lead')} />
      <Prose>
        <h2>{t('kindsHeading')}</h2>
        <ul>
          <li>{richMessage(messages, 'kindCentres', { strong })}</li>
          <li>{richMessage(messages, 'kindLicensedHome', { strong })}</li>
          <li>{richMessage(messages, 'kindUnlicensedHome', { strong })}</li>
          <li>{richMessage(messages, 'kindBabysitters', { strong })}</li>
        </ul>

        <h2>{t('licenceHeading')}</h2>
        <p>
          {richMessage(messages, 'licenceSearch', {
            finder: source(officialSources.ontarioChildCareFinder.url),
          })}
        </p>
        <p>{t('licenceChanges')}</p>

        <h2>{t('unlicensedHeading')}</h2>
        <p>
          {richMessage(messages, 'unlicensedIntro', { ccyea: source(officialSources.ccyea.url) })}
        </p>
        <ul>
          <li>{t('unlicensedFive')}</li>
          <li>{t('unlicensedUnderTwo')}</li>
          <li>{t('unlicensedInWriting')}</li>
        </ul>
        <p>{richMessage(messages, 'unlicensedComplaints', { rules })}</p>

        <h2>{t('askHeading')}</h2>
        <ul>
          {questions.map((question) => (
            <li key={question}>{t(question)}</li>
          ))}
        </ul>

        <h2>{t('visitHeading')}</h2>
        <p>{t('visit')}</p>

        <h2>{t('referencesHeading')}</h2>
        <p>{t('references')}</p>

        <h2>{t('checksHeading')}</h2>
        <p>{t('checks')}</p>

        <h2>{t('instinctsHeading')}</h2>
        <p>{t('instincts')}</p>

        <h2>{t('reportHeading')}</h2>
        <ul>
          <li>{t('reportDanger')}</li>
          <li>{t('reportAbuse')}</li>
          <li>{richMessage(messages, 'reportMinistry', { rules })}</li>
          <li>
            {richMessage(messages, 'reportUs', {
              supportEmail: brand.supportEmail,
              productName: brand.productName,
              email: (chunks) => <a href={`mailto:${brand.supportEmail}`}>{chunks}</a>,
            })}
          </li>
        </ul>
        <p>
          {richMessage(messages, 'moreHelp', {
            findPay: source(officialSources.findAndPayForChildCare.url),
            toronto: source(officialSources.torontoLicensedChildCare.url),
          })}
        </p>
      </Prose>
    </>
  );
}

export function SafetyPage() {
  return (
    <Suspense>
      <SafetyContent />
    </Suspense>
  );
}
