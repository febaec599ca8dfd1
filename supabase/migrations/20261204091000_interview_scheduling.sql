-- Issue 34 item 3: interview scheduling. A reviewer of an opportunity (its poster or an admin of the poster's
-- organisation) offers an applicant several times with a duration, interviewers and a link or place; the
-- applicant books one; either side reschedules or cancels with a reason. Booked times of one interviewer never
-- overlap: an exclusion constraint on the interviewer rows, so even two bookings at the same instant cannot both
-- win. Every write goes through the functions below; members only read, under RLS.

create extension if not exists btree_gist with schema extensions;

create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  offered_by uuid references public.profiles (id) on delete set null,
  status text not null default 'offered',
  duration_minutes int not null,
  mode text not null,
  location text not null,
  message text,
  slot_id uuid,
  starts_at timestamptz,
  ends_at timestamptz,
  -- The organiser's zone when offered, for calendars that show it; times are instants.
  timezone text not null default 'UTC',
  -- SEQUENCE of the calendar entry: a new time or a cancellation makes a newer version of the same UID.
  sequence int not null default 0,
  cancelled_by uuid references public.profiles (id) on delete set null,
  cancel_reason text,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint interviews_status_check check (status in ('offered', 'booked', 'cancelled')),
  constraint interviews_duration_check check (duration_minutes between 15 and 240),
  constraint interviews_mode_check check (mode in ('online', 'in_person')),
  constraint interviews_location_length check (char_length(btrim(location)) between 1 and 500),
  constraint interviews_online_link check (mode <> 'online' or location ~* '^https?://\S+$'),
  constraint interviews_message_length check (message is null or char_length(message) <= 1000),
  constraint interviews_cancel_reason_length check (cancel_reason is null or char_length(cancel_reason) <= 500),
  constraint interviews_booked_time check (status <> 'booked' or (starts_at is not null and ends_at > starts_at))
);
-- One open interview per application; cancelled ones stay as history.
create unique index interviews_open_per_application on public.interviews (application_id) where status <> 'cancelled';
create index interviews_application_idx on public.interviews (application_id, created_at desc);
create index interviews_reminder_idx on public.interviews (starts_at) where status = 'booked' and reminded_at is null;
alter table public.interviews enable row level security;

create table public.interview_slots (
  id uuid primary key default gen_random_uuid(),
  interview_id uuid not null references public.interviews (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  constraint interview_slots_times check (ends_at > starts_at),
  constraint interview_slots_once unique (interview_id, starts_at)
);
alter table public.interview_slots enable row level security;
alter table public.interviews add constraint interviews_slot_id_fkey
  foreign key (slot_id) references public.interview_slots (id) on delete set null;

-- Who interviews; `booked_during` is the booked time while the interview is booked, else null.
create table public.interview_interviewers (
  interview_id uuid not null references public.interviews (id) on delete cascade,
  interviewer_id uuid not null references public.profiles (id) on delete cascade,
  booked_during tstzrange,
  primary key (interview_id, interviewer_id),
  constraint interview_interviewers_no_double_booking
    exclude using gist (interviewer_id with =, booked_during with &&) where (booked_during is not null)
);
create index interview_interviewers_member_idx on public.interview_interviewers (interviewer_id);
alter table public.interview_interviewers enable row level security;

-- Who reviews an opportunity's applications: its poster and the other admins of the organisations its poster
-- administers.
create function private.opportunity_reviewer_ids(opportunity uuid) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct r.id), '{}') from (
    select o.posted_by as id from public.opportunities o where o.id = opportunity
    union
    select m2.member_id from public.opportunities o
    join public.organisation_members m1 on m1.member_id = o.posted_by and m1.role = 'admin'
    join public.organisation_members m2 on m2.organisation_id = m1.organisation_id and m2.role = 'admin'
    where o.id = opportunity) r
$$;
revoke all on function private.opportunity_reviewer_ids(uuid) from public;
grant execute on function private.opportunity_reviewer_ids(uuid) to authenticated;

