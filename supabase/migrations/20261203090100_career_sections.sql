-- Issue 33 item 1: career sections on profiles. Experience, education, projects (with collaborators on the
-- platform), certifications and languages; each row belongs to one member and is seen by whoever may see
-- that member's profile, never across a block. Months are stored as the first day of the month.

-- Who may read a member's career: the member, and whoever may see the profile, unless either blocked the other.
create function private.can_see_career(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select member = (select auth.uid())
    or (private.can_see_member(member) and not private.blocked_between((select auth.uid()), member))
$$;
revoke all on function private.can_see_career(uuid) from public;
grant execute on function private.can_see_career(uuid) to authenticated;

create function private.is_month(d date) returns boolean
language sql immutable set search_path = '' as $$ select d is null or extract(day from d) = 1 $$;

create table public.experience (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  organisation_id uuid references public.organisations (id) on delete set null,
  organisation_name text not null,
  title text not null,
  location text,
  start_month date not null,
  end_month date,
  description text,
  position int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint experience_organisation_name_length check (char_length(btrim(organisation_name)) between 1 and 120),
  constraint experience_title_length check (char_length(btrim(title)) between 1 and 120),
  constraint experience_location_length check (location is null or char_length(location) <= 120),
  constraint experience_description_length check (description is null or char_length(description) <= 2000),
  constraint experience_months check (private.is_month(start_month) and private.is_month(end_month)
    and (end_month is null or end_month >= start_month) and start_month >= date '1950-01-01')
);
create index experience_member_idx on public.experience (member_id, position);
create index experience_organisation_idx on public.experience (organisation_id) where organisation_id is not null;

create table public.education (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  institution_id uuid references public.organisations (id) on delete set null,
  institution_name text not null,
  degree text,
  field text,
  start_month date,
  end_month date,
  description text,
  position int not null default 0,
  -- Written by the database only (private.education_verified): the institution verified this member.
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint education_institution_name_length check (char_length(btrim(institution_name)) between 1 and 120),
  constraint education_degree_length check (degree is null or char_length(btrim(degree)) between 1 and 120),
  constraint education_field_length check (field is null or char_length(btrim(field)) between 1 and 120),
  constraint education_description_length check (description is null or char_length(description) <= 2000),
  constraint education_months check (private.is_month(start_month) and private.is_month(end_month)
    and (end_month is null or start_month is null or end_month >= start_month))
);
create index education_member_idx on public.education (member_id, position);
create index education_institution_idx on public.education (institution_id) where institution_id is not null;

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null,
  url text,
  description text,
  start_month date,
  end_month date,
  position int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint projects_url_check check (url is null or (url ~* '^https?://[^\s]+$' and char_length(url) <= 500)),
  constraint projects_description_length check (description is null or char_length(description) <= 2000),
  constraint projects_months check (private.is_month(start_month) and private.is_month(end_month)
    and (end_month is null or start_month is null or end_month >= start_month))
);
create index projects_member_idx on public.projects (member_id, position);

