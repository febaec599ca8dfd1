-- Issue 34 item 4 and the decision notices of item 5: an organisation's own pipeline (named stages inside the
-- lifecycle statuses, each notifying the applicant or not, with a message template), per opportunity or as the
-- organisation's default, and decision notices that are never silent: a rejection always notifies, and closing
-- an opportunity rejects every application still open with a "position closed" notice.
-- `applications.status` stays the lifecycle everything else reads; `applications.stage_id` is the step within it
-- (null: the built-in stage of its status). Reviewers are the poster and the admins of the poster's organisation.

-- The organisation an opportunity belongs to: the one its poster administers (the one named on the posting first).
create function private.opportunity_organisation_id(opportunity uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.organisation_id
  from public.opportunities o
  join public.organisation_members m on m.member_id = o.posted_by and m.role = 'admin'
  join public.organisations org on org.id = m.organisation_id
  where o.id = opportunity
  order by (lower(btrim(org.name)) = lower(btrim(o.organization))) desc, m.created_at
  limit 1
$$;
revoke all on function private.opportunity_organisation_id(uuid) from public;
grant execute on function private.opportunity_organisation_id(uuid) to authenticated;

-- Whether the caller reviews an opportunity's applications: its poster, or an admin of its organisation.
create function private.reviews_opportunity(opportunity uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.opportunities o where o.id = opportunity and o.posted_by = (select auth.uid()))
    or coalesce(private.opportunity_organisation_id(opportunity) = any (private.administered_organisation_ids()), false)
$$;
revoke all on function private.reviews_opportunity(uuid) from public;
grant execute on function private.reviews_opportunity(uuid) to authenticated;

create function private.reviews_application(application uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select private.reviews_opportunity(a.opportunity_id) from public.applications a where a.id = application), false)
$$;
revoke all on function private.reviews_application(uuid) from public;
grant execute on function private.reviews_application(uuid) to authenticated;

