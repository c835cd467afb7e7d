import type { ChildcareProviderProfile, HoursOfBusinessEntry } from '@kinderwait/contract';
import { waitlistJoinPagePath } from '@kinderwait/contract';
import { ageGroupNameIn, languageNameIn } from '../../../i18n/catalogue-words.ts';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import type { VoiceFactName, VoiceFacts } from '../../../integrations/llm/voice-answering.ts';
import { voiceFactNames } from '../../../integrations/llm/voice-answering.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { ProviderWaitlistService } from '../../waitlist/provider-waitlist/provider-waitlist.service.ts';

/**
 * The provider's live facts (docs/product/voice-agent.md#the-answering-engine), read through the
 * modules that own them at answer time, never copied: a space given away a minute ago is gone
 * from the next answer. Nothing of any family is read.
 */
export interface LiveFactsDeps {
  users: Pick<UsersService, 'findById'>;
  childcareProviders: Pick<ChildcareProvidersService, 'getOwnProfile' | 'getOwnLocation'>;
  providerWaitlist: Pick<ProviderWaitlistService, 'publicPolicy'>;
  catalogues: Pick<CataloguesService, 'languages'>;
  publicOrigin: string;
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const frenchDayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** 07:30 in French: "7 h 30"; 18:00: "18 h" (24-hour, docs/product/glossary.md#formats). */
export function spokenFrenchTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${String(hours)} h${minutes === 0 ? '' : ` ${String(minutes).padStart(2, '0')}`}`;
}

/** 07:30 as spoken: "7:30 AM"; 18:00: "6:00 PM". */
export function spokenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve)}:${String(minutes).padStart(2, '0')} ${half}`;
}

/**
 * The centre's week: each day from its earliest opening to its latest closing over the age
 * groups, days with the same times joined ("Monday to Friday, 7:30 AM to 6:00 PM").
 */
export function spokenHours(
  entries: readonly HoursOfBusinessEntry[],
  language: ReplyLanguage = 'en',
): string | null {
  const days = new Map<number, { start: string; end: string }>();
  for (const { day, timeStart, timeEnd } of entries) {
    const known = days.get(day);
    days.set(day, {
      start: known === undefined || timeStart < known.start ? timeStart : known.start,
      end: known === undefined || timeEnd > known.end ? timeEnd : known.end,
    });
  }
  const runs: { from: number; to: number; start: string; end: string }[] = [];
  for (const day of [...days.keys()].sort((a, b) => a - b)) {
    const times = days.get(day);
    if (times === undefined) continue;
    const last = runs.at(-1);
    if (last?.to === day - 1 && last.start === times.start && last.end === times.end) last.to = day;
    else runs.push({ from: day, to: day, ...times });
  }
  if (runs.length === 0) return null;
  if (language === 'fr') {
    // "du lundi au vendredi, de 7 h 30 à 18 h"
    return runs
      .map(({ from, to, start, end }) => {
        const first = frenchDayNames[from] ?? '';
        const last = frenchDayNames[to] ?? '';
        const span =
          from === to
            ? `le ${first}`
            : to === from + 1
              ? `le ${first} et le ${last}`
              : `du ${first} au ${last}`;
        return `${span}, de ${spokenFrenchTime(start)} à ${spokenFrenchTime(end)}`;
      })
      .join(' ; ');
  }
  return runs
    .map(({ from, to, start, end }) => {
      const span =
        from === to
          ? (dayNames[from] ?? '')
          : `${dayNames[from] ?? ''} ${to === from + 1 ? 'and' : 'to'} ${dayNames[to] ?? ''}`;
      return `${span}, ${spokenTime(start)} to ${spokenTime(end)}`;
    })
    .join('; ');
}

/** $62.00 as spoken: "$62"; $62.50: "$62.50". */
function spokenMoney(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2)}`;
}

/** $62.50 in French: "62,50 $". */
function spokenFrenchMoney(cents: number): string {
  const dollars = cents / 100;
  return `${Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2).replace('.', ',')} $`;
}

function spokenFees(profile: ChildcareProviderProfile, language: ReplyLanguage): string | null {
  if (language === 'fr') {
    const parts = [
      profile.dailyFeeCents === null
        ? null
        : `${spokenFrenchMoney(profile.dailyFeeCents)} par jour`,
      profile.hourlyFeeCents === null
        ? null
        : `${spokenFrenchMoney(profile.hourlyFeeCents)} de l’heure`,
    ].filter((part) => part !== null);
    return parts.length === 0 ? null : parts.join(', ou ');
  }
  const parts = [
    profile.dailyFeeCents === null ? null : `${spokenMoney(profile.dailyFeeCents)} a day`,
    profile.hourlyFeeCents === null ? null : `${spokenMoney(profile.hourlyFeeCents)} an hour`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(', or ');
}

/** The facts of the provider `providerUserId` owns; empty facts when there is no profile. */
export async function readLiveFacts(
  deps: LiveFactsDeps,
  providerUserId: string,
  language: ReplyLanguage = 'en',
): Promise<VoiceFacts> {
  const user = await deps.users.findById(providerUserId);
  const joinWaitlist = `${deps.publicOrigin}${waitlistJoinPagePath}`;
  if (user === undefined) return factsOf(null, null, null, joinWaitlist, language);
  const actor = { user: { id: user.id, email: user.email }, role: null };
  const profile = await deps.childcareProviders.getOwnProfile(actor);
  if (profile.id === null) return factsOf(profile, null, null, joinWaitlist, language);
  const [location, policy, languages] = await Promise.all([
    deps.childcareProviders.getOwnLocation(actor),
    deps.providerWaitlist.publicPolicy(profile.id),
    deps.catalogues.languages(),
  ]);
  // The profile keeps language codes; a caller hears their names, in the caller's language.
  const names = new Map(languages.map((one) => [one.code, languageNameIn(one, language)]));
  const named = { ...profile, languages: profile.languages.map((code) => names.get(code) ?? code) };
  return factsOf(named, location.address, policy.policy, joinWaitlist, language);
}

/** The facts of a profile (its languages already named), age groups named in `language`. */
export function factsOf(
  profile: ChildcareProviderProfile | null,
  address: string | null,
  policy: string | null,
  joinWaitlist: string,
  language: ReplyLanguage,
): VoiceFacts {
  const ageGroups = (profile?.ageGroups ?? []).map((group) => ({
    name: ageGroupNameIn(group, language),
    availableSpaces: group.availableSpaces,
    availableStartDate: group.availableStartDate,
  }));
  const facts: Omit<VoiceFacts, 'spoken'> = {
    centreName: profile?.name ?? null,
    ageGroups,
    hours: spokenHours(
      (profile?.ageGroups ?? []).flatMap((group) => group.hoursOfBusiness),
      language,
    ),
    fees: profile === null ? null : spokenFees(profile, language),
    cwelcc: profile?.licence?.cwelcc ?? null,
    subsidy: profile?.licence?.subsidy ?? null,
    languages: profile?.languages ?? [],
    waitlistPolicy: policy,
    address,
    joinWaitlist,
    phone: profile?.contactPhone ?? null,
  };
  return { ...facts, spoken: spokenFacts(facts) };
}

const yesNo = (value: boolean | null): string | null =>
  value === null ? null : value ? 'yes' : 'no';

function spokenFacts(facts: Omit<VoiceFacts, 'spoken'>): VoiceFacts['spoken'] {
  const groups = facts.ageGroups
    .map(
      (group) =>
        `${group.name}: ${String(group.availableSpaces ?? 0)} open` +
        (group.availableStartDate === null ? '' : ` from ${group.availableStartDate}`),
    )
    .join('; ');
  const values: Record<VoiceFactName, string | null> = {
    centreName: facts.centreName,
    ageGroups: groups === '' ? null : groups,
    hours: facts.hours,
    fees: facts.fees,
    cwelcc: yesNo(facts.cwelcc),
    subsidy: yesNo(facts.subsidy),
    languages: facts.languages.length === 0 ? null : facts.languages.join(', '),
    waitlistPolicy: facts.waitlistPolicy,
    address: facts.address,
    joinWaitlist: facts.joinWaitlist,
    phone: facts.phone,
  };
  return voiceFactNames.flatMap((name) => {
    const value = values[name];
    return value === null ? [] : [{ name, value }];
  });
}
