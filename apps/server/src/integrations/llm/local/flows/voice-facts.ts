import { voiceAssistantLimits } from '@kinderwait/contract';
import type { Facts } from '../conversation/flow.ts';
import { parseText } from '../parsers/choices.ts';
import { parsePhone } from '../parsers/phones.ts';
import { parseWebsite } from '../parsers/urls.ts';

/** The voice agent's answers (the CreateVoiceAssistant body, filled in as the chat goes). */
export interface VoiceAnswers {
  businessName?: string;
  greeting?: string;
  smsPhoneNumber?: string;
  redirectPhoneNumber?: string;
  websiteUrl?: string;
}
type Span = readonly [number, number];

const webAddress =
  /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;]*)?(?![\w@])/gi;
const phoneNumber = /\+?\d[\d\s().-]{7,}\d/g;
/** What a phone number is for, said before it: "texts to ...", "redirect calls to ...". */
const phoneRoles: readonly { key: 'smsPhoneNumber' | 'redirectPhoneNumber'; cue: RegExp }[] = [
  { key: 'smsPhoneNumber', cue: /\b(?:sms|text(?:s|ed|ing)?(?: message)?|mobile|cell)\b/g },
  {
    key: 'redirectPhoneNumber',
    cue: /\b(?:redirect(?:ed|ion)?|forward(?:ed|ing)?|transfer(?:red)?|calls? (?:should )?(?:go|come)|reach (?:a person|someone|us)|call me)\b/g,
  },
];
const calledName =
  /\b(?:daycare|day care|centre|center|business|program(?:me)?|childcare|we'?re|we are|it'?s|it is)\s+(?:is\s+)?(?:called|named)\s+(.+?)(?=\s*(?:[,.;!?\n]|$)|\s+(?:and|with|in|where|which|that|who|located|on|at|for|we|i)\b)/i;

/**
 * Every fact a message gives about the voice agent, whatever was asked: a web address, a phone
 * number said with what it is for ("texts to 416 555 0199", "redirect calls to ..."), and a name
 * said with "called". The open question's field (`focusId`) is left to its answer.
 */
export function voiceFacts(
  initial: VoiceAnswers,
  text: string,
  focusId: string | null,
): Facts<VoiceAnswers> {
  let values = initial;
  const spans: Span[] = [];
  const reasons: string[] = [];
  const lower = text.toLowerCase();

  if (focusId !== 'websiteUrl') {
    for (const match of text.matchAll(webAddress)) {
      const site = parseWebsite(match[0], voiceAssistantLimits.websiteUrlMaxLength);
      spans.push([match.index, match.index + match[0].length]);
      if (site.ok) values = { ...values, websiteUrl: site.value };
      else reasons.push(site.reason);
    }
  }

  let clauseStart = 0;
  for (const match of text.matchAll(phoneNumber)) {
    const before = lower.slice(clauseStart, match.index);
    clauseStart = match.index + match[0].length;
    // The cue nearest before the number says what it is for.
    const role = phoneRoles
      .map(({ key, cue }) => ({
        key,
        at: Math.max(-1, ...[...before.matchAll(cue)].map((m) => m.index)),
      }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => b.at - a.at)[0];
    if (role === undefined || role.key === focusId) continue;
    const phone = parsePhone(match[0]);
    spans.push([match.index, match.index + match[0].length]);
    if (phone.ok) values = { ...values, [role.key]: phone.value };
    else reasons.push(phone.reason);
  }

  const called = focusId === 'businessName' ? null : calledName.exec(text);
  if (called?.[1] !== undefined) {
    const name = parseText(called[1], voiceAssistantLimits.businessNameMaxLength, 'business name');
    const at = called.index + called[0].length - called[1].length;
    spans.push([at, at + called[1].length]);
    if (name.ok) values = { ...values, businessName: name.value };
  }
  return { values, spans, reasons };
}