-- Who may change a pipeline or criteria: for an opportunity its reviewers, for an organisation's default its admins.
create function private.manages_pipeline(organisation uuid, opportunity uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case when opportunity is not null then private.reviews_opportunity(opportunity)
              else coalesce(organisation = any (private.administered_organisation_ids()), false) end
$$;
revoke all on function private.manages_pipeline(uuid, uuid) from public;
grant execute on function private.manages_pipeline(uuid, uuid) to authenticated;

create function private.status_rank(status text) returns int
language sql immutable set search_path = '' as $$
  select array_position(array['submitted', 'under_review', 'shortlisted', 'interview', 'offered', 'accepted', 'rejected',
    'withdrawn'], status)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Stages
create table public.pipeline_stages (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid references public.organisations (id) on delete cascade,
  opportunity_id uuid references public.opportunities (id) on delete cascade,
  position int not null default 0,
  name text not null,
  status text not null,
  notify boolean not null default true,
  template text not null,
  on_close boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pipeline_stages_one_scope check ((organisation_id is null) <> (opportunity_id is null)),
  constraint pipeline_stages_name_length check (char_length(btrim(name)) between 1 and 60),
  constraint pipeline_stages_status_check check (status in ('submitted', 'under_review', 'shortlisted', 'interview',
    'offered', 'accepted', 'rejected')),
  constraint pipeline_stages_template_length check (char_length(btrim(template)) between 1 and 2000),
  -- A rejection always tells the applicant; the organisation may change the words, never turn it off.
  constraint pipeline_stages_rejection_notifies check (status <> 'rejected' or notify),
  constraint pipeline_stages_on_close_rejects check (not on_close or status = 'rejected')
);
create index pipeline_stages_opportunity_idx on public.pipeline_stages (opportunity_id, position) where opportunity_id is not null;
create index pipeline_stages_organisation_idx on public.pipeline_stages (organisation_id, position) where opportunity_id is null;
create unique index pipeline_stages_one_on_close on public.pipeline_stages (coalesce(opportunity_id, organisation_id)) where on_close;
alter table public.pipeline_stages enable row level security;

revoke all on public.pipeline_stages from anon, authenticated;
grant select on public.pipeline_stages to authenticated;
grant update (name, notify, template) on public.pipeline_stages to authenticated;
create policy "reviewers read their pipelines" on public.pipeline_stages
  for select to authenticated using (private.manages_pipeline(organisation_id, opportunity_id));
create policy "reviewers edit their pipelines" on public.pipeline_stages
  for update to authenticated using (private.manages_pipeline(organisation_id, opportunity_id))
  with check (private.manages_pipeline(organisation_id, opportunity_id));
create policy "Two-step verification completed when turned on" on public.pipeline_stages
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create function private.touch_pipeline_stage() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger pipeline_stages_touch before update on public.pipeline_stages
  for each row execute function private.touch_pipeline_stage();

-- The words each built-in stage sends, and "position closed".
create function private.default_stage_template(status text) returns text
language sql immutable set search_path = '' as $$
  select case status
    when 'submitted' then 'Hi {{applicant_first_name}}, thank you for applying to {{opportunity_title}}. We have your application and will be in touch.'
    when 'under_review' then 'Hi {{applicant_first_name}}, {{organisation_name}} is now reviewing your application to {{opportunity_title}}.'
    when 'shortlisted' then 'Hi {{applicant_first_name}}, good news: you are on the shortlist for {{opportunity_title}}. We will be in touch about next steps.'
    when 'interview' then 'Hi {{applicant_first_name}}, {{organisation_name}} would like to interview you for {{opportunity_title}}.'
    when 'offered' then 'Hi {{applicant_first_name}}, {{organisation_name}} is delighted to offer you {{opportunity_title}}.'
    when 'accepted' then 'Hi {{applicant_first_name}}, welcome aboard: your place in {{opportunity_title}} is confirmed.'
    when 'rejected' then 'Hi {{applicant_first_name}}, thank you for your interest in {{opportunity_title}}. After careful consideration, {{organisation_name}} has decided not to move forward with your application. We wish you every success.'
    when 'closed' then 'Hi {{applicant_first_name}}, {{organisation_name}} has closed {{opportunity_title}} and is no longer reviewing applications, so yours will not move forward. Thank you for applying.'
    else 'Hi {{applicant_first_name}}, your application to {{opportunity_title}} has been updated.'
  end
$$;

create function private.default_stage_name(status text) returns text
language sql immutable set search_path = '' as $$
  select case status when 'submitted' then 'Applied' when 'under_review' then 'Under review'
    when 'shortlisted' then 'Shortlisted' when 'interview' then 'Interview' when 'offered' then 'Offer'
    when 'accepted' then 'Hired' when 'rejected' then 'Not selected' when 'closed' then 'Position closed' else status end
$$;

-- The stages an opportunity uses: its own, else its organisation's default (none: the built-in statuses).
create function private.effective_stages(opportunity uuid) returns setof public.pipeline_stages
language sql stable security definer set search_path = '' as $$
  select s.* from public.pipeline_stages s where s.opportunity_id = opportunity
  union all
  select s.* from public.pipeline_stages s
  where s.opportunity_id is null and s.organisation_id = (select private.opportunity_organisation_id(opportunity))
    and not exists (select 1 from public.pipeline_stages x where x.opportunity_id = opportunity)
$$;
revoke all on function private.effective_stages(uuid) from public;

-- The first stage of a status in an opportunity's pipeline (the one "position closed" is not, unless asked).
create function private.first_stage(opportunity uuid, of_status text, closing boolean default false)
returns public.pipeline_stages
language sql stable security definer set search_path = '' as $$
  select s.* from private.effective_stages(opportunity) s
  where s.status = of_status and (not closing or s.on_close or of_status <> 'rejected')
  order by (s.on_close = closing) desc, s.position, s.created_at limit 1
$$;
revoke all on function private.first_stage(uuid, text, boolean) from public;

-- The opportunities that read an organisation's default pipeline (its admins' postings without their own).
create function private.default_pipeline_opportunities(organisation uuid) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(o.id), '{}') from public.opportunities o
  where o.posted_by in (select m.member_id from public.organisation_members m
                        where m.organisation_id = organisation and m.role = 'admin')
    and private.opportunity_organisation_id(o.id) = organisation
    and not exists (select 1 from public.pipeline_stages x where x.opportunity_id = o.id)
