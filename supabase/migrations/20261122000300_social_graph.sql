-- The social graph: follows (one way), associates (symmetric, written when a request is accepted),
-- and profile counters kept by triggers.

alter table public.profiles
  add column follower_count int not null default 0,
  add column following_count int not null default 0,
  add column associate_count int not null default 0,
  add column post_count int not null default 0;

create table public.follows (
  follower_id uuid not null references public.profiles (id) on delete cascade,
  followee_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follows_not_self check (follower_id <> followee_id)
);
alter table public.follows enable row level security;
create index follows_followee_idx on public.follows (followee_id, created_at desc);

create table public.associates (
  user_id uuid not null references public.profiles (id) on delete cascade,
  associate_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, associate_id),
  constraint associates_not_self check (user_id <> associate_id)
);
alter table public.associates enable row level security;
create index associates_associate_idx on public.associates (associate_id);

create function private.is_associate(other uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.associates a where a.user_id = (select auth.uid()) and a.associate_id = other)
$$;
grant execute on function private.is_associate(uuid) to authenticated;

-- The caller's associates, for policies: written `= any ((select private.associate_ids())::uuid[])` it runs once
-- per query (an init plan), not once per row.
create function private.associate_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.associate_id), '{}') from public.associates a where a.user_id = (select auth.uid())
$$;
grant execute on function private.associate_ids() to authenticated;

-- A private profile is visible to its owner and associates only.
drop policy "members read visible profiles" on public.profiles;
create policy "members read public profiles, their own and their associates'" on public.profiles
  for select to authenticated using (
    is_public or id = (select auth.uid()) or id = any ((select private.associate_ids())::uuid[]));

create or replace function private.can_see_profile(profile_id uuid, profile_is_public boolean) returns boolean
language sql stable security definer set search_path = '' as $$
  select profile_is_public or profile_id = (select auth.uid()) or private.is_associate(profile_id)
$$;

-- The same rule for content tables, which know only the member's id.
create function private.can_see_member(member_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select member_id = (select auth.uid())
    or exists (select 1 from public.profiles p where p.id = member_id and p.is_public)
    or private.is_associate(member_id)
$$;
grant execute on function private.can_see_member(uuid) to authenticated;

create policy "members read follows between visible profiles" on public.follows
  for select to authenticated using (
    (select auth.uid()) in (follower_id, followee_id)
    or (private.can_see_member(follower_id) and private.can_see_member(followee_id)));
create policy "members follow as themselves" on public.follows
  for insert to authenticated with check (
    follower_id = (select auth.uid()) and private.can_see_member(followee_id));
create policy "members unfollow as themselves" on public.follows
  for delete to authenticated using (follower_id = (select auth.uid()));

create policy "members read associations between visible profiles" on public.associates
  for select to authenticated using (
    (select auth.uid()) in (user_id, associate_id)
    or (private.can_see_member(user_id) and private.can_see_member(associate_id)));
create policy "members end their associations" on public.associates
  for delete to authenticated using ((select auth.uid()) in (user_id, associate_id));

create function private.count_follows() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.profiles set follower_count = follower_count + 1 where id = new.followee_id;
    update public.profiles set following_count = following_count + 1 where id = new.follower_id;
  else
    update public.profiles set follower_count = greatest(follower_count - 1, 0) where id = old.followee_id;
    update public.profiles set following_count = greatest(following_count - 1, 0) where id = old.follower_id;
  end if;
  return null;
end $$;
create trigger follows_count after insert or delete on public.follows
  for each row execute function private.count_follows();

-- Associations are symmetric: removing one side removes the other, and counts follow.
create function private.maintain_associates() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.profiles set associate_count = associate_count + 1 where id = new.user_id;
    insert into public.associates (user_id, associate_id) values (new.associate_id, new.user_id)
      on conflict do nothing;
  else
    update public.profiles set associate_count = greatest(associate_count - 1, 0) where id = old.user_id;
    delete from public.associates where user_id = old.associate_id and associate_id = old.user_id;
  end if;
  return null;
end $$;
create trigger associates_maintain after insert or delete on public.associates
  for each row execute function private.maintain_associates();

-- The recipient accepts or declines a pending request; accepting writes both association rows.
create function public.respond_to_associate_request(request_id uuid, accept boolean) returns public.associate_requests
language plpgsql security definer set search_path = '' as $$
declare
  req public.associate_requests;
begin
  select * into req from public.associate_requests where id = request_id for update;
  if req.id is null or req.recipient_id is distinct from (select auth.uid()) then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if req.status <> 'pending' then
    raise exception 'This request was already answered' using errcode = '22023';
  end if;
  update public.associate_requests
    set status = case when accept then 'accepted' else 'declined' end, responded_at = now()
    where id = request_id returning * into req;
  if accept then
    insert into public.associates (user_id, associate_id) values (req.recipient_id, req.sender_id)
      on conflict do nothing;
  end if;
  return req;
end $$;
revoke execute on function public.respond_to_associate_request(uuid, boolean) from public, anon;
grant execute on function public.respond_to_associate_request(uuid, boolean) to authenticated;

-- A request to someone who does not accept connections, or to an existing associate, is refused.
create function private.check_associate_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not coalesce((select p.allow_connections from public.profiles p where p.id = new.recipient_id), false) then
    raise exception 'This member does not accept associate requests' using errcode = '42501';
  end if;
  if exists (select 1 from public.associates a where a.user_id = new.sender_id and a.associate_id = new.recipient_id) then
    raise exception 'You are already associates' using errcode = '23505';
  end if;
  return new;
end $$;
create trigger associate_requests_check before insert on public.associate_requests
  for each row execute function private.check_associate_request();

-- What anyone signed in may know of a member whose profile they cannot see: enough for a minimal card
-- (name, photo, type) and to ask to connect. Private profiles never appear in lists or search.
create function public.profile_card(member_id uuid)
returns table (id uuid, name text, profile_photo_url text, profile_type text, is_public boolean, allow_connections boolean)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.profile_photo_url, p.profile_type, p.is_public, p.allow_connections
  from public.profiles p where p.id = member_id and (select auth.uid()) is not null
$$;
revoke execute on function public.profile_card(uuid) from public, anon;
grant execute on function public.profile_card(uuid) to authenticated;