-- The caller's side of an interview: 'applicant', 'reviewer', or null for anyone else.
create function private.interview_side(interview uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when a.applicant_id = (select auth.uid()) then 'applicant'
    when (select auth.uid()) = any (private.opportunity_reviewer_ids(a.opportunity_id)) then 'reviewer'
  end
  from public.interviews i join public.applications a on a.id = i.application_id
  where i.id = interview
$$;
revoke all on function private.interview_side(uuid) from public;
grant execute on function private.interview_side(uuid) to authenticated;

revoke all on public.interviews, public.interview_slots, public.interview_interviewers from anon, authenticated;
grant select on public.interviews, public.interview_slots, public.interview_interviewers to authenticated;

create policy "Two-step verification completed when turned on" on public.interviews
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "Two-step verification completed when turned on" on public.interview_slots
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "Two-step verification completed when turned on" on public.interview_interviewers
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create policy "the applicant and the opportunity's reviewers read interviews" on public.interviews
  for select to authenticated using (private.interview_side(id) is not null);
create policy "the applicant and the opportunity's reviewers read slots" on public.interview_slots
  for select to authenticated using (private.interview_side(interview_id) is not null);
create policy "the applicant and the opportunity's reviewers read interviewers" on public.interview_interviewers
  for select to authenticated using (private.interview_side(interview_id) is not null);

insert into public.notification_types (type) values
  ('interview_offered'), ('interview_booked'), ('interview_rescheduled'), ('interview_cancelled'), ('interview_reminder');

-- The members who can interview for an opportunity (reviewers only ask).
create function public.opportunity_interviewers(opportunity uuid)
returns table (id uuid, name text, profile_photo_url text)
language plpgsql stable security definer set search_path = '' as $$
declare
  reviewers uuid[] := private.opportunity_reviewer_ids(opportunity);
begin
  if not ((select auth.uid()) = any (reviewers)) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  return query select p.id, p.name, p.profile_photo_url from public.profiles p
    where p.id = any (reviewers) order by p.id <> (select auth.uid()), p.name;
end $$;
revoke all on function public.opportunity_interviewers(uuid) from public, anon;
grant execute on function public.opportunity_interviewers(uuid) to authenticated;

-- "Tue 8 Dec 2026, 10:00 Europe/Berlin": an instant on a member's wall clock, for messages.
create function private.interview_time_text(at timestamptz, member uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  zone text := coalesce((select u.timezone from public.user_profiles u where u.user_id = member), 'UTC');
begin
  return to_char(at at time zone zone, 'Dy FMDD Mon YYYY, HH24:MI') || ' ' || zone;
exception when others then
  return to_char(at at time zone 'UTC', 'Dy FMDD Mon YYYY, HH24:MI') || ' UTC';
end $$;
revoke all on function private.interview_time_text(timestamptz, uuid) from public;

-- The first interviewer of `interview` already booked elsewhere during [starts, ends), with that booking's start.
create function private.interviewer_clash(interview uuid, interviewers uuid[], starts timestamptz, ends timestamptz)
returns table (interviewer_id uuid, name text, busy_from timestamptz)
language sql stable security definer set search_path = '' as $$
  select ii.interviewer_id, p.name, lower(ii.booked_during)
  from public.interview_interviewers ii
  join public.profiles p on p.id = ii.interviewer_id
  where ii.interviewer_id = any (interviewers) and ii.interview_id is distinct from interview
    and ii.booked_during && tstzrange(starts, ends)
  order by lower(ii.booked_during)
  limit 1
$$;
revoke all on function private.interviewer_clash(uuid, uuid[], timestamptz, timestamptz) from public;

-- What notifications about an interview carry (the opportunity is the notification's entity, so its title is not
-- repeated as an excerpt).
create function private.interview_note(i public.interviews, side text, reason text default null) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'application_id', i.application_id, 'interview_id', i.id, 'starts_at', i.starts_at, 'side', side,
    'reason', nullif(btrim(coalesce(reason, '')), '')))
