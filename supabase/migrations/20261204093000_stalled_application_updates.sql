-- Issue 34 item 5 (never ghost): business days, an automatic update to applicants whose application has not
-- moved for 3 business days, and each organisation's responsiveness computed from application history.
-- Decision notices on rejection and closing are not here (custom stages and templates own them).

-- Business time: Monday–Friday in a zone. "Business seconds" count the weekday seconds since Monday 2001-01-01
-- (local wall time), so adding n business days is adding n × 86,400 to that count and reading the instant
-- back; a time on a weekend counts as the Monday 00:00 that follows it (Saturday 10:00 + 3 = Thursday 00:00,
-- Friday 17:00 + 3 = Wednesday 17:00). SQL without SET so that the planner may inline them.
create function private.business_seconds(ts timestamptz, zone text) returns numeric
language sql immutable parallel safe as $$
  select w * 432000 + least(e - w * 604800, 432000)
  from (select e, floor(e / 604800) as w
        from (select extract(epoch from (ts at time zone zone) - timestamp '2001-01-01') as e) s) s
$$;

create function private.from_business_seconds(b numeric, zone text) returns timestamptz
language sql immutable parallel safe as $$
  select (timestamp '2001-01-01' + (w * 7)::int * interval '1 day' + (b - w * 432000)::float8 * interval '1 second')
         at time zone zone
  from (select floor(b / 432000) as w) s
$$;

-- ts moved by n business days (n may be negative) in the zone's Monday–Friday.
create function private.add_business_days(ts timestamptz, n int, zone text) returns timestamptz
language sql immutable parallel safe as $$
  select private.from_business_seconds(private.business_seconds(ts, zone) + n::numeric * 86400, zone)
$$;

-- Weekday hours elapsed between two instants in the zone (a reply Friday 17:00 → Monday 09:00 took 16).
create function private.business_hours_between(a timestamptz, b timestamptz, zone text) returns numeric
language sql immutable parallel safe as $$
  select (private.business_seconds(b, zone) - private.business_seconds(a, zone)) / 3600
$$;
revoke all on function private.business_seconds(timestamptz, text) from public;
revoke all on function private.from_business_seconds(numeric, text) from public;
revoke all on function private.add_business_days(timestamptz, int, text) from public;
revoke all on function private.business_hours_between(timestamptz, timestamptz, text) from public;

-- A member's zone when the database knows it, else UTC (an unknown name would stop a whole job).
create function private.valid_zone(zone text) returns text
language plpgsql stable set search_path = '' as $$
begin
  perform now() at time zone coalesce(zone, 'UTC');
  return coalesce(zone, 'UTC');
exception when others then
  return 'UTC';
end $$;
revoke all on function private.valid_zone(text) from public;

-- ── Stalled-application updates ─────────────────────────────────────────────────────────────────────────────

-- Every automatic update sent: a stall is answered once, and the next one is due 3 business days after it.
create table private.application_stall_updates (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  sent_at timestamptz not null,
  status text not null,
  ahead int
);
create index application_stall_updates_application_idx on private.application_stall_updates (application_id, sent_at desc);
alter table private.application_stall_updates enable row level security;

insert into public.notification_types (type) values ('application_still_in_review');

-- "Who is ahead of you": the open applications to an opportunity at one stage, sent earlier, as an index range.
create index applications_opportunity_status_sent_idx on public.applications (opportunity_id, status, created_at, id);

