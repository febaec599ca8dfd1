-- Issue 33 item 3: organisation pages. How members come to represent an organisation, how admins run its
-- page, who follows it, and what following brings (its admins' posts in Following, its new opportunities
-- as notifications).
--
-- Representing: a company, employer, university, investor or philanthropist whose profile names an
-- organisation (organization_name; a university's own name) is linked to it by a trigger. The first member
-- becomes its admin; later ones wait as 'pending' until an admin approves them, so nobody takes over a page by
-- typing its name. Changing the name leaves the old organisation.

-- The organisation kind a profile type represents (null: a type that represents none).
create function private.organisation_kind(profile_type text) returns text
language sql immutable set search_path = '' as $$
  select case lower(coalesce(profile_type, ''))
    when 'company' then 'company' when 'employer' then 'company'
    when 'university' then 'university'
    when 'investor' then 'investor'
    when 'philanthropist' then 'philanthropy'
  end
$$;

-- The organisation name a profile names: a university account is its university.
create function private.represented_name(p public.user_profiles) returns text
language sql immutable set search_path = '' as $$
  select case when private.organisation_kind(p.profile_type) is null then null
    else nullif(btrim(coalesce(p.organization_name,
      case when lower(p.profile_type) = 'university' then coalesce(p.university, p.name) end)), '') end
$$;

-- Links `p`'s member to the organisation their profile names: admin when it has none, pending otherwise.
-- The first admin's profile fills the page fields still empty (sector, size, headquarters, website).
create function private.represent_organisation(p public.user_profiles) returns void
language plpgsql security definer set search_path = '' as $$
declare
  org_name text := private.represented_name(p);
  org uuid;
  has_admin boolean;
begin
  if org_name is not null then
    org := private.ensure_organisation(org_name, private.organisation_kind(p.profile_type));
  end if;
  delete from public.organisation_members m
  where m.member_id = p.user_id and m.organisation_id is distinct from org;
  if org is null or not exists (select 1 from public.profiles x where x.id = p.user_id) then
    return;
  end if;
  -- One admin check at a time per organisation, so two first members cannot both become admin.
  perform 1 from public.organisations o where o.id = org for update;
  has_admin := exists (select 1 from public.organisation_members m where m.organisation_id = org and m.role = 'admin');
  insert into public.organisation_members (organisation_id, member_id, role)
  values (org, p.user_id, case when has_admin then 'pending' else 'admin' end)
  on conflict do nothing;
  if not has_admin then
    update public.organisations o set
      sector = coalesce(o.sector, p.sector),
      organization_size = coalesce(o.organization_size, p.organization_size),
      headquarters = coalesce(o.headquarters, p.headquarters),
      website = coalesce(o.website, case when p.website ~* '^https?://' then p.website end),
      updated_at = now()
    where o.id = org;
  end if;
end $$;
revoke all on function private.represent_organisation(public.user_profiles) from public;

create function private.profile_represents_organisation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or private.represented_name(new) is distinct from private.represented_name(old)
     or private.organisation_kind(new.profile_type) is distinct from private.organisation_kind(old.profile_type) then
    perform private.represent_organisation(new);
  end if;
  return null;
end $$;
revoke all on function private.profile_represents_organisation() from public;
-- After the projection trigger (names sort after user_profiles_sync…), so the profile row exists.
create trigger user_profiles_z_represent_organisation
  after insert or update of organization_name, university, name, profile_type on public.user_profiles
  for each row execute function private.profile_represents_organisation();

-- An organisation whose last admin leaves passes to the member who has waited longest.
create function private.organisation_keeps_an_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and not exists (
    select 1 from public.organisation_members m where m.organisation_id = old.organisation_id and m.role = 'admin'
  ) then
    update public.organisation_members m set role = 'admin'
    where (m.organisation_id, m.member_id) = (
      select w.organisation_id, w.member_id from public.organisation_members w
      where w.organisation_id = old.organisation_id and w.role = 'pending'
      order by w.created_at, w.member_id limit 1);
  end if;
  return null;
end $$;
revoke all on function private.organisation_keeps_an_admin() from public;
create trigger organisation_members_keep_admin after delete on public.organisation_members
  for each row execute function private.organisation_keeps_an_admin();

-- Column grants do not narrow what members may write: the platform's default privileges grant all on every
-- public table to anon and authenticated. So triggers keep what members must not change: an organisation's
-- name, slug, kind, counter and dates (admins edit the page fields only), and a representative row's
-- organisation, member and date (an admin approving a request cannot turn it into someone else's).
create function private.guard_organisation() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.id := old.id; new.slug := old.slug; new.name := old.name; new.kind := old.kind;
    new.follower_count := old.follower_count; new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger organisations_guard before update on public.organisations
  for each row execute function private.guard_organisation();

create function private.guard_organisation_member() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.organisation_id := old.organisation_id; new.member_id := old.member_id; new.created_at := old.created_at;
  end if;
  return new;
end $$;
create trigger organisation_members_guard before update on public.organisation_members
  for each row execute function private.guard_organisation_member();

-- Members never add representatives directly: the trigger on profiles does.
revoke insert on public.organisation_members from anon, authenticated;
revoke insert, update, delete on public.organisations from anon;
revoke insert, delete on public.organisations from authenticated;
revoke all on public.organisation_members from anon;

-- Admins approve pending representatives (role may only become 'admin') and remove any; a member may leave.
grant update (role) on public.organisation_members to authenticated;
grant delete on public.organisation_members to authenticated;
create policy "admins approve representatives" on public.organisation_members
  for update to authenticated
  using (organisation_id = any ((select private.administered_organisation_ids())::uuid[]))
  with check (role = 'admin' and organisation_id = any ((select private.administered_organisation_ids())::uuid[]));
create policy "admins remove representatives, members leave" on public.organisation_members
  for delete to authenticated
  using (member_id = (select auth.uid())
         or organisation_id = any ((select private.administered_organisation_ids())::uuid[]));

-- The admins of an organisation, for reading what they post: guests read its open opportunities too, and
-- organisation_members is not readable by guests.
create function public.organisation_admin_ids(organisation uuid) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.member_id order by m.created_at), '{}') from public.organisation_members m
  where m.organisation_id = organisation and m.role = 'admin'
