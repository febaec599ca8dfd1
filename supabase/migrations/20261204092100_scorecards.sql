-- Issue 34 item 4: scorecards, and the pipeline as reviewers read it. Criteria are an opportunity's own or its
-- organisation's default; reviewers (the poster and the organisation's admins) score each applicant on each
-- criterion from 1 to 5 with an optional note. Only reviewers read scores: applicants never do.

create table public.scorecard_criteria (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid references public.organisations (id) on delete cascade,
  opportunity_id uuid references public.opportunities (id) on delete cascade,
  position int not null default 0,
  name text not null,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint scorecard_criteria_one_scope check ((organisation_id is null) <> (opportunity_id is null)),
  constraint scorecard_criteria_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint scorecard_criteria_description_length check (description is null or char_length(description) <= 300)
);
create index scorecard_criteria_opportunity_idx on public.scorecard_criteria (opportunity_id, position) where opportunity_id is not null;
create index scorecard_criteria_organisation_idx on public.scorecard_criteria (organisation_id, position) where opportunity_id is null;
alter table public.scorecard_criteria enable row level security;

revoke all on public.scorecard_criteria from anon, authenticated;
grant select on public.scorecard_criteria to authenticated;
grant update (name, description) on public.scorecard_criteria to authenticated;
create policy "reviewers read their criteria" on public.scorecard_criteria
  for select to authenticated using (private.manages_pipeline(organisation_id, opportunity_id));
create policy "reviewers edit their criteria" on public.scorecard_criteria
  for update to authenticated using (private.manages_pipeline(organisation_id, opportunity_id))
  with check (private.manages_pipeline(organisation_id, opportunity_id));
create policy "Two-step verification completed when turned on" on public.scorecard_criteria
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create trigger scorecard_criteria_touch before update on public.scorecard_criteria
  for each row execute function private.touch_pipeline_stage();

create table public.scorecard_scores (
  application_id uuid not null references public.applications (id) on delete cascade,
  criterion_id uuid not null references public.scorecard_criteria (id) on delete cascade,
  reviewer_id uuid not null references public.profiles (id) on delete cascade,
  score smallint not null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (application_id, criterion_id, reviewer_id),
  constraint scorecard_scores_range check (score between 1 and 5),
  constraint scorecard_scores_note_length check (note is null or char_length(note) <= 1000)
);
create index scorecard_scores_criterion_idx on public.scorecard_scores (criterion_id);
create index scorecard_scores_reviewer_idx on public.scorecard_scores (reviewer_id);
alter table public.scorecard_scores enable row level security;

-- Written only through score_application; read by the application's reviewers.
revoke all on public.scorecard_scores from anon, authenticated;
grant select on public.scorecard_scores to authenticated;
create policy "reviewers read the scores of their applicants" on public.scorecard_scores
  for select to authenticated using (private.reviews_application(application_id));
create policy "Two-step verification completed when turned on" on public.scorecard_scores
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create function private.effective_criteria(opportunity uuid) returns setof public.scorecard_criteria
language sql stable security definer set search_path = '' as $$
  select c.* from public.scorecard_criteria c where c.opportunity_id = opportunity
  union all
  select c.* from public.scorecard_criteria c
  where c.opportunity_id is null and c.organisation_id = (select private.opportunity_organisation_id(opportunity))
    and not exists (select 1 from public.scorecard_criteria x where x.opportunity_id = opportunity)
$$;
revoke all on function private.effective_criteria(uuid) from public;

-- The criteria an opportunity's reviewers score on, and whose they are ('opportunity' or 'organisation').
create function public.opportunity_criteria(opportunity uuid)
returns table (id uuid, name text, description text, "position" int, scope text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  return query select c.id, c.name, c.description, c.position,
      case when c.opportunity_id is null then 'organisation' else 'opportunity' end
    from private.effective_criteria(opportunity) c order by c.position, c.created_at;
end $$;
revoke all on function public.opportunity_criteria(uuid) from public, anon;
grant execute on function public.opportunity_criteria(uuid) to authenticated;

-- An opportunity's own criteria, copied from its organisation's; the scores already given follow their copy.
create function public.customise_opportunity_criteria(opportunity uuid) returns setof public.scorecard_criteria
language plpgsql security definer set search_path = '' as $$
declare
  c public.scorecard_criteria;
  copy_id uuid;
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.scorecard_criteria x where x.opportunity_id = opportunity) then
    for c in select * from private.effective_criteria(opportunity) e order by e.position, e.created_at loop
      insert into public.scorecard_criteria (opportunity_id, position, name, description)
      values (opportunity, c.position, c.name, c.description) returning id into copy_id;
      update public.scorecard_scores s set criterion_id = copy_id
      from public.applications a
      where s.criterion_id = c.id and a.id = s.application_id and a.opportunity_id = opportunity;
    end loop;
  end if;
  return query select * from public.scorecard_criteria x where x.opportunity_id = opportunity order by x.position, x.created_at;
