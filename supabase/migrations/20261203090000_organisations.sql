-- Issue 33 item 3: an organisation is its own row, not a member profile. Several members may represent one
-- (Northwind Labs has a company account and a recruiter); its page lives at /organisation/{slug}. Members
-- become its admins through organisation_members; experience entries, opportunities and events point at it.
-- How members join, how the page is filled and who may edit it is in the migrations that follow.

create table public.organisations (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  kind text not null,
  about text,
  website text,
  sector text,
  organization_size text,
  headquarters text,
  logo_url text,
  follower_count int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint organisations_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 2 and 80),
  constraint organisations_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint organisations_kind_check check (kind in ('company', 'university', 'investor', 'philanthropy')),
  constraint organisations_about_length check (about is null or char_length(about) <= 4000),
  constraint organisations_website_check check (website is null or website ~* '^https?://'),
  constraint organisations_sector_length check (sector is null or char_length(sector) between 1 and 80),
  constraint organisations_size_range
    check (organization_size is null or organization_size in ('1-10', '11-50', '51-200', '201-1000', '1001+')),
  constraint organisations_headquarters_length check (headquarters is null or char_length(headquarters) between 1 and 120)
);
create unique index organisations_name_key on public.organisations (lower(btrim(name)));
alter table public.organisations enable row level security;

-- 'admin': represents the organisation and may edit its page; 'pending': asked to, waiting for an admin.
create table public.organisation_members (
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'pending',
  title text,
  created_at timestamptz not null default now(),
  primary key (organisation_id, member_id),
  constraint organisation_members_role_check check (role in ('pending', 'admin')),
  constraint organisation_members_title_length check (title is null or char_length(title) between 1 and 120)
);
create index organisation_members_member_idx on public.organisation_members (member_id);
alter table public.organisation_members enable row level security;

-- Organisation pages are public, as opportunities are to guests.
grant select on public.organisations to anon, authenticated;
create policy "anyone reads organisations" on public.organisations
  for select to anon, authenticated using (true);

create policy "Two-step verification completed when turned on" on public.organisations
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "Two-step verification completed when turned on" on public.organisation_members
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

-- The organisations a member administers (security definer: policies on organisation_members use it).
create function private.administered_organisation_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.organisation_id), '{}') from public.organisation_members m
  where m.member_id = (select auth.uid()) and m.role = 'admin'
$$;
revoke all on function private.administered_organisation_ids() from public;
grant execute on function private.administered_organisation_ids() to authenticated;

grant select on public.organisation_members to authenticated;
create policy "members read admins, and admins and the asker read requests" on public.organisation_members
  for select to authenticated
  using (role = 'admin' or member_id = (select auth.uid())
         or organisation_id = any ((select private.administered_organisation_ids())::uuid[]));

grant update (about, website, sector, organization_size, headquarters, logo_url) on public.organisations to authenticated;
create policy "admins edit their organisation's page" on public.organisations
  for update to authenticated
  using (id = any ((select private.administered_organisation_ids())::uuid[]))
  with check (id = any ((select private.administered_organisation_ids())::uuid[]));

-- A slug from a name: lower-case words joined by hyphens, unique by a numeric suffix.
create function private.organisation_slug(org_name text) returns text
language plpgsql stable set search_path = '' as $$
declare
  base text := trim(both '-' from regexp_replace(
    translate(lower(org_name), 'àáâäãåçèéêëìíîïñòóôöõøùúûüýÿß', 'aaaaaaceeeeiiiinoooooouuuuyys'), '[^a-z0-9]+', '-', 'g'));
  candidate text;
  n int := 1;
begin
  if char_length(base) < 2 then base := 'organisation'; end if;
  base := left(base, 72);
  candidate := base;
  while exists (select 1 from public.organisations o where o.slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end $$;

-- The organisation of that name (case and spaces aside), made on first use. Definer: callers are triggers
-- and seeds; members never insert organisations directly.
create function private.ensure_organisation(org_name text, org_kind text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  org_id uuid;
begin
  select o.id into org_id from public.organisations o where lower(btrim(o.name)) = lower(btrim(org_name));
  if org_id is null then
    insert into public.organisations (slug, name, kind)
    values (private.organisation_slug(org_name), btrim(org_name), org_kind)
    on conflict do nothing
    returning id into org_id;
    if org_id is null then
      select o.id into org_id from public.organisations o where lower(btrim(o.name)) = lower(btrim(org_name));
    end if;
  end if;
  return org_id;
end $$;
revoke all on function private.ensure_organisation(text, text) from public;
revoke all on function private.organisation_slug(text) from public;
