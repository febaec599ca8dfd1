-- Applications and their history. The applicant submits and may withdraw; the poster moves an
-- application through the pipeline, only by change_application_status, which checks the transition
-- and writes application_events.

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  applicant_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'submitted' check (status in ('submitted', 'under_review', 'shortlisted', 'interview',
    'offered', 'accepted', 'rejected', 'withdrawn')),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone is null or char_length(phone) <= 30),
  cover_letter text check (cover_letter is null or char_length(cover_letter) <= 5000),
  resume_path text,
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (opportunity_id, applicant_id)
);
alter table public.applications enable row level security;
create index applications_applicant_idx on public.applications (applicant_id, created_at desc);
create index applications_opportunity_idx on public.applications (opportunity_id, status);

create function private.posts_opportunity(opportunity uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.opportunities o where o.id = opportunity and o.posted_by = (select auth.uid()))
$$;
grant execute on function private.posts_opportunity(uuid) to authenticated;

create policy "applicants and posters read applications" on public.applications
  for select to authenticated using (applicant_id = (select auth.uid()) or private.posts_opportunity(opportunity_id));
create policy "members apply as themselves" on public.applications
  for insert to authenticated with check (applicant_id = (select auth.uid()) and status = 'submitted');

-- One application per member per opportunity; only open opportunities before their deadline, and
-- never one's own or an external-application one.
create function private.check_application() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  o public.opportunities;
begin
  select * into o from public.opportunities where id = new.opportunity_id;
  if o.id is null or (o.status = 'draft' and o.posted_by <> new.applicant_id) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  if o.status <> 'open' or (o.deadline is not null and o.deadline <= now()) then
    raise exception 'This opportunity is closed to applications' using errcode = '22023';
  end if;
  if o.posted_by = new.applicant_id then
    raise exception 'You cannot apply to your own opportunity' using errcode = '22023';
  end if;
  if o.external_url is not null then
    raise exception 'This opportunity takes applications on the organisation''s own site' using errcode = '22023';
  end if;
  if exists (select 1 from public.applications a where a.opportunity_id = new.opportunity_id and a.applicant_id = new.applicant_id) then
    raise exception 'You have already applied to this opportunity' using errcode = '23505';
  end if;
  if new.resume_path is not null and (storage.foldername(new.resume_path))[1] <> new.applicant_id::text then
    raise exception 'The resume must be one of your own files' using errcode = '42501';
  end if;
  new.status := 'submitted';
  new.created_at := now();
  new.updated_at := now();
  return new;
end $$;
create trigger applications_check before insert on public.applications
  for each row execute function private.check_application();

create table public.application_events (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  from_status text,
  to_status text not null,
  note text check (note is null or char_length(note) <= 1000),
  created_at timestamptz not null default now()
);
alter table public.application_events enable row level security;
create index application_events_application_idx on public.application_events (application_id, created_at);
create index application_events_actor_idx on public.application_events (actor_id);

create policy "applicants and posters read the history" on public.application_events
  for select to authenticated using (exists (select 1 from public.applications a where a.id = application_id));

-- Which moves are allowed, and by whom.
create function private.allowed_transition(from_status text, to_status text, by_applicant boolean) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when by_applicant then to_status = 'withdrawn' and from_status in ('submitted', 'under_review', 'shortlisted', 'interview', 'offered')
      or (from_status = 'offered' and to_status = 'accepted')
    else (from_status, to_status) in (
      ('submitted', 'under_review'), ('submitted', 'shortlisted'), ('submitted', 'interview'), ('submitted', 'offered'), ('submitted', 'rejected'),
      ('under_review', 'shortlisted'), ('under_review', 'interview'), ('under_review', 'offered'), ('under_review', 'rejected'),
      ('shortlisted', 'under_review'), ('shortlisted', 'interview'), ('shortlisted', 'offered'), ('shortlisted', 'rejected'),
      ('interview', 'shortlisted'), ('interview', 'offered'), ('interview', 'rejected'),
      ('offered', 'accepted'), ('offered', 'rejected'))
  end
$$;

create function public.change_application_status(application_id uuid, new_status text, note text default null)
returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications;
  caller uuid := (select auth.uid());
  by_applicant boolean;
begin
  select * into app from public.applications a where a.id = change_application_status.application_id for update;
  if app.id is null then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  by_applicant := app.applicant_id = caller;
  if not by_applicant and not exists (
      select 1 from public.opportunities o where o.id = app.opportunity_id and o.posted_by = caller) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if not private.allowed_transition(app.status, new_status, by_applicant) then
    raise exception 'An application cannot move from % to %', replace(app.status, '_', ' '), replace(new_status, '_', ' ')
      using errcode = '22023';
  end if;
  insert into public.application_events (application_id, actor_id, from_status, to_status, note)
    values (app.id, caller, app.status, new_status, nullif(btrim(coalesce(note, '')), ''));
  update public.applications set status = new_status, updated_at = now() where id = app.id returning * into app;
  return app;
end $$;
revoke execute on function public.change_application_status(uuid, text, text) from public, anon;
grant execute on function public.change_application_status(uuid, text, text) to authenticated;