end $$;
revoke all on function public.customise_opportunity_criteria(uuid) from public, anon;
grant execute on function public.customise_opportunity_criteria(uuid) to authenticated;

create function public.add_scorecard_criterion(organisation uuid, opportunity uuid, name text, description text default null)
returns public.scorecard_criteria
language plpgsql security definer set search_path = '' as $$
declare
  added public.scorecard_criteria;
begin
  if (organisation is null) = (opportunity is null) or not private.manages_pipeline(organisation, opportunity) then
    raise exception 'You cannot change these criteria' using errcode = '42501';
  end if;
  if opportunity is not null then
    perform public.customise_opportunity_criteria(opportunity);
  end if;
  insert into public.scorecard_criteria (organisation_id, opportunity_id, position, name, description)
  select case when opportunity is null then organisation end, opportunity, coalesce(max(c.position), 0) + 1,
    btrim(add_scorecard_criterion.name), nullif(btrim(coalesce(add_scorecard_criterion.description, '')), '')
  from public.scorecard_criteria c
  where (opportunity is not null and c.opportunity_id = opportunity)
     or (opportunity is null and c.organisation_id = organisation and c.opportunity_id is null)
  returning * into added;
  return added;
end $$;
revoke all on function public.add_scorecard_criterion(uuid, uuid, text, text) from public, anon;
grant execute on function public.add_scorecard_criterion(uuid, uuid, text, text) to authenticated;

