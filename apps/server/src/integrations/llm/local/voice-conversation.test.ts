import type { ChildcareProviderProfile } from '@kinderwait/contract';
import { assistantIds, CreateVoiceAssistantBody } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { completionTool, conversation } from './conversation-harness.ts';

function voiceChat(profile: unknown = null) {
  const create = completionTool('CreateVoiceAssistant', CreateVoiceAssistantBody);
  const chat = conversation({
    assistantId: assistantIds.voiceUnlicenced,
    tools: [create.tool],
    profile,
    firstName: null,
  });
  return { create, chat };
}

describe('the local engine, voice agent onboarding', () => {
  it('asks every field, re-asks a wrong answer, takes corrections and creates a valid agent', async () => {
    const { create, chat } = voiceChat();
    const opening = await chat.send('hello');
    expect(opening.text).toContain('Hi there! I am an automated assistant.');
    expect(opening.text).toContain('What is the name of your business');
    expect((await chat.send('Little Stars Daycare')).text).toContain(
      'say "yes" to use: "Hello, thank you for calling Little Stars Daycare. How can I help you today?"',
    );
    expect((await chat.send('yes')).text).toContain(
      'Which phone number should get a text message (SMS)',
    );
    expect((await chat.send('416 555')).text).toBe(
      '416 555 is not a complete phone number. Please write it in E.164 format, like +14151231234.\n\n' +
        'Which phone number should get a text message (SMS) when your voice assistant is ready? Please write it in E.164 format, for example +14151231234.',
    );
    expect((await chat.send('(416) 555-0199')).text).toContain(
      'Which phone number should calls be redirected to',
    );
    expect((await chat.send('+14165550123')).text).toContain('What is your website address?');
    expect((await chat.send('my site')).text).toContain('I could not find a web address there.');
    const summary = await chat.send('littlestars.ca');
    expect(summary.text).toContain('- Phone number for the SMS on creation: +14165550199');
    expect(summary.text).toContain('- Website: https://littlestars.ca');

    // A correction with a value the rule refuses: the reason, then the question again.
    expect((await chat.send('change the website to ftp://littlestars.ca')).text).toBe(
      'Use a web address starting with http:// or https://\n\n' +
        'What is your website address? The assistant reads it to learn about your childcare (for example https://example.ca).',
    );
    expect((await chat.send('https://www.littlestars.ca')).text).toContain(
      '- Website: https://www.littlestars.ca',
    );
    const changed = await chat.send('Change the SMS number to 647 555 0100');
    expect(changed.text).toContain('Changed Phone number for the SMS on creation: +16475550100.');

    // "No" without naming a field asks what to change.
    expect((await chat.send('no')).text).toContain('What would you like to change?');
    expect((await chat.send('the greeting should be Welcome to Little Stars!')).text).toContain(
      '- Greeting: Welcome to Little Stars!',
    );

    const created = await chat.send('Yes please');
    expect(created.text).toContain('Your voice agent is being created.');
    expect(created.toolCalls).toEqual([{ name: 'CreateVoiceAssistant', result: '{"saved":true}' }]);
    expect(create.calls).toEqual([
      {
        businessName: 'Little Stars Daycare',
        greeting: 'Welcome to Little Stars!',
        smsPhoneNumber: '+16475550100',
        redirectPhoneNumber: '+14165550123',
        websiteUrl: 'https://www.littlestars.ca',
      },
    ]);
    expect(CreateVoiceAssistantBody.safeParse(create.calls[0]).success).toBe(true);
  });

  it('pre-fills the name, website and public phone from the profile', async () => {
    const profile: Partial<ChildcareProviderProfile> = {
      id: '6a8e9f4e-3c1f-4a57-9a43-0d5b1c7e2f10',
      user: { firstName: 'Ada' },
      providerTypeId: 3,
      name: 'Home Sweet Care',
      description: null,
      languages: [],
      childcareTypeIds: [],
      currency: 'CAD',
      dailyFeeCents: null,
      hourlyFeeCents: null,
      contactPhone: '+14165550111',
      contactEmail: null,
      website: 'https://homesweet.ca',
      licence: null,
      ageGroups: [],
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const { create, chat } = voiceChat(profile);
    const opening = await chat.send('hello');
    expect(opening.text).toContain(
      'From your profile I already have: business name, phone number for call redirection, website.',
    );
    expect(opening.text).toContain('What should callers hear when the assistant answers?');
    await chat.send('Hi, you reached Home Sweet Care.');
    expect((await chat.send('+14165550122')).text).toContain('Shall I save this?');
    // The tool's error is explained, then a retry succeeds.
    create.failures.push('The voice assistant service is busy');
    expect((await chat.send('yes')).text).toContain(
      'I could not save that. The system answered: The voice assistant service is busy',
    );
    expect((await chat.send('yes')).toolCalls).toEqual([
      { name: 'CreateVoiceAssistant', result: '{"saved":true}' },
    ]);
    expect(create.calls.at(-1)).toEqual({
      businessName: 'Home Sweet Care',
      greeting: 'Hi, you reached Home Sweet Care.',
      smsPhoneNumber: '+14165550122',
      redirectPhoneNumber: '+14165550111',
      websiteUrl: 'https://homesweet.ca',
    });
  });

  it('takes the facts of a first message, says what it helps with, and carries on after a greeting', async () => {
    const { create, chat } = voiceChat();
    const opening = await chat.send(
      'Hi, our website is littlestars.ca and texts can go to 416 555 0199',
    );
    expect(opening.text).toContain(
      'Noted: Phone number for the SMS on creation: +14165550199; Website: https://littlestars.ca.',
    );
    expect(opening.text).toMatch(/What is the name of your business, as callers should hear it\?$/);
    await chat.send('Little Stars Daycare');
    const offTopic = await chat.send('What is the weather?');
    expect(offTopic.text).toMatch(
      /^I can only help you set up your AI voice agent here: .+\n\nWhat should callers hear/,
    );
    expect((await chat.send('No thanks')).text).toMatch(
      /^Then please type the greeting callers should hear\.\n\nWhat should callers hear/,
    );
    // A greeting is what callers may hear: it answers this question.
    expect((await chat.send('Hello!')).text).toContain(
      'Which phone number should calls be redirected to',
    );
    expect((await chat.send("I'm back")).text).toBe(
      "Let's carry on where we left off.\n\nWhich phone number should calls be redirected to when a caller needs a person? For example +14151231234.",
    );
    expect((await chat.send('Please forward calls to (647) 555-0123')).text).toContain(
      'Shall I save this?',
    );
    await chat.send('yes');
    expect(create.calls).toEqual([
      {
        businessName: 'Little Stars Daycare',
        greeting: 'Hello!',
        smsPhoneNumber: '+14165550199',
        redirectPhoneNumber: '+16475550123',
        websiteUrl: 'https://littlestars.ca',
      },
    ]);
  });
});