$$;
revoke all on function private.default_pipeline_opportunities(uuid) from public;

-- Placeholders, filled in server-side: the applicant never sees the braces.
create function private.render_stage_template(template text, app public.applications) returns text
language sql stable security definer set search_path = '' as $$
  select replace(replace(replace(template,
    '{{applicant_first_name}}', coalesce(nullif(btrim(u.first_name), ''), split_part(btrim(app.full_name), ' ', 1))),
    '{{opportunity_title}}', o.title),
    '{{organisation_name}}', coalesce(org.name, o.organization))
  from public.opportunities o
  left join public.user_profiles u on u.user_id = app.applicant_id
  left join public.organisations org on org.id = private.opportunity_organisation_id(o.id)
  where o.id = app.opportunity_id
$$;
revoke all on function private.render_stage_template(text, public.applications) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Applications carry their stage; events carry the stage and the message the applicant was sent.
alter table public.applications add column stage_id uuid references public.pipeline_stages (id) on delete set null;
create index applications_pipeline_idx on public.applications (opportunity_id, stage_id, status, created_at desc, id desc);

alter table public.application_events
  add column stage_id uuid references public.pipeline_stages (id) on delete set null,
  add column stage_name text check (stage_name is null or char_length(stage_name) <= 60),
  add column message text check (message is null or char_length(message) <= 4000),
  add column notified boolean not null default true;

create function private.stage_new_application() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.stage_id := (private.first_stage(new.opportunity_id, 'submitted')).id;
  return new;
end $$;
-- Named after applications_check, so it runs after that trigger has set the status.
create trigger applications_stage before insert on public.applications
  for each row execute function private.stage_new_application();

-- Reviewers who administer the organisation read its applications too (the poster already does).
create policy "organisation reviewers read applications" on public.applications
  for select to authenticated using (private.reviews_opportunity(opportunity_id));

-- The applicant reads status changes and the messages sent; moves between stages of one status that told
-- them nothing stay with the organisation.
drop policy "applicants and posters read the history" on public.application_events;
create policy "applicants and reviewers read the history" on public.application_events
  for select to authenticated using (
    private.reviews_application(application_id)
    or ((from_status is distinct from to_status or notified)
        and exists (select 1 from public.applications a where a.id = application_id and a.applicant_id = (select auth.uid()))));

create policy "organisation reviewers read resumes attached to applications" on storage.objects
  for select to authenticated using (
    bucket_id = 'resumes' and exists (
      select 1 from public.applications a where a.resume_path = name and private.reviews_opportunity(a.opportunity_id)));

-- The one place an application moves: writes the event (which notifies) and the new status and stage.
create function private.move_application(app public.applications, actor uuid, to_status text, stage public.pipeline_stages,
  note text, closing boolean default false) returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  by_applicant boolean := actor = app.applicant_id;
  tells boolean := by_applicant or stage.id is null or coalesce(stage.notify, true) or to_status = 'rejected';
  words text;
begin
  if not by_applicant and tells then
    words := private.render_stage_template(coalesce(stage.template,
      private.default_stage_template(case when closing then 'closed' else to_status end)), app);
  end if;
  insert into public.application_events (application_id, actor_id, from_status, to_status, note, stage_id, stage_name,
    message, notified)
  values (app.id, actor, app.status, to_status, nullif(btrim(coalesce(note, '')), ''), stage.id, stage.name, words, tells);
  update public.applications set status = to_status, stage_id = stage.id, updated_at = now()
  where id = app.id returning * into app;
  return app;
end $$;
revoke all on function private.move_application(public.applications, uuid, text, public.pipeline_stages, text, boolean) from public;