$$;
revoke all on function private.interview_note(public.interviews, text, text) from public;

-- Tells the reviewers who take part (who offered it and the interviewers) about the applicant's act.
create function private.notify_interview_reviewers(i public.interviews, kind text, actor uuid, reason text default null)
returns void
language sql security definer set search_path = '' as $$
  select private.notify(r.id, actor, kind, 'opportunity', a.opportunity_id, null, null,
    private.interview_note(i, 'reviewer', reason))
  from public.applications a,
    lateral (select i.offered_by as id union
             select ii.interviewer_id from public.interview_interviewers ii where ii.interview_id = i.id) r
  where a.id = i.application_id and r.id is not null
$$;
revoke all on function private.notify_interview_reviewers(public.interviews, text, uuid, text) from public;

-- Offers times for an application, or new times for its open interview (the organisation's reschedule).
create function public.offer_interview(
  application_id uuid,
  slot_starts timestamptz[],
  duration_minutes int,
  interviewer_ids uuid[],
  mode text,
  location text,
  message text default null
) returns public.interviews
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  app public.applications;
  poster uuid;
  reviewers uuid[];
  people uuid[];
  starts timestamptz[];
  s timestamptz;
  clash record;
  existing public.interviews;
  result public.interviews;
  was_booked boolean := false;
  zone text := coalesce((select u.timezone from public.user_profiles u where u.user_id = (select auth.uid())), 'UTC');
begin
  select * into app from public.applications a where a.id = offer_interview.application_id for update;
  if app.id is null then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  reviewers := private.opportunity_reviewer_ids(app.opportunity_id);
  if me is null or not (me = any (reviewers)) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if app.status in ('offered', 'accepted', 'rejected', 'withdrawn') then
    raise exception 'This application is %: it cannot be invited to an interview', replace(app.status, '_', ' ')
      using errcode = '22023';
  end if;
  if duration_minutes is null or duration_minutes not between 15 and 240 then
    raise exception 'An interview lasts between 15 minutes and 4 hours' using errcode = '22023';
  end if;
  select array_agg(distinct x order by x) into starts from unnest(slot_starts) x where x is not null;
  if starts is null then
    raise exception 'Offer at least one time' using errcode = '22023';
  end if;
  if cardinality(starts) > 8 then
    raise exception 'Offer at most 8 times' using errcode = '22023';
  end if;
  if starts[1] <= now() then
    raise exception 'Every time offered must be in the future' using errcode = '22023';
  end if;
  select array_agg(distinct x) into people from unnest(interviewer_ids) x where x is not null;
  if people is null then
    raise exception 'Choose at least one interviewer' using errcode = '22023';
  end if;
  if cardinality(people) > 5 then
    raise exception 'An interview has at most 5 interviewers' using errcode = '22023';
  end if;
  if not (people <@ reviewers) then
    raise exception 'Interviewers must be members who manage this opportunity' using errcode = '22023';
  end if;
  if mode is null or mode not in ('online', 'in_person') then
    raise exception 'Choose online or in person' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(location, ''))) = 0 then
    raise exception '%', case mode when 'online' then 'Add the link to join the interview' else 'Add where the interview takes place' end
      using errcode = '22023';
  end if;
  if mode = 'online' and btrim(location) !~* '^https?://\S+$' then
    raise exception 'The interview link must start with https://' using errcode = '22023';
  end if;

  select * into existing from public.interviews i
    where i.application_id = app.id and i.status <> 'cancelled' for update;
  was_booked := existing.status = 'booked';
  if was_booked and char_length(btrim(coalesce(message, ''))) = 0 then
    raise exception 'Say why the interview moves: the applicant sees your reason' using errcode = '22023';
  end if;

  -- A time that an interviewer has already booked elsewhere is not offered.
  foreach s in array starts loop
    select * into clash from private.interviewer_clash(existing.id, people, s,
      s + make_interval(mins => duration_minutes));
    if clash.interviewer_id is not null then
      raise exception '% already has an interview at %: choose another time',
        clash.name, private.interview_time_text(clash.busy_from, me) using errcode = '23P01';
    end if;
  end loop;

  if existing.id is null then
    insert into public.interviews (application_id, offered_by, duration_minutes, mode, location, message, timezone)
    values (app.id, me, duration_minutes, mode, btrim(location), nullif(btrim(coalesce(message, '')), ''), zone)
    returning * into result;
  else
    update public.interviews i set status = 'offered', offered_by = me, duration_minutes = offer_interview.duration_minutes,
      mode = offer_interview.mode, location = btrim(offer_interview.location),
      message = nullif(btrim(coalesce(offer_interview.message, '')), ''), timezone = zone,
      slot_id = null, starts_at = case when was_booked then i.starts_at end,
      ends_at = case when was_booked then i.ends_at end,
      sequence = i.sequence + case when was_booked then 1 else 0 end, reminded_at = null, updated_at = now()
    where i.id = existing.id returning * into result;
    delete from public.interview_slots where interview_id = result.id;
    delete from public.interview_interviewers where interview_id = result.id;
  end if;
  insert into public.interview_slots (interview_id, starts_at, ends_at)
    select result.id, x, x + make_interval(mins => duration_minutes) from unnest(starts) x;
  insert into public.interview_interviewers (interview_id, interviewer_id) select result.id, unnest(people);

  -- Earlier in the lifecycle: the application moves to interview as every other move does.
  if app.status in ('submitted', 'under_review', 'shortlisted') then
    poster := (select o.posted_by from public.opportunities o where o.id = app.opportunity_id);
    if me = poster then
      perform public.change_application_status(app.id, 'interview', null);
    else
      -- Another admin of the organisation: change_application_status answers the poster only, so the same
      -- event row is written here (its trigger notifies the applicant as for any move).
      insert into public.application_events (application_id, actor_id, from_status, to_status)
        values (app.id, me, app.status, 'interview');
      update public.applications set status = 'interview', updated_at = now() where id = app.id;
    end if;
  end if;

  perform private.notify(app.applicant_id, me, case when was_booked then 'interview_rescheduled' else 'interview_offered' end,
    'opportunity', app.opportunity_id, null, null,
    private.interview_note(result, 'applicant', case when was_booked then message end));
  return result;
