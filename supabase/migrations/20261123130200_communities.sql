-- Communities: groups with owners, moderators and members; their posts are `posts` rows with the
-- community set. Every rule that spans rows is a SQL function; members change only their own
-- notification level and read marker directly.

create table public.communities (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  description text not null default '',
  rules text not null default '',
  category text not null default 'other' check (category in (
    'academic', 'career', 'technology', 'entrepreneurship', 'research', 'arts', 'sports', 'social_impact', 'alumni', 'other')),
  cover_url text,
  icon_url text,
  visibility text not null default 'public' check (visibility in ('public', 'private')),
  join_policy text not null default 'open' check (join_policy in ('open', 'approval', 'invite_only')),
  member_count int not null default 0,
  post_count int not null default 0,
  last_activity_at timestamptz not null default now(),
  created_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint communities_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 50),
  constraint communities_name_length check (char_length(btrim(name)) between 3 and 80),
  constraint communities_description_length check (char_length(description) <= 2000),
  constraint communities_rules_length check (char_length(rules) <= 4000)
);
alter table public.communities enable row level security;
create unique index communities_slug_key on public.communities (slug);
create index communities_members_idx on public.communities (member_count desc, id desc);
create index communities_activity_idx on public.communities (last_activity_at desc, id desc);
create index communities_category_idx on public.communities (category, member_count desc, id desc);
create index communities_created_by_idx on public.communities (created_by);

create table public.community_members (
  community_id uuid not null references public.communities (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'moderator', 'member')),
  status text not null default 'active' check (status in ('active', 'pending', 'invited', 'banned')),
  notification_level text not null default 'highlights' check (notification_level in ('all', 'highlights', 'none')),
  request_message text check (request_message is null or char_length(request_message) <= 300),
  invited_by uuid references public.profiles (id) on delete set null,
  joined_at timestamptz,
  last_read_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  primary key (community_id, user_id)
);
alter table public.community_members enable row level security;
create index community_members_user_idx on public.community_members (user_id, status);
create index community_members_status_idx on public.community_members (community_id, status, role);
create index community_members_invited_by_idx on public.community_members (invited_by);

create table public.community_invites (
  id uuid primary key default gen_random_uuid(),
  community_id uuid not null references public.communities (id) on delete cascade,
  invitee_id uuid references public.profiles (id) on delete cascade,
  token text unique,
  created_by uuid not null references public.profiles (id) on delete cascade,
  expires_at timestamptz not null default now() + interval '14 days',
  revoked_at timestamptz,
  use_count int not null default 0,
  created_at timestamptz not null default now(),
  constraint community_invites_one_target check (num_nonnulls(invitee_id, token) = 1)
);
alter table public.community_invites enable row level security;
create index community_invites_community_idx on public.community_invites (community_id, created_at desc);
create index community_invites_invitee_idx on public.community_invites (invitee_id);
create index community_invites_created_by_idx on public.community_invites (created_by);

-- The caller's communities, once per query: `= any ((select private.community_ids())::uuid[])`.
create function private.community_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.community_id), '{}') from public.community_members m
  where m.user_id = (select auth.uid()) and m.status = 'active'
$$;
grant execute on function private.community_ids() to authenticated;

create function private.moderated_community_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.community_id), '{}') from public.community_members m
  where m.user_id = (select auth.uid()) and m.status = 'active' and m.role in ('owner', 'moderator')
$$;
grant execute on function private.moderated_community_ids() to authenticated;

