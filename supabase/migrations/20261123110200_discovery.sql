-- Discovery: organisations search public members, keep private shortlists and saved searches that
-- notify them of new matches, and see what is trending this week.

-- The words a member can be found by (name, headline, bio, university, skills, interests, location).
create function private.profile_search_doc(
  name text, headline text, bio text, university text, skills text[], interests text[], location text
) returns tsvector
language sql immutable parallel safe set search_path = '' as $$
  select to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(bio, '')
    || ' ' || coalesce(university, '') || ' ' || coalesce(array_to_string(skills, ' '), '') || ' '
    || coalesce(array_to_string(interests, ' '), '') || ' ' || coalesce(location, ''))
$$;
create index profiles_search_idx on public.profiles
  using gin (private.profile_search_doc(name, headline, bio, university, skills, interests, location));
create index profiles_public_name_idx on public.profiles (lower(name), id) where is_public;

-- Free words as a prefix query: "data eng" finds "data engineering".
create function private.prefix_query(q text) returns tsquery
language sql immutable set search_path = '' as $$
  select case when coalesce(trim(q), '') = '' then null else
    to_tsquery('simple'::regconfig, (select string_agg(quote_literal(w) || ':*', ' & ')
      from regexp_split_to_table(lower(regexp_replace(q, '[^[:alnum:][:space:]]+', ' ', 'g')), '\s+') w where w <> ''))
  end
$$;

-- Whether a profile matches a search's filters; the same rule for the search and for saved searches.
create function private.profile_matches(p public.profiles, filters jsonb) returns boolean
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
$$;

