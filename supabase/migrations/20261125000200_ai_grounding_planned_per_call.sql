-- AI grounding at 100,000 members and opportunities: people searches took 0.7–1.2 s and opportunity
-- searches 60–130 ms. Two causes:
-- - the text query was built from the parameters for every row (a SQL function with `set search_path`
--   is never inlined, so nothing folded it), so profiles were scanned computing a document per row;
-- - a query planned once for any terms cannot know whether they are common ("data engineer": walk the
--   newest rows and stop at the page) or rare ("robotics": read the text index).
-- - opportunities are listed newest first with nulls last, which the open-opportunities index (nulls
--   first) cannot give, so every search sorted all matches; people matched through a document computed
--   per row by a function call (65 µs each).
-- Each function now builds its text query once and runs its search as a one-shot statement planned
-- with the actual query, so the planner picks the ordered walk or the index for the words at hand; the
-- walk has an index in the right order, and the people document is stored.

-- Most opportunities end up closed; the words of the open ones have an index of their own.
create index opportunities_open_search_idx on public.opportunities using gin (search) where status = 'open';
create index opportunities_open_newest_idx on public.opportunities (published_at desc nulls last, id desc)
  where status = 'open';

alter table public.profiles add column topic_doc tsvector generated always as
  (private.profile_search_doc(name, headline, bio, university, skills, interests, location)) stored;
create index profiles_topic_doc_idx on public.profiles using gin (topic_doc);
create index profiles_recent_idx on public.profiles (updated_at desc, id);

-- The newest 2,000 open opportunities are searched first, through the index in their order; only when
-- they hold fewer matches than asked (rare words, or words whose opportunities are mostly closed) are
-- the older matches read through the text index. Either way the rows read are bounded.
create or replace function public.ai_opportunities(terms text[], max_rows int default 8, types text[] default null)
returns table (id uuid, title text, organization text, type text, skills text[], deadline timestamptz,
  work_mode text, location text, published_at timestamptz)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
  wanted int := least(greatest(coalesce(max_rows, 8), 1), 50);
  found uuid[];
  filters text := case when q is null then '' else ' and o.search @@ $2' end
    || case when types is null then '' else ' and o.type = any ($3)' end;
begin
  execute format($sql$
    select coalesce(array_agg(o.id order by o.published_at desc nulls last, o.id desc), '{}') from (
      select o.id, o.published_at from (
        select o.* from public.opportunities o
        where o.status = 'open' and o.closing_at > $1
        order by o.published_at desc nulls last, o.id desc
        limit 2000) o
      where true %s
      order by o.published_at desc nulls last, o.id desc
      limit $4) o$sql$, filters)
  into found using now(), q, types, wanted;
  if cardinality(found) < wanted and q is not null then
    execute format($sql$
      select $5 || coalesce(array_agg(o.id order by o.published_at desc nulls last, o.id desc), '{}') from (
        select o.id, o.published_at
        from (select o.* from public.opportunities o where o.status = 'open' and o.search @@ $2 offset 0) o
        where o.status = 'open' and o.closing_at > $1 and not o.id = any ($5) %s
        order by o.published_at desc nulls last, o.id desc
        limit $4 - cardinality($5)) o$sql$, filters)
    into found using now(), q, types, wanted, found;
  end if;
  return query
  select o.id, o.title, o.organization, o.type, o.skills, o.deadline, o.work_mode, o.location, o.published_at
  from unnest(found) with ordinality f(id, n) join public.opportunities o on o.id = f.id
  order by f.n;
end $$;

create or replace function public.ai_skill_demand(terms text[], sample int default 400)
returns table (skill text, demand int, opportunities int)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
begin
  return query execute format($sql$
    with picked as (
      select o.skills from public.opportunities o
      where o.status = 'open' and o.closing_at > $1 %s
      order by o.published_at desc nulls last, o.id desc
      limit $3
    )
    select min(s) as skill, count(*)::int as demand, (select count(*) from picked)::int as opportunities
    from picked, unnest(picked.skills) s
    group by lower(s)
    order by count(*) desc, lower(s)
    limit 40$sql$,
    case when q is null then '' else 'and o.search @@ $2' end)
  using now(), q, least(greatest(coalesce(sample, 400), 1), 2000);
