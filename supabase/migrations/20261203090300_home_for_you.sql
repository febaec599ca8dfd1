-- Home at every width (issue 33 item 2): recommended opportunities with their reasons, the left column's
-- summary and first-week checklist in one call, and "People you may know" computed from bounded pools.

-- Open opportunities by lower-cased skill or tag, newest first: a member's recommendations read at most
-- a few dozen entries per term of theirs, whatever the number of opportunities. Kept by trigger; only
-- open opportunities have rows.
create table private.opportunity_terms (
  term text not null,
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  published_at timestamptz not null,
  closing_at timestamptz not null,
  primary key (term, opportunity_id)
);
create index opportunity_terms_newest_idx on private.opportunity_terms (term, published_at desc)
  include (closing_at, opportunity_id);
create index opportunity_terms_opportunity_idx on private.opportunity_terms (opportunity_id);
alter table private.opportunity_terms enable row level security;

create function private.opportunity_term_list(skills text[], tags text[]) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(distinct pg_catalog.lower(pg_catalog.btrim(x))), '{}')
  from unnest(coalesce(skills, '{}') || coalesce(tags, '{}')) x
  where pg_catalog.btrim(x) <> ''
$$;

create function private.keep_opportunity_terms() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.opportunity_terms t where t.opportunity_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'open' then
    insert into private.opportunity_terms (term, opportunity_id, published_at, closing_at)
    select x, new.id, coalesce(new.published_at, new.created_at), new.closing_at
    from unnest(private.opportunity_term_list(new.skills, new.tags)) x
    on conflict do nothing;
  end if;
  return null;
end $$;
revoke all on function private.keep_opportunity_terms() from public;

create trigger opportunities_keep_terms
  after insert or update of status, skills, tags, deadline, published_at or delete on public.opportunities
  for each row execute function private.keep_opportunity_terms();

insert into private.opportunity_terms (term, opportunity_id, published_at, closing_at)
select x, o.id, coalesce(o.published_at, o.created_at), o.closing_at
from public.opportunities o, unnest(private.opportunity_term_list(o.skills, o.tags)) x
where o.status = 'open'
on conflict do nothing;

-- Opportunities posted by a university or its professors, found from the member's university.
create index if not exists profiles_university_posters_idx on public.profiles (university)
  where profile_type in ('university', 'professor') and university is not null;

/*
 * Open, unexpired opportunities the caller has not applied to, not their own and not from a member blocked
 * either way, drawn from three bounded pools — newest per shared skill or interest (at most 30 each, 20 terms),
 * the member's university and its professors (20 posters, 10 each), and the newest of the types that suit
 * the member's profile type (40) — and ranked: 3 per shared term, 4 for the member's university, 1 for a
 * suited type. `matched` (the opportunity's own words) and `university` are the "why".
 */
create function public.recommended_opportunities(max_results int default 5)
returns table (
  id uuid, title text, organization text, type text, work_mode text, location text, deadline timestamptz,
  posted_by uuid, poster_name text, poster_photo_url text, matched text[], university text
)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  my_university text;
  my_type text;
  my_skills text[];
  my_interests text[];
  my_terms text[];
  suited text[];
  hidden uuid[];
  candidates uuid[];