create function private.after_application() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  poster uuid := (select o.posted_by from public.opportunities o where o.id = new.opportunity_id);
begin
  insert into public.application_events (application_id, actor_id, from_status, to_status)
    values (new.id, new.applicant_id, null, 'submitted');
  update public.opportunities set application_count = application_count + 1 where id = new.opportunity_id;
  perform private.notify(poster, new.applicant_id, 'application_received', 'opportunity', new.opportunity_id);
  perform private.record_event(poster, new.applicant_id, 'application', 'opportunity', new.opportunity_id);
  return null;
end $$;
create trigger applications_after_insert after insert on public.applications
  for each row execute function private.after_application();

create function private.notify_application_status() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := (select a from public.applications a where a.id = new.application_id);
  poster uuid := (select o.posted_by from public.opportunities o where o.id = app.opportunity_id);
begin
  if new.from_status is null then
    return null;
  end if;
  if new.actor_id = app.applicant_id then
    perform private.notify(poster, new.actor_id, 'application_status', 'opportunity', app.opportunity_id, null, null,
      jsonb_build_object('status', new.to_status, 'application_id', app.id));
  else
    perform private.notify(app.applicant_id, new.actor_id, 'application_status', 'opportunity', app.opportunity_id, null, null,
      jsonb_build_object('status', new.to_status, 'application_id', app.id, 'excerpt', new.note));
  end if;
  return null;
end $$;
create trigger application_events_notify after insert on public.application_events
  for each row execute function private.notify_application_status();

-- Resumes: private PDFs under the applicant's folder; the poster of an opportunity they applied to
-- may read the one attached to the application (through a signed URL).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('resumes', 'resumes', false, 5242880, array['application/pdf'])
on conflict (id) do nothing;

create policy "applicants read their resumes" on storage.objects
  for select to authenticated using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "posters read resumes attached to applications they received" on storage.objects
  for select to authenticated using (
    bucket_id = 'resumes' and exists (
      select 1 from public.applications a join public.opportunities o on o.id = a.opportunity_id
      where a.resume_path = name and o.posted_by = (select auth.uid())));
create policy "applicants upload resumes into their folder" on storage.objects
  for insert to authenticated with check (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "applicants remove their resumes" on storage.objects
  for delete to authenticated using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- New notification kinds; views of opportunities are counted like posts and profiles.
alter table public.notification_preferences drop constraint notification_preferences_type_check;
alter table public.notification_preferences add constraint notification_preferences_type_check check (type in (
  'post_like', 'post_comment', 'comment_reply', 'mention', 'repost', 'new_follower', 'associate_request',
  'associate_accepted', 'application_received', 'application_status', 'deadline_reminder'));

drop index public.analytics_events_one_view_a_day;
create unique index analytics_events_one_view_a_day on public.analytics_events (actor_id, event_type, entity_id, day)
  where event_type in ('profile_view', 'post_view', 'opportunity_view');

create or replace function public.track_view(entity_type text, entity_id uuid) returns boolean
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
  elsif kind = 'opportunity' then
    select o.posted_by into owner from public.opportunities o
      where o.id = target and (o.status <> 'draft' or o.posted_by = viewer);
  else
    raise exception 'Unknown entity type %', kind using errcode = '22023';
  end if;
  if owner is null or owner = viewer then
    return false;
  end if;
  insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id)
    values (owner, viewer, kind || '_view', kind, target)
    on conflict (actor_id, event_type, entity_id, day) where event_type in ('profile_view', 'post_view', 'opportunity_view') do nothing;
  get diagnostics counted = row_count;
  if counted > 0 and kind = 'post' then
    update public.posts set view_count = view_count + 1 where id = target;
  elsif counted > 0 and kind = 'opportunity' then
    update public.opportunities set view_count = view_count + 1 where id = target;
  end if;
  return counted > 0;
end $$;

create function private.track_save() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_event((select o.posted_by from public.opportunities o where o.id = new.opportunity_id),
    new.user_id, 'opportunity_save', 'opportunity', new.opportunity_id);
  return null;
end $$;
create trigger saved_opportunities_track after insert on public.saved_opportunities
  for each row execute function private.track_save();

-- Reminds the caller of saved opportunities closing within 3 days, once each. The app calls it when
-- a member arrives; a hosted project can also run it from pg_cron for everyone.
create function public.remind_saved_deadlines() returns int
language plpgsql security definer set search_path = '' as $$
declare
  reminded int;
begin
  with due as (
    update public.saved_opportunities s set reminded_at = now()
    from public.opportunities o
    where s.user_id = (select auth.uid()) and s.reminded_at is null and o.id = s.opportunity_id
      and o.status = 'open' and o.deadline > now() and o.deadline <= now() + interval '3 days'
    returning s.user_id, o.id, o.posted_by, o.deadline, o.title)
  select count(*) into reminded from (
    select private.notify(due.user_id, due.posted_by, 'deadline_reminder', 'opportunity', due.id, null, null,
      jsonb_build_object('deadline', due.deadline, 'excerpt', due.title))
    from due) sent;
  return reminded;
end $$;
revoke execute on function public.remind_saved_deadlines() from public, anon;
grant execute on function public.remind_saved_deadlines() to authenticated;