-- Public members other than the caller (and nobody either side blocked), matching every given filter,
-- by name then id; `after_id` is the last row of the previous page. Private profiles never appear,
-- and hidden contact fields are already absent from `profiles`.
create function public.search_members(
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

-- Shortlists: private lists of members with a note each, in the owner's order.
create table public.shortlists (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.shortlists enable row level security;
create index shortlists_owner_id_idx on public.shortlists (owner_id, created_at desc);

create policy "owners read their shortlists" on public.shortlists
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "members create shortlists" on public.shortlists
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "owners rename their shortlists" on public.shortlists
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "owners delete their shortlists" on public.shortlists
  for delete to authenticated using (owner_id = (select auth.uid()));
revoke all on public.shortlists from anon;

create function private.owns_shortlist(list uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.shortlists where id = list and owner_id = (select auth.uid()))
$$;
revoke execute on function private.owns_shortlist(uuid) from public, anon;
grant execute on function private.owns_shortlist(uuid) to authenticated;

create table public.shortlist_members (
  shortlist_id uuid not null references public.shortlists (id) on delete cascade,
  member_id uuid not null references public.profiles (id) on delete cascade,
  note text not null default '' check (char_length(note) <= 500),
  position int not null default 0,
  created_at timestamptz not null default now(),
  primary key (shortlist_id, member_id)
);
alter table public.shortlist_members enable row level security;
create index shortlist_members_member_id_idx on public.shortlist_members (member_id);

create policy "owners read their shortlisted members" on public.shortlist_members
  for select to authenticated using ((select private.owns_shortlist(shortlist_id)));
-- Only members the owner can find: public profiles.
create policy "owners shortlist public members" on public.shortlist_members
  for insert to authenticated with check (
    (select private.owns_shortlist(shortlist_id))
    and exists (select 1 from public.profiles p where p.id = member_id and p.is_public));
create policy "owners annotate and reorder their shortlists" on public.shortlist_members
  for update to authenticated using ((select private.owns_shortlist(shortlist_id)))
  with check ((select private.owns_shortlist(shortlist_id)));
create policy "owners remove shortlisted members" on public.shortlist_members
  for delete to authenticated using ((select private.owns_shortlist(shortlist_id)));
revoke all on public.shortlist_members from anon;

-- A new member goes to the end of the list.
create function private.shortlist_member_position() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.position := coalesce((select max(position) + 1 from public.shortlist_members where shortlist_id = new.shortlist_id), 0);
  return new;
end $$;
create trigger shortlist_members_position before insert on public.shortlist_members
  for each row execute function private.shortlist_member_position();

-- Puts the shortlist in the given order (member ids, first to last); returns how many moved.
create function public.reorder_shortlist(list uuid, member_ids uuid[]) returns int
language plpgsql security invoker set search_path = '' as $$
declare
  moved int;
begin
  update public.shortlist_members m set position = o.ord - 1
    from unnest(member_ids) with ordinality as o (member_id, ord)
    where m.shortlist_id = list and m.member_id = o.member_id;
  get diagnostics moved = row_count;
  update public.shortlists set updated_at = now() where id = list;
  return moved;
end $$;
revoke execute on function public.reorder_shortlist(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_shortlist(uuid, uuid[]) to authenticated;

-- Saved searches: the owner's filters, checked for members who joined since the last check.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 80),
  filters jsonb not null default '{}' check (jsonb_typeof(filters) = 'object'),
  checked_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
alter table public.saved_searches enable row level security;
create index saved_searches_owner_id_idx on public.saved_searches (owner_id, created_at desc);

create policy "owners read their saved searches" on public.saved_searches
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "members save searches" on public.saved_searches
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "owners change their saved searches" on public.saved_searches
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "owners delete their saved searches" on public.saved_searches
  for delete to authenticated using (owner_id = (select auth.uid()));
revoke all on public.saved_searches from anon;

insert into public.notification_types (type) values ('saved_search_match'), ('pitch_interest');

-- Notifies the caller of public members who joined since each of their saved searches was last
-- checked and match it (one notification per search). The app calls it when the member opens
-- Discovery; a hosted project can also run it from pg_cron. Returns how many searches had news.
create function public.check_saved_searches() returns int
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  s public.saved_searches;
  found int;
  first_match uuid;
  notified int := 0;
begin
  if me is null then
    raise exception 'Sign in to check saved searches' using errcode = '42501';
  end if;
  for s in select * from public.saved_searches where owner_id = me for update loop
    select count(*), (array_agg(p.id order by p.created_at))[1] into found, first_match
    from public.profiles p
    where p.is_public and p.id <> me and p.created_at > s.checked_at
      and not p.id = any (private.blocked_ids())
      and private.profile_matches(p, s.filters);
    if found > 0 then
      perform private.notify(me, null, 'saved_search_match', 'saved_search', s.id, null, null,
        jsonb_build_object('name', s.name, 'count', found, 'member_id', first_match));
      notified := notified + 1;
    end if;
    update public.saved_searches set checked_at = now() where id = s.id;
  end loop;
  return notified;
end $$;
revoke execute on function public.check_saved_searches() from public, anon;
grant execute on function public.check_saved_searches() to authenticated;

-- Trending this week: the posts and opportunities the caller can see with the most engagement
-- (views, likes, comments, reposts, saves, applications) over the last 7 days.
create index analytics_events_day_entity_idx on public.analytics_events (day, entity_type, entity_id);

create function public.trending_this_week(max_items int default 5)
returns table (entity_type text, entity_id uuid, title text, subtitle text, engagement bigint)
language sql stable security definer set search_path = '' as $$
  with recent as (
    select e.entity_type, e.entity_id, count(*) as engagement
    from public.analytics_events e
    where e.day > (now() at time zone 'utc')::date - 7 and e.entity_type in ('post', 'opportunity')
    group by e.entity_type, e.entity_id
  )
  select * from (
    (select 'post'::text, p.id, left(p.body, 140), a.name, r.engagement
     from recent r join public.posts p on p.id = r.entity_id join public.profiles a on a.id = p.author_id
     where r.entity_type = 'post' and p.visibility = 'public' and p.author_is_public and p.repost_of is null
       and not p.author_id = any ((select private.blocked_ids())::uuid[])
     order by r.engagement desc, p.id limit least(greatest(max_items, 1), 20))
    union all
    (select 'opportunity'::text, o.id, o.title, o.organization, r.engagement
     from recent r join public.opportunities o on o.id = r.entity_id
     where r.entity_type = 'opportunity' and o.status = 'open'
     order by r.engagement desc, o.id limit least(greatest(max_items, 1), 20))
  ) t
  where (select auth.uid()) is not null
$$;
revoke execute on function public.trending_this_week(int) from public, anon;
grant execute on function public.trending_this_week(int) to authenticated;