-- Removing a criterion removes the scores given on it (the editor says so before).
create function public.delete_scorecard_criterion(criterion_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  gone public.scorecard_criteria;
begin
  select * into gone from public.scorecard_criteria c where c.id = delete_scorecard_criterion.criterion_id;
  if gone.id is null or not private.manages_pipeline(gone.organisation_id, gone.opportunity_id) then
    raise exception 'Criterion not found' using errcode = 'P0002';
  end if;
  delete from public.scorecard_criteria c where c.id = gone.id;
end $$;
revoke all on function public.delete_scorecard_criterion(uuid) from public, anon;
grant execute on function public.delete_scorecard_criterion(uuid) to authenticated;

-- The caller's score of one applicant on one criterion (null clears it).
create function public.score_application(application_id uuid, criterion_id uuid, score int, note text default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications;
  me uuid := (select auth.uid());
begin
  select * into app from public.applications a where a.id = score_application.application_id;
  if app.id is null or not private.reviews_opportunity(app.opportunity_id) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from private.effective_criteria(app.opportunity_id) c where c.id = score_application.criterion_id) then
    raise exception 'That criterion is not on this opportunity''s scorecard' using errcode = 'P0002';
  end if;
  if score is null then
    delete from public.scorecard_scores s
    where s.application_id = app.id and s.criterion_id = score_application.criterion_id and s.reviewer_id = me;
    return;
  end if;
  if score not between 1 and 5 then
    raise exception 'A score is from 1 to 5' using errcode = '22023';
  end if;
  insert into public.scorecard_scores as s (application_id, criterion_id, reviewer_id, score, note)
  values (app.id, score_application.criterion_id, me, score, nullif(btrim(coalesce(note, '')), ''))
  on conflict on constraint scorecard_scores_pkey do update
    set score = excluded.score, note = excluded.note, updated_at = now();
end $$;
revoke all on function public.score_application(uuid, uuid, int, text) from public, anon;
grant execute on function public.score_application(uuid, uuid, int, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- The pipeline page: its columns with their counts, then one column's applicants a page at a time.

-- Each stage of the pipeline with how many applications are in it. Built-in columns (stage_id null) stand for
-- statuses without a stage: every status when the pipeline is the built-in one, otherwise only those that
-- hold applications (withdrawn ones, or a status the pipeline has no stage for).
create function public.pipeline_overview(opportunity uuid)
returns table (stage_id uuid, name text, status text, notify boolean, template text, on_close boolean, "position" int,
  applications int, scope text)
language plpgsql stable security definer set search_path = ''
  set enable_seqscan = off set enable_bitmapscan = off as $$
declare
  has_stages boolean;
  counts jsonb;
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  has_stages := exists (select 1 from private.effective_stages(opportunity));
  -- Grouped by the index's own columns, so the count is an index-only read of applications_pipeline_idx.
  select coalesce(jsonb_object_agg(c.k, c.n), '{}') into counts
  from (select coalesce(g.stage::text, g.st) as k, sum(g.n)::int as n
        from (select a.stage_id as stage, a.status as st, count(*) as n
              from public.applications a where a.opportunity_id = opportunity
              group by a.stage_id, a.status) g
        group by 1) c;
  return query
    select s.id, s.name, s.status, s.notify, s.template, s.on_close,
      (row_number() over (order by s.position, s.created_at))::int,
      coalesce((counts ->> s.id::text)::int, 0),
      case when s.opportunity_id is null then 'organisation' else 'opportunity' end
    from private.effective_stages(opportunity) s
    union all
    select null::uuid, null::text, b.st, true, private.default_stage_template(b.st), false,
      (1000 + b.n)::int, coalesce((counts ->> b.st)::int, 0), 'built_in'
    from unnest(array['submitted', 'under_review', 'shortlisted', 'interview', 'offered', 'accepted', 'rejected',
      'withdrawn']) with ordinality as b (st, n)
    where (not has_stages and b.st <> 'withdrawn') or coalesce((counts ->> b.st)::int, 0) > 0
    order by 7;
end $$;
revoke all on function public.pipeline_overview(uuid) from public, anon;
grant execute on function public.pipeline_overview(uuid) to authenticated;

-- Whether a member is verified: by any university ('verified') or by the one whose id is given.
create function private.verified_as(member uuid, verified text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = member and p.verification_status = 'verified'
    and private.can_see_profile(p.id, p.is_public)
    and (verified = 'verified' or p.verified_by::text = verified))
$$;
revoke all on function private.verified_as(uuid, text) from public;

-- One column's applicants, newest first, with their average score (every reviewer, every criterion).
-- A stage column is (stage, its status); a built-in one is (null, status). `verified`: 'verified' keeps applicants
-- verified by any university, a university's id those it verified. The two lookups are written apart
-- so each walks applications_pipeline_idx in order and stops at the page.
create function public.pipeline_applicants(opportunity uuid, stage uuid, stage_status text,
  before_created_at timestamptz default null, before_id uuid default null, page_size int default 25,
  verified text default null)
returns table (id uuid, applicant_id uuid, status text, stage_id uuid, full_name text, email text, phone text,
  cover_letter text, resume_path text, answers jsonb, created_at timestamptz, updated_at timestamptz,
  average_score numeric, score_count int, my_score_count int, applicant jsonb)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  lim int := least(greatest(coalesce(page_size, 25), 1), 100);
  ids uuid[];
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  if stage is null then
    ids := array(select a.id from public.applications a
      where a.opportunity_id = opportunity and a.stage_id is null and a.status = stage_status
        and (before_created_at is null or (a.created_at, a.id) < (before_created_at, before_id))
        and (verified is null or private.verified_as(a.applicant_id, verified))
      order by a.created_at desc, a.id desc limit lim);
  else
    ids := array(select a.id from public.applications a
      where a.opportunity_id = opportunity and a.stage_id = stage and a.status = stage_status
        and (before_created_at is null or (a.created_at, a.id) < (before_created_at, before_id))
        and (verified is null or private.verified_as(a.applicant_id, verified))
      order by a.created_at desc, a.id desc limit lim);
  end if;
  return query
    select a.id, a.applicant_id, a.status, a.stage_id, a.full_name, a.email, a.phone, a.cover_letter, a.resume_path,
      a.answers, a.created_at, a.updated_at, sc.average, sc.n, sc.mine,
      (select jsonb_build_object('id', p.id, 'name', p.name, 'headline', p.headline,
          'profile_photo_url', p.profile_photo_url, 'university', p.university,
          'verification_status', p.verification_status, 'verified_by', p.verified_by,
          'verified_by_name', p.verified_by_name)
       from public.profiles p where p.id = a.applicant_id and private.can_see_profile(p.id, p.is_public))
    from public.applications a
    cross join lateral (
      select round(avg(s.score), 2) as average, count(*)::int as n,
        (count(*) filter (where s.reviewer_id = me))::int as mine
      from public.scorecard_scores s where s.application_id = a.id) sc
    where a.id = any (ids)
    order by a.created_at desc, a.id desc;
end $$;
revoke all on function public.pipeline_applicants(uuid, uuid, text, timestamptz, uuid, int, text) from public, anon;
grant execute on function public.pipeline_applicants(uuid, uuid, text, timestamptz, uuid, int, text) to authenticated;

-- The universities that verified an opportunity's applicants (for the pipeline's filter).
create function public.pipeline_verifiers(opportunity uuid) returns table (id uuid, name text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.reviews_opportunity(opportunity) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  return query select distinct p.verified_by, p.verified_by_name
    from public.applications a join public.profiles p on p.id = a.applicant_id
    where a.opportunity_id = opportunity and p.verification_status = 'verified' and p.verified_by is not null
      and private.can_see_profile(p.id, p.is_public)
    order by 2;
end $$;
revoke all on function public.pipeline_verifiers(uuid) from public, anon;
grant execute on function public.pipeline_verifiers(uuid) to authenticated;