$$;
revoke all on function public.organisation_admin_ids(uuid) from public;
grant execute on function public.organisation_admin_ids(uuid) to anon, authenticated;

-- Following an organisation.
create table public.organisation_follows (
  member_id uuid not null references public.profiles (id) on delete cascade,
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, organisation_id)
);
create index organisation_follows_organisation_idx on public.organisation_follows (organisation_id);
alter table public.organisation_follows enable row level security;
revoke all on public.organisation_follows from anon;
grant select, insert, delete on public.organisation_follows to authenticated;
revoke update on public.organisation_follows from authenticated;

create policy "Two-step verification completed when turned on" on public.organisation_follows
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "members follow organisations as themselves" on public.organisation_follows
  for insert to authenticated with check (member_id = (select auth.uid()));
create policy "members unfollow as themselves" on public.organisation_follows
  for delete to authenticated using (member_id = (select auth.uid()));
create policy "members read their follows, admins their followers" on public.organisation_follows
  for select to authenticated
  using (member_id = (select auth.uid())
         or organisation_id = any ((select private.administered_organisation_ids())::uuid[]));

create function private.count_organisation_followers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.organisations set follower_count = follower_count + 1 where id = new.organisation_id;
  else
    update public.organisations set follower_count = greatest(follower_count - 1, 0) where id = old.organisation_id;
  end if;
  return null;
end $$;
revoke all on function private.count_organisation_followers() from public;
create trigger organisation_follows_count after insert or delete on public.organisation_follows
  for each row execute function private.count_organisation_followers();