begin
  if me is null then
    raise exception 'Sign in to see recommendations' using errcode = '42501';
  end if;
  select p.university, p.profile_type, p.skills, p.interests into my_university, my_type, my_skills, my_interests
  from public.profiles p where p.id = me;
  my_terms := (select coalesce(array_agg(t), '{}') from (
    select t from unnest(private.opportunity_term_list(my_skills, my_interests)) t limit 20) s);
  suited := case my_type
    when 'student' then array['internship', 'job', 'scholarship', 'fellowship', 'hackathon', 'competition', 'research']
    when 'professor' then array['research', 'grant', 'fellowship']
    when 'investor' then array['investment', 'competition', 'hackathon']
    when 'philanthropist' then array['grant', 'scholarship', 'volunteer']
    when 'influencer' then array['job', 'hackathon', 'competition', 'volunteer']
    when 'university' then array['research', 'grant', 'fellowship', 'competition']
    else array['hackathon', 'competition', 'grant'] end;
  hidden := array[me] || private.blocked_ids();
  -- The candidates first, as an array: the opportunities are then read by key, never scanned.
  candidates := array(
  with by_term as (
    select c.opportunity_id as oid from unnest(my_terms) term
    cross join lateral (
      select t.opportunity_id from private.opportunity_terms t
      where t.term = term.term and t.closing_at > now()
      order by t.published_at desc limit 30
    ) c
  ),
  by_campus as (
    select o.id as oid
    from (select p.id from public.profiles p
          where my_university is not null and p.university = my_university
            and p.profile_type in ('university', 'professor')
          limit 20) poster
    cross join lateral (
      select o.id from public.opportunities o
      where o.posted_by = poster.id and o.status = 'open' and o.closing_at > now()
      order by o.created_at desc limit 10
    ) o
  ),
  by_type as (
    select o.id as oid from public.opportunities o
    where o.status = 'open' and o.type = any (suited) and o.closing_at > now()
    order by o.published_at desc nulls last, o.id desc limit 40
  ),
  pool as (
    select oid from by_term union select oid from by_campus union select oid from by_type
  )
  select pool.oid from pool);
  return query
  with scored as (
    select o.*, poster.name as poster_name, poster.profile_photo_url as poster_photo,
      array(select distinct on (pg_catalog.lower(x)) x from unnest(o.skills || o.tags) x
            where pg_catalog.lower(pg_catalog.btrim(x)) = any (my_terms)
            order by pg_catalog.lower(x)) as hits,
      (my_university is not null and poster.university = my_university
        and poster.profile_type in ('university', 'professor')) as campus
    from public.opportunities o
    join public.profiles poster on poster.id = o.posted_by
    where o.id = any (candidates)
      and o.status = 'open' and o.closing_at > now()
      and o.posted_by <> all (hidden)
      and not exists (select 1 from public.applications a where a.opportunity_id = o.id and a.applicant_id = me)
  ),
  ranked as (
    select s.*, 3 * cardinality(s.hits) + (case when s.campus then 4 else 0 end)
      + (case when s.type = any (suited) then 1 else 0 end) as score
    from scored s
  ),
  -- One of each title from one organisation (a posting repeated per city or term reads as one).
  distinct_titles as (
    select distinct on (pg_catalog.lower(r.title), r.organization) r.*
    from ranked r
    order by pg_catalog.lower(r.title), r.organization, r.score desc, r.published_at desc nulls last, r.id
  )
  select s.id, s.title, s.organization, s.type, s.work_mode, s.location, s.deadline, s.posted_by,
    s.poster_name, s.poster_photo, s.hits, case when s.campus then my_university end
  from distinct_titles s
  order by s.score desc, s.published_at desc nulls last, s.id
  limit least(greatest(coalesce(max_results, 5), 1), 20);
end $$;
revoke all on function public.recommended_opportunities(int) from public, anon;
grant execute on function public.recommended_opportunities(int) to authenticated;

-- The first-week checklist can be put away; a private row, written only through the function below.
create table private.home_checklist_dismissals (
  user_id uuid primary key references auth.users (id) on delete cascade,
  dismissed_at timestamptz not null default now()
);
alter table private.home_checklist_dismissals enable row level security;

create function public.dismiss_home_checklist() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  insert into private.home_checklist_dismissals (user_id) values ((select auth.uid())) on conflict do nothing;
end $$;
revoke all on function public.dismiss_home_checklist() from public, anon;
grant execute on function public.dismiss_home_checklist() to authenticated;

/*
 * The home page's left column in one read: the member's card (from their own row), completeness, profile
 * views this week and the week before (the daily rollup, at most 14 rows), and the first-week checklist. The
 * last step depends on the profile type: students apply, organisations and professors post an opportunity,
 * investors show interest in a pitch, influencers host an event.
 */
create function public.home_summary() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  u public.user_profiles;
  p public.profiles;
  last_step text;
  last_done boolean;
  today date := (now() at time zone 'utc')::date;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  select * into u from public.user_profiles x where x.user_id = me;
  select * into p from public.profiles x where x.id = me;
  if u.user_id is null then
    raise exception 'Create your profile first' using errcode = 'P0002';
  end if;
  last_step := case
    when u.profile_type = 'student' then 'application'
    when u.profile_type = 'investor' then 'pitch_interest'
    when u.profile_type = 'influencer' then 'event'
    else 'opportunity' end;
  last_done := case last_step
    when 'application' then exists (select 1 from public.applications a where a.applicant_id = me)
    when 'pitch_interest' then exists (select 1 from public.pitch_interests i where i.investor_id = me)
    when 'event' then exists (select 1 from public.events e where e.organizer_id = me)
    else exists (select 1 from public.opportunities o where o.posted_by = me) end;
  return jsonb_build_object(
    'name', u.name,
    'headline', u.headline,
    'profile_photo_url', u.profile_photo_url,
    'cover_photo_url', u.cover_photo_url,
    'profile_type', u.profile_type,
    'completeness', u.profile_completion_score,
    'associate_count', coalesce(p.associate_count, 0),
    'views_this_week', (select coalesce(sum(d.count), 0) from public.analytics_daily d
      where d.owner_id = me and d.event_type = 'profile_view' and d.day > today - 7 and d.day <= today),
    'views_last_week', (select coalesce(sum(d.count), 0) from public.analytics_daily d
      where d.owner_id = me and d.event_type = 'profile_view' and d.day > today - 14 and d.day <= today - 7),
    'new_member', u.created_at > now() - interval '30 days',
    'checklist_dismissed', exists (select 1 from private.home_checklist_dismissals x where x.user_id = me),
    'checklist', jsonb_build_array(
      jsonb_build_object('key', 'photo', 'done', coalesce(btrim(u.profile_photo_url), '') <> ''),
      jsonb_build_object('key', 'headline', 'done', coalesce(btrim(u.headline), '') <> ''),
      jsonb_build_object('key', 'skills', 'done', cardinality(u.skills) >= 3),
      jsonb_build_object('key', 'associate', 'done', coalesce(p.associate_count, 0) > 0),
      jsonb_build_object('key', 'post', 'done', coalesce(p.post_count, 0) > 0),
      jsonb_build_object('key', last_step, 'done', last_done)
    )
  );
