import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocationBody } from '@kinderwait/contract/addresses';
import { specMessages } from '@kinderwait/contract/messages';
import { setMapSettingsForTests } from '../../config/map-settings';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { cityHallAddress as cityHall } from '../../test/location-fixtures';
import { LocationSelector } from './location-selector';

const context = setupApiTestContext();

beforeAll(() => {
  // Tiles and geocoder on the local test server: tests never reach the internet.
  setMapSettingsForTests({
    tileUrl: `${context.server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${context.server.origin}/geocoder`,
  });
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

function serveGeocoder(status: number, body: unknown) {
  context.server.route('GET', '/geocoder/reverse', (_request, response) => {
    sendJson(response, status, body);
  });
}

function renderSelector() {
  const onSubmit = vi.fn<(location: LocationBody) => void>();
  render(
    <LocationSelector
      title="Complete an address"
      submitText="Save my address"
      saved={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the location selector', () => {
  test('starts at the default location, looks its address up and submits the location payload', async () => {
    serveGeocoder(200, { address: { ...cityHall, neighbourhood: 'Downtown' } });
    const onSubmit = renderSelector();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await waitFor(() => {
      expect(address).toHaveValue('100, Queen Street West, Toronto, Canada');
    });
    const lookup = context.server.requests.find((request) => request.path === '/geocoder/reverse');
    const query = new URL(lookup?.url ?? '', context.server.origin).searchParams;
    expect([query.get('format'), query.get('lat'), query.get('lon')]).toEqual([
      'jsonv2',
      '43.6532',
      '-79.3832',
    ]);
    expect(screen.getByText('Note: click the edit button and move the pin to your address'));

    await userEvent.click(screen.getByRole('button', { name: 'Save my address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      address: '100, Queen Street West, Toronto, Canada',
      latitude: 43.6532,
      longitude: -79.3832,
      locationDetails: { ...cityHall, lat: 43.6532, lon: -79.3832 },
    });
  });

  test('the Edit button becomes Save and back', async () => {
    serveGeocoder(200, { address: cityHall });
    renderSelector();
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await waitFor(() => {
      expect(address).toHaveValue('100, Queen Street West, Toronto, Canada');
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('an address without a house number shows the address rule’s message and keeps submit disabled', async () => {
    const withoutNumber = { ...cityHall, house_number: undefined };
    serveGeocoder(200, { address: withoutNumber });
    renderSelector();
    expect(await screen.findByText(specMessages.addressIncomplete)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my address' })).toBeDisabled();
  });

  test('with the geocoder down the address is typed, checked by the same rule, and submitted', async () => {
    serveGeocoder(503, { error: 'down' });
    const onSubmit = renderSelector();
    const user = userEvent.setup();
    const house = await screen.findByRole('textbox', { name: /House number/ });
    expect(screen.getByText(specMessages.addressIncomplete)).toBeInTheDocument();
    await user.type(house, '100');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Queen Street West');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Toronto');
    await user.type(screen.getByRole('textbox', { name: /Province/ }), 'Ontario');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), 'M5H 2N2');
    expect(screen.getByRole('button', { name: 'Save my address' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'Canada');
    expect(screen.queryByText(specMessages.addressIncomplete)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 43.6532, longitude: -79.3832 }),
    );
  });
});
