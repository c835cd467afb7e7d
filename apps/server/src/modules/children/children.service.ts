import type { DomainEvents } from '../../events/domain-events.ts';
import { childBirthDateChanged } from './children.events.ts';
import type {
  CalendarDate,
  ChildInfo,
  EffectiveChildLocation,
  SaveChildInfoData,
  ValidationIssue,
} from '@kinderwait/contract';
import {
  childrenErrorCodes,
  childrenMessages,
  commonErrorCodes,
  commonErrorMessages,
  dateOfBirthRangeProblem,
  displayTimeZone,
  formatValidationDetail,
  isExpectedBirth,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract';
import type { ApiErrorCode } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import { childNotFound } from './children-errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type {
  ChildrenLocation,
  UserLocationsService,
} from '../user-locations/user-locations.service.ts';
import type { ChildFields, StoredChild } from './children.repository.ts';
import {
  countChildrenOfParent,
  findChildrenByIds,
  findExistingChildIds,
  findChildOfParent,
  insertChild,
  listChildrenOfParent,
  updateChild,
} from './children.repository.ts';

/** A parent's child as other modules need it (the waitlist: matching, tickets, requests). */
export interface OwnedChild {
  id: string;
  parentUserId: string;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'; may be ahead of today (an expected birth). */
  dateOfBirth: string;
  /** Where care is searched from; null while neither the child nor the parent has a location. */
  effectiveLocation: EffectiveChildLocation | null;
}

/**
 * What a family wrote for the educators (docs/enrollment-fields.md), each '' when left empty: the
 * part of a child's record a provider sees once it offered the child a spot.
 */
export interface ChildCareNotes {
  allergies: string;
  medicalConditions: string;
  medications: string;
  dietaryNeeds: string;
  specialNeeds: string;
  notes: string;
}

export interface ChildrenService {
  /**
   * Creates a child of the actor (no `id`) or replaces the information of the actor's child `id`
   * (404 when the actor has no such child). 400 naming the field when the date of birth is out
   * of range (more than 9 months ahead, or 14 years or older) or a language is not in the
   * catalogue; nothing is saved then.
   */
  save(actor: Actor, body: SaveChildInfoData): Promise<ChildInfo>;
  /** The actor's child `childId`; 404 for another parent's child or an unknown id. */
  getOwn(actor: Actor, childId: string): Promise<ChildInfo>;
  /**
   * The actor's children, oldest record first (the waitlist module's children list adds each
   * one's waitlist status).
   */
  listOwn(actor: Actor): Promise<ChildInfo[]>;
  /** Child `childId` when it belongs to `parentUserId`, else null. For other modules. */
  findOwnedChild(parentUserId: string, childId: string): Promise<OwnedChild | null>;
  /** The children of `parentUserId`, oldest record first. For other modules. */
  listOwnedChildren(parentUserId: string): Promise<OwnedChild[]>;
  /**
   * These children, whoever their parents are; unknown ids are left out. For other modules only
   * (a provider's waitlist shows the children on it), never answered to a parent as their own.
   */
  childrenByIds(childIds: readonly string[]): Promise<OwnedChild[]>;
  /**
   * The care notes of these children, by child id (unknown ids left out). For the provider's
   * waitlist only, which asks for those of the families it offered a spot
   * (docs/product/offers.md#the-providers-waitlist-screen); nothing else of the record.
   */
  careNotesOf(childIds: readonly string[]): Promise<Map<string, ChildCareNotes>>;
  /** Which of these children exist (any order): the access record's check, nothing else read. */
  existingChildIds(childIds: readonly string[]): Promise<string[]>;
  /** How many children `parentUserId` has (the access token's `children` claim). */
  countOfParent(parentUserId: string): Promise<number>;
  /** Everything held about the parent's children, for their data archive (privacy module). */
  personalDataOf(parentUserId: string): Promise<StoredChild[]>;
}

export interface ChildrenServiceDeps {
  db: Database;
  clock: Clock;
  events: Pick<DomainEvents, 'publish'>;
  catalogues: Pick<CataloguesService, 'languages'>;
  userLocations: Pick<UserLocationsService, 'childrenLocationOf'>;
}

const accountGone = (): AppError =>
  new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );

