import { Suspense } from 'react';
import {
  surveyPageHead,
  WaitlistSurveyPage,
} from '../../../features/surveys/components/waitlist-survey-page';
import { surveysCatalogue } from '../../../features/surveys/surveys-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the survey's words in the active language before it opens; a failed load retries there. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(surveysCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function SurveyHead() {
  return <PageHead {...surveyPageHead(useMessages(surveysCatalogue))} noIndex />;
}

/** /surveys/parent/waitlist (docs/product/waitlist.md#surveys): the waitlist survey resolver. */
function ParentWaitlistSurveyRoute() {
  return (
    <>
      <Suspense fallback={null}>
        <SurveyHead />
      </Suspense>
      <WaitlistSurveyPage />
    </>
  );
}

export { ParentWaitlistSurveyRoute as Component };