create function private.community_role(community uuid, member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select m.role from public.community_members m
  where m.community_id = community and m.user_id = member and m.status = 'active'
$$;

create function private.is_public_community(community uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.communities c where c.id = community and c.visibility = 'public')
$$;
grant execute on function private.is_public_community(uuid) to authenticated;

-- Everyone signed in sees every community's header and About (a private one hides its posts and members).
create policy "members read communities" on public.communities
  for select to authenticated using (true);
create policy "members create communities as themselves" on public.communities
  for insert to authenticated with check (created_by = (select auth.uid()));
create policy "owners and moderators edit their communities" on public.communities
  for update to authenticated
  using (id = any ((select private.moderated_community_ids())::uuid[]))
  with check (id = any ((select private.moderated_community_ids())::uuid[]));
create policy "owners delete their communities" on public.communities
  for delete to authenticated using (private.community_role(id, (select auth.uid())) = 'owner');

-- Who is in a community: its active members for those who may see them (everyone for a public one,
-- members for a private one), its owners and moderators for everyone (About names them), one's own row,
-- and every row (pending, invited, banned) for its moderators.
create policy "members read memberships they may see" on public.community_members
  for select to authenticated using (
    user_id = (select auth.uid())
    or community_id = any ((select private.moderated_community_ids())::uuid[])
    or (status = 'active' and (
      role in ('owner', 'moderator')
      or community_id = any ((select private.community_ids())::uuid[])
      or private.is_public_community(community_id))));
create policy "members change their own notification level and read marker" on public.community_members
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy "moderators and invitees read invites" on public.community_invites
  for select to authenticated using (
    invitee_id = (select auth.uid()) or community_id = any ((select private.moderated_community_ids())::uuid[]));

-- Members may change only notification_level and last_read_at of their own row; the functions below
-- (running as the owner) change the rest.
create function private.guard_community_member() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new := jsonb_populate_record(old, jsonb_build_object(
      'notification_level', new.notification_level, 'last_read_at', least(new.last_read_at, now())));
  end if;
  return new;
end $$;
create trigger community_members_guard before update on public.community_members
  for each row execute function private.guard_community_member();

create function private.guard_community() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.member_count := 0; new.post_count := 0; new.last_activity_at := now();
      new.created_at := now(); new.updated_at := now();
    else
      new.id := old.id; new.created_by := old.created_by; new.created_at := old.created_at;
      new.member_count := old.member_count; new.post_count := old.post_count;
      new.last_activity_at := old.last_activity_at; new.updated_at := now();
    end if;
  end if;
  new.slug := lower(btrim(new.slug));
  new.name := btrim(new.name);
  return new;
end $$;
create trigger communities_guard before insert or update on public.communities
  for each row execute function private.guard_community();

-- The creator becomes the owner.
create function private.add_community_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.community_members (community_id, user_id, role, status, notification_level, joined_at)
  values (new.id, new.created_by, 'owner', 'active', 'all', now())
  on conflict do nothing;
  return null;
end $$;
create trigger communities_add_owner after insert on public.communities
  for each row execute function private.add_community_owner();

create function private.count_community_members() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  delta int := (case when tg_op <> 'DELETE' and new.status = 'active' then 1 else 0 end)
             - (case when tg_op <> 'INSERT' and old.status = 'active' then 1 else 0 end);
begin
  if delta <> 0 then
    update public.communities set member_count = greatest(member_count + delta, 0)
      where id = coalesce(new.community_id, old.community_id);
  end if;
  return null;
end $$;
create trigger community_members_count after insert or update of status or delete on public.community_members
  for each row execute function private.count_community_members();

-- Posts in a community.
alter table public.posts
  add column community_id uuid references public.communities (id) on delete cascade,
  -- A copy of the community's visibility (kept by trigger), so the feed policy reads a column.
  add column community_is_private boolean not null default false,
  add column pinned_at timestamptz,
  add column removed_at timestamptz,
  add column removed_by uuid references public.profiles (id) on delete set null,
  add column removed_reason text check (removed_reason is null or char_length(removed_reason) <= 500);
create index posts_community_idx on public.posts (community_id, created_at desc, id desc) where community_id is not null;
create index posts_community_pinned_idx on public.posts (community_id, pinned_at desc) where pinned_at is not null;
create index posts_removed_by_idx on public.posts (removed_by) where removed_by is not null;

-- A post is visible to its author; otherwise, unless a moderator removed it: to everyone under the
-- feed rule (public post of a public profile, or the author's associate) when it is not in a private
-- community, and to the active members of its community. Moderators also see removed posts of theirs.
-- Three arrays read once per query, columns per row (decisions.md: "The feed: one visibility rule").
drop policy "members read posts they may see" on public.posts;
create policy "members read posts they may see" on public.posts
  for select to authenticated using (
    author_id = (select auth.uid())
    or (removed_at is null and (
      (not community_is_private and (
        (visibility = 'public' and author_is_public)
        or author_id = any ((select private.associate_ids())::uuid[])))
      or community_id = any ((select private.community_ids())::uuid[])))
    or community_id = any ((select private.moderated_community_ids())::uuid[]));

-- Only active members post into a community (pending, invited and banned members cannot).
drop policy "members post as themselves" on public.posts;
create policy "members post as themselves" on public.posts
  for insert to authenticated with check (
    author_id = (select auth.uid())
    and (community_id is null or community_id = any ((select private.community_ids())::uuid[])));

-- Runs after posts_guard (triggers fire by name): the community columns are the database's. Runs as the
-- caller, so `current_user` tells a member's write from the moderation functions'.
create function private.guard_community_post() returns trigger
language plpgsql set search_path = '' as $$
declare
  original_private boolean;
begin
  if tg_op = 'UPDATE' then
    new.community_id := old.community_id;
    if current_user in ('authenticated', 'anon') then
      new.pinned_at := old.pinned_at; new.removed_at := old.removed_at;
      new.removed_by := old.removed_by; new.removed_reason := old.removed_reason;
    end if;
  elsif current_user in ('authenticated', 'anon') then
    new.pinned_at := null; new.removed_at := null; new.removed_by := null; new.removed_reason := null;
  end if;
  if new.community_id is not null then
    -- A community post speaks to the community: its audience is the community, not associates.
    new.visibility := 'public';
    if new.repost_of is not null then
      raise exception 'A repost cannot be shared into a community' using errcode = '22023';
    end if;
  end if;
  if tg_op = 'INSERT' and new.repost_of is not null then
    select p.community_is_private into original_private from public.posts p where p.id = new.repost_of;
    if original_private then
      raise exception 'Posts of a private community cannot be reposted' using errcode = '42501';
    end if;
  end if;
  new.community_is_private := coalesce(
    (select c.visibility = 'private' from public.communities c where c.id = new.community_id), false);
  return new;
end $$;
create trigger posts_guard_community before insert or update on public.posts
  for each row execute function private.guard_community_post();

create function private.sync_community_post_visibility() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.posts set community_is_private = (new.visibility = 'private') where community_id = new.id;
  return null;
end $$;
create trigger communities_sync_post_visibility after update of visibility on public.communities
  for each row when (old.visibility is distinct from new.visibility)
  execute function private.sync_community_post_visibility();

create function private.count_community_posts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' and new.community_id is not null then
    update public.communities set post_count = post_count + 1, last_activity_at = now() where id = new.community_id;
  elsif tg_op = 'DELETE' and old.community_id is not null and old.removed_at is null then
    update public.communities set post_count = greatest(post_count - 1, 0) where id = old.community_id;
  elsif tg_op = 'UPDATE' and new.community_id is not null and (old.removed_at is null) <> (new.removed_at is null) then
    update public.communities
      set post_count = greatest(post_count + case when new.removed_at is null then 1 else -1 end, 0)
      where id = new.community_id;
  end if;
  return null;
end $$;
create trigger posts_count_community after insert or delete or update of removed_at on public.posts
  for each row execute function private.count_community_posts();

-- Moderators read reports about their communities' posts.
create policy "moderators read reports on their communities' posts" on public.reports
  for select to authenticated using (
    exists (select 1 from public.posts p where p.id = post_id
            and p.community_id = any ((select private.moderated_community_ids())::uuid[])));

-- Notification kinds of communities.
insert into public.notification_types (type) values
  ('community_join_request'), ('community_join_approved'), ('community_join_declined'),
  ('community_invite'), ('community_post'), ('community_post_removed');

-- New posts reach members whose level is "all".
create function private.notify_community_post() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  member uuid;
  info jsonb;
begin
  if new.community_id is null then
    return null;
  end if;
  select jsonb_build_object('community_id', c.id, 'community_slug', c.slug, 'community_name', c.name, 'excerpt', left(new.body, 140))
    into info from public.communities c where c.id = new.community_id;
  for member in
    select m.user_id from public.community_members m
    where m.community_id = new.community_id and m.status = 'active' and m.notification_level = 'all'
      and m.user_id <> new.author_id
  loop
    perform private.notify(member, new.author_id, 'community_post', 'post', new.id, new.id, null, info);
  end loop;
  return null;
end $$;
create trigger posts_notify_community after insert on public.posts
  for each row execute function private.notify_community_post();

create function private.community_info(community uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('community_id', c.id, 'community_slug', c.slug, 'community_name', c.name)
  from public.communities c where c.id = community
$$;

create function private.require_moderator(community uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  my_role text := private.community_role(community, (select auth.uid()));
begin
  if my_role is null or my_role not in ('owner', 'moderator') then
    raise exception 'Only the community''s moderators can do this' using errcode = '42501';
  end if;
  return my_role;
end $$;

-- Join: an open community at once, an approval community as a pending request (moderators are told),
-- an invite-only one only with an invitation. Banned members cannot join.
create function public.join_community(community uuid, message text default null) returns public.community_members
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  c public.communities;
  existing public.community_members;
  result public.community_members;
  moderator uuid;
begin
  if me is null then
    raise exception 'Sign in to join communities' using errcode = '42501';
  end if;
  select * into c from public.communities where id = community;
  if c.id is null then
    raise exception 'Community not found' using errcode = 'P0002';
  end if;
  select * into existing from public.community_members where community_id = community and user_id = me for update;
  if existing.status = 'banned' then
    raise exception 'You cannot join this community' using errcode = '42501';
  end if;
  if existing.status in ('active', 'pending') then
    return existing;
  end if;
  if existing.status = 'invited' or c.join_policy = 'open' then
    insert into public.community_members (community_id, user_id, status, joined_at, last_read_at)
    values (community, me, 'active', now(), now())
    on conflict (community_id, user_id) do update set status = 'active', joined_at = now(), last_read_at = now()
    returning * into result;
    update public.community_invites set use_count = use_count + 1
      where community_id = community and invitee_id = me and revoked_at is null;
    return result;
  end if;
  if c.join_policy = 'invite_only' then
    raise exception 'This community is invitation only' using errcode = '42501';
  end if;
  insert into public.community_members (community_id, user_id, status, request_message)
  values (community, me, 'pending', nullif(btrim(message), ''))
  returning * into result;
  for moderator in
    select m.user_id from public.community_members m
    where m.community_id = community and m.status = 'active' and m.role in ('owner', 'moderator')
  loop
    perform private.notify(moderator, me, 'community_join_request', 'community', community, null, null,
      private.community_info(community));
  end loop;
  return result;
end $$;
revoke execute on function public.join_community(uuid, text) from public, anon;
grant execute on function public.join_community(uuid, text) to authenticated;

-- Join through an invitation link.
create function public.join_community_with_token(invite_token text) returns public.community_members
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  inv public.community_invites;
  existing public.community_members;
  result public.community_members;
begin
  select * into inv from public.community_invites
    where token = invite_token and revoked_at is null and expires_at > now() for update;
  if me is null or inv.id is null then
    raise exception 'This invitation link is invalid or has expired' using errcode = 'P0002';
  end if;
  select * into existing from public.community_members where community_id = inv.community_id and user_id = me;
  if existing.status = 'banned' then
    raise exception 'You cannot join this community' using errcode = '42501';
  end if;
  if existing.status = 'active' then
    return existing;
  end if;
  insert into public.community_members (community_id, user_id, status, joined_at, invited_by, last_read_at)
  values (inv.community_id, me, 'active', now(), inv.created_by, now())
  on conflict (community_id, user_id) do update set status = 'active', joined_at = now(), last_read_at = now()
  returning * into result;
  update public.community_invites set use_count = use_count + 1 where id = inv.id;
  return result;
end $$;
revoke execute on function public.join_community_with_token(text) from public, anon;
grant execute on function public.join_community_with_token(text) to authenticated;

-- Moderators approve or decline pending requests, one or many at once; returns how many were answered.
create function public.answer_join_requests(community uuid, member_ids uuid[], approve boolean) returns int
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  member uuid;
  answered int := 0;
begin
  perform private.require_moderator(community);
  for member in
    select m.user_id from public.community_members m
    where m.community_id = community and m.status = 'pending' and m.user_id = any (member_ids)
    for update
  loop
    if approve then
      update public.community_members set status = 'active', joined_at = now(), last_read_at = now()
        where community_id = community and user_id = member;
    else
      delete from public.community_members where community_id = community and user_id = member;
    end if;
    perform private.notify(member, me, case when approve then 'community_join_approved' else 'community_join_declined' end,
      'community', community, null, null, private.community_info(community));
    answered := answered + 1;
  end loop;
  return answered;
end $$;
revoke execute on function public.answer_join_requests(uuid, uuid[], boolean) from public, anon;
grant execute on function public.answer_join_requests(uuid, uuid[], boolean) to authenticated;

-- Moderators invite a member (who is told), or create an invitation link that expires.
create function public.invite_to_community(community uuid, member uuid) returns public.community_members
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  existing public.community_members;
  result public.community_members;
begin
  perform private.require_moderator(community);
  if not exists (select 1 from public.profiles p where p.id = member) or private.blocked_between(me, member) then
    raise exception 'Member not found' using errcode = 'P0002';
  end if;
  select * into existing from public.community_members where community_id = community and user_id = member for update;
  if existing.status = 'banned' then
    raise exception 'This member is banned from the community: unban them first' using errcode = '22023';
  end if;
  if existing.status in ('active', 'invited') then
    return existing;
  end if;
  if existing.status = 'pending' then
    update public.community_members set status = 'active', joined_at = now(), invited_by = me, last_read_at = now()
      where community_id = community and user_id = member returning * into result;
    perform private.notify(member, me, 'community_join_approved', 'community', community, null, null, private.community_info(community));
    return result;
  end if;
  insert into public.community_members (community_id, user_id, status, invited_by)
  values (community, member, 'invited', me) returning * into result;
  insert into public.community_invites (community_id, invitee_id, created_by) values (community, member, me);
  perform private.notify(member, me, 'community_invite', 'community', community, null, null, private.community_info(community));
  return result;
end $$;
revoke execute on function public.invite_to_community(uuid, uuid) from public, anon;
grant execute on function public.invite_to_community(uuid, uuid) to authenticated;

create function public.create_community_invite_link(community uuid, valid_days int default 7) returns public.community_invites
language plpgsql security definer set search_path = '' as $$
declare
  result public.community_invites;
begin
  perform private.require_moderator(community);
  insert into public.community_invites (community_id, token, created_by, expires_at)
  values (community, encode(extensions.gen_random_bytes(18), 'hex'), (select auth.uid()),
    now() + make_interval(days => least(greatest(coalesce(valid_days, 7), 1), 90)))
  returning * into result;
  return result;
end $$;
revoke execute on function public.create_community_invite_link(uuid, int) from public, anon;
grant execute on function public.create_community_invite_link(uuid, int) to authenticated;

-- Only the owner names moderators; naming another member 'owner' transfers ownership (the caller
-- becomes a moderator). Nobody changes their own role here.
create function public.set_community_role(community uuid, member uuid, new_role text) returns public.community_members
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  target public.community_members;
  result public.community_members;
begin
  if private.community_role(community, me) is distinct from 'owner' then
    raise exception 'Only the owner can change roles' using errcode = '42501';
  end if;
  if new_role not in ('owner', 'moderator', 'member') then
    raise exception 'Unknown role' using errcode = '22023';
  end if;
  if member = me then
    raise exception 'You cannot change your own role: transfer ownership to another member' using errcode = '22023';
  end if;
  select * into target from public.community_members where community_id = community and user_id = member for update;
  if target.status is distinct from 'active' then
    raise exception 'Only active members can be given a role' using errcode = '22023';
  end if;
  update public.community_members set role = new_role where community_id = community and user_id = member
    returning * into result;
  if new_role = 'owner' then
    update public.community_members set role = 'moderator' where community_id = community and user_id = me;
  end if;
  return result;
end $$;
revoke execute on function public.set_community_role(uuid, uuid, text) from public, anon;
grant execute on function public.set_community_role(uuid, uuid, text) to authenticated;

-- Moderators ban (the member leaves and cannot rejoin) or unban; nobody bans the owner, and only the
-- owner bans a moderator.
create function public.ban_community_member(community uuid, member uuid, banned boolean default true) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  my_role text := private.require_moderator(community);
  target_role text;
begin
  if member = me then
    raise exception 'You cannot ban yourself' using errcode = '22023';
  end if;
  select m.role into target_role from public.community_members m where m.community_id = community and m.user_id = member;
  if target_role = 'owner' or (target_role = 'moderator' and my_role <> 'owner') then
    raise exception 'Only the owner can ban a moderator, and nobody can ban the owner' using errcode = '42501';
  end if;
  if banned then
    insert into public.community_members (community_id, user_id, role, status)
    values (community, member, 'member', 'banned')
    on conflict (community_id, user_id) do update set role = 'member', status = 'banned';
  else
    delete from public.community_members where community_id = community and user_id = member and status = 'banned';
  end if;
end $$;
revoke execute on function public.ban_community_member(uuid, uuid, boolean) from public, anon;
grant execute on function public.ban_community_member(uuid, uuid, boolean) to authenticated;

-- Moderators remove a member (who may ask again) or withdraw an invitation; same limits as banning.
create function public.remove_community_member(community uuid, member uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  my_role text := private.require_moderator(community);
  target_role text;
begin
  select m.role into target_role from public.community_members m where m.community_id = community and m.user_id = member;
  if target_role = 'owner' or (target_role = 'moderator' and my_role <> 'owner') then
    raise exception 'Only the owner can remove a moderator, and nobody can remove the owner' using errcode = '42501';
  end if;
  delete from public.community_members where community_id = community and user_id = member and status <> 'banned';
end $$;
revoke execute on function public.remove_community_member(uuid, uuid) from public, anon;
grant execute on function public.remove_community_member(uuid, uuid) to authenticated;

-- Leave (or cancel a request, or refuse an invitation). The last owner transfers ownership first.
create function public.leave_community(community uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  mine public.community_members;
begin
  select * into mine from public.community_members where community_id = community and user_id = me for update;
  if mine.user_id is null or mine.status = 'banned' then
    return;
  end if;
  if mine.role = 'owner' and not exists (
    select 1 from public.community_members m
    where m.community_id = community and m.role = 'owner' and m.status = 'active' and m.user_id <> me) then
    raise exception 'Transfer ownership to another member before you leave' using errcode = '22023';
  end if;
  delete from public.community_members where community_id = community and user_id = me;
end $$;
revoke execute on function public.leave_community(uuid) from public, anon;
grant execute on function public.leave_community(uuid) to authenticated;

-- Moderators pin or unpin a post of their community.
create function public.pin_community_post(post uuid, pinned boolean default true) returns public.posts
language plpgsql security definer set search_path = '' as $$
declare
  target public.posts;
begin
  select * into target from public.posts where id = post for update;
  if target.community_id is null then
    raise exception 'Post not found' using errcode = 'P0002';
  end if;
  perform private.require_moderator(target.community_id);
  update public.posts set pinned_at = case when pinned and removed_at is null then now() end
    where id = post returning * into target;
  return target;
end $$;
revoke execute on function public.pin_community_post(uuid, boolean) from public, anon;
grant execute on function public.pin_community_post(uuid, boolean) to authenticated;

-- Moderators remove a post of their community with a reason; its author is told why. The post stays
-- readable to its author and the moderators only.
create function public.remove_community_post(post uuid, reason text) returns public.posts
language plpgsql security definer set search_path = '' as $$
declare
  target public.posts;
begin
  select * into target from public.posts where id = post for update;
  if target.community_id is null then
    raise exception 'Post not found' using errcode = 'P0002';
  end if;
  perform private.require_moderator(target.community_id);
  if coalesce(btrim(reason), '') = '' then
    raise exception 'Give a reason: the author will see it' using errcode = '22023';
  end if;
  if target.removed_at is not null then
    return target;
  end if;
  update public.posts
    set removed_at = now(), removed_by = (select auth.uid()), removed_reason = left(btrim(reason), 500), pinned_at = null
    where id = post returning * into target;
  perform private.notify(target.author_id, (select auth.uid()), 'community_post_removed', 'post', target.id, target.id, null,
    private.community_info(target.community_id) || jsonb_build_object('reason', target.removed_reason));
  return target;
end $$;
revoke execute on function public.remove_community_post(uuid, text) from public, anon;
grant execute on function public.remove_community_post(uuid, text) to authenticated;

-- Discover: search by name and description, filter by category, sort by members or activity; keyset
-- pages (the cursor is the last row's id, whose sort key is read here).
create function public.discover_communities(
  search text default null, category_filter text default null, sort text default 'members',
  after uuid default null, max_results int default 20
) returns setof public.communities
language plpgsql stable security invoker set search_path = '' as $$
declare
  anchor public.communities;
  pattern text := case when coalesce(btrim(search), '') = '' then null
    else '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  n int := least(greatest(coalesce(max_results, 20), 1), 50);
begin
  if after is not null then
    select * into anchor from public.communities where id = after;
  end if;
  if sort = 'activity' then
    return query select c.* from public.communities c
      where (pattern is null or c.name ilike pattern or c.description ilike pattern)
        and (category_filter is null or c.category = category_filter)
        and (anchor.id is null or (c.last_activity_at, c.id) < (anchor.last_activity_at, anchor.id))
      order by c.last_activity_at desc, c.id desc limit n;
  else
    return query select c.* from public.communities c
      where (pattern is null or c.name ilike pattern or c.description ilike pattern)
        and (category_filter is null or c.category = category_filter)
        and (anchor.id is null or (c.member_count, c.id) < (anchor.member_count, anchor.id))
      order by c.member_count desc, c.id desc limit n;
  end if;
end $$;
revoke execute on function public.discover_communities(text, text, text, uuid, int) from public, anon;
grant execute on function public.discover_communities(text, text, text, uuid, int) to authenticated;

-- The caller's communities (active, pending, invited) with their role and unread activity.
create function public.my_communities()
returns table (
  id uuid, slug text, name text, icon_url text, cover_url text, category text, visibility text,
  member_count int, last_activity_at timestamptz, role text, status text, notification_level text, unread_count int
)
language sql stable security invoker set search_path = '' as $$
  select c.id, c.slug, c.name, c.icon_url, c.cover_url, c.category, c.visibility, c.member_count, c.last_activity_at,
    m.role, m.status, m.notification_level,
    case when m.status = 'active' then (
      select count(*)::int from (
        select 1 from public.posts p
        where p.community_id = c.id and p.created_at > m.last_read_at and p.author_id <> m.user_id and p.removed_at is null
        limit 99) unread)
    else 0 end
  from public.community_members m
  join public.communities c on c.id = m.community_id
  where m.user_id = (select auth.uid()) and m.status in ('active', 'pending', 'invited')
  order by (m.status = 'invited') desc, c.last_activity_at desc
$$;
revoke execute on function public.my_communities() from public, anon;
grant execute on function public.my_communities() to authenticated;

-- Covers and icons of communities live in a public bucket, under the uploader's folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('community-media', 'community-media', true, 8388608, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;
create policy "anyone reads community images" on storage.objects
  for select to anon, authenticated using (bucket_id = 'community-media');
create policy "members upload community images into their own folder" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'community-media' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "members remove community images from their own folder" on storage.objects
  for delete to authenticated using (
    bucket_id = 'community-media' and (storage.foldername(name))[1] = (select auth.uid())::text);

