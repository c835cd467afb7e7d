import { z } from 'zod';
import type { ConversationFeature } from '@kinderwait/contract';
import {
  collectScheduleAvailabilitiesToolName,
  completionToolNames,
  CreateVoiceAssistantBody,
  EditChildcareProviderBody,
  formatValidationDetail,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { AssistantTool, ToolOutcome } from '../../integrations/llm/assistant-engine.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { VoiceAssistantsService } from '../voice-assistants/voice-assistants.service.ts';

/** Every completion tool runs only after a yes to the summary (docs/product/assistant.md#tools). */
const confirmFirst =
  'Call it only after showing the user a summary of everything it saves and the user answering yes; it refuses otherwise.';

const toolTitles = {
  broadcast: 'saving your profile',
  voiceAiAgent: 'creating your voice agent',
} as const satisfies Record<ConversationFeature, string>;

/** The client-handled tool takes nothing: the client shows its picker. */
const collectScheduleInput = z.object({});

export interface AssistantToolServices {
  childcareProviders: Pick<ChildcareProvidersService, 'editOwnProfile'>;
  voiceAssistants: Pick<VoiceAssistantsService, 'createOwn'>;
  /**
   * Called after the voice assistant is created: records the onboarding step
   * (docs/product/assistant.md#completion).
   */
  voiceAssistantCreated: (actor: Actor) => Promise<void>;
}

/**
 * Runs `write` on input the REST endpoint's own schema accepts. Invalid input, or a refusal of
 * the service (a 4xx AppError, e.g. an unknown age group), is answered as an error naming the
 * fields, and nothing is written; anything else is a bug and is thrown.
 */
async function validated<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  write: (body: z.output<Schema>) => Promise<unknown>,
): Promise<ToolOutcome> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
    }));
    return { ok: false, error: formatValidationDetail(issues) };
  }
  try {
    return { ok: true, result: JSON.stringify(await write(parsed.data)) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
      return { ok: false, error: error.detail ?? error.message };
    }
    throw error;
  }
}

/**
 * The tools of a feature's assistant, bound to the actor: whatever the model asks, they read and
 * write only the caller's own profile and voice assistant.
 */
export function assistantTools(
  feature: ConversationFeature,
  actor: Actor,
  services: AssistantToolServices,
): AssistantTool[] {
  if (feature === 'broadcast') {
    return [
      {
        name: completionToolNames.broadcast,
        description: `Saves the user's provider profile, as PATCH /api/childcare-providers does: \`paths\` names the parts that change (AgeGroups, Profile, Fees, Contact, ChildcareLocation), each given in its own field. ${confirmFirst}`,
        title: toolTitles.broadcast,
        needsConfirmation: true,
        inputSchema: EditChildcareProviderBody,
        execute: (input) =>
          validated(EditChildcareProviderBody, input, (body) =>
            services.childcareProviders.editOwnProfile(actor, body),
          ),
      },
      {
        name: collectScheduleAvailabilitiesToolName,
        title: 'the schedule picker',
        description:
          "Shows the user a picker of days and times of day; their choice arrives in their next message as 'My preferred schedule availability: day - timeOfDay, ...'.",
        inputSchema: collectScheduleInput,
      },
    ];
  }
  return [
    {
      name: completionToolNames.voiceAiAgent,
      description: `Creates the user's AI voice agent: business name, greeting, the E.164 phone number for the text message on creation, the E.164 phone number calls are redirected to, and the website URL (http or https). ${confirmFirst}`,
      title: toolTitles.voiceAiAgent,
      needsConfirmation: true,
      inputSchema: CreateVoiceAssistantBody,
      execute: (input) =>
        validated(CreateVoiceAssistantBody, input, async (body) => {
          const created = await services.voiceAssistants.createOwn(actor, body);
          await services.voiceAssistantCreated(actor);
          return created;
        }),
    },
  ];
}