/** Today in Toronto, where the product's families are: a child born "today" is born there. */
function torontoToday(clock: Clock): CalendarDate {
  return todayInTimeZone(displayTimeZone, clock());
}

/** The date of birth's format, then its range (contract rules/date-of-birth.ts). */
function dateOfBirthProblem(dateOfBirth: string, today: CalendarDate): string | null {
  if (parseCalendarDate(dateOfBirth) === null) return childrenMessages.dateOfBirthFormat;
  return dateOfBirthRangeProblem(dateOfBirth, today);
}

function effectiveLocationOf(
  child: StoredChild,
  parentLocation: ChildrenLocation | null,
): EffectiveChildLocation | null {
  if (child.location !== null) return { ...child.location, source: 'child' };
  if (parentLocation === null) return null;
  return {
    address: parentLocation.address,
    latitude: parentLocation.latitude,
    longitude: parentLocation.longitude,
    source: 'parent',
    locationSource: parentLocation.locationSource,
  };
}

function infoOf(
  child: StoredChild,
  parentLocation: ChildrenLocation | null,
  today: CalendarDate,
): ChildInfo {
  return {
    id: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    expectedBirth: isExpectedBirth(child.dateOfBirth, today),
    languages: child.languages,
    allergies: child.allergies,
    medicalConditions: child.medicalConditions,
    medications: child.medications,
    dietaryNeeds: child.dietaryNeeds,
    specialNeeds: child.specialNeeds,
    immunizationsUpToDate: child.immunizationsUpToDate,
    emergencyContactName: child.emergencyContactName,
    emergencyContactPhone: child.emergencyContactPhone,
    emergencyContactRelationship: child.emergencyContactRelationship,
    notes: child.notes,
    location: child.location,
    effectiveLocation: effectiveLocationOf(child, parentLocation),
    createdAt: child.createdAt.toISOString(),
    updatedAt: child.updatedAt.toISOString(),
  };
}

function ownedChildView(child: StoredChild, parentLocation: ChildrenLocation | null): OwnedChild {
  return {
    id: child.id,
    parentUserId: child.parentUserId,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    effectiveLocation: effectiveLocationOf(child, parentLocation),
  };
}

function fieldsOf(body: SaveChildInfoData): ChildFields {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth,
    // A language listed twice is one language.
    languages: [...new Set(body.languages)],
    allergies: body.allergies,
    medicalConditions: body.medicalConditions,
    medications: body.medications,
    dietaryNeeds: body.dietaryNeeds,
    specialNeeds: body.specialNeeds,
    immunizationsUpToDate: body.immunizationsUpToDate,
    emergencyContactName: body.emergencyContactName,
    emergencyContactPhone: body.emergencyContactPhone,
    emergencyContactRelationship: body.emergencyContactRelationship,
    notes: body.notes,
    location: body.location,
  };
}

interface FieldProblem extends ValidationIssue {
  code: ApiErrorCode;
}

/** One 400 naming every field in the problems; code and message of the first. */
function invalidFields(problems: readonly [FieldProblem, ...FieldProblem[]]): AppError {
  const [first] = problems;
  return new AppError(
    400,
    first.code,
    first.message,
    formatValidationDetail(problems.map(({ path, message }) => ({ path, message }))),
  );
}

