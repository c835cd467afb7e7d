/**
 * The widget's two calls to the public voice agent API, on the origin that served the script.
 * No credentials: the API sets no cookie and reads none.
 */
export interface WidgetAgent {
  businessName: string;
  greeting: string;
  available: boolean;
}

type Refusal = 'unavailable' | 'ended' | 'tooMany' | 'failed';

export type WidgetReply =
  { kind: 'answer'; conversationId: string; text: string; ended: boolean } | { kind: Refusal };

const agentPath = (publicId: string) => `/api/public/voice-agents/${encodeURIComponent(publicId)}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function fetchAgent(apiOrigin: string, publicId: string): Promise<WidgetAgent | null> {
  try {
    const response = await fetch(apiOrigin + agentPath(publicId), { credentials: 'omit' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!isRecord(body)) return null;
    const { businessName, greeting, available } = body;
    if (typeof businessName !== 'string' || typeof greeting !== 'string') return null;
    return { businessName, greeting, available: available === true };
  } catch {
    return null;
  }
}

/** The error codes the widget tells apart; anything else is a failed send. */
const refusals: Readonly<Record<string, Refusal>> = {
  voice_agent_off: 'unavailable',
  limit_reached: 'unavailable',
  voice_widget_origin_refused: 'unavailable',
  voice_agent_not_found: 'unavailable',
  voice_conversation_ended: 'ended',
  voice_conversation_not_found: 'ended',
};

export async function sendMessage(
  apiOrigin: string,
  publicId: string,
  text: string,
  conversationId: string | undefined,
  language: 'en' | 'fr' = 'en',
): Promise<WidgetReply> {
  try {
    const response = await fetch(`${apiOrigin}${agentPath(publicId)}/messages`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      // The agent answers in the page's language (unless the visitor writes in the other one).
      body: JSON.stringify(
        conversationId === undefined ? { text, language } : { text, conversationId, language },
      ),
    });
    if (response.status === 429) return { kind: 'tooMany' };
    const body: unknown = await response.json();
    if (!isRecord(body)) return { kind: 'failed' };
    if (response.ok && typeof body.conversationId === 'string' && typeof body.text === 'string') {
      return {
        kind: 'answer',
        conversationId: body.conversationId,
        text: body.text,
        ended: body.ended === true,
      };
    }
    const refusal = typeof body.code === 'string' ? refusals[body.code] : undefined;
    return { kind: refusal ?? 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
