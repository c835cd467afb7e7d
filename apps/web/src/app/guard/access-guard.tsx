import { use, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { notificationDefaults } from '@kinderwait/contract/constants';
import { specMessages } from '@kinderwait/contract/messages';
import { authLoginPath } from '@kinderwait/contract/web-paths';
import { paths } from '../../config/paths';
import { LoadingIndicator } from '../../components/shell/loading-indicator';
import { rememberReturnPath } from '../../features/auth/lib/return-path';
import { readToken } from '../../lib/storage';
import { notify } from '../../stores/notification-store';
import { AccessContext } from './access-context';
import type { AccessSource } from './access-context';
import { HistoryTrailContext } from '../history-trail';
import { collectAccess, satisfiesAll } from './route-access';
import type { AccessRequirement } from './route-access';

/**
 * Where a refused user goes when there is no previous route: home
 * (docs/product/accounts.md#route-guard).
 */
const homePath = paths.app.home.getHref();

type Verdict = 'allowed' | 'noPermission' | 'noSubscription';

const refusalMessages = {
  noPermission: specMessages.noPermission,
  noSubscription: specMessages.noSubscription,
} as const;

async function holdsAll(sets: string[][], load: () => Promise<string[]>): Promise<boolean> {
  if (sets.length === 0) return true;
  try {
    return satisfiesAll(sets, await load());
  } catch {
    // Could not learn what the user holds: refuse rather than open the page.
    return false;
  }
}

async function decide(source: AccessSource, requirement: AccessRequirement): Promise<Verdict> {
  if (!(await holdsAll(requirement.permissionSets, () => source.loadPermissions()))) {
    return 'noPermission';
  }
  if (!(await holdsAll(requirement.subscriptionSets, () => source.loadSubscriptions()))) {
    return 'noSubscription';
  }
  return 'allowed';
}

/** Sends a signed-out visitor to sign in, remembering the page so signing in leads back to it. */
function SignInFirst({ from }: { from: string }) {
  useEffect(() => {
    rememberReturnPath(from);
  }, [from]);
  return <Navigate to={authLoginPath} replace />;
}

export interface AccessGuardProps {
  /** Rendered when access is granted; defaults to the matched child route (`<Outlet />`). */
  children?: ReactNode;
}

/**
 * The route guard (docs/product/accounts.md#route-guard). It reads `handle.access` of every matched
 * route: without a stored token it sends the user to the sign-in screen; with required permissions
 * or subscriptions it loads them from the AccessContext (showing only the loading indicator
 * meanwhile) and, when none is held, shows the refusal notification and navigates once: back, when
 * the previous entry is one this visit showed and needs no permission or subscription, else home
 * (replacing the refused entry). Back into a guarded screen, or into an entry it does not know
 * (which may be a redirect into the refused screen itself), could be refused again and again.
 */
export function AccessGuard({ children }: AccessGuardProps) {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const source = use(AccessContext);
  const trail = use(HistoryTrailContext);
  const requirement = useMemo(() => collectAccess(matches.map((match) => match.handle)), [matches]);
  const requirementKey = JSON.stringify(requirement);
  const needsCheck =
    requirement.permissionSets.length > 0 || requirement.subscriptionSets.length > 0;
  const signedOut = requirement.signIn && readToken() === null;
  const entryKey = location.key;
  const [decision, setDecision] = useState<{ key: string; verdict: Verdict }>();

  useEffect(() => {
    if (!needsCheck || signedOut) return undefined;
    let current = true;
    // Re-checked on every navigation; a route already allowed stays shown meanwhile.
    void decide(source, requirement).then((verdict) => {
      if (!current) return;
      setDecision({ key: requirementKey, verdict });
      if (verdict === 'allowed') return;
      notify({
        message: refusalMessages[verdict],
        color: 'success',
        timeout: notificationDefaults.componentTimeoutMs,
      });
      const before = trail?.entryBefore(entryKey);
      if (before !== undefined && !before.guarded) void navigate(-1);
      else void navigate(homePath, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [source, trail, requirement, requirementKey, needsCheck, signedOut, entryKey, navigate]);

  if (signedOut) return <SignInFirst from={location.pathname + location.search} />;
  const allowed =
    !needsCheck || (decision?.key === requirementKey && decision.verdict === 'allowed');
  if (!allowed) return <LoadingIndicator open />;
  return children ?? <Outlet />;
}