-- The admins of the organisations the caller follows, less anyone blocked either way: their posts join the
-- caller's Following feed. A handful of ids (organisations have a few admins).
create function private.followed_organisation_admin_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct m.member_id), '{}') from public.organisation_follows f
  join public.organisation_members m on m.organisation_id = f.organisation_id and m.role = 'admin'
  where f.member_id = (select auth.uid())
    and not m.member_id = any (private.blocked_ids())
$$;
revoke all on function private.followed_organisation_admin_ids() from public;
grant execute on function private.followed_organisation_admin_ids() to authenticated;

create or replace function private.feed_of_many(me uuid, before_created_at timestamptz, before_id uuid, size int)
returns setof public.posts
language plpgsql stable set search_path = '' set enable_sort = off set enable_bitmapscan = off as $$
declare
  org_admins uuid[] := private.followed_organisation_admin_ids();
begin
  return query
    select p.* from public.posts p
    where p.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
      and (before_created_at is null or p.created_at < before_created_at or p.id < before_id)
      and (p.author_id = me
        or p.author_id = any (org_admins)
        or exists (select 1 from public.follows f where f.follower_id = me and f.followee_id = p.author_id)
        or exists (select 1 from public.associates a where a.user_id = me and a.associate_id = p.author_id))
    order by p.created_at desc, p.id desc
    limit size;
end $$;

create or replace function public.following_feed(
  before_created_at timestamptz default null,
  before_id uuid default null,
  page_size int default 20
) returns setof public.posts
language plpgsql stable set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  n int;
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  members real := (select greatest(c.reltuples, 0) from pg_catalog.pg_class c where c.oid = 'public.profiles'::regclass);
  network uuid[];
begin
  if me is null then
    return;
  end if;
  n := coalesce((select 1 + p.following_count + p.associate_count from public.profiles p where p.id = me), 1)
    + (select count(*) from public.organisation_follows f where f.member_id = me)::int;
  if n <= 50 or n::real * n <= members then
    network := array(select distinct x.id from unnest(private.network_ids() || private.followed_organisation_admin_ids()) x (id));
    return query
      select p.* from unnest(network) as a(id)
      cross join lateral (
        select q.* from public.posts q
        where q.author_id = a.id
          -- An index condition on every call, whether or not there is a cursor.
          and q.created_at <= coalesce(before_created_at, 'infinity'::timestamptz)
          and (before_created_at is null or q.created_at < before_created_at or q.id < before_id)
        order by q.created_at desc, q.id desc
        limit size) p
      order by p.created_at desc, p.id desc
      limit size;
  else
    return query select p.* from private.feed_of_many(me, before_created_at, before_id, size) p;
  end if;
end $$;

-- A newly published opportunity (first time open) by an organisation's admin notifies its followers.
insert into public.notification_types (type) values ('organisation_opportunity');

create function private.notify_organisation_followers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status <> 'open' or (tg_op = 'UPDATE' and old.published_at is not null) then
    return null;
  end if;
  perform private.notify(f.member_id, new.posted_by, 'organisation_opportunity', 'opportunity', new.id, null, null,
    jsonb_build_object('excerpt', left(new.title, 140), 'organisation_name', o.name, 'organisation_slug', o.slug))
  from public.organisation_members m
  join public.organisations o on o.id = m.organisation_id
  join public.organisation_follows f on f.organisation_id = m.organisation_id
  where m.member_id = new.posted_by and m.role = 'admin'
    and not private.blocked_between(new.posted_by, f.member_id);
  return null;
end $$;
revoke all on function private.notify_organisation_followers() from public;
create trigger opportunities_notify_organisation_followers
  after insert or update of status on public.opportunities
  for each row execute function private.notify_organisation_followers();

-- Hosted data: every profile that names an organisation, oldest first (the earliest member per name admin).
do $$
declare
  p public.user_profiles;
begin
  for p in select * from public.user_profiles u
    where private.represented_name(u) is not null order by u.created_at, u.user_id
  loop
    perform private.represent_organisation(p);
  end loop;
end $$;