end $$;
revoke all on function public.home_summary() from public, anon;
grant execute on function public.home_summary() to authenticated;

/*
 * "People you may know", computed (the cached call keeps it 15 minutes): the shared-skills pool used to be a
 * GIN bitmap over every member with one of the caller's skills or interests, read whole before its LIMIT, so it
 * grew with the network. It now walks the most followed public members in a covering index (at most 2,000
 * entries, no table reads) and keeps the first 60 who share a skill or interest. Exclusions are hash anti-joins
 * (`<> all (excluded)` compared each row with every associate), and the pools are smaller (200 friends of
 * friends, 60 from the campus, 60 by skills): a list of 50 is ranked from about 300 candidates.
 */
create index if not exists profiles_pymk_walk_idx on public.profiles (follower_count desc, id)
  include (skills, interests) where is_public and allow_connections;

create or replace function private.compute_associate_suggestions(me uuid, excluded uuid[])
returns table (id uuid, mutual_count int, shared_skills text[], shared_interests text[], rank int)
language plpgsql stable security definer set search_path = '' as $$
declare
  -- Scalars, not the profile row: a field of a row variable is read out of the whole row (tsvectors and all)
  -- each time a query's row uses it.
  my_university text;
  my_skills text[];
  my_interests text[];
  my_associates uuid[];
begin
  select p.university, p.skills, p.interests into my_university, my_skills, my_interests
  from public.profiles p where p.id = me;
  my_associates := coalesce((select array_agg(a.associate_id) from public.associates a where a.user_id = me), '{}');
  return query
  with mutual as (
    select f.candidate, f.n
    from (
      select a.associate_id as candidate, count(*)::int as n
      from public.associates a
      where a.user_id = any (my_associates)
      group by a.associate_id
    ) f
    where not exists (select 1 from unnest(excluded) x(id) where x.id = f.candidate)
    order by f.n desc
    limit 200
  ),
  campus as (
    select p.id as candidate from public.profiles p
    where my_university is not null and p.university = my_university and p.is_public and p.allow_connections
      -- A plain array test: as an anti join it rescans unnest(excluded) for each of the rows read (3 ms at 500).
      and p.id <> all (excluded)
    order by p.associate_count desc
    limit 60
  ),
  overlap as (
    select w.id as candidate
    from (select p.id, p.skills, p.interests from public.profiles p
          where p.is_public and p.allow_connections order by p.follower_count desc, p.id limit 2000) w
    where cardinality(my_skills) + cardinality(my_interests) > 0
      and (w.skills && my_skills or w.interests && my_interests)
      and not exists (select 1 from unnest(excluded) x(id) where x.id = w.id)
    limit 60
  ),
  candidates as (
    select candidate from mutual union select candidate from campus union select candidate from overlap
  ),
  scored as (
    select p.id, p.name, p.skills, p.interests, coalesce(m.n, 0) as mutual_count,
      coalesce(m.n, 0) * 10
        + (case when my_university is not null and p.university is not distinct from my_university then 6 else 0 end)
        + 2 * (select count(*) from unnest(p.skills) s(x) where s.x = any (my_skills))::int
        + (select count(*) from unnest(p.interests) i(x) where i.x = any (my_interests))::int as score
    from public.profiles p
    left join mutual m on m.candidate = p.id
    where p.id = any (array(select candidate from candidates)) and p.is_public and p.allow_connections
  ),
  top as (
    select * from scored s order by s.score desc, s.name, s.id limit 50
  )
  select t.id, t.mutual_count,
    array(select unnest(t.skills) intersect select unnest(my_skills)),
    array(select unnest(t.interests) intersect select unnest(my_interests)),
    (row_number() over (order by t.score desc, t.name, t.id))::int
  from top t;
end $$;
revoke all on function private.compute_associate_suggestions(uuid, uuid[]) from public;
