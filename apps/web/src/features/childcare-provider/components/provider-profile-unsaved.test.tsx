import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';
import { queryClient } from '../../../lib/query-client';
import { removeToken } from '../../../lib/storage';
import { sampleProviderProfile as profile } from '../../../test/provider-fixtures';
import {
  elsewherePath,
  profilePath,
  renderProfilePage,
  sectionSaveButton,
  setupProviderProfileScreen,
} from './provider-profile-test-api';

const { serveProfile, setStored } = setupProviderProfileScreen();

/** The profile as stored with the Toddler group's spaces (and a name) changed. */
function storedWith(spaces: number, name = profile.name): ChildcareProviderProfile {
  const [toddler] = profile.ageGroups;
  if (toddler === undefined) throw new Error('the sample profile has a Toddler group');
  return { ...profile, name, ageGroups: [{ ...toddler, availableSpaces: spaces }] };
}

/** Types `spaces` into the Toddler group's spaces and ticks "Full-time" in the details. */
async function editSpacesAndFullTime(user: ReturnType<typeof userEvent.setup>, spaces: string) {
  const field = await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
  await user.clear(field);
  await user.type(field, spaces);
  await user.click(screen.getByRole('checkbox', { name: 'Full-time' }));
}

const spacesField = () => screen.getByRole('spinbutton', { name: 'Available spaces – Toddler' });

describe('the provider profile keeps what is typed until it is saved', () => {
  test('typed values survive the profile being dropped from the cache and read again while the screen is open (as a proven claim dropped it)', async () => {
    serveProfile(() => [200, profile]);
    const router = renderProfilePage();
    const user = userEvent.setup();
    await editSpacesAndFullTime(user, '5');
    setStored(storedWith(0));

    // The claim's removal, then anything that draws the screen again (here its address changes).
    act(() => {
      queryClient.removeQueries({ queryKey: childcareProviderKeys.all });
    });
    await act(() => router.navigate(`${profilePath}?again`));
    await waitFor(() => {
      expect(queryClient.getQueryData(childcareProviderKeys.profile())).toEqual(storedWith(0));
    });

    expect(spacesField()).toHaveValue(5);
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  });

  test('a part being edited never takes a refetched profile; the untouched parts do', async () => {
    serveProfile(() => [200, profile]);
    renderProfilePage();
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(field);
    await user.type(field, '5');
    setStored(storedWith(0, 'Sunny Days Centre'));

    await act(() => queryClient.invalidateQueries({ queryKey: childcareProviderKeys.profile() }));

    expect(await screen.findByDisplayValue('Sunny Days Centre')).toBeInTheDocument();
    expect(spacesField()).toHaveValue(5);
  });
});

describe('"Saved." speaks for what the server stored', () => {
  test('after a save the part shows the answer, and "Saved." goes once it is changed again', async () => {
    serveProfile(() => [200, storedWith(5)]);
    renderProfilePage();
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(field);
    await user.type(field, '5');
    await user.click(sectionSaveButton(screen.getAllByRole('button', { name: 'Save' }), 2));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    await user.type(spacesField(), '0');

    expect(spacesField()).toHaveValue(50);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  test('an answer that differs from what was sent shows the stored values and says so, never a plain "Saved."', async () => {
    serveProfile(() => [200, storedWith(0)]);
    renderProfilePage();
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(field);
    await user.type(field, '5');
    await user.click(sectionSaveButton(screen.getAllByRole('button', { name: 'Save' }), 2));

    expect(
      await screen.findByText(
        'Saved, but the server stored something other than what was typed: the fields show what it stored.',
      ),
    ).toBeInTheDocument();
    expect(spacesField()).toHaveValue(0);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  test('going to another screen asks first: Stay keeps the changes, Leave goes', async () => {
    serveProfile(() => [200, profile]);
    const router = renderProfilePage();
    const user = userEvent.setup();
    await editSpacesAndFullTime(user, '5');

    await act(() => router.navigate(elsewherePath));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe(profilePath);
    expect(spacesField()).toHaveValue(5);

    await act(() => router.navigate(elsewherePath));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  test('nothing is asked once the changes are saved', async () => {
    serveProfile(() => [200, storedWith(5)]);
    const router = renderProfilePage();
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
    await user.clear(field);
    await user.type(field, '5');
    await user.click(sectionSaveButton(screen.getAllByRole('button', { name: 'Save' }), 2));
    await screen.findByText('Saved.');

    await act(() => router.navigate(elsewherePath));

    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a session that ended (signed out, or lost) goes to sign in without asking', async () => {
    serveProfile(() => [200, profile]);
    const router = renderProfilePage();
    const user = userEvent.setup();
    await editSpacesAndFullTime(user, '5');

    removeToken();
    await act(() => router.navigate(elsewherePath));

    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closing or reloading the tab asks the browser to confirm only while something is unsaved', async () => {
    serveProfile(() => [200, profile]);
    renderProfilePage();
    const user = userEvent.setup();
    await screen.findByRole('spinbutton', { name: 'Available spaces – Toddler' });
    const unloading = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unloading()).toBe(false);

    await editSpacesAndFullTime(user, '5');

    expect(unloading()).toBe(true);
  });
});
