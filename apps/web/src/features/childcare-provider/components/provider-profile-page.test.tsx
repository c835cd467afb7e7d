import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { EditChildcareProviderBody } from '@kinderwait/contract/childcare-provider-edit';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { sampleProviderProfile as profile } from '../../../test/provider-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import { ProviderProfilePage } from './provider-profile-page';

const context = setupApiTestContext();

/** The PATCH answers as `patch` says; bodies are checked by the contract where the test says so. */
function serveProfile(patch: (body: unknown) => [number, unknown], strict = true) {
  context.server.route('GET', childcareProvidersApiPaths.profile, (_request, response) => {
    sendJson(response, 200, profile);
  });
  context.server.route('PATCH', childcareProvidersApiPaths.profile, (request, response) => {
    const json: unknown = JSON.parse(request.body);
    if (strict && !EditChildcareProviderBody.safeParse(json).success) {
      context.server.refuse(request, response, 'a body EditChildcareProviderBody refuses');
      return;
    }
    const [status, answer] = patch(json);
    sendJson(response, status, answer);
  });
  const items = (names: string[]) =>
    names.map((name, index) => ({
      id: index + 1,
      code: name.toLowerCase(),
      name,
      description: '',
    }));
  context.server.route('GET', cataloguesApiPaths.ageGroups, (_request, response) => {
    sendJson(response, 200, {
      items: [
        { id: 1, code: 'infant', name: 'Infant' },
        { id: 2, code: 'toddler', name: 'Toddler' },
      ],
    });
  });
  context.server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [
        {
          id: 1,
          code: 'licensed-centre',
          name: 'Licensed centre',
          description: '',
          selected: false,
        },
        { id: 2, code: 'licensed-home', name: 'Licensed home', description: '', selected: false },
      ],
    });
  });
  context.server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
    sendJson(response, 200, { items: items(['Full-time', 'Part-time']) });
  });
  context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
    sendJson(response, 200, [{ code: 'en', name: 'English', nativeName: 'English' }]);
  });
}

function renderPage() {
  render(
    <QueryWrapper>
      <ProviderProfilePage roleCode="Licenced" locationSection={null} />
    </QueryWrapper>,
  );
}

describe('the provider profile screen', () => {
  test('the weekly grid sends Monday as day 0 with HH:mm times, shown as hh:mm AM/PM', async () => {
    const sent: unknown[] = [];
    serveProfile((body) => {
      sent.push(body);
      return [200, profile];
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Monday: Open' }));
    expect(screen.getByText('08:00 AM')).toBeInTheDocument();
    expect(screen.getByText('06:00 PM')).toBeInTheDocument();
    const spaces = screen.getByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(spaces);
    await user.type(spaces, '5');
    const sections = screen.getAllByRole('button', { name: 'Save' });
    const ageGroupsSave = sections[2];
    if (ageGroupsSave === undefined) throw new Error('three sections expected');
    await user.click(ageGroupsSave);
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toEqual({
      paths: ['AgeGroups'],
      ageGroups: [
        {
          id: 2,
          availableSpaces: 5,
          availableStartDate: null,
          hoursOfBusiness: [{ day: 0, timeStart: '08:00', timeEnd: '18:00' }],
        },
      ],
    });
  });

  test('fees go in cents; a 400 names the field and nothing typed is lost', async () => {
    const sent: unknown[] = [];
    serveProfile((body) => {
      sent.push(body);
      return [
        400,
        {
          message: 'Invalid input',
          code: 'validation_failed',
          detail: 'body.contact.website: Use a web address starting with http:// or https://',
        },
      ];
    }, false);
    renderPage();
    const user = userEvent.setup();
    const hourly = await screen.findByRole('textbox', { name: 'Hourly fee (CAD)' });
    await user.type(hourly, '12.50');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'sunny.example');
    const sections = screen.getAllByRole('button', { name: 'Save' });
    const feesSave = sections[1];
    if (feesSave === undefined) throw new Error('three sections expected');
    await user.click(feesSave);
    expect(
      await screen.findByText('Use a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      paths: ['Fees', 'Contact'],
      fees: { dailyFeeCents: 6500, hourlyFeeCents: 1250 },
    });
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('sunny.example');
    expect(hourly).toHaveValue('12.50');
  });
});
