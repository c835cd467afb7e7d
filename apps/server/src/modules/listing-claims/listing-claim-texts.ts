import { brand, claimCodeTtlMinutes } from '@kinderwait/contract';
import type { SpeechStep } from '../../integrations/telephony/telephony.ts';

/** The text message: the code first, so phones offer it for autofill. */
export function claimCodeText(code: string, listingName: string): string {
  return `${code} is your ${brand.productName} code to manage ${listingName}. It expires in ${String(claimCodeTtlMinutes)} minutes. If nobody there asked for it, ignore this message.`;
}

/**
 * The call: who is calling and for what, then the code digit by digit, twice, slowly. Whoever
 * answers the centre's main line (or its voicemail) hears enough to pass it on.
 */
export function claimCodeCall(code: string, listingName: string): SpeechStep[] {
  const digits = code.split('').join(', ');
  return [
    { pauseSeconds: 1 },
    {
      say: `Hello. This is ${brand.productName}, with a code for the person who asked to manage ${listingName} on ${brand.productName}.`,
    },
    { pauseSeconds: 1 },
    { say: `Your code is: ${digits}.` },
    { pauseSeconds: 2 },
    { say: `Again, your code is: ${digits}.` },
    { pauseSeconds: 1 },
    {
      say: `It expires in ${String(claimCodeTtlMinutes)} minutes. If nobody there asked for it, you can hang up. Goodbye.`,
    },
  ];
}
