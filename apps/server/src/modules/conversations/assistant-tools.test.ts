import type { EditChildcareProviderBody } from '@kinderwait/contract';
import { commonErrorCodes, conversationFeatures } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.ts';
import { requestJsonSchema } from '../../http/request-json-schema.ts';
import { textWithoutRule } from '../../http/request-text-rule.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { fullEdit } from '../../test/sample-requests.ts';
import type { AssistantToolServices } from './assistant-tools.ts';
import { assistantTools } from './assistant-tools.ts';

const actor: Actor = {
  user: { id: '6c1f2a77-6f57-4a8e-9a57-0a8e6f574a8e', email: 'ada@example.com' },
  role: { id: 3, code: 'Licenced', permissions: [] },
};

function fakeServices() {
  const edits: { actor: Actor; body: EditChildcareProviderBody }[] = [];
  const created: unknown[] = [];
  const steps: Actor[] = [];
  let refusal: AppError | undefined;
  const services: AssistantToolServices = {
    childcareProviders: {
      editOwnProfile: (who, body) => {
        if (refusal !== undefined) return Promise.reject(refusal);
        edits.push({ actor: who, body });
        return Promise.resolve({ saved: true } as never);
      },
    },
    voiceAssistants: {
      createOwn: (_who, body) => {
        created.push(body);
        return Promise.resolve({ id: 'v1' } as never);
      },
    },
    voiceAssistantCreated: (who) => {
      steps.push(who);
      return Promise.resolve();
    },
  };
  return {
    services,
    edits,
    created,
    steps,
    refuse: (error: AppError) => {
      refusal = error;
    },
  };
}

const tool = (
  feature: 'broadcast' | 'voiceAiAgent',
  services: AssistantToolServices,
  name: string,
) => {
  const found = assistantTools(feature, actor, services).find((entry) => entry.name === name);
  if (found?.execute === undefined) throw new Error(`${name} has no execute`);
  return found.execute;
};

describe('the assistant tools', () => {
  it('take the model’s input only through schemas that carry the text rule, like the routes', () => {
    const { services } = fakeServices();
    const unguarded = conversationFeatures.flatMap((feature) =>
      assistantTools(feature, actor, services).flatMap((entry) =>
        textWithoutRule(requestJsonSchema(entry.inputSchema), entry.name),
      ),
    );
    expect(unguarded).toEqual([]);
  });

  it('EditChildcareProvider edits the actor’s own profile with a valid body', async () => {
    const fake = fakeServices();
    const outcome = await tool('broadcast', fake.services, 'EditChildcareProvider')(fullEdit);
    expect(outcome).toEqual({ ok: true, result: '{"saved":true}' });
    expect(fake.edits).toHaveLength(1);
    expect(fake.edits[0]?.actor).toBe(actor);
  });

  it('answers an invalid input with the fields named, and writes nothing', async () => {
    const fake = fakeServices();
    const outcome = await tool(
      'broadcast',
      fake.services,
      'EditChildcareProvider',
    )({
      paths: ['AgeGroups'],
      ageGroups: [{ id: 1, availableSpaces: -1, availableStartDate: 'soon', hoursOfBusiness: [] }],
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.error).toContain('ageGroups.0.availableSpaces');
    expect(outcome.ok ? '' : outcome.error).toContain('ageGroups.0.availableStartDate');
    expect(fake.edits).toEqual([]);
  });

  it("answers the service's refusal as an error", async () => {
    const fake = fakeServices();
    fake.refuse(
      new AppError(
        400,
        commonErrorCodes.validationFailed,
        'Invalid request',
        'body.ageGroups.0.id: is not an age group',
      ),
    );
    expect(await tool('broadcast', fake.services, 'EditChildcareProvider')(fullEdit)).toEqual({
      ok: false,
      error: 'body.ageGroups.0.id: is not an age group',
    });
  });

  it('CreateVoiceAssistant checks the setup details (E.164, http(s) website) and records the onboarding step', async () => {
    const fake = fakeServices();
    const create = tool('voiceAiAgent', fake.services, 'CreateVoiceAssistant');
    const valid = {
      businessName: 'Sunny Days',
      greeting: 'Hello, Sunny Days Childcare!',
      smsPhoneNumber: '+14151231234',
      redirectPhoneNumber: '+14165550123',
      websiteUrl: 'https://sunnydays.ca',
    };
    const invalid = await create({
      ...valid,
      smsPhoneNumber: '416-555-0123',
      websiteUrl: 'ftp://x.ca',
    });
    expect(invalid.ok ? '' : invalid.error).toContain(
      'smsPhoneNumber: Phone number must be in E.164 format, for example +14151231234',
    );
    expect(invalid.ok ? '' : invalid.error).toContain('websiteUrl:');
    expect(fake.created).toEqual([]);
    expect(fake.steps).toEqual([]);
    expect((await create(valid)).ok).toBe(true);
    expect(fake.created).toEqual([valid]);
    expect(fake.steps).toEqual([actor]);
  });

  it('runs each completion tool only after a yes to the summary, and names every tool in plain words', () => {
    const fake = fakeServices();
    const tools = [
      ...assistantTools('broadcast', actor, fake.services),
      ...assistantTools('voiceAiAgent', actor, fake.services),
    ];
    expect(
      tools.map((entry) => [entry.name, entry.needsConfirmation === true, entry.title]),
    ).toEqual([
      ['EditChildcareProvider', true, 'saving your profile'],
      ['ClientHandled_CollectScheduleAvailabilities', false, 'the schedule picker'],
      ['CreateVoiceAssistant', true, 'creating your voice agent'],
    ]);
  });

  it('offers the client-handled picker with broadcast only, without execute', () => {
    const fake = fakeServices();
    const broadcast = assistantTools('broadcast', actor, fake.services);
    expect(broadcast.map((entry) => [entry.name, entry.execute === undefined])).toEqual([
      ['EditChildcareProvider', false],
      ['ClientHandled_CollectScheduleAvailabilities', true],
    ]);
    expect(assistantTools('voiceAiAgent', actor, fake.services).map((entry) => entry.name)).toEqual(
      ['CreateVoiceAssistant'],
    );
  });
});