-- Open applications (the organisation's move is awaited, or the applicant's on an offer) whose last movement —
-- their latest application_event or the latest automatic update — is 3 business days (the poster's zone) before
-- as_of, on an opportunity still open. "Ahead" is the open applications to the same opportunity at the same stage
-- that were sent earlier: who waits in the same queue before you. Idempotent: a run with the same or an earlier
-- clock finds the update it sent as the last movement.
create function public.send_stalled_application_updates(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  sent int;
begin
  -- Two runs at once (the scheduler and a manual call) must not both send.
  perform pg_advisory_xact_lock(hashtext('send_stalled_application_updates'));
  with candidates as (
    select a.id, a.opportunity_id, a.applicant_id, a.status, a.created_at, o.posted_by,
      greatest((select max(e.created_at) from public.application_events e where e.application_id = a.id),
               (select max(s.sent_at) from private.application_stall_updates s where s.application_id = a.id))
        as last_moved
    from public.applications a
    join public.opportunities o on o.id = a.opportunity_id and o.status = 'open'
    where a.status in ('submitted', 'under_review', 'shortlisted', 'interview', 'offered')
  ),
  zones as materialized (
    select p.posted_by, private.valid_zone(u.timezone) as zone
    from (select distinct c.posted_by from candidates c) p
    left join public.user_profiles u on u.user_id = p.posted_by
  ),
  due as (
    select c.*, (
        select count(*)::int from public.applications x
        where x.opportunity_id = c.opportunity_id and x.status = c.status
          and (x.created_at, x.id) < (c.created_at, c.id)
      ) as ahead
    from candidates c join zones z on z.posted_by = c.posted_by
    -- 3 business days are never less than 71 hours (a DST night): a cheap test first.
    where c.last_moved <= as_of - interval '71 hours'
      and private.add_business_days(c.last_moved, 3, z.zone) <= as_of
  ),
  recorded as (
    insert into private.application_stall_updates (application_id, sent_at, status, ahead)
    select d.id, as_of, d.status, case when d.status <> 'offered' then d.ahead end from due d
    returning application_id, status, ahead
  )
  select count(*) into sent from (
    select private.notify(d.applicant_id, null, 'application_still_in_review', 'opportunity', d.opportunity_id,
      null, null, jsonb_strip_nulls(jsonb_build_object('application_id', d.id, 'status', r.status, 'ahead', r.ahead)))
    from recorded r join due d on d.id = r.application_id
  ) s;
  return sent;
end $$;
revoke all on function public.send_stalled_application_updates(timestamptz) from public, anon, authenticated;
grant execute on function public.send_stalled_application_updates(timestamptz) to service_role;

-- ── Responsiveness ─────────────────────────────────────────────────────────────────────────────────────────

-- One row per application, kept by a trigger on application_events: when it was sent, when the window of
-- 10 business days ends, the first move by someone other than the applicant (and its business hours), and
-- when the applicant withdrew before any answer. Private: per-applicant facts never leave the database.
create table private.application_responses (
  application_id uuid primary key references public.applications (id) on delete cascade,
  opportunity_id uuid not null,
  zone text not null,
  submitted_at timestamptz not null,
  window_ends_at timestamptz not null,
  first_response_at timestamptz,
  response_hours numeric,
  withdrawn_at timestamptz
);
create index application_responses_opportunity_idx on private.application_responses (opportunity_id);
alter table private.application_responses enable row level security;

create function private.poster_zone(opportunity uuid) returns text
language sql stable security definer set search_path = '' as $$
  select private.valid_zone((select u.timezone from public.user_profiles u
    join public.opportunities o on o.posted_by = u.user_id where o.id = opportunity))
$$;
revoke all on function private.poster_zone(uuid) from public;

create function private.track_application_response() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  applicant uuid;
  opportunity uuid;
  zone text;
begin
  select a.applicant_id, a.opportunity_id into applicant, opportunity
  from public.applications a where a.id = new.application_id;
  if new.from_status is null then
    zone := private.poster_zone(opportunity);
    insert into private.application_responses (application_id, opportunity_id, zone, submitted_at, window_ends_at)
    values (new.application_id, opportunity, zone, new.created_at, private.add_business_days(new.created_at, 10, zone))
    on conflict (application_id) do nothing;
  elsif new.to_status is distinct from new.from_status and new.actor_id is distinct from applicant then
    update private.application_responses r
      set first_response_at = new.created_at,
          response_hours = greatest(private.business_hours_between(r.submitted_at, new.created_at, r.zone), 0)
    where r.application_id = new.application_id and r.first_response_at is null and r.withdrawn_at is null;
  elsif new.to_status = 'withdrawn' and new.actor_id = applicant then
    update private.application_responses r set withdrawn_at = new.created_at
    where r.application_id = new.application_id and r.first_response_at is null and r.withdrawn_at is null;
  end if;
  return null;
end $$;
revoke all on function private.track_application_response() from public;
create trigger application_events_track_response after insert on public.application_events
  for each row execute function private.track_application_response();

-- The same facts recomputed from history (all applications, or the ones given): the backfill below, and
-- seeds or repairs that write history with past dates.
create function private.rebuild_application_responses(apps uuid[] default null) returns int
language plpgsql security definer set search_path = '' as $$
declare
  n int;
begin
  delete from private.application_responses r where apps is null or r.application_id = any (apps);
  -- One pass over the history (all of it, or the given applications' by index), the zone once per poster.
  create temporary table if not exists rebuild_history (
    application_id uuid primary key, submitted timestamptz, responded timestamptz, withdrew timestamptz) on commit drop;
  truncate pg_temp.rebuild_history;
  if apps is null then
    insert into pg_temp.rebuild_history
    select e.application_id, min(e.created_at) filter (where e.from_status is null),
      min(e.created_at) filter (where e.from_status is not null and e.to_status is distinct from e.from_status
                                  and e.actor_id is distinct from a.applicant_id),
      min(e.created_at) filter (where e.to_status = 'withdrawn' and e.actor_id = a.applicant_id)
    from public.application_events e join public.applications a on a.id = e.application_id
    group by e.application_id;
  else
    insert into pg_temp.rebuild_history
    select e.application_id, min(e.created_at) filter (where e.from_status is null),
      min(e.created_at) filter (where e.from_status is not null and e.to_status is distinct from e.from_status
                                  and e.actor_id is distinct from a.applicant_id),
      min(e.created_at) filter (where e.to_status = 'withdrawn' and e.actor_id = a.applicant_id)
    from public.application_events e join public.applications a on a.id = e.application_id
    where e.application_id = any (apps)
    group by e.application_id;
  end if;
  with zones as materialized (
    select p.posted_by, private.valid_zone(u.timezone) as zone
    from (select distinct o.posted_by from public.opportunities o
          join public.applications a on a.opportunity_id = o.id
          join pg_temp.rebuild_history h on h.application_id = a.id) p
    left join public.user_profiles u on u.user_id = p.posted_by
  )
  insert into private.application_responses
    (application_id, opportunity_id, zone, submitted_at, window_ends_at, first_response_at, response_hours, withdrawn_at)
  select a.id, a.opportunity_id, z.zone, s.at, private.add_business_days(s.at, 10, z.zone), h.responded,
    greatest(private.business_hours_between(s.at, h.responded, z.zone), 0),
    case when h.withdrew < coalesce(h.responded, 'infinity') then h.withdrew end
  from pg_temp.rebuild_history h
  join public.applications a on a.id = h.application_id
  join public.opportunities o on o.id = a.opportunity_id
  join zones z on z.posted_by = o.posted_by
  cross join lateral (select coalesce(h.submitted, a.created_at) as at) s;
  get diagnostics n = row_count;
  return n;
end $$;
revoke all on function private.rebuild_application_responses(uuid[]) from public;
select private.rebuild_application_responses();

-- History rewritten with other dates (seeds, imports, repairs): the facts of those applications follow.
create function private.retrack_application_responses() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.rebuild_application_responses(array(select distinct c.application_id from changed c));
  return null;
end $$;
revoke all on function private.retrack_application_responses() from public;
create trigger application_events_retrack_responses after update on public.application_events
  referencing new table as changed for each statement execute function private.retrack_application_responses();

-- The public figures, one row per poster: an organisation's admins share their organisation's figures (all
-- its admins' opportunities pooled); a poster without an organisation has their own. Only meaningful
-- figures are written (10 applications counted or more), so the table never holds a handful of
-- applicants' times. Written by refresh_responsiveness only.
create table public.responsiveness (
  poster_id uuid primary key references public.profiles (id) on delete cascade,
  organisation_id uuid references public.organisations (id) on delete cascade,
  -- Applications counted: answered, or unanswered after their 10 business days (withdrawn earlier: not counted).
  applications int not null,
  answered_within int not null,
  -- Median business hours to the first answer; null when more than half waited over 10 business days unanswered.
  median_response_hours numeric,
  refreshed_at timestamptz not null,
  constraint responsiveness_counts check (applications >= 10 and answered_within between 0 and applications)
);
create index responsiveness_organisation_idx on public.responsiveness (organisation_id);
alter table public.responsiveness enable row level security;
revoke all on public.responsiveness from anon, authenticated;
grant select on public.responsiveness to anon, authenticated;
create policy "anyone reads responsiveness figures" on public.responsiveness
  for select to anon, authenticated using (true);
create policy "Two-step verification completed when turned on" on public.responsiveness
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create function public.refresh_responsiveness(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  n int;
begin
  perform pg_advisory_xact_lock(hashtext('refresh_responsiveness'));
  with subjects as materialized (
    select o.id as opportunity_id, o.posted_by,
      (select m.organisation_id from public.organisation_members m
       where m.member_id = o.posted_by and m.role = 'admin' order by m.created_at limit 1) as organisation_id
    from (select distinct r.opportunity_id from private.application_responses r) r
    join public.opportunities o on o.id = r.opportunity_id
  ),
  facts as (
    select coalesce(s.organisation_id, s.posted_by) as subject, s.organisation_id, s.posted_by,
      r.first_response_at <= as_of as answered,
      r.first_response_at <= least(r.window_ends_at, as_of) as within,
      case when r.first_response_at <= as_of then r.response_hours else 'Infinity'::numeric end as hours,
      r.window_ends_at, r.withdrawn_at
    from private.application_responses r join subjects s using (opportunity_id)
    where r.submitted_at <= as_of
  ),
  figures as (
    select f.subject, (array_agg(f.organisation_id))[1] as organisation_id,
      array_agg(distinct f.posted_by) as posters,
      count(*)::int as applications, count(*) filter (where f.within)::int as answered_within,
      percentile_disc(0.5) within group (order by f.hours) as median
    from facts f
    where f.answered or (f.window_ends_at <= as_of and coalesce(f.withdrawn_at, 'infinity') >= f.window_ends_at)
    group by f.subject
    having count(*) >= 10
  ),
  next as materialized (
    -- A member who runs two organisations shows the figures of the one their opportunities count for.
    select distinct on (p.id) p.id as poster_id, f.organisation_id, f.applications, f.answered_within,
      case when f.median <> 'Infinity'::numeric then round(f.median, 1) end as median_response_hours
    from figures f
    cross join lateral (
      select m.member_id as id from public.organisation_members m
      where f.organisation_id is not null and m.organisation_id = f.organisation_id and m.role = 'admin'
      union
      select unnest(f.posters)
    ) p
    order by p.id, (p.id = any (f.posters)) desc
  ),
  gone as (
    delete from public.responsiveness r where not exists (select 1 from next x where x.poster_id = r.poster_id)
  )
  insert into public.responsiveness as r
    (poster_id, organisation_id, applications, answered_within, median_response_hours, refreshed_at)
  select x.poster_id, x.organisation_id, x.applications, x.answered_within, x.median_response_hours, as_of
  from next x
  on conflict (poster_id) do update set organisation_id = excluded.organisation_id,
    applications = excluded.applications, answered_within = excluded.answered_within,
    median_response_hours = excluded.median_response_hours, refreshed_at = excluded.refreshed_at;
  get diagnostics n = row_count;
  return n;
end $$;
revoke all on function public.refresh_responsiveness(timestamptz) from public, anon, authenticated;
grant execute on function public.refresh_responsiveness(timestamptz) to service_role;
select public.refresh_responsiveness(now());

-- ── Notification kind ──────────────────────────────────────────────────────────────────────────────────────

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
    when 'application_still_in_review' then 'Updates on applications still in review'
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
    else 'Other notifications'
  end
$function$;

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
    when kind in ('application_received', 'application_status', 'application_still_in_review', 'deadline_reminder')
      or kind like 'application%' or kind like '%opportunit%' then 'applications'
    when kind like 'message%' then 'messages'
    when kind like 'event%' or kind like '%event' then 'events'
    when kind like 'community%' then 'communities'
    else 'other'
  end
$function$;

-- Hourly: an update goes out within the hour its third business day is reached; the figures follow history.
select cron.schedule('stalled-application-updates', '23 * * * *', 'select public.send_stalled_application_updates(now())');
select cron.schedule('responsiveness', '41 * * * *', 'select public.refresh_responsiveness(now())');
