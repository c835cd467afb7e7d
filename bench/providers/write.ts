import type pg from 'pg';
import type { AgeGroupRow, OwnerRow, ProviderRow, SpacesProfile } from './synthesis.ts';

// ---------------------------------------------------------------------------------------------
// Writing

/** Rows per INSERT statement. */
export const batchSize = 4000;

export async function insertOwners(
  client: pg.ClientBase,
  owners: readonly OwnerRow[],
): Promise<void> {
  if (owners.length === 0) return;
  await client.query(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select id, email, first_name, last_name, now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, email, first_name, last_name)`,
    [
      owners.map((o) => o.id),
      owners.map((o) => o.email),
      owners.map((o) => o.firstName),
      owners.map((o) => o.lastName),
    ],
  );
}

export async function insertProviders(
  client: pg.ClientBase,
  rows: readonly ProviderRow[],
): Promise<void> {
  const column = <K extends keyof ProviderRow>(key: K): ProviderRow[K][] =>
    rows.map((row) => row[key]);
  await client.query(
    `insert into childcare_providers (id, owner_user_id, provider_type_id, name, description, auspice,
       address, postal_code, phone, building_type, latitude, longitude, subsidy, cwelcc, languages,
       childcare_type_ids, daily_fee_cents, hourly_fee_cents, contact_email)
     select id, owner_user_id, provider_type_id, name, description, auspice, address, postal_code,
       phone, building_type, latitude, longitude, subsidy, cwelcc, languages::text[],
       childcare_type_ids::integer[], daily_fee_cents, hourly_fee_cents, contact_email
     from unnest($1::uuid[], $2::uuid[], $3::integer[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::double precision[],
       $12::double precision[], $13::boolean[], $14::boolean[], $15::text[], $16::text[],
       $17::integer[], $18::integer[], $19::text[])
       as t(id, owner_user_id, provider_type_id, name, description, auspice, address, postal_code,
         phone, building_type, latitude, longitude, subsidy, cwelcc, languages, childcare_type_ids,
         daily_fee_cents, hourly_fee_cents, contact_email)`,
    [
      column('id'),
      column('ownerUserId'),
      column('providerTypeId'),
      column('name'),
      column('description'),
      column('auspice'),
      column('address'),
      column('postalCode'),
      column('phone'),
      column('buildingType'),
      column('latitude'),
      column('longitude'),
      column('subsidy'),
      column('cwelcc'),
      // Arrays per row travel as array literals, cast back per row (unnest flattens 2-D arrays).
      rows.map((row) => `{${row.languages.join(',')}}`),
      rows.map((row) => `{${row.childcareTypeIds.join(',')}}`),
      column('dailyFeeCents'),
      column('hourlyFeeCents'),
      column('contactEmail'),
    ],
  );
}

export async function insertAgeGroups(
  client: pg.ClientBase,
  rows: readonly AgeGroupRow[],
): Promise<void> {
  await client.query(
    `insert into provider_age_groups (provider_id, age_group_id, licensed_spaces, available_spaces,
       available_start_date, hours_of_business)
     select provider_id, age_group_id, licensed_spaces, available_spaces, available_start_date,
       hours_of_business::jsonb
     from unnest($1::uuid[], $2::integer[], $3::integer[], $4::integer[], $5::date[], $6::text[])
       as t(provider_id, age_group_id, licensed_spaces, available_spaces, available_start_date,
         hours_of_business)`,
    [
      rows.map((row) => row.providerId),
      rows.map((row) => row.ageGroupId),
      rows.map((row) => row.licensedSpaces),
      rows.map((row) => row.availableSpaces),
      rows.map((row) => row.availableStartDate),
      rows.map((row) => JSON.stringify(row.hoursOfBusiness)),
    ],
  );
}

/** Licensed-space profiles of the imported Toronto centres (the synthetic centres' templates). */
export async function realCentreProfiles(client: pg.ClientBase): Promise<SpacesProfile[]> {
  const { rows } = await client.query<{ groups: number[]; spaces: number[] }>(
    `select array_agg(g.age_group_id order by g.age_group_id) as groups,
            array_agg(g.licensed_spaces order by g.age_group_id) as spaces
     from childcare_providers p join provider_age_groups g on g.provider_id = p.id
     where p.loc_id is not null and g.licensed_spaces > 0
     group by p.id order by min(p.loc_id)`,
  );
  return rows.map((row) =>
    row.groups.map((ageGroupId, position) => ({
      ageGroupId,
      licensedSpaces: row.spaces[position] ?? 0,
    })),
  );
}