end $$;
revoke all on function public.offer_interview(uuid, timestamptz[], int, uuid[], text, text, text) from public, anon;
grant execute on function public.offer_interview(uuid, timestamptz[], int, uuid[], text, text, text) to authenticated;

-- The slots of an interview the caller takes part in, and whether each can still be booked.
create function public.interview_slot_availability(interview_id uuid)
returns table (slot_id uuid, starts_at timestamptz, ends_at timestamptz, available boolean, unavailable_reason text)
language plpgsql stable security definer set search_path = '' as $$
declare
  people uuid[];
begin
  if private.interview_side(interview_slot_availability.interview_id) is null then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  people := array(select ii.interviewer_id from public.interview_interviewers ii
                  where ii.interview_id = interview_slot_availability.interview_id);
  return query
    select s.id, s.starts_at, s.ends_at,
      s.starts_at > now() and c.interviewer_id is null,
      case when s.starts_at <= now() then 'past' when c.interviewer_id is not null then 'interviewer_busy' end
    from public.interview_slots s
    left join lateral private.interviewer_clash(s.interview_id, people, s.starts_at, s.ends_at) c on true
    where s.interview_id = interview_slot_availability.interview_id
    order by s.starts_at;
end $$;
revoke all on function public.interview_slot_availability(uuid) from public, anon;
grant execute on function public.interview_slot_availability(uuid) to authenticated;

