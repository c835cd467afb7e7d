import { WaitlistSurveyPage } from '../../../features/surveys/components/waitlist-survey-page';
import { surveysTexts } from '../../../features/surveys/surveys-texts';
import { PageHead } from '../../head/page-head';

/** /surveys/parent/waitlist (docs/product/waitlist.md#surveys): the waitlist survey resolver. */
function ParentWaitlistSurveyRoute() {
  return (
    <>
      <PageHead
        title={surveysTexts.pageTitle}
        description="A short survey about your childcare search."
        noIndex
      />
      <WaitlistSurveyPage />
    </>
  );
}

export { ParentWaitlistSurveyRoute as Component };
