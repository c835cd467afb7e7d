import { screen, waitFor, within } from '@testing-library/react';
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
const availableUrl = buildUrl(phoneNumbersApiPaths.available, { feature: 'voiceAiAgent' });
const free = (areaCode: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    number: `+1${areaCode}55501${String(index).padStart(2, '0')}`,
    areaCode,
  }));

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

/** The live region says `text` (it is there, empty, before the search ends). */
const announced = (text: string) =>
  waitFor(() => {
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

describe('the phone number panel', () => {
  test('searches an area code chosen with the keyboard, lists its free numbers, and asks for the one chosen', async () => {
    let items: AgentPhoneNumber[] = [];
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items });
    });
    context.server.route('GET', availableUrl, (request, response) => {
      const areaCode = new URL(request.url, 'http://x').searchParams.get('areaCode') ?? '';
      sendJson(response, 200, { items: free(areaCode, 3) });
    });
    context.server.route('POST', numbersUrl, (_request, response) => {
      items = [number({ state: 'active', number: '+16475550101' })];
      sendJson(response, 202, number({}));
    });
    const user = userEvent.setup();
    await renderWithRouter(<PhoneNumberPanel />);

    const area416 = await screen.findByRole('radio', { name: '416' });
    expect(area416).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Area code' })).toBeInTheDocument();
    area416.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '647' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // The count is announced; the numbers are read as numbers, in a group named by its legend.
    await announced('3 647 numbers are free. Choose one below.');
    const found = screen.getByRole('radiogroup', { name: 'Free 647 numbers' });
    const first = within(found).getByRole('radio', { name: '(647) 555-0100' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(found).getByRole('radio', { name: '(647) 555-0101' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Get this number' }));

    expect(await screen.findByRole('link', { name: '(647) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+16475550101',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Answers calls');
    const posted = context.server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ areaCode: '647', number: '+16475550101' });
  });

  test('asks for a number to be chosen before getting one', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    context.server.route('GET', availableUrl, (_request, response) => {
      sendJson(response, 200, { items: free('416', 1) });
    });
    const user = userEvent.setup();
    await renderWithRouter(<PhoneNumberPanel />);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await announced('One 416 number is free. Choose it below.');
    await user.click(screen.getByRole('button', { name: 'Get this number' }));
    expect(screen.getByText('Choose a number from the list first.')).toBeInTheDocument();
    expect(context.server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  test('says when no number of the area code is free, and offers the search again', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    context.server.route('GET', availableUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    const user = userEvent.setup();
    await renderWithRouter(<PhoneNumberPanel />);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await announced(
      'No 416 number is free right now. Search again later or try another area code.',
    );
    expect(screen.queryByRole('button', { name: 'Get this number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    await context.server.settle();
    const searches = context.server.requests.filter((request) => request.url.includes('available'));
    expect(searches).toHaveLength(2);
  });

  test('says in its own words that the phone company could not be reached for a search (503)', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    context.server.route('GET', availableUrl, (_request, response) => {
      sendJson(response, 503, {
        message: 'Server words',
        code: 'phone_number_provider_unavailable',
      });
    });
    const user = userEvent.setup();
    await renderWithRouter(<PhoneNumberPanel />);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await announced('We could not reach the phone company just now. Please try again.');
  });

  test('says a number needs the phone number subscription when the server refuses (402)', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    context.server.route('GET', availableUrl, (_request, response) => {
      sendJson(response, 200, { items: free('416', 2) });
    });
    context.server.route('POST', numbersUrl, (_request, response) => {
      sendJson(response, 402, {
        message: 'A phone number needs the Voice Assistant Phone Number subscription.',
        code: 'phone_number_subscription_required',
      });
    });
    const user = userEvent.setup();
    await renderWithRouter(<PhoneNumberPanel />);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('radio', { name: '(416) 555-0101' }));
    await user.click(screen.getByRole('button', { name: 'Get this number' }));
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
    await renderWithRouter(<PhoneNumberPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /stops working on Dec 4, 2026.*Subscribe again/,
    );
  });

  test('after the chosen number was taken meanwhile, says so and offers the search again', async () => {
    context.server.route('GET', numbersUrl, (_request, response) => {
      sendJson(response, 200, {
        items: [number({ state: 'failed', failureReason: 'number_taken' })],
      });
    });
    await renderWithRouter(<PhoneNumberPanel />);
    expect(
      await screen.findByText(
        'Someone else took the 647 number you chose just before we could get it. Nothing was bought: search again and choose another number.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});
