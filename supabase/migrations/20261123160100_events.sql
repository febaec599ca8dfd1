-- Events: any member hosts career fairs, info sessions, workshops, hackathons, lectures and meetups;
-- members RSVP within the capacity (a full event puts "going" on a waitlist that moves up by itself),
-- get reminders, a ticket code checked in at the door, and a calendar feed their phone can follow.

create table public.events (
  id uuid primary key default gen_random_uuid(),
  organizer_id uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  description text not null default '',
  category text not null default 'meetup' check (category in ('career_fair', 'info_session', 'workshop',
    'hackathon', 'lecture', 'meetup', 'other')),
  cover_url text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The organiser's IANA time zone: the calendar invite and the event page show local times in it.
  timezone text not null default 'UTC',
  is_online boolean not null default false,
  venue text,
  address text,
  capacity int check (capacity is null or capacity >= 1),
  rsvp_deadline timestamptz,
  visibility text not null default 'public' check (visibility in ('public', 'associates')),
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  cancel_message text,
  cancelled_at timestamptz,
  going_count int not null default 0,
  interested_count int not null default 0,
  waitlist_count int not null default 0,
  checked_in_count int not null default 0,
  -- Seats left (null when unlimited): a plain column, so "free seats" is a filter the API can express.
  seats_left int generated always as (capacity - going_count) stored,
  -- iCalendar SEQUENCE: bumped whenever time, place or status change, so calendars apply the update.
  sequence int not null default 0,
  search tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_title_length check (char_length(btrim(title)) between 3 and 160),
  constraint events_description_length check (char_length(description) <= 10000),
  constraint events_ends_after_start check (ends_at > starts_at),
  constraint events_rsvp_deadline_before_end check (rsvp_deadline is null or rsvp_deadline <= ends_at),
  constraint events_place check (is_online or char_length(btrim(coalesce(venue, ''))) > 0)
);
alter table public.events enable row level security;
create index events_organizer_idx on public.events (organizer_id, starts_at desc);
create index events_upcoming_idx on public.events (starts_at, id) where status = 'scheduled';
create index events_search_idx on public.events using gin (search);

-- The link of an online event is for the organiser and the members going only.
create table public.event_links (
  event_id uuid primary key references public.events (id) on delete cascade,
  url text not null check (url ~* '^https?://'),
  updated_at timestamptz not null default now()
);
alter table public.event_links enable row level security;

create table public.event_rsvps (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null check (status in ('going', 'interested', 'waitlisted', 'declined')),
  ticket_code text not null unique default upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)),
  waitlisted_at timestamptz,
  checked_in_at timestamptz,
  reminded_day_at timestamptz,
  reminded_hour_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
alter table public.event_rsvps enable row level security;
create index event_rsvps_user_idx on public.event_rsvps (user_id, status);
create index event_rsvps_waitlist_idx on public.event_rsvps (event_id, waitlisted_at) where status = 'waitlisted';

-- Who may see an event: its organiser, everyone for public ones, the organiser's associates for
-- associates-only ones, and anyone who already has an RSVP (so a cancellation still reaches them).
create function private.can_see_event(event_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.events e
    where e.id = event_id and (
      e.organizer_id = (select auth.uid())
      or e.visibility = 'public'
      or (e.visibility = 'associates' and private.is_associate(e.organizer_id))
      or exists (select 1 from public.event_rsvps r where r.event_id = e.id and r.user_id = (select auth.uid()))))
$$;
revoke execute on function private.can_see_event(uuid) from public, anon;
grant execute on function private.can_see_event(uuid) to authenticated;

-- The caller's events with an RSVP, once per query (see footguns: `= any ((select …)::uuid[])`).
create function private.my_rsvp_event_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(r.event_id), '{}') from public.event_rsvps r where r.user_id = (select auth.uid())
$$;
revoke execute on function private.my_rsvp_event_ids() from public, anon;
grant execute on function private.my_rsvp_event_ids() to authenticated;

create policy "members read events they may see" on public.events
  for select to authenticated using (
    visibility = 'public'
    or organizer_id = (select auth.uid())
    or (visibility = 'associates' and organizer_id = any ((select private.associate_ids())::uuid[]))
    or id = any ((select private.my_rsvp_event_ids())::uuid[]));
create policy "members host events as themselves" on public.events
  for insert to authenticated with check (organizer_id = (select auth.uid()));
create policy "organisers edit their events" on public.events
  for update to authenticated using (organizer_id = (select auth.uid()))
  with check (organizer_id = (select auth.uid()));