-- The applicant books one of the offered times, or moves a booked interview to another of them (with a reason).
create function public.book_interview(slot_id uuid, reason text default null) returns public.interviews
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  slot public.interview_slots;
  i public.interviews;
  applicant uuid;
  was_booked boolean;
  people uuid[];
  clash record;
begin
  select * into slot from public.interview_slots s where s.id = book_interview.slot_id;
  select * into i from public.interviews x where x.id = slot.interview_id for update;
  select a.applicant_id into applicant from public.applications a where a.id = i.application_id;
  if slot.id is null or applicant is distinct from me then
    raise exception 'Interview time not found' using errcode = 'P0002';
  end if;
  if i.status = 'cancelled' then
    raise exception 'This interview was cancelled' using errcode = '22023';
  end if;
  was_booked := i.status = 'booked';
  if was_booked and i.slot_id = slot.id then
    raise exception 'You already booked this time' using errcode = '22023';
  end if;
  if was_booked and char_length(btrim(coalesce(reason, ''))) = 0 then
    raise exception 'Say why you are moving the interview: the organisation sees your reason' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(reason, ''))) > 500 then
    raise exception 'Keep the reason under 500 characters' using errcode = '22023';
  end if;
  if slot.starts_at <= now() then
    raise exception 'This time has passed: choose a later one' using errcode = '22023';
  end if;
  people := array(select ii.interviewer_id from public.interview_interviewers ii where ii.interview_id = i.id);
  select * into clash from private.interviewer_clash(i.id, people, slot.starts_at, slot.ends_at);
  if clash.interviewer_id is not null then
    raise exception 'This time is no longer available: an interviewer has another interview then. Choose another time'
      using errcode = '23P01';
  end if;
  begin
    update public.interview_interviewers set booked_during = tstzrange(slot.starts_at, slot.ends_at)
      where interview_id = i.id;
  exception when exclusion_violation then
    -- Another booking of the same interviewer committed in between.
    raise exception 'This time is no longer available: an interviewer has another interview then. Choose another time'
      using errcode = '23P01';
  end;
  update public.interviews x set status = 'booked', slot_id = slot.id, starts_at = slot.starts_at, ends_at = slot.ends_at,
    sequence = x.sequence + case when x.starts_at is not null and x.starts_at <> slot.starts_at then 1 else 0 end,
    reminded_at = null, updated_at = now()
  where x.id = i.id returning * into i;
  perform private.notify_interview_reviewers(i, case when was_booked then 'interview_rescheduled' else 'interview_booked' end,
    me, reason);
  return i;
end $$;
revoke all on function public.book_interview(uuid, text) from public, anon;
grant execute on function public.book_interview(uuid, text) to authenticated;

-- Either side cancels, with a reason the other side reads.
create function public.cancel_interview(interview_id uuid, reason text) returns public.interviews
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  side text := private.interview_side(cancel_interview.interview_id);
  i public.interviews;
  applicant uuid;
begin
  if side is null then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  if char_length(btrim(coalesce(reason, ''))) = 0 then
    raise exception 'Say why you are cancelling: the other side sees your reason' using errcode = '22023';
  end if;
  if char_length(btrim(reason)) > 500 then
    raise exception 'Keep the reason under 500 characters' using errcode = '22023';
  end if;
  select * into i from public.interviews x where x.id = cancel_interview.interview_id for update;
  if i.status = 'cancelled' then
    raise exception 'This interview is already cancelled' using errcode = '22023';
  end if;
  update public.interview_interviewers set booked_during = null where interview_interviewers.interview_id = i.id;
  update public.interviews x set status = 'cancelled', cancelled_by = me, cancel_reason = btrim(reason),
    sequence = x.sequence + 1, updated_at = now()
  where x.id = i.id returning * into i;
  if side = 'applicant' then
    perform private.notify_interview_reviewers(i, 'interview_cancelled', me, reason);
  else
    select a.applicant_id into applicant from public.applications a where a.id = i.application_id;
    perform private.notify(applicant, me, 'interview_cancelled', 'opportunity',
      (select a.opportunity_id from public.applications a where a.id = i.application_id), null, null,
      private.interview_note(i, 'applicant', reason));
  end if;
  return i;