create table public.project_collaborators (
  project_id uuid not null references public.projects (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (project_id, member_id)
);
create index project_collaborators_member_idx on public.project_collaborators (member_id);

create table public.certifications (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null,
  issuer text not null,
  issued_month date,
  expires_month date,
  credential_id text,
  credential_url text,
  position int not null default 0,
  created_at timestamptz not null default now(),
  constraint certifications_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint certifications_issuer_length check (char_length(btrim(issuer)) between 1 and 120),
  constraint certifications_credential_id_length check (credential_id is null or char_length(credential_id) between 1 and 120),
  constraint certifications_url_check
    check (credential_url is null or (credential_url ~* '^https?://[^\s]+$' and char_length(credential_url) <= 500)),
  constraint certifications_months check (private.is_month(issued_month) and private.is_month(expires_month)
    and (expires_month is null or issued_month is null or expires_month >= issued_month))
);
create index certifications_member_idx on public.certifications (member_id, position);

create table public.member_languages (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  language text not null,
  proficiency text not null,
  created_at timestamptz not null default now(),
  constraint member_languages_language_length check (char_length(btrim(language)) between 1 and 60),
  constraint member_languages_proficiency_check check (proficiency in
    ('elementary', 'limited_working', 'professional_working', 'full_professional', 'native'))
);
create unique index member_languages_once on public.member_languages (member_id, lower(btrim(language)));

alter table public.experience enable row level security;
alter table public.education enable row level security;
alter table public.projects enable row level security;
alter table public.certifications enable row level security;
alter table public.member_languages enable row level security;

-- Owner-written tables: the same four policies each; 2FA as everywhere.
do $$
declare
  tbl text;
begin
  foreach tbl in array array['experience', 'education', 'projects', 'certifications', 'member_languages'] loop
    execute format('revoke all on public.%I from anon, authenticated', tbl);
    execute format('grant select, insert, update, delete on public.%I to authenticated', tbl);
    execute format($p$create policy "Two-step verification completed when turned on" on public.%I
      as restrictive for all to authenticated
      using ((select private.session_meets_two_step()))
      with check ((select private.session_meets_two_step()))$p$, tbl);
    execute format($p$create policy "who may see the profile reads its %s" on public.%I
      for select to authenticated using (private.can_see_career(member_id))$p$, tbl, tbl);
    execute format($p$create policy "members add their own %s" on public.%I
      for insert to authenticated with check (member_id = (select auth.uid()))$p$, tbl, tbl);
    execute format($p$create policy "members edit their own %s" on public.%I
      for update to authenticated using (member_id = (select auth.uid()))
      with check (member_id = (select auth.uid()))$p$, tbl, tbl);
    execute format($p$create policy "members remove their own %s" on public.%I
      for delete to authenticated using (member_id = (select auth.uid()))$p$, tbl, tbl);
  end loop;
end $$;

-- Collaborators: the project's owner names associates; a collaborator may take themself off.
alter table public.project_collaborators enable row level security;
revoke all on public.project_collaborators from anon, authenticated;
grant select, insert, delete on public.project_collaborators to authenticated;
create policy "Two-step verification completed when turned on" on public.project_collaborators
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create function private.project_owner(project uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select p.member_id from public.projects p where p.id = project
$$;
revoke all on function private.project_owner(uuid) from public;
grant execute on function private.project_owner(uuid) to authenticated;

create policy "who may see the project reads its collaborators" on public.project_collaborators
  for select to authenticated
  using (member_id = (select auth.uid()) or private.can_see_career(private.project_owner(project_id)));
create policy "owners name their associates on their projects" on public.project_collaborators
  for insert to authenticated
  with check (private.project_owner(project_id) = (select auth.uid())
    and member_id = any ((select private.associate_ids())::uuid[])
    and not private.blocked_between((select auth.uid()), member_id));
create policy "owners and collaborators remove a collaborator" on public.project_collaborators
  for delete to authenticated
  using (member_id = (select auth.uid()) or private.project_owner(project_id) = (select auth.uid()));

-- An entry names its organisation by text; it links to the organisation's page when one by that name exists,
-- and an entry given an organisation id takes its name from it.
create function private.link_career_organisation() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  org_name text;
begin
  if tg_table_name = 'experience' then
    if new.organisation_id is not null and (tg_op = 'INSERT' or new.organisation_id is distinct from old.organisation_id) then
      select o.name into org_name from public.organisations o where o.id = new.organisation_id;
      if org_name is not null then new.organisation_name := org_name; end if;
    elsif tg_op = 'INSERT' or new.organisation_name is distinct from old.organisation_name then
      select o.id into new.organisation_id from public.organisations o
      where lower(btrim(o.name)) = lower(btrim(new.organisation_name));
    end if;
    new.organisation_name := btrim(new.organisation_name);
    new.title := btrim(new.title);
  else
    if new.institution_id is not null and (tg_op = 'INSERT' or new.institution_id is distinct from old.institution_id) then
      select o.name into org_name from public.organisations o where o.id = new.institution_id;
      if org_name is not null then new.institution_name := org_name; end if;
    elsif tg_op = 'INSERT' or new.institution_name is distinct from old.institution_name then
      select o.id into new.institution_id from public.organisations o
      where lower(btrim(o.name)) = lower(btrim(new.institution_name));
    end if;
    new.institution_name := btrim(new.institution_name);
  end if;
  if tg_op = 'UPDATE' then
    new.member_id := old.member_id;
    new.updated_at := now();
  end if;
  return new;
end $$;
revoke all on function private.link_career_organisation() from public;

create trigger experience_link_organisation before insert or update on public.experience
  for each row execute function private.link_career_organisation();
create trigger education_link_institution before insert or update on public.education
  for each row execute function private.link_career_organisation();

-- Verified education: the entry's institution is the university that verified the member. The university is a
-- member profile (profiles.verified_by); its organisation is the one it administers or the one with its name.
create function private.education_verified(member uuid, institution uuid, institution_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    join public.profiles u on u.id = p.verified_by
    where p.id = member and p.verification_status = 'verified'
      and (lower(btrim(institution_name)) = lower(btrim(u.name))
        or (institution is not null and (
          exists (select 1 from public.organisation_members m
                  where m.organisation_id = institution and m.member_id = u.id and m.role = 'admin')
          or exists (select 1 from public.organisations o
                     where o.id = institution and lower(btrim(o.name)) = lower(btrim(u.name)))))))
$$;
revoke all on function private.education_verified(uuid, uuid, text) from public;

create function private.education_set_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.verified := private.education_verified(new.member_id, new.institution_id, new.institution_name);
  return new;
end $$;
revoke all on function private.education_set_verified() from public;
-- Named to run after education_link_institution (triggers fire in name order).
create trigger education_verified before insert or update on public.education
  for each row execute function private.education_set_verified();

create function private.refresh_education_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.education e set verified = private.education_verified(e.member_id, e.institution_id, e.institution_name)
  where e.member_id = new.id;
  return null;
end $$;
revoke all on function private.refresh_education_verified() from public;
create trigger profiles_refresh_education_verified after update of verified_by, verification_status on public.profiles
  for each row when (old.verified_by is distinct from new.verified_by
    or old.verification_status is distinct from new.verification_status)
  execute function private.refresh_education_verified();
