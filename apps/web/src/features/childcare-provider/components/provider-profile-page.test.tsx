import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { sampleProviderProfile as profile } from '../../../test/provider-fixtures';
import {
  renderProfilePage,
  sectionSaveButton,
  setupProviderProfileScreen,
} from './provider-profile-test-api';

const { serveProfile, setStored } = setupProviderProfileScreen();

describe('the provider profile screen', () => {
  test('the weekly grid sends Monday as day 0 with HH:mm times, shown as hh:mm AM/PM', async () => {
    const sent: unknown[] = [];
    serveProfile((body) => {
      sent.push(body);
      return [200, profile];
    });
    renderProfilePage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Monday: Open – Toddler' }));
    expect(screen.getByText('08:00 AM')).toBeInTheDocument();
    expect(screen.getByText('06:00 PM')).toBeInTheDocument();
    const spaces = screen.getByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(spaces);
    await user.type(spaces, '5');
    await user.click(sectionSaveButton(screen.getAllByRole('button', { name: 'Save' }), 2));
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

  test("each age group's hours are named with the group, so every field has a name of its own", async () => {
    const [toddler] = profile.ageGroups;
    if (toddler === undefined) throw new Error('the sample profile has a Toddler group');
    setStored({
      ...profile,
      ageGroups: [
        { ...toddler, id: 1, name: 'Infant', hoursOfBusiness: [] },
        { ...toddler, hoursOfBusiness: [{ day: 0, timeStart: '08:00', timeEnd: '18:00' }] },
      ],
    });
    serveProfile(() => [200, profile]);
    renderProfilePage();

    expect(
      await screen.findByRole('checkbox', { name: 'Monday: Open – Infant' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday: Open – Toddler' })).toBeChecked();
    expect(screen.getByLabelText('Monday Opens – Toddler')).toHaveValue('08:00');
    expect(screen.getByLabelText('Monday Closes – Toddler')).toHaveValue('18:00');
    expect(screen.queryAllByRole('checkbox', { name: 'Monday: Open' })).toHaveLength(0);
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
    renderProfilePage();
    const user = userEvent.setup();
    const hourly = await screen.findByRole('textbox', { name: 'Hourly fee (CAD)' });
    await user.type(hourly, '12.50');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'sunny.example');
    await user.click(sectionSaveButton(screen.getAllByRole('button', { name: 'Save' }), 1));
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
