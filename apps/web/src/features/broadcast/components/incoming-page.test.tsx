import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { IncomingAnswerBody, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { sampleProviderProfile } from '../../../test/provider-fixtures';
import { incoming, renderAt } from './broadcast-test-api';
import { IncomingPage } from './incoming-page';

const context = setupApiTestContext();

function serve(items: ReturnType<typeof incoming>[]) {
  const answers: IncomingAnswerBody[] = [];
  let list = items;
  context.server.route('GET', broadcastApiPaths.incoming, (_request, response) => {
    sendJson(response, 200, { items: list });
  });
  context.server.route('GET', childcareProvidersApiPaths.profile, (_request, response) => {
    sendJson(response, 200, sampleProviderProfile);
  });
  for (const item of items) {
    context.server.route(
      'PUT',
      buildUrl(broadcastApiPaths.incomingAnswer, { deliveryId: item.id }),
      (request, response) => {
        const body = IncomingAnswerBody.parse(JSON.parse(request.body));
        answers.push(body);
        const answered = {
          ...item,
          answer: body.answer,
          answeredAt: '2026-11-04T15:00:00.000Z',
          ...(body.answer === 'interested'
            ? {
                offeredAgeGroup: { id: body.ageGroupId, name: 'Toddler' },
                offeredStartDate: body.startDate,
                note: body.note ?? null,
              }
            : { offeredAgeGroup: null, offeredStartDate: null, note: null }),
        };
        list = list.map((entry) => (entry.id === item.id ? answered : entry));
        sendJson(response, 200, answered);
      },
    );
  }
  return answers;
}

function renderIncoming() {
  return renderAt(
    paths.app.broadcastIncoming.path,
    paths.app.broadcastIncoming.getHref(),
    <IncomingPage />,
  );
}

const title = '2 years 3 months, Toddler';

describe('the family broadcasts a provider received', () => {
  test('each shows the need without a name or contact: age at start, schedule, start date, distance, care, fees', async () => {
    serve([incoming(1)]);
    await renderIncoming();

    const item = await screen.findByRole('listitem', { name: title });
    expect(item).toHaveTextContent('My preferred schedule availability: weekdays, mornings.');
    expect(item).toHaveTextContent('1.5 km from you');
    expect(item).toHaveTextContent('Full-time');
    expect(item).toHaveTextContent('$10 to $50 a day');
    expect(item).toHaveTextContent(/Start date.*2027/);
  });

  test('Interested sends the age group, the start date and the note (at most 500 characters, counted)', async () => {
    const answers = serve([incoming(1)]);
    await renderIncoming();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: `Interested in the broadcast ${title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offer a space' });
    expect(within(dialog).getByRole('combobox', { name: 'Age group' })).toHaveValue('2');
    const note = within(dialog).getByRole('textbox', { name: 'Note for the family (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('At most 500 characters (501 / 500)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send the answer' })).toBeDisabled();
    await user.clear(note);
    await user.type(note, 'We have a garden.');
    expect(within(dialog).getByText('17 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the answer' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(answers).toEqual([
      { answer: 'interested', ageGroupId: 2, startDate: '2027-03-01', note: 'We have a garden.' },
    ]);
    const item = screen.getByRole('listitem', { name: title });
    expect(item).toHaveTextContent('Your answer: Interested');
    // Changeable until the parent decides.
    expect(
      within(item).getByRole('button', { name: `Not now for the broadcast ${title}` }),
    ).toBeEnabled();
  });

  test('Not now answers at once; a closed broadcast is greyed with nothing to answer', async () => {
    const answers = serve([
      incoming(1),
      incoming(2, { open: false, need: { ...incoming(2).need, ageMonthsAtStart: 40 } }),
    ]);
    await renderIncoming();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: `Not now for the broadcast ${title}` }),
    );
    await waitFor(() => {
      expect(screen.getByRole('listitem', { name: title })).toHaveTextContent(
        'Your answer: Not now',
      );
    });
    expect(answers).toEqual([{ answer: 'not_now' }]);

    const closed = screen.getByRole('listitem', { name: '3 years 4 months, Toddler' });
    expect(closed).toHaveTextContent('Closed: withdrawn or expired');
    expect(within(closed).queryByRole('button')).toBeNull();
  });
});