end $$;

-- Verified members first, then the others, each newest first: two walks that stop at the page (or,
-- for rare words, the text index), instead of sorting every match.
create index profiles_verified_recent_idx on public.profiles (updated_at desc, id)
  where verification_status = 'verified';

create or replace function public.ai_people(terms text[], profile_types text[], max_rows int default 6)
returns table (id uuid, name text, headline text, profile_type text, university text, skills text[],
  interests text[])
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('simple', terms);
  branch text;
begin
  if q is null then
    return;
  end if;
  branch := $sql$
    select p.id, p.name, p.headline, p.profile_type, p.university, p.skills, p.interests, p.updated_at
    from public.profiles p
    where p.topic_doc @@ $1 and p.verification_status %s 'verified' %s
      and p.id <> coalesce((select auth.uid()), '00000000-0000-0000-0000-000000000000'::uuid)
      and not p.id = any ((select private.blocked_ids())::uuid[])
    order by p.updated_at desc, p.id
    limit $3$sql$;
  return query execute format(
    'select x.id, x.name, x.headline, x.profile_type, x.university, x.skills, x.interests from ('
      || '(select true as verified, v.* from (' || branch || ') v) union all '
      || '(select false, o.* from (' || branch || ') o)'
      || ') x order by x.verified desc, x.updated_at desc, x.id limit $3',
    '=', case when profile_types is null then '' else 'and p.profile_type = any ($2)' end,
    'is distinct from', case when profile_types is null then '' else 'and p.profile_type = any ($2)' end)
  using q, profile_types, least(greatest(coalesce(max_rows, 6), 1), 30);
end $$;

create or replace function public.ai_communities(terms text[], max_rows int default 4)
returns table (id uuid, name text, category text, member_count int)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
begin
  return query
  select c.id, c.name, c.category, c.member_count
  from public.communities c
  where to_tsvector('english', c.name || ' ' || c.description || ' ' || replace(c.category, '_', ' ')) @@ q
  order by c.member_count desc, c.id
  limit least(greatest(coalesce(max_rows, 4), 1), 20);
end $$;

create or replace function public.ai_events(terms text[], max_rows int default 4)
returns table (id uuid, title text, starts_at timestamptz, is_online boolean, category text)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
begin
  if q is null then
    return;
  end if;
  return query execute $sql$
    select e.id, e.title, e.starts_at, e.is_online, e.category
    from public.events e
    where e.status = 'scheduled' and e.starts_at >= $1 and e.search @@ $2
    order by e.starts_at, e.id
    limit $3$sql$
  using now(), q, least(greatest(coalesce(max_rows, 4), 1), 20);
end $$;

create or replace function public.ai_posts(terms text[], max_rows int default 4)
returns table (id uuid, author_id uuid, body text, created_at timestamptz)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
  tags text[] := (select array_agg(lower(t)) from unnest(terms) t);
begin
  return query
  select x.id, x.author_id, left(x.body, 280), x.created_at
  from (select p.id, p.author_id, p.body, p.hashtags, p.created_at from public.posts p
        where p.repost_of is null order by p.created_at desc, p.id desc limit 3000) x
  where to_tsvector('english', x.body) @@ q or x.hashtags && tags
  order by x.created_at desc, x.id desc
  limit least(greatest(coalesce(max_rows, 4), 1), 20);
end $$;

create or replace function public.ai_pitches(terms text[], max_rows int default 4)
returns table (id uuid, name text, one_liner text, sector text, stage text, founder_id uuid)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
begin
  return query
  select p.id, p.name, p.one_liner, p.sector, p.stage, p.founder_id
  from public.pitches p
  where to_tsvector('english', p.name || ' ' || p.one_liner || ' ' || p.sector || ' ' || p.problem || ' ' || p.solution) @@ q
  order by p.published_at desc nulls last, p.id
  limit least(greatest(coalesce(max_rows, 4), 1), 20);
end $$;