export function createChildrenService({
  db,
  clock,
  events,
  catalogues,
  userLocations,
}: ChildrenServiceDeps): ChildrenService {
  /**
   * The rules zod cannot check: the date of birth against today (only when it is new or changed,
   * so a child who has turned 14 can still have their information corrected) and the languages
   * against the catalogue.
   */
  const checkFields = async (
    fields: ChildFields,
    previousDateOfBirth: string | null,
  ): Promise<void> => {
    const problems: FieldProblem[] = [];
    if (fields.dateOfBirth !== previousDateOfBirth) {
      const problem = dateOfBirthProblem(fields.dateOfBirth, torontoToday(clock));
      if (problem !== null) {
        problems.push({
          path: ['body', 'dateOfBirth'],
          message: problem,
          code: childrenErrorCodes.dateOfBirthOutOfRange,
        });
      }
    }
    if (fields.languages.length > 0) {
      const known = new Set((await catalogues.languages()).map((language) => language.code));
      const unknown = fields.languages.find((code) => !known.has(code));
      if (unknown !== undefined) {
        problems.push({
          path: ['body', 'languages'],
          message: childrenMessages.unknownLanguage(unknown),
          code: childrenErrorCodes.unknownLanguage,
        });
      }
    }
    const [first, ...rest] = problems;
    if (first !== undefined) throw invalidFields([first, ...rest]);
  };

  const create = async (actor: Actor, fields: ChildFields): Promise<StoredChild> => {
    await checkFields(fields, null);
    const created = await insertChild(db, actor.user.id, fields, clock());
    // A token whose account no longer exists is as good as none: the client signs in again.
    if (created === undefined) throw accountGone();
    return created;
  };

  const update = async (actor: Actor, id: string, fields: ChildFields): Promise<StoredChild> => {
    const existing = await findChildOfParent(db, actor.user.id, id);
    if (existing === undefined) throw childNotFound();
    await checkFields(fields, existing.dateOfBirth);
    const updated = await db.transaction(async (tx) => {
      const written = await updateChild(tx, actor.user.id, id, fields, clock());
      // Copies of the date of birth elsewhere change with it, or not at all.
      if (written !== undefined && written.dateOfBirth !== existing.dateOfBirth) {
        await events.publish(
          childBirthDateChanged,
          { childId: written.id, dateOfBirth: written.dateOfBirth },
          { db: tx },
        );
      }
      return written;
    });
    // Deleted between the read and the write (the account went away): as unknown.
    if (updated === undefined) throw childNotFound();
    return updated;
  };

  return {
    save: async (actor, body) => {
      const fields = fieldsOf(body);
      const saved =
        body.id === undefined ? await create(actor, fields) : await update(actor, body.id, fields);
      const parentLocation =
        saved.location === null ? await userLocations.childrenLocationOf(actor.user.id) : null;
      return infoOf(saved, parentLocation, torontoToday(clock));
    },

    getOwn: async (actor, childId) => {
      const child = await findChildOfParent(db, actor.user.id, childId);
      if (child === undefined) throw childNotFound();
      const parentLocation =
        child.location === null ? await userLocations.childrenLocationOf(actor.user.id) : null;
      return infoOf(child, parentLocation, torontoToday(clock));
    },

    listOwn: async (actor) => {
      const parentUserId = actor.user.id;
      const stored = await listChildrenOfParent(db, parentUserId);
      if (stored.length === 0) return [];
      const parentLocation = await userLocations.childrenLocationOf(parentUserId);
      const today = torontoToday(clock);
      return stored.map((child) => infoOf(child, parentLocation, today));
    },

    findOwnedChild: async (parentUserId, childId) => {
      const child = await findChildOfParent(db, parentUserId, childId);
      if (child === undefined) return null;
      const parentLocation =
        child.location === null ? await userLocations.childrenLocationOf(parentUserId) : null;
      return ownedChildView(child, parentLocation);
    },

    listOwnedChildren: async (parentUserId) => {
      const stored = await listChildrenOfParent(db, parentUserId);
      if (stored.length === 0) return [];
      const parentLocation = await userLocations.childrenLocationOf(parentUserId);
      return stored.map((child) => ownedChildView(child, parentLocation));
    },

    childrenByIds: async (childIds) => {
      const stored = await findChildrenByIds(db, childIds);
      const parents = [...new Set(stored.map((child) => child.parentUserId))];
      const locations = new Map(
        await Promise.all(
          parents.map(
            async (parentUserId) =>
              [parentUserId, await userLocations.childrenLocationOf(parentUserId)] as const,
          ),
        ),
      );
      return stored.map((child) =>
        ownedChildView(child, locations.get(child.parentUserId) ?? null),
      );
    },

    existingChildIds: (childIds) => findExistingChildIds(db, childIds),

    careNotesOf: async (childIds) => {
      const stored = await findChildrenByIds(db, childIds);
      return new Map(
        stored.map((child) => [
          child.id,
          {
            allergies: child.allergies,
            medicalConditions: child.medicalConditions,
            medications: child.medications,
            dietaryNeeds: child.dietaryNeeds,
            specialNeeds: child.specialNeeds,
            notes: child.notes,
          },
        ]),
      );
    },

    countOfParent: (parentUserId) => countChildrenOfParent(db, parentUserId),
    personalDataOf: (parentUserId) => listChildrenOfParent(db, parentUserId),
  };
}
