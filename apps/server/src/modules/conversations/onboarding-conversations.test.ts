import type {
  ChildcareProviderProfile,
  Conversation,
  Onboarding,
  SendMessageResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  conversationsApiPaths,
  onboardingApiPaths,
  roleIds,
  usersApiPaths,
} from '@kinderwait/contract';
import { expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

/** Whole onboarding chats through the API with the embedded local engine (the default). */
forEachDatabase((t) => {
  const chat = (user: TestUser, feature: string, role: number) => {
    const suffix = String(role);
    return async (content: string, hiddenContent?: string): Promise<SendMessageResponse> => {
      const response = await sendJson(
        t.app(),
        'POST',
        conversationsApiPaths.message,
        { content, feature, conversationNameSuffix: suffix, hiddenContent },
        user.headers(role),
      );
      expect(response.statusCode).toBe(200);
      return response.json<SendMessageResponse>();
    };
  };

  it('a licensed provider completes the broadcast onboarding chat and the profile shows what was said', async () => {
    const user = await signUp(t.app(), { roles: ['Licenced'], name: 'Ada Lovelace' });
    const send = chat(user, 'broadcast', roleIds.Licenced);
    expect((await send('Hi')).assistant).toContain('Hi Ada! I am an automated assistant.');
    expect((await send('Sunny Days Childcare')).assistant).toContain('Which kinds of care');
    expect((await send('full time')).assistant).toContain('Which age groups do you care for?');
    expect((await send('infants')).assistant).toContain('How many Infant spaces');
    // A wrong answer is re-asked with the reason, then corrected.
    expect((await send('lots')).assistant).toContain('I could not find a number');
    expect((await send('3')).assistant).toContain(
      'From what date are the Infant spaces available?',
    );
    const hours = await send('September 1, 2030');
    expect(hours.tools).toEqual([
      { name: 'ClientHandled_CollectScheduleAvailabilities', result: '' },
    ]);
    const summary = await send(
      '',
      'My preferred schedule availability: Monday - Morning, Tuesday - Morning',
    );
    expect(summary.assistant).toContain('Shall I save this?');
    const saved = await send('yes');
    expect(saved.assistant).toContain('Your profile is saved');
    expect(saved.tools.map((tool) => tool.name)).toEqual(['EditChildcareProvider']);
    // A successful completion: the completion tool's result is JSON.
    const result = JSON.parse(saved.tools[0]?.result ?? '') as ChildcareProviderProfile;
    expect(result.name).toBe('Sunny Days Childcare');

    const profile = await getJson(
      t.app(),
      childcareProvidersApiPaths.profile,
      user.headers(roleIds.Licenced),
    );
    expect(profile.json<ChildcareProviderProfile>()).toMatchObject({
      name: 'Sunny Days Childcare',
      ageGroups: [
        {
          id: 1,
          availableSpaces: 3,
          availableStartDate: '2030-09-01',
          hoursOfBusiness: [
            { day: 0, timeStart: '06:00', timeEnd: '12:00' },
            { day: 1, timeStart: '06:00', timeEnd: '12:00' },
          ],
        },
      ],
    });
    // The conversation holds every message, the tool messages with their results.
    const stored = await getJson(
      t.app(),
      `${buildUrl(conversationsApiPaths.conversation, { feature: 'broadcast' })}?conversationNameSuffix=${String(roleIds.Licenced)}`,
      user.headers(),
    );
    const messages = stored.json<Conversation>().messages;
    expect(messages.at(-1)).toEqual({
      role: 'tool',
      content: 'EditChildcareProvider',
      hiddenContent: saved.tools[0]?.result,
    });
    expect(messages.filter((message) => message.role === 'user')).toHaveLength(9);
  });

  it('a provider whose profile language is French has the chat in French, answered in French words', async () => {
    const user = await signUp(t.app(), { roles: ['Licenced'], name: 'Ada Lovelace' });
    const profile = await sendJson(
      t.app(),
      'PUT',
      usersApiPaths.users,
      { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: null, preferredLanguage: 'fr' },
      user.headers(),
    );
    expect(profile.statusCode).toBe(200);
    const send = chat(user, 'broadcast', roleIds.Licenced);
    expect((await send('Bonjour')).assistant).toContain(
      'Bonjour Ada ! Je suis un assistant automatisé.',
    );
    expect((await send('Garderie Soleil')).assistant).toContain(
      'Quels types de garde offrez-vous ?',
    );
    expect((await send('temps plein')).assistant).toContain('De quels groupes d’âge');
    expect((await send('les poupons')).assistant).toContain('pour le groupe Poupons');
    // A refused answer is asked again with its reason in French.
    expect((await send('beaucoup')).assistant).toContain(
      'Je n’ai pas trouvé de nombre dans cette réponse.',
    );
    expect((await send('trois')).assistant).toContain('À partir de quelle date');
    await send('le 1er septembre 2030');
    const summary = await send(
      '',
      'My preferred schedule availability: Monday - Morning, Tuesday - Morning',
    );
    expect(summary.assistant).toContain('- Places – Poupons : 3');
    expect(summary.assistant).toContain('- Date de début – Poupons : dimanche 1 septembre 2030');
    expect(summary.assistant).toContain('- Heures d’ouverture : lundi au mardi 6 h à 12 h');
    expect(summary.assistant).toContain('Voulez-vous que j’enregistre ceci ?');
    const saved = await send('oui');
    expect(saved.tools.map((tool) => tool.name)).toEqual(['EditChildcareProvider']);
    expect(saved.assistant).toContain('Votre profil est enregistré');
  });

  it('an unlicensed provider creates the voice agent, which records the onboarding step', async () => {
    const user = await signUp(t.app(), { roles: ['Unlicenced'] });
    const send = chat(user, 'voiceAiAgent', roleIds.Unlicenced);
    expect((await send('hello')).assistant).toContain('What is the name of your business');
    expect((await send('Little Stars Daycare')).assistant).toContain('say "yes" to use');
    expect((await send('yes')).assistant).toContain('Which phone number should get a text message');
    expect((await send('416 555')).assistant).toContain('is not a complete phone number');
    expect((await send('(416) 555-0199')).assistant).toContain('redirected to');
    expect((await send('+14165550123')).assistant).toContain('What is your website address?');
    // A name that never resolves (RFC 2606): saving the setup starts the website's crawl, which
    // looks the address up, and tests never reach the internet.
    expect((await send('littlestars.invalid')).assistant).toContain(
      '- Website: https://littlestars.invalid',
    );
    const created = await send('yes');
    expect(created.tools.map((tool) => tool.name)).toEqual(['CreateVoiceAssistant']);
    expect(JSON.parse(created.tools[0]?.result ?? '')).toMatchObject({
      businessName: 'Little Stars Daycare',
      smsPhoneNumber: '+14165550199',
      redirectPhoneNumber: '+14165550123',
      websiteUrl: 'https://littlestars.invalid',
    });
    expect(
      await t
        .app()
        .services.voiceAssistants.getOwn({ user: { id: user.id, email: user.email }, role: null }),
    ).toMatchObject({
      businessName: 'Little Stars Daycare',
    });
    const onboarding = await getJson(t.app(), onboardingApiPaths.onboarding, user.headers());
    expect(onboarding.json<Onboarding>().steps).toContain('onboarding-chat-voice-agent');
  });
});