end $$;
revoke all on function public.cancel_interview(uuid, text) from public, anon;
grant execute on function public.cancel_interview(uuid, text) to authenticated;

-- The day before: booked interviews starting within 24 hours remind the applicant and every interviewer, once
-- per booked time (a new time reminds again).
create function public.send_interview_reminders(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  sent int := 0;
  i public.interviews;
  app public.applications;
begin
  for i in
    update public.interviews x set reminded_at = as_of
    where x.status = 'booked' and x.reminded_at is null
      and x.starts_at > as_of and x.starts_at <= as_of + interval '24 hours'
    returning x.*
  loop
    select * into app from public.applications a where a.id = i.application_id;
    perform private.notify(app.applicant_id, i.offered_by, 'interview_reminder', 'opportunity', app.opportunity_id,
      null, null, private.interview_note(i, 'applicant'));
    perform private.notify(ii.interviewer_id, app.applicant_id, 'interview_reminder', 'opportunity', app.opportunity_id,
      null, null, private.interview_note(i, 'reviewer'))
    from public.interview_interviewers ii where ii.interview_id = i.id;
    sent := sent + 1;
  end loop;
  return sent;
end $$;
revoke execute on function public.send_interview_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_interview_reminders(timestamptz) to service_role;

select cron.schedule('interview-reminders', '*/15 * * * *', 'select public.send_interview_reminders(now())');

-- The new kinds in the notification groups and the digest (the current bodies, with the interview kinds added).
create or replace function private.notification_category(kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case
    when kind = 'mention' then 'mentions'
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then 'posts'
    when kind in ('new_follower', 'associate_request', 'associate_accepted', 'saved_search_match')
      or kind like 'associate%' or kind like '%follow%' then 'associates'
    when kind in ('application_received', 'application_status', 'deadline_reminder')
      or kind like 'application%' or kind like '%opportunit%' or kind like 'interview%' then 'applications'
    when kind like 'message%' then 'messages'
    when kind like 'event%' or kind like '%event' then 'events'
    when kind like 'community%' then 'communities'
    else 'other'
  end
$function$;

create or replace function private.notification_label(kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'post_like' then 'Likes on your posts'
    when 'post_comment' then 'Comments on your posts'
    when 'comment_reply' then 'Replies to your comments'
    when 'mention' then 'Mentions'
    when 'repost' then 'Reposts of your posts'
    when 'new_follower' then 'New followers'
    when 'associate_request' then 'Associate requests'
    when 'associate_accepted' then 'Accepted associate requests'
    when 'application_received' then 'New applications to your opportunities'
    when 'application_status' then 'Changes to your applications'
    when 'deadline_reminder' then 'Saved opportunities closing soon'
    when 'saved_search_match' then 'New members matching your saved searches'
    when 'pitch_interest' then 'Investors interested in your pitches'
    when 'message' then 'New messages'
    when 'event_promoted' then 'Seats freed up at events you wait for'
    when 'event_cancelled' then 'Cancelled events'
    when 'event_reminder' then 'Event reminders'
    when 'event_message' then 'Messages from event organisers'
    when 'organisation_opportunity' then 'New opportunities from organisations you follow'
    when 'skill_endorsed' then 'Endorsements of your skills'
    when 'recommendation_received' then 'Recommendations written for you'
    when 'recommendation_approved' then 'Your recommendations approved'
    when 'interview_offered' then 'Interview times offered to you'
    when 'interview_booked' then 'Interviews booked'
    when 'interview_rescheduled' then 'Interviews moved'
    when 'interview_cancelled' then 'Interviews cancelled'
    when 'interview_reminder' then 'Interview reminders'
    else 'Other notifications'
  end
$function$;
