import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { phoneNumbersApiPaths } from '@kinderwait/contract/phone-numbers';
import type { AgentPhoneNumber } from '@kinderwait/contract/phone-numbers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { PhoneNumberPanel } from './phone-number-panel';
import { renderWithRouter } from './voice-agent-test-api';

const context = setupApiTestContext();
const numbersUrl = buildUrl(phoneNumbersApiPaths.numbers, { feature: 'voiceAiAgent' });

const number = (changes: Partial<AgentPhoneNumber>): AgentPhoneNumber => ({
  id: '3f0c6b7e-2d55-4a52-9a4e-3f3f7f1c2a10',
  areaCode: '647',
  number: null,
  state: 'provisioning',
  failureReason: null,
  createdAt: '2026-11-27T14:00:00.000Z',
  releaseAt: null,
  ...changes,
});

describe('the phone number panel', () => {
  test('chooses an area code with the keyboard, asks for a number, and shows it once bought', async () => {
    let items: AgentPhoneNumber[] = [];
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items });
    });
    context.server.route('POST', numbersUrl, (_request, response) => {
      items = [number({ state: 'active', number: '+16475550100' })];
      sendJson(response, 202, number({}));
    });
    const user = userEvent.setup();
    renderWithRouter(<PhoneNumberPanel />);

    const area416 = await screen.findByRole('radio', { name: '416' });
    expect(area416).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Area code' })).toBeInTheDocument();
    area416.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '647' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Get a number' }));

    expect(await screen.findByRole('link', { name: '(647) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+16475550100',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Answers calls');
    const posted = context.server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ areaCode: '647' });
  });

  test('says a number needs the phone number subscription when the server refuses (402)', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    context.server.route('POST', numbersUrl, (_request, response) => {
      sendJson(response, 402, {
        message: 'A phone number needs the Voice Assistant Phone Number subscription.',
        code: 'phone_number_subscription_required',
      });
    });
    const user = userEvent.setup();
    renderWithRouter(<PhoneNumberPanel />);
    await user.click(await screen.findByRole('button', { name: 'Get a number' }));
    expect(
      await screen.findByText(/comes with the Voice Assistant Phone Number subscription/),
    ).toBeInTheDocument();
  });

  test('shows a number being bought, and one whose release is planned', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, {
        items: [
          number({
            state: 'releasing',
            number: '+14165550103',
            releaseAt: '2026-12-04T15:00:00.000Z',
          }),
        ],
      });
    });
    renderWithRouter(<PhoneNumberPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /stops working on Dec 4, 2026.*Subscribe again/,
    );
  });

  test('after a failed request, says why and offers the choice again', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, {
        items: [number({ state: 'failed', failureReason: 'no_number_available' })],
      });
    });
    renderWithRouter(<PhoneNumberPanel />);
    expect(
      await screen.findByText('No 647 number was free. Choose an area code again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a number' })).toBeEnabled();
  });
});
