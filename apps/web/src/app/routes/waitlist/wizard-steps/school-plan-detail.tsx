import { Navigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { SchoolPlanDetailStep } from '../../../../features/waitlist-wizard/components/steps/school-plan-detail-step';

/** /waitlist/{childId}/school-plans/{planId}: one school plan's details. */
function SchoolPlanDetailRoute() {
  const { childId = '', planId } = useParams();
  const id = Number(planId);
  if (!Number.isSafeInteger(id) || id <= 0) {
    return <Navigate replace to={paths.app.waitlistWizard.getHref(childId, 'school-plans')} />;
  }
  return <SchoolPlanDetailStep key={id} planId={id} />;
}

export { SchoolPlanDetailRoute as Component };