-- Callers that pass a status keep working: the application lands in that status's first stage.
create or replace function public.change_application_status(application_id uuid, new_status text, note text default null)
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
  if not by_applicant and not private.reviews_opportunity(app.opportunity_id) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if not private.allowed_transition(app.status, new_status, by_applicant) then
    raise exception 'An application cannot move from % to %', replace(app.status, '_', ' '), replace(new_status, '_', ' ')
      using errcode = '22023';
  end if;
  return private.move_application(app, caller, new_status, private.first_stage(app.opportunity_id, new_status),
    change_application_status.note);
end $$;

-- A reviewer moves an application into a stage of its pipeline (the stage's status, if it differs, is checked
-- against the lifecycle's transitions).
create function public.move_application_to_stage(application_id uuid, stage_id uuid, note text default null)
returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications;
  target public.pipeline_stages;
begin
  select * into app from public.applications a where a.id = move_application_to_stage.application_id for update;
  if app.id is null or not private.reviews_opportunity(app.opportunity_id) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  select * into target from private.effective_stages(app.opportunity_id) s where s.id = move_application_to_stage.stage_id;
  if target.id is null then
    raise exception 'That stage is not part of this opportunity''s pipeline' using errcode = 'P0002';
  end if;
  if app.stage_id is not distinct from target.id then
    raise exception 'The application is already in %', target.name using errcode = '22023';
  end if;
  if app.status = 'withdrawn' then
    raise exception 'The applicant withdrew this application' using errcode = '22023';
  end if;
  if app.status <> target.status and not private.allowed_transition(app.status, target.status, false) then
    raise exception 'An application cannot move from % to %', replace(app.status, '_', ' '), replace(target.status, '_', ' ')
      using errcode = '22023';
  end if;
  return private.move_application(app, (select auth.uid()), target.status, target, move_application_to_stage.note);
end $$;
revoke all on function public.move_application_to_stage(uuid, uuid, text) from public, anon;
grant execute on function public.move_application_to_stage(uuid, uuid, text) to authenticated;

-- The applicant hears of every move that tells them (with the rendered message); the reviewer of the applicant's.
create or replace function private.notify_application_status() returns trigger
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
  elsif new.notified then
    perform private.notify(app.applicant_id, new.actor_id, 'application_status', 'opportunity', app.opportunity_id, null, null,
      jsonb_build_object('status', new.to_status, 'application_id', app.id,
        'excerpt', nullif(concat_ws(E'\n\n', new.message, new.note), ''), 'notice', new.message, 'note', new.note));
  end if;
  return null;
end $$;

-- Closing an opportunity answers everyone still waiting: each open application is rejected into the pipeline's
-- "position closed" stage (or the built-in one) and its applicant gets that notice. An outstanding offer is
-- already an answer and stays as it is.
create function private.close_open_applications() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications;
  closed_stage public.pipeline_stages := private.first_stage(new.id, 'rejected', true);
  actor uuid := coalesce((select auth.uid()), new.posted_by);
begin
  if closed_stage.id is not null and not closed_stage.on_close then
    closed_stage := null;
  end if;
  for app in
    select * from public.applications a
    where a.opportunity_id = new.id and a.status in ('submitted', 'under_review', 'shortlisted', 'interview')
    for update
  loop
    perform private.move_application(app, actor, 'rejected', closed_stage, null, true);
  end loop;
  return null;
end $$;
create trigger opportunities_close_applications after update of status on public.opportunities
  for each row when (old.status = 'open' and new.status = 'closed')
  execute function private.close_open_applications();

-- ---------------------------------------------------------------------------------------------------------
-- Editing a pipeline. Stages are renamed, switched and reworded by plain updates (RLS); adding, ordering,
-- deleting and making one's own go through these functions, which keep every application in a stage.

create function private.insert_builtin_stages(organisation uuid, opportunity uuid) returns void
language sql security definer set search_path = '' as $$
  insert into public.pipeline_stages (organisation_id, opportunity_id, position, name, status, notify, template, on_close)
  select case when opportunity is null then organisation end, opportunity, n, private.default_stage_name(st),
    case when st = 'closed' then 'rejected' else st end, true, private.default_stage_template(st), st = 'closed'
  from unnest(array['submitted', 'under_review', 'shortlisted', 'interview', 'offered', 'accepted', 'rejected', 'closed'])
    with ordinality as b (st, n)
$$;
revoke all on function private.insert_builtin_stages(uuid, uuid) from public;

-- Applications of these opportunities without a stage take the first stage of their status.
create function private.stage_unstaged_applications(opportunities uuid[]) returns void
language sql security definer set search_path = '' as $$
  update public.applications a set stage_id = (private.first_stage(a.opportunity_id, a.status)).id
  where a.opportunity_id = any (opportunities) and a.stage_id is null and a.status <> 'withdrawn'
$$;
revoke all on function private.stage_unstaged_applications(uuid[]) from public;

-- An opportunity's own pipeline, copied from the one it uses now (its organisation's default or the built-in).
create function public.customise_opportunity_pipeline(opportunity uuid) returns setof public.pipeline_stages
language plpgsql security definer set search_path = '' as $$
declare
  s public.pipeline_stages;
  copy_id uuid;
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.pipeline_stages x where x.opportunity_id = opportunity) then
    if not exists (select 1 from private.effective_stages(opportunity)) then
      perform private.insert_builtin_stages(null, opportunity);
      perform private.stage_unstaged_applications(array[opportunity]);
    else
      for s in select * from private.effective_stages(opportunity) e order by e.position, e.created_at loop
        insert into public.pipeline_stages (opportunity_id, position, name, status, notify, template, on_close)
        values (opportunity, s.position, s.name, s.status, s.notify, s.template, s.on_close) returning id into copy_id;
        update public.applications a set stage_id = copy_id where a.opportunity_id = opportunity and a.stage_id = s.id;
      end loop;
    end if;
  end if;
  return query select * from public.pipeline_stages x where x.opportunity_id = opportunity order by x.position, x.created_at;
