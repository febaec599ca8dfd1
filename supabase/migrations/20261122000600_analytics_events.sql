-- Engagement events for the content owner's dashboard. Written only by triggers and track_view;
-- members read the events about their own content and can never insert one.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  event_type text not null,
  entity_type text not null,
  entity_id uuid not null,
  day date not null default (now() at time zone 'utc')::date,
  created_at timestamptz not null default now()
);
alter table public.analytics_events enable row level security;
create index analytics_events_owner_idx on public.analytics_events (owner_id, created_at desc);
create index analytics_events_actor_idx on public.analytics_events (actor_id);
create index analytics_events_entity_idx on public.analytics_events (entity_id, event_type);
-- One view per viewer per entity per day.
create unique index analytics_events_one_view_a_day on public.analytics_events (actor_id, event_type, entity_id, day)
  where event_type in ('profile_view', 'post_view');

create policy "owners read events about their content" on public.analytics_events
  for select to authenticated using (owner_id = (select auth.uid()));

create function private.record_event(owner uuid, actor uuid, kind text, entity_type text, entity uuid) returns void
language sql security definer set search_path = '' as $$
  insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id)
  select owner, actor, kind, entity_type, entity where owner is not null and owner is distinct from actor
$$;
revoke execute on function private.record_event(uuid, uuid, text, text, uuid) from public, anon, authenticated;

-- Counts a view of a profile or post by the caller, once per day; a member's own views do not count.
-- Returns whether this call counted.
create function public.track_view(entity_type text, entity_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare
  kind text := track_view.entity_type;
  target uuid := track_view.entity_id;
  viewer uuid := (select auth.uid());
  owner uuid;
  counted int;
begin
  if viewer is null then
    raise exception 'Sign in to record views' using errcode = '42501';
  end if;
  if kind = 'post' then
    select p.author_id into owner from public.posts p
      where p.id = target and private.can_see_post(p.author_id, p.visibility);
  elsif kind = 'profile' then
    select p.id into owner from public.profiles p
      where p.id = target and private.can_see_profile(p.id, p.is_public);
  else
    raise exception 'Unknown entity type %', kind using errcode = '22023';
  end if;
  if owner is null or owner = viewer then
    return false;
  end if;
  insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id)
    values (owner, viewer, kind || '_view', kind, target)
    on conflict (actor_id, event_type, entity_id, day) where event_type in ('profile_view', 'post_view') do nothing;
  get diagnostics counted = row_count;
  if counted > 0 and kind = 'post' then
    update public.posts set view_count = view_count + 1 where id = target;
  end if;
  return counted > 0;
end $$;
revoke execute on function public.track_view(text, uuid) from public, anon;
grant execute on function public.track_view(text, uuid) to authenticated;

create function private.track_like() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_event((select author_id from public.posts where id = new.post_id), new.user_id,
    'post_like', 'post', new.post_id);
  return null;
end $$;
create trigger post_likes_track after insert on public.post_likes
  for each row execute function private.track_like();

create function private.track_comment() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_event((select author_id from public.posts where id = new.post_id), new.author_id,
    'post_comment', 'post', new.post_id);
  return null;
end $$;
create trigger post_comments_track after insert on public.post_comments
  for each row execute function private.track_comment();

create function private.track_repost() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.repost_of is not null then
    perform private.record_event((select author_id from public.posts where id = new.repost_of), new.author_id,
      'repost', 'post', new.repost_of);
  end if;
  return null;
end $$;
create trigger posts_track after insert on public.posts
  for each row execute function private.track_repost();

create function private.track_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_event(new.followee_id, new.follower_id, 'follow', 'profile', new.followee_id);
  return null;
end $$;
create trigger follows_track after insert on public.follows
  for each row execute function private.track_follow();
