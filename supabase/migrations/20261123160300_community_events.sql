-- Community events: an owner or moderator hosts an event in their community. It is listed on the
-- community's Events tab, and its members hear of it. It is for everyone, or for members only
-- (visibility 'community'). An event of a private community is never seen by outsiders, whatever its
-- visibility says, and that holds even if a public community later turns private.

alter table public.events add column community_id uuid references public.communities (id) on delete cascade;
create index events_community_idx on public.events (community_id, starts_at, id) where community_id is not null;

alter table public.events drop constraint events_visibility_check;
alter table public.events add constraint events_visibility_check
  check (visibility in ('public', 'associates', 'community'));
alter table public.events add constraint events_community_visibility
  check (visibility <> 'community' or community_id is not null);

-- Whether the caller may see events of this community at all: none (a plain event), a public one, or a
-- community they are an active member of.
create function private.community_events_open(community uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select community is null
    or community = any (private.community_ids())
    or exists (select 1 from public.communities c where c.id = community and c.visibility = 'public')
$$;
revoke execute on function private.community_events_open(uuid) from public, anon;
grant execute on function private.community_events_open(uuid) to authenticated;

create or replace function private.can_see_event(event_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.events e
    where e.id = event_id and (
      e.organizer_id = (select auth.uid())
      or exists (select 1 from public.event_rsvps r where r.event_id = e.id and r.user_id = (select auth.uid()))
      or (private.community_events_open(e.community_id) and (
        e.visibility = 'public'
        or (e.visibility = 'associates' and private.is_associate(e.organizer_id))
        or (e.visibility = 'community' and e.community_id = any (private.community_ids()))))))
$$;

-- Cheapest tests first: most rows are public events outside any community, decided by two column checks.
drop policy "members read events they may see" on public.events;
create policy "members read events they may see" on public.events
  for select to authenticated using (
    (visibility = 'public' and (community_id is null or private.community_events_open(community_id)))
    or organizer_id = (select auth.uid())
    or (visibility = 'community' and community_id = any ((select private.community_ids())::uuid[]))
    or (visibility = 'associates' and organizer_id = any ((select private.associate_ids())::uuid[])
        and (community_id is null or private.community_events_open(community_id)))
    or id = any ((select private.my_rsvp_event_ids())::uuid[]));

-- Only the community's owners and moderators host in it.
drop policy "members host events as themselves" on public.events;
create policy "members host events as themselves" on public.events
  for insert to authenticated with check (
    organizer_id = (select auth.uid())
    and (community_id is null or community_id = any ((select private.moderated_community_ids())::uuid[])));

-- An event stays in the community it was created in.
create function private.keep_event_community() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.community_id is distinct from old.community_id and current_user in ('authenticated', 'anon') then
    raise exception 'An event cannot move to another community' using errcode = 'P0001', hint = 'event_community_fixed';
  end if;
  return new;
end $$;
create trigger events_keep_community before update on public.events
  for each row execute function private.keep_event_community();

insert into public.notification_types (type) values ('community_event');

-- Members whose level is not "none" hear of a new event in their community (events are highlights).
create function private.notify_community_event() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  info jsonb;
begin
  if new.community_id is null or new.status <> 'scheduled' then
    return null;
  end if;
  select jsonb_build_object('excerpt', new.title, 'starts_at', new.starts_at, 'community_id', c.id,
      'community_slug', c.slug, 'community_name', c.name)
    into info from public.communities c where c.id = new.community_id;
  perform private.notify(m.user_id, new.organizer_id, 'community_event', 'event', new.id, null, null, info)
  from public.community_members m
  where m.community_id = new.community_id and m.status = 'active' and m.notification_level <> 'none'
    and m.user_id <> new.organizer_id;
  return null;
end $$;
create trigger events_notify_community after insert on public.events
  for each row execute function private.notify_community_event();
