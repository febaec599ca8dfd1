-- Issue 33 item 1: discovery, search and the AI tools read the career sections, and completion counts them.
-- `profiles.career` is the words of a member's experience (titles, organisations) and education (institution,
-- degree, field), kept by triggers, so search reads one stored column per row instead of joining per row.

alter table public.profiles add column career text not null default '';

create function private.career_text(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select left(concat_ws(' ',
    (select string_agg(e.title || ' ' || e.organisation_name, ' ' order by e.position, e.start_month desc)
     from public.experience e where e.member_id = member),
    (select string_agg(concat_ws(' ', d.institution_name, d.degree, d.field), ' ' order by d.position)
     from public.education d where d.member_id = member)), 4000)
$$;
revoke all on function private.career_text(uuid) from public;

-- Completion counts a career entry (experience or education; a project or certification for companies and
-- universities, which have neither): a guarded user_profiles column the guard derives.
alter table public.user_profiles add column has_career_entry boolean not null default false;

create function private.has_career_entry(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.experience e where e.member_id = member)
    or exists (select 1 from public.education d where d.member_id = member)
    or exists (select 1 from public.projects p where p.member_id = member)
    or exists (select 1 from public.certifications c where c.member_id = member)
$$;
revoke all on function private.has_career_entry(uuid) from public;

create function private.refresh_career() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := case when tg_op = 'DELETE' then old.member_id else new.member_id end;
  words text := private.career_text(member);
  has boolean := private.has_career_entry(member);
begin
  update public.profiles p set career = words where p.id = member and p.career is distinct from words;
  update public.user_profiles u set has_career_entry = has
  where u.user_id = member and u.has_career_entry is distinct from has;
  return null;
end $$;
revoke all on function private.refresh_career() from public;
create trigger experience_refresh_career after insert or update or delete on public.experience
  for each row execute function private.refresh_career();
create trigger education_refresh_career after insert or update or delete on public.education
  for each row execute function private.refresh_career();
create trigger projects_refresh_career after insert or delete on public.projects
  for each row execute function private.refresh_career();
create trigger certifications_refresh_career after insert or delete on public.certifications
  for each row execute function private.refresh_career();

create or replace function private.guard_user_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.created_at := old.created_at;
    if coalesce(auth.role(), '') in ('authenticated', 'anon') then
      new.verification_status := old.verification_status;
    end if;
  elsif coalesce(auth.role(), '') in ('authenticated', 'anon') then
    new.verification_status := 'unverified';
  end if;
  new.profile_type := lower(new.profile_type);
  new.name := coalesce(nullif(btrim(new.name), ''), nullif(split_part(new.email, '@', 1), ''), 'User');
  new.email_confirmed := coalesce(
    (select u.email_confirmed_at is not null from auth.users u where u.id = new.user_id), false);
  new.has_career_entry := private.has_career_entry(new.user_id);
  new.profile_completion_score := private.profile_completion_score(new);
  new.profile_completed := new.profile_completion_score >= 80;
  new.updated_at := now();
  return new;
end $$;

-- The profile type (always chosen at sign-up) no longer scores, and links score 5 instead of 10: the ten points
-- go to an experience or education entry. Mirrored by src/features/profiles/profile-strength.utils.ts.
create or replace function private.profile_completion_score(p public.user_profiles) returns integer
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
               or coalesce(p.twitter, '') <> '' or coalesce(p.website, '') <> '' then 5 else 0 end) +
    (case when p.has_career_entry then 10 else 0 end)
  )::int
$$;

-- Search documents with the career words (weight C in the people search: below skills, headline and university).
create function private.profile_doc(headline text, university text, skills text[], career text) returns tsvector
language sql immutable parallel safe as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(headline, '')), 'B')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(university, '')), 'B')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig,
      coalesce(pg_catalog.array_to_string(skills, ' '), '')), 'A')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(career, '')), 'C')
$$;

create function private.profile_search_doc(name text, headline text, bio text, university text, skills text[],
  interests text[], location text, career text) returns tsvector
language sql immutable parallel safe set search_path = '' as $$
  select to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(bio, '')
    || ' ' || coalesce(university, '') || ' ' || coalesce(array_to_string(skills, ' '), '') || ' '
    || coalesce(array_to_string(interests, ' '), '') || ' ' || coalesce(location, '') || ' ' || coalesce(career, ''))
$$;

-- PostgreSQL 15 cannot change a generated column's expression: drop and add (their indexes go with them).
alter table public.profiles drop column search, drop column topic_doc;
drop index if exists public.profiles_search_idx;
alter table public.profiles
  add column search tsvector generated always as (private.profile_doc(headline, university, skills, career)) stored,
  add column topic_doc tsvector generated always as
    (private.profile_search_doc(name, headline, bio, university, skills, interests, location, career)) stored;
create index profiles_people_search_idx on public.profiles using gin (search) where is_public;
create index profiles_topic_doc_idx on public.profiles using gin (topic_doc);
create index profiles_search_idx on public.profiles
  using gin (private.profile_search_doc(name, headline, bio, university, skills, interests, location, career));

create or replace function private.profile_matches(p public.profiles, filters jsonb) returns boolean
language sql stable set search_path = '' as $$
  select
    (coalesce(filters ->> 'q', '') = '' or private.prefix_query(filters ->> 'q') is null
      or private.profile_search_doc(p.name, p.headline, p.bio, p.university, p.skills, p.interests, p.location, p.career)
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

drop function private.profile_search_doc(text, text, text, text, text[], text[], text);
drop function private.profile_doc(text, text, text[]);