end $$;
revoke all on function public.customise_opportunity_pipeline(uuid) from public, anon;
grant execute on function public.customise_opportunity_pipeline(uuid) to authenticated;

-- An organisation's default pipeline, started from the built-in stages.
create function public.customise_organisation_pipeline(organisation uuid) returns setof public.pipeline_stages
language plpgsql security definer set search_path = '' as $$
begin
  if not private.manages_pipeline(organisation, null) then
    raise exception 'Only the organisation''s admins can change its default pipeline' using errcode = '42501';
  end if;
  if not exists (select 1 from public.pipeline_stages x where x.organisation_id = organisation) then
    perform private.insert_builtin_stages(organisation, null);
    perform private.stage_unstaged_applications(private.default_pipeline_opportunities(organisation));
  end if;
  return query select * from public.pipeline_stages x where x.organisation_id = organisation order by x.position, x.created_at;
end $$;
revoke all on function public.customise_organisation_pipeline(uuid) from public, anon;
grant execute on function public.customise_organisation_pipeline(uuid) to authenticated;

-- A new stage goes after the last stage of its status (the pipeline keeps the lifecycle's order).
create function public.add_pipeline_stage(organisation uuid, opportunity uuid, name text, status text)
returns public.pipeline_stages
language plpgsql security definer set search_path = '' as $$
declare
  scope_org uuid := case when opportunity is null then organisation end;
  slot int;
  added public.pipeline_stages;
begin
  if (organisation is null) = (opportunity is null) or not private.manages_pipeline(organisation, opportunity) then
    raise exception 'You cannot change this pipeline' using errcode = '42501';
  end if;
  if opportunity is not null and not exists (select 1 from public.pipeline_stages x where x.opportunity_id = opportunity) then
    perform public.customise_opportunity_pipeline(opportunity);
  end if;
  select coalesce(max(s.position) filter (where private.status_rank(s.status) <= private.status_rank(add_pipeline_stage.status)
           and not s.on_close), 0) + 1 into slot
  from public.pipeline_stages s
  where s.opportunity_id is not distinct from add_pipeline_stage.opportunity and s.organisation_id is not distinct from scope_org;
  update public.pipeline_stages s set position = s.position + 1
  where s.opportunity_id is not distinct from add_pipeline_stage.opportunity and s.organisation_id is not distinct from scope_org
    and s.position >= slot;
  insert into public.pipeline_stages (organisation_id, opportunity_id, position, name, status, notify, template)
  values (scope_org, opportunity, slot, btrim(name), status, true, private.default_stage_template(status))
  returning * into added;
  perform private.stage_unstaged_applications(case when opportunity is not null then array[opportunity]
    else private.default_pipeline_opportunities(organisation) end);
  return added;
end $$;
revoke all on function public.add_pipeline_stage(uuid, uuid, text, text) from public, anon;
grant execute on function public.add_pipeline_stage(uuid, uuid, text, text) to authenticated;

-- The stages of one pipeline in the given order (every one of them, once).
create function public.reorder_pipeline_stages(stage_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
declare
  first public.pipeline_stages;
begin
  select * into first from public.pipeline_stages s where s.id = stage_ids[1];
  if first.id is null or not private.manages_pipeline(first.organisation_id, first.opportunity_id) then
    raise exception 'Stage not found' using errcode = 'P0002';
  end if;
  if (select count(*) from public.pipeline_stages s
      where s.opportunity_id is not distinct from first.opportunity_id and s.organisation_id is not distinct from first.organisation_id)
     <> cardinality(stage_ids)
     or (select count(distinct x) from unnest(stage_ids) x) <> cardinality(stage_ids)
     or exists (select 1 from unnest(stage_ids) x left join public.pipeline_stages s on s.id = x
                where s.id is null or s.opportunity_id is distinct from first.opportunity_id
                  or s.organisation_id is distinct from first.organisation_id) then
    raise exception 'Give every stage of the pipeline once' using errcode = '22023';
  end if;
  update public.pipeline_stages s set position = o.n
  from unnest(stage_ids) with ordinality as o (id, n) where s.id = o.id;
end $$;
revoke all on function public.reorder_pipeline_stages(uuid[]) from public, anon;
grant execute on function public.reorder_pipeline_stages(uuid[]) to authenticated;

-- A stage is deleted when empty, or after its applicants move to another stage of the same status (quietly:
-- their status does not change). "Position closed" stays: it is what closing sends.
create function public.delete_pipeline_stage(stage_id uuid, move_to uuid default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  gone public.pipeline_stages;
  target public.pipeline_stages;
  waiting int;
begin
  select * into gone from public.pipeline_stages s where s.id = delete_pipeline_stage.stage_id for update;
  if gone.id is null or not private.manages_pipeline(gone.organisation_id, gone.opportunity_id) then
    raise exception 'Stage not found' using errcode = 'P0002';
  end if;
  if gone.on_close then
    raise exception 'The "position closed" stage tells applicants when the opportunity closes; reword it instead' using errcode = '22023';
  end if;
  if move_to is not null then
    select * into target from public.pipeline_stages s where s.id = move_to;
    if target.id is null or target.id = gone.id or target.status <> gone.status
       or target.opportunity_id is distinct from gone.opportunity_id or target.organisation_id is distinct from gone.organisation_id then
      raise exception 'Choose another stage of the same pipeline and status for its applicants' using errcode = '22023';
    end if;
    update public.applications a set stage_id = target.id where a.stage_id = gone.id;
  end if;
  select count(*) into waiting from public.applications a where a.stage_id = gone.id;
  if waiting > 0 then
    raise exception '% in this stage: move them to another stage first', 
      case when waiting = 1 then '1 applicant is' else waiting || ' applicants are' end using errcode = '22023';
  end if;
  delete from public.pipeline_stages s where s.id = gone.id;
end $$;
revoke all on function public.delete_pipeline_stage(uuid, uuid) from public, anon;
grant execute on function public.delete_pipeline_stage(uuid, uuid) to authenticated;
