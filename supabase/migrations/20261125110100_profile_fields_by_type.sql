-- Issue 14 item 6 and issue 11 item 3: fields that fit each profile type.
-- Organisations (and the members who represent one: employers, investors, philanthropists) describe the
-- organisation: its name, size, sector and headquarters (its website is the SPEC's `website`). Students give
-- their (expected) graduation year, which Discovery filters by. All of it is public on the profile, so the
-- projection carries it under the same visibility rule as the rest of `profiles`.

alter table public.user_profiles
  add column organization_name text,
  add column organization_size text,
  add column sector text,
  add column headquarters text,
  add column graduation_year int,
  add constraint user_profiles_organization_name_length
    check (organization_name is null or char_length(organization_name) between 1 and 120),
  add constraint user_profiles_organization_size_range
    check (organization_size is null or organization_size in ('1-10', '11-50', '51-200', '201-1000', '1001+')),
  add constraint user_profiles_sector_length check (sector is null or char_length(sector) between 1 and 80),
  add constraint user_profiles_headquarters_length
    check (headquarters is null or char_length(headquarters) between 1 and 120),
  add constraint user_profiles_graduation_year_range
    check (graduation_year is null or graduation_year between 1950 and 2100);

alter table public.profiles
  add column organization_name text,
  add column organization_size text,
  add column sector text,
  add column headquarters text,
  add column graduation_year int;
create index profiles_graduation_year_idx on public.profiles (graduation_year) where is_public and graduation_year is not null;

-- The projection, as before, plus the new fields (contact fields still follow their show_* switches).
create or replace function private.sync_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    delete from public.profiles where id = old.user_id;
    return old;
  end if;
  insert into public.profiles as p (id, name, first_name, last_name, headline, profile_photo_url, cover_photo_url,
    bio, profile_type, university, skills, interests, linkedin, github, twitter, website, verification_status,
    email, phone, location, is_public, allow_messages, allow_connections, created_at, updated_at,
    organization_name, organization_size, sector, headquarters, graduation_year)
  values (new.user_id, new.name, new.first_name, new.last_name, new.headline, new.profile_photo_url,
    new.cover_photo_url, new.bio, new.profile_type, new.university, new.skills, new.interests, new.linkedin,
    new.github, new.twitter, new.website, new.verification_status,
    case when new.show_email then new.email end,
    case when new.show_phone then new.phone end,
    case when new.show_location then new.location end,
    new.is_public, new.allow_messages, new.allow_connections, new.created_at, new.updated_at,
    new.organization_name, new.organization_size, new.sector, new.headquarters, new.graduation_year)
  on conflict (id) do update set
    name = excluded.name, first_name = excluded.first_name, last_name = excluded.last_name,
    headline = excluded.headline, profile_photo_url = excluded.profile_photo_url,
    cover_photo_url = excluded.cover_photo_url, bio = excluded.bio, profile_type = excluded.profile_type,
    university = excluded.university, skills = excluded.skills, interests = excluded.interests,
    linkedin = excluded.linkedin, github = excluded.github, twitter = excluded.twitter, website = excluded.website,
    verification_status = excluded.verification_status, email = excluded.email, phone = excluded.phone,
    location = excluded.location, is_public = excluded.is_public, allow_messages = excluded.allow_messages,
    allow_connections = excluded.allow_connections, updated_at = excluded.updated_at,
    organization_name = excluded.organization_name, organization_size = excluded.organization_size,
    sector = excluded.sector, headquarters = excluded.headquarters, graduation_year = excluded.graduation_year;
  return new;
end $$;

-- Blank text is no value; fields of the other kind of profile are dropped (a company has no date of birth,
-- college e-mail or graduation year; a student no organisation size). Runs before the guard (name order),
-- as the caller (like the guard; it only tidies the row being written).
create function private.tidy_profile_fields() returns trigger
language plpgsql set search_path = '' as $$
declare
  kind text := lower(coalesce(new.profile_type, 'student'));
begin
  new.organization_name := nullif(btrim(new.organization_name), '');
  new.sector := nullif(btrim(new.sector), '');
  new.headquarters := nullif(btrim(new.headquarters), '');
  if kind in ('company', 'university') then
    -- The account is the organisation: its name is the organisation's name, its headquarters its location.
    new.organization_name := coalesce(nullif(btrim(new.name), ''), new.organization_name);
    new.location := coalesce(new.headquarters, new.location);
  end if;
  if kind in ('company', 'employer', 'university', 'investor', 'philanthropist') then
    new.date_of_birth := null;
    new.college_email := null;
    new.graduation_year := null;
  else
    new.organization_name := null;
    new.organization_size := null;
    new.sector := null;
    new.headquarters := null;
  end if;
  if kind <> 'student' then
    new.graduation_year := null;
  end if;
  return new;
end $$;
create trigger user_profiles_a_tidy before insert or update on public.user_profiles
  for each row execute function private.tidy_profile_fields();

-- Completion counts what each type is asked for: an organisation's sector or organisation name instead of a
-- university (it is never asked for one).
create or replace function private.profile_completion_score(p public.user_profiles) returns int
language sql immutable set search_path = '' as $$
  select (
    (case when coalesce(p.name, '') not in ('', 'User') then 10 else 0 end) +
    (case when coalesce(p.headline, '') <> '' then 10 else 0 end) +
    (case when coalesce(p.profile_photo_url, '') <> '' then 15 else 0 end) +
    (case when coalesce(p.cover_photo_url, '') <> '' then 5 else 0 end) +
    (case when coalesce(p.bio, '') <> '' then 15 else 0 end) +
    (case when coalesce(p.location, '') <> '' then 5 else 0 end) +
    (case when cardinality(p.skills) > 0 then 15 else 0 end) +
    (case when cardinality(p.interests) > 0 then 5 else 0 end) +
    (case when lower(coalesce(p.profile_type, '')) in ('company', 'employer', 'university', 'investor', 'philanthropist')
          then (case when coalesce(p.sector, '') <> '' or coalesce(p.organization_name, '') <> '' then 5 else 0 end)
          else (case when coalesce(p.university, '') <> '' then 5 else 0 end) end) +
    (case when coalesce(p.linkedin, '') <> '' or coalesce(p.github, '') <> ''
               or coalesce(p.twitter, '') <> '' or coalesce(p.website, '') <> '' then 10 else 0 end) +
    (case when p.profile_type is not null then 5 else 0 end)
  )::int
$$;

-- An approved student verification fills the graduation year the member left empty.
create function private.fill_graduation_year() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.user_profiles u set graduation_year = new.graduation_year
  where u.user_id = new.requester_id and u.graduation_year is null
    and lower(coalesce(u.profile_type, 'student')) = 'student';
  return new;
end $$;
create trigger verification_requests_fill_graduation_year
  after insert or update of status on public.verification_requests
  for each row when (new.status = 'approved' and new.role = 'student' and new.graduation_year is not null)
  execute function private.fill_graduation_year();

-- Members verified before this migration.
update public.user_profiles u set graduation_year = r.graduation_year
from (
  select distinct on (requester_id) requester_id, graduation_year
  from public.verification_requests
  where status = 'approved' and role = 'student' and graduation_year is not null
  order by requester_id, decided_at desc nulls last
) r
where u.user_id = r.requester_id and u.graduation_year is null and lower(coalesce(u.profile_type, 'student')) = 'student';

-- Discovery (and saved searches) also filter by graduation year: `graduation_from` and `graduation_to`,
-- each optional, inclusive. Members without a year do not match a year filter.
create or replace function private.profile_matches(p public.profiles, filters jsonb) returns boolean
language sql stable set search_path = '' as $$
  select
    (coalesce(filters ->> 'q', '') = '' or private.prefix_query(filters ->> 'q') is null
      or private.profile_search_doc(p.name, p.headline, p.bio, p.university, p.skills, p.interests, p.location)
         @@ private.prefix_query(filters ->> 'q'))
    and (jsonb_array_length(coalesce(filters -> 'skills', '[]')) = 0 or exists (
      select 1 from unnest(p.skills) s, jsonb_array_elements_text(filters -> 'skills') f where lower(s) = lower(f)))
    and (jsonb_array_length(coalesce(filters -> 'interests', '[]')) = 0 or exists (
      select 1 from unnest(p.interests) s, jsonb_array_elements_text(filters -> 'interests') f where lower(s) = lower(f)))
    and (jsonb_array_length(coalesce(filters -> 'profile_types', '[]')) = 0
      or p.profile_type in (select jsonb_array_elements_text(filters -> 'profile_types')))
    and (coalesce(filters ->> 'university', '') = '' or p.university ilike '%' || (filters ->> 'university') || '%')
    and (coalesce(filters ->> 'location', '') = '' or p.location ilike '%' || (filters ->> 'location') || '%')
    and (coalesce(filters ->> 'verification', '') = '' or p.verification_status = filters ->> 'verification')
    and (coalesce(filters ->> 'verified_by', '') = '' or p.verified_by::text = filters ->> 'verified_by')
    and (jsonb_typeof(filters -> 'graduation_from') is distinct from 'number'
      or p.graduation_year >= (filters ->> 'graduation_from')::int)
    and (jsonb_typeof(filters -> 'graduation_to') is distinct from 'number'
      or p.graduation_year <= (filters ->> 'graduation_to')::int)
$$;

-- search_members as before, and a year filter that is not a number is refused rather than ignored.
create or replace function public.search_members(
  filters jsonb default '{}', after_id uuid default null, page_size int default 20
) returns setof public.profiles
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  after_name text;
begin
  if me is null then
    raise exception 'Sign in to search members' using errcode = '42501';
  end if;
  if page_size < 1 or page_size > 50 then
    raise exception 'page_size must be from 1 to 50' using errcode = '22023';
  end if;
  if jsonb_typeof(filters -> 'graduation_from') not in ('number', 'null')
     or jsonb_typeof(filters -> 'graduation_to') not in ('number', 'null') then
    raise exception 'graduation_from and graduation_to must be years' using errcode = '22023';
  end if;
  if after_id is not null then
    select lower(p.name) into after_name from public.profiles p where p.id = after_id;
  end if;
  return query
    select p.* from public.profiles p
    where p.is_public and p.id <> me
      and not p.id = any ((select private.blocked_ids())::uuid[])
      and private.profile_matches(p, coalesce(filters, '{}'))
      and (after_name is null or (lower(p.name), p.id) > (after_name, after_id))
    order by lower(p.name), p.id
    limit page_size;
end $$;
revoke execute on function public.search_members(jsonb, uuid, int) from public, anon;
grant execute on function public.search_members(jsonb, uuid, int) to authenticated;
