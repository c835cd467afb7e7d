import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { rolesApiPaths } from '@kinderwait/contract/roles';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testRole, testUser } from '../../../test/account-fixtures';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import english from '../messages/onboarding.en';
import { RoleSelectionPage } from './role-selection-page';

const context = setupApiTestContext();
const selectable: RoleCode[] = ['Parent', 'Licenced', 'Unlicenced', 'BabySitter'];

function French({ children }: { children: ReactNode }) {
  return (
    <QueryWrapper>
      <I18nProvider language="fr">{children}</I18nProvider>
    </QueryWrapper>
  );
}

describe('RoleSelectionPage in French', () => {
  test('offers the roles in Canadian French, and asks for a choice in French', async () => {
    context.server.route('GET', rolesApiPaths.roles, (_request, response) => {
      sendJson(response, 200, { items: selectable.map(testRole) });
    });
    const element = (
      <RoleSelectionPage
        user={testUser([])}
        activeRole={undefined}
        onRoleAdded={() => undefined}
        onSwitch={() => undefined}
      />
    );
    const router = createMemoryRouter([{ path: '*', element }]);
    await act(() => {
      render(<RouterProvider router={router} />, { wrapper: French });
      return Promise.resolve();
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comment utiliserez-vous KinderWait?' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('radio', { name: /Je cherche un service de garde/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Je dirige une garderie agréée/ }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez choisir au moins un rôle dans la liste',
    );

    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });
});