create policy "organisers delete their events" on public.events
  for delete to authenticated using (organizer_id = (select auth.uid()));

create policy "organisers and members going read the link" on public.event_links
  for select to authenticated using (
    exists (select 1 from public.events e where e.id = event_id and e.organizer_id = (select auth.uid()))
    or exists (select 1 from public.event_rsvps r
               where r.event_id = event_links.event_id and r.user_id = (select auth.uid()) and r.status = 'going'));
create policy "organisers add the link" on public.event_links
  for insert to authenticated with check (
    exists (select 1 from public.events e where e.id = event_id and e.organizer_id = (select auth.uid())));
create policy "organisers change the link" on public.event_links
  for update to authenticated using (
    exists (select 1 from public.events e where e.id = event_id and e.organizer_id = (select auth.uid())));
create policy "organisers remove the link" on public.event_links
  for delete to authenticated using (
    exists (select 1 from public.events e where e.id = event_id and e.organizer_id = (select auth.uid())));

-- RSVPs (and their ticket codes) are read by their member and the event's organiser; every change goes
-- through rsvp_event / check_in_attendee, so members have no write policy at all.
create policy "members and organisers read RSVPs" on public.event_rsvps
  for select to authenticated using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.organizer_id = (select auth.uid())));

-- Ids, organisers, counters, status and the sequence are the database's; the search vector follows the text.
create function private.guard_event() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform now() at time zone new.timezone;  -- an unknown zone raises "time zone … not recognized"
  if tg_op = 'UPDATE' then
    new.id := old.id; new.organizer_id := old.organizer_id; new.created_at := old.created_at;
    if current_user in ('authenticated', 'anon') then
      new.going_count := old.going_count; new.interested_count := old.interested_count;
      new.waitlist_count := old.waitlist_count; new.checked_in_count := old.checked_in_count;
      new.status := old.status; new.cancel_message := old.cancel_message; new.cancelled_at := old.cancelled_at;
      new.sequence := old.sequence;
    end if;
    if (new.starts_at, new.ends_at, new.timezone, new.is_online, coalesce(new.venue, ''), coalesce(new.address, ''),
        new.title, new.status)
       is distinct from (old.starts_at, old.ends_at, old.timezone, old.is_online, coalesce(old.venue, ''),
        coalesce(old.address, ''), old.title, old.status) then
      new.sequence := new.sequence + 1;
    end if;
    if old.status = 'cancelled' and current_user in ('authenticated', 'anon') then
      raise exception 'A cancelled event cannot be changed' using errcode = 'P0001', hint = 'event_cancelled';
    end if;
  elsif current_user in ('authenticated', 'anon') then
    new.going_count := 0; new.interested_count := 0; new.waitlist_count := 0; new.checked_in_count := 0;
    new.status := 'scheduled'; new.cancel_message := null; new.cancelled_at := null; new.sequence := 0;
    new.created_at := now();
  end if;
  if new.capacity is not null and new.capacity < new.going_count then
    raise exception 'Capacity cannot be below the % members already going', new.going_count
      using errcode = 'P0001', hint = 'capacity_below_going';
  end if;
  new.search :=
    setweight(to_tsvector('english', coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(new.venue, '') || ' ' || coalesce(new.address, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(new.description, '')), 'C');
  new.updated_at := now();
  return new;
end $$;
create trigger events_guard before insert or update on public.events
  for each row execute function private.guard_event();

create function private.count_rsvps() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  e uuid := coalesce(new.event_id, old.event_id);
begin
  update public.events set
    going_count = (select count(*) from public.event_rsvps where event_id = e and status = 'going'),
    interested_count = (select count(*) from public.event_rsvps where event_id = e and status = 'interested'),
    waitlist_count = (select count(*) from public.event_rsvps where event_id = e and status = 'waitlisted'),
    checked_in_count = (select count(*) from public.event_rsvps where event_id = e and checked_in_at is not null)
  where id = e;
  return null;
end $$;
create trigger event_rsvps_count after insert or update or delete on public.event_rsvps
  for each row execute function private.count_rsvps();

insert into public.notification_types (type) values
  ('event_promoted'), ('event_cancelled'), ('event_reminder'), ('event_message');

-- Moves the first members on the waitlist up while seats are free, and tells each of them.
create function private.promote_waitlist(target uuid) returns int
language plpgsql security definer set search_path = '' as $$
declare
  ev public.events;
  moved int := 0;
  next_member uuid;
begin
  select * into ev from public.events where id = target;
  loop
    exit when ev.capacity is not null
      and (select count(*) from public.event_rsvps where event_id = target and status = 'going') >= ev.capacity;
    select user_id into next_member from public.event_rsvps
      where event_id = target and status = 'waitlisted' order by waitlisted_at, created_at limit 1 for update;
    exit when next_member is null;
    update public.event_rsvps set status = 'going', waitlisted_at = null, updated_at = now()
      where event_id = target and user_id = next_member;
    perform private.notify(next_member, ev.organizer_id, 'event_promoted', 'event', target, null, null,
      jsonb_build_object('excerpt', ev.title, 'starts_at', ev.starts_at));
    moved := moved + 1;
    next_member := null;
  end loop;
  return moved;
end $$;
revoke execute on function private.promote_waitlist(uuid) from public, anon, authenticated;

-- More seats (or no limit any more) seat the waitlist at once.
create function private.seat_waitlist_on_capacity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.promote_waitlist(new.id);
  return null;
end $$;
create trigger events_seat_waitlist after update of capacity on public.events
  for each row when (new.capacity is null or new.capacity > coalesce(old.capacity, 0))
  execute function private.seat_waitlist_on_capacity();

-- The caller answers an event: going (or the waitlist when it is full), interested, or declined.
create function public.rsvp_event(event_id uuid, status text) returns public.event_rsvps
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := (select auth.uid());
  ev public.events;
  current public.event_rsvps;
  wanted text := status;
  result public.event_rsvps;
  going int;
begin
  if me is null then
    raise exception 'Sign in to answer events' using errcode = '42501';
  end if;
  if wanted not in ('going', 'interested', 'declined') then
    raise exception 'An answer is going, interested or declined' using errcode = '22023', hint = 'invalid_rsvp';
  end if;
  -- The event row is locked so two last-seat answers cannot both get it.
  select * into ev from public.events e where e.id = rsvp_event.event_id for update;
  if ev.id is null or not private.can_see_event(ev.id) then
    raise exception 'This event does not exist or is not visible to you' using errcode = 'P0002', hint = 'event_not_found';
  end if;
  if ev.organizer_id = me then
    raise exception 'You are hosting this event' using errcode = 'P0001', hint = 'own_event';
  end if;
  if ev.status = 'cancelled' then
    raise exception 'This event was cancelled' using errcode = 'P0001', hint = 'event_cancelled';
  end if;
  if ev.ends_at <= now() then
    raise exception 'This event has ended' using errcode = 'P0001', hint = 'event_ended';
  end if;
  select * into current from public.event_rsvps r where r.event_id = ev.id and r.user_id = me;
  if wanted <> 'declined' and now() > coalesce(ev.rsvp_deadline, ev.ends_at) then
    raise exception 'RSVPs for this event closed on %', to_char(coalesce(ev.rsvp_deadline, ev.ends_at) at time zone ev.timezone, 'FMDD Mon YYYY HH24:MI')
      using errcode = 'P0001', hint = 'rsvp_closed';
  end if;
  if wanted = 'going' and coalesce(current.status, '') in ('going', 'waitlisted') then
    return current;
  end if;
  if wanted = 'going' then
    select count(*) into going from public.event_rsvps r where r.event_id = ev.id and r.status = 'going';
    if ev.capacity is not null and going >= ev.capacity then
      wanted := 'waitlisted';
    end if;
  end if;
  insert into public.event_rsvps as r (event_id, user_id, status, waitlisted_at)
  values (ev.id, me, wanted, case when wanted = 'waitlisted' then now() end)
  on conflict on constraint event_rsvps_pkey do update
    set status = excluded.status, waitlisted_at = excluded.waitlisted_at, updated_at = now(),
        checked_in_at = case when excluded.status = 'going' then r.checked_in_at end
  returning * into result;
  if current.status = 'going' and wanted <> 'going' then
    perform private.promote_waitlist(ev.id);
  end if;
  return result;
end $$;
revoke execute on function public.rsvp_event(uuid, text) from public, anon;
grant execute on function public.rsvp_event(uuid, text) to authenticated;

-- The organiser cancels: everyone who answered is told, with the organiser's message.
create function public.cancel_event(event_id uuid, message text default null) returns public.events
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  ev public.events;
begin
  select * into ev from public.events e where e.id = cancel_event.event_id for update;
  if ev.id is null or ev.organizer_id is distinct from (select auth.uid()) then
    raise exception 'Only the organiser can cancel this event' using errcode = '42501', hint = 'not_organizer';
  end if;
  if ev.status = 'cancelled' then
    return ev;
  end if;
  update public.events e set status = 'cancelled', cancelled_at = now(),
    cancel_message = nullif(btrim(coalesce(message, '')), '')
  where e.id = ev.id returning * into ev;
  perform private.notify(r.user_id, ev.organizer_id, 'event_cancelled', 'event', ev.id, null, null,
    jsonb_build_object('excerpt', ev.title, 'message', ev.cancel_message, 'starts_at', ev.starts_at))
  from public.event_rsvps r where r.event_id = ev.id and r.status in ('going', 'interested', 'waitlisted');
  return ev;
end $$;
revoke execute on function public.cancel_event(uuid, text) from public, anon;
grant execute on function public.cancel_event(uuid, text) to authenticated;

-- The organiser tells everyone going (and optionally interested) something, as a notification.
create function public.message_event_attendees(event_id uuid, message text, include_interested boolean default false)
returns int
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  ev public.events;
  sent int;
begin
  select * into ev from public.events e where e.id = message_event_attendees.event_id;
  if ev.id is null or ev.organizer_id is distinct from (select auth.uid()) then
    raise exception 'Only the organiser can message attendees' using errcode = '42501', hint = 'not_organizer';
  end if;
  if char_length(btrim(coalesce(message, ''))) not between 1 and 1000 then
    raise exception 'Write a message of up to 1,000 characters' using errcode = '22023', hint = 'invalid_message';
  end if;
  select count(*) into sent from (
    select private.notify(r.user_id, ev.organizer_id, 'event_message', 'event', ev.id, null, null,
      jsonb_build_object('excerpt', ev.title, 'message', btrim(message)))
    from public.event_rsvps r
    where r.event_id = ev.id and (r.status = 'going' or (include_interested and r.status = 'interested'))) s;
  return sent;
end $$;
revoke execute on function public.message_event_attendees(uuid, text, boolean) from public, anon;
grant execute on function public.message_event_attendees(uuid, text, boolean) to authenticated;

-- The door: the organiser checks a ticket code in; a second scan says it was already used.
create function public.check_in_attendee(event_id uuid, code text)
returns table (user_id uuid, name text, profile_photo_url text, checked_in_at timestamptz, already_checked_in boolean)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  ev public.events;
  rsvp public.event_rsvps;
  was timestamptz;
begin
  select * into ev from public.events e where e.id = check_in_attendee.event_id;
  if ev.id is null or ev.organizer_id is distinct from (select auth.uid()) then
    raise exception 'Only the organiser can check attendees in' using errcode = '42501', hint = 'not_organizer';
  end if;
  select * into rsvp from public.event_rsvps r
    where r.event_id = ev.id and r.ticket_code = upper(btrim(coalesce(code, ''))) for update;
  if rsvp.user_id is null then
    raise exception 'No ticket with this code for this event' using errcode = 'P0002', hint = 'ticket_not_found';
  end if;
  if rsvp.status <> 'going' then
    raise exception 'This ticket is not for a seat (the member is %)', rsvp.status using errcode = 'P0001', hint = 'not_going';
  end if;
  was := rsvp.checked_in_at;
  if was is null then
    update public.event_rsvps r set checked_in_at = now(), updated_at = now()
      where r.event_id = ev.id and r.user_id = rsvp.user_id returning * into rsvp;
  end if;
  return query select p.id, p.name, p.profile_photo_url, rsvp.checked_in_at, was is not null
    from public.profiles p where p.id = rsvp.user_id;
end $$;
revoke execute on function public.check_in_attendee(uuid, text) from public, anon;
grant execute on function public.check_in_attendee(uuid, text) to authenticated;

-- Who is going, for anyone who may see the event: private profiles only to those who may see them.
create function public.event_attendees(event_id uuid, max_rows int default 50)
returns table (user_id uuid, name text, profile_photo_url text, profile_type text, headline text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.profile_photo_url, p.profile_type, p.headline
  from public.event_rsvps r
  join public.profiles p on p.id = r.user_id
  where r.event_id = event_attendees.event_id and r.status = 'going'
    and private.can_see_event(event_attendees.event_id)
    and private.can_see_profile(p.id, p.is_public)
  order by r.updated_at
  limit least(greatest(coalesce(max_rows, 50), 1), 200)
$$;
revoke execute on function public.event_attendees(uuid, int) from public, anon;
grant execute on function public.event_attendees(uuid, int) to authenticated;

-- Reminders 24 hours and 1 hour before, for members going; each once. Called by the scheduler with the
-- time to act as (tests pass their own clock); on hosted Supabase pg_cron calls it (docs/deploy.md).
create function public.send_event_reminders(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  day_sent int;
  hour_sent int;
begin
  with due as (
    update public.event_rsvps r set reminded_day_at = as_of
    from public.events e
    where e.id = r.event_id and r.status = 'going' and r.reminded_day_at is null and e.status = 'scheduled'
      and e.starts_at > as_of + interval '1 hour' and e.starts_at <= as_of + interval '24 hours'
    returning r.user_id, e.id, e.organizer_id, e.title, e.starts_at)
  select count(*) into day_sent from (
    select private.notify(due.user_id, due.organizer_id, 'event_reminder', 'event', due.id, null, null,
      jsonb_build_object('excerpt', due.title, 'starts_at', due.starts_at, 'window', 'day'))
    from due) s;
  with due as (
    update public.event_rsvps r set reminded_hour_at = as_of, reminded_day_at = coalesce(r.reminded_day_at, as_of)
    from public.events e
    where e.id = r.event_id and r.status = 'going' and r.reminded_hour_at is null and e.status = 'scheduled'
      and e.starts_at > as_of and e.starts_at <= as_of + interval '1 hour'
    returning r.user_id, e.id, e.organizer_id, e.title, e.starts_at)
  select count(*) into hour_sent from (
    select private.notify(due.user_id, due.organizer_id, 'event_reminder', 'event', due.id, null, null,
      jsonb_build_object('excerpt', due.title, 'starts_at', due.starts_at, 'window', 'hour'))
    from due) s;
  return day_sent + hour_sent;
end $$;
revoke execute on function public.send_event_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_event_reminders(timestamptz) to service_role;

-- A personal calendar feed: a secret token in a URL that a phone calendar polls.
create table public.calendar_tokens (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  token text not null unique,
  created_at timestamptz not null default now()
);
alter table public.calendar_tokens enable row level security;
create policy "members read their calendar token" on public.calendar_tokens
  for select to authenticated using (user_id = (select auth.uid()));
create policy "members revoke their calendar token" on public.calendar_tokens
  for delete to authenticated using (user_id = (select auth.uid()));

-- A new token replaces the old one, so an old URL stops working at once.
create function public.rotate_calendar_token() returns text
language plpgsql security definer set search_path = '' as $$
declare
  fresh text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to get a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_tokens (user_id, token) values ((select auth.uid()), fresh)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return fresh;
end $$;
revoke execute on function public.rotate_calendar_token() from public, anon;
grant execute on function public.rotate_calendar_token() to authenticated;

-- The events the token's owner is going to (and cancelled ones they had answered, so calendars drop them).
create function public.calendar_feed(feed_token text)
returns table (id uuid, title text, description text, starts_at timestamptz, ends_at timestamptz, timezone text,
  is_online boolean, venue text, address text, status text, sequence int, updated_at timestamptz,
  organizer_name text, member_name text)
language sql stable security definer set search_path = '' as $$
  select e.id, e.title, e.description, e.starts_at, e.ends_at, e.timezone, e.is_online, e.venue, e.address,
    e.status, e.sequence, e.updated_at, o.name, m.name
  from public.calendar_tokens t
  join public.event_rsvps r on r.user_id = t.user_id and r.status in ('going', 'waitlisted', 'interested', 'declined')
  join public.events e on e.id = r.event_id
  join public.profiles o on o.id = e.organizer_id
  join public.profiles m on m.id = t.user_id
  where length(feed_token) >= 32 and t.token = feed_token
    and (r.status = 'going' or e.status = 'cancelled')
    and e.ends_at > now() - interval '90 days'
  order by e.starts_at
  limit 500
$$;
revoke execute on function public.calendar_feed(text) from public, authenticated;
grant execute on function public.calendar_feed(text) to anon, service_role;

-- Covers live in a public bucket, under the organiser's folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('event-covers', 'event-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;
create policy "anyone reads event covers" on storage.objects
  for select to anon, authenticated using (bucket_id = 'event-covers');
create policy "organisers upload event covers to their folder" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'event-covers' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "organisers replace their event covers" on storage.objects
  for update to authenticated using (
    bucket_id = 'event-covers' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "organisers remove their event covers" on storage.objects
  for delete to authenticated using (
    bucket_id = 'event-covers' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Live check-in counts and RSVP changes reach the organiser and the member.
alter publication supabase_realtime add table public.event_rsvps;
alter publication supabase_realtime add table public.events;
