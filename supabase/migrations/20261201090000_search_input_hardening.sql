-- Search that no input can break (tests/integration/search-robustness.test.ts).
--
-- websearch_to_tsquery reads a '-' before an operand as NOT, and its parser keeps at most 32 operators pending:
-- forty '-' in a row ("----…data", and just as well "- - - …", "-(-(-(…", "-!-!-!…", dashes between tabs) is
-- "tsquery stack too small" (XX000), a 500 from every search that parses the box's text this way (posts,
-- events, communities, opportunities, and so the All tab and the guests' opportunity search). A search box
-- must answer whatever is typed into it, so the text goes through `private.web_query`: a '-' stays a NOT only
-- when a word or a quoted phrase follows it at once ("-fair"); any other '-' (a dash between words, a run of
-- them) is dropped, which leaves at most one NOT before each operand. The four functions are as in
-- 20261126120100, with `private.web_query(…)` where they called websearch_to_tsquery('english', …).

-- search_communities sets a pg_trgm option: load the library first (footguns: "`set pg_trgm.…` on a function").
select extensions.similarity('', '');

create function private.web_query(query text) returns tsquery
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.websearch_to_tsquery('pg_catalog.english'::regconfig,
    pg_catalog.regexp_replace(coalesce(query, ''), '-(?![[:alnum:]"])', '', 'g'))
$$;

create or replace function public.search_posts(
  query text,
  since timestamptz default null,
  until timestamptz default null,
  network_only boolean default false,
  after_id uuid default null,
  page_size int default 20
) returns setof public.posts
language plpgsql stable set search_path = '' as $$
declare
  tsq tsquery := private.web_query(coalesce(query, ''));
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
begin
  if numnode(tsq) = 0 then
    return;
  end if;
  return query execute format($q$
    with m as (
      select p as post, p.id, p.author_id, p.community_id, p.created_at, p.search from public.posts p
      where p.id = any ($1) and not p.author_id = any ($7) %s
    ), s as (
      select m.post, m.id, (10 * ts_rank(m.search, $2)
        + case when m.author_id = any ($3) then 0.5 else 0 end
        + case when m.community_id = any ($4) then 0.3 else 0 end
        + extract(epoch from m.created_at) / 2592000.0 * 0.1)::double precision as score
      from m
    )
    select (s.post).* from s
    where $5::uuid is null or (s.score, s.id) < (select a.score, a.id from s a where a.id = $5)
    order by s.score desc, s.id desc
    limit $6$q$,
    case when network_only then 'and (p.author_id = any ($3) or p.community_id = any ($4))' else '' end)
  using private.match_posts(tsq, coalesce(since, '-infinity'::timestamptz), coalesce(until, 'infinity'::timestamptz),
      private.search_short_depth(size), case when network_only then private.network_ids() end) || '{}'::uuid[], tsq, private.network_ids(), private.community_ids(), after_id, size,
    private.blocked_ids();
end $$;

create or replace function public.search_events(
  query text,
  upcoming_only boolean default false,
  online_only boolean default false,
  after_id uuid default null,
  page_size int default 20
) returns setof public.events
language plpgsql stable set search_path = '' as $$
declare
  tsq tsquery := private.web_query(coalesce(query, ''));
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  from_at timestamptz := case when upcoming_only then now() else '-infinity'::timestamptz end;
begin
  if numnode(tsq) = 0 then
    return;
  end if;
  return query execute format($q$
    with m as (
      select e as event, e.id, e.organizer_id, e.starts_at, e.search from public.events e
      where e.id = any ($1) and e.status = 'scheduled' and not e.organizer_id = any ($3) %s
    ), s as (
      select m.event, m.id, (10 * ts_rank(m.search, $2)
        + case when m.organizer_id = any ($4) then 0.5 else 0 end
        + case when m.id = any ($5) then 0.5 else 0 end
        + extract(epoch from m.starts_at) / 2592000.0 * 0.1)::double precision as score
      from m
    )
    select (s.event).* from s
    where $6::uuid is null or (s.score, s.id) < (select a.score, a.id from s a where a.id = $6)
    order by s.score desc, s.id desc
    limit $7$q$,
    case when online_only then 'and e.is_online' else '' end)
  using private.match_events(tsq, from_at, private.search_short_depth(size), online_only), tsq, private.blocked_ids(),
    private.network_ids(), private.my_rsvp_event_ids(), after_id, size;
end $$;

create or replace function public.search_communities(
  query text,
  category_filter text default null,
  after_id uuid default null,
  page_size int default 20
) returns table (
  id uuid, slug text, name text, description text, category text, visibility text, join_policy text,
  member_count int, icon_url text, is_member boolean, score double precision
)
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
#variable_conflict use_column
declare
  q text := btrim(coalesce(query, ''));
  tsq tsquery := private.web_query(btrim(coalesce(query, '')));
  mine uuid[] := private.community_ids();
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
begin
  if char_length(q) < 2 then
    return;
  end if;
  ids := private.community_candidates(q, tsq, category_filter, mine, private.search_short_depth(size), size);
  return query
  with candidates as (
    select c.id, c.slug, c.name, c.description, c.category, c.visibility, c.join_policy, c.member_count, c.icon_url,
      c.search
    from public.communities c
    where c.id = any (ids)
  ), scored as (
    select c.id, c.slug, c.name, left(c.description, 280), c.category, c.visibility, c.join_policy,
      c.member_count, c.icon_url, c.id = any (mine) as is_member,
      (greatest(extensions.word_similarity(q, c.name), extensions.similarity(q, c.name))
        + case when lower(c.name) = lower(q) then 1.0 else 0 end
        + ts_rank(c.search, tsq)
        + case when c.id = any (mine) then 0.5 else 0 end
        + ln(1 + c.member_count) / 100.0)::double precision as score
    from candidates c
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $$;

create or replace function public.search_opportunities(
  query text default null,
  types text[] default null,
  work_modes text[] default null,
  location text default null,
  paid_only boolean default false,
  min_amount numeric default null,
  max_amount numeric default null,
  closing_within_days int default null,
  poster_types text[] default null,
  sort text default 'newest',
  after_id uuid default null,
  page_size int default 20,
  amount_currency text default null
) returns setof public.opportunities
language plpgsql stable set search_path = '' set enable_seqscan = off set enable_bitmapscan = on as $$
declare
  q tsquery := case when nullif(btrim(coalesce(query, '')), '') is not null then private.web_query(query) end;
  clauses text[] := array['o.status = ''open''', 'o.closing_at > $12'];
  now_at timestamptz := now();
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  order_by text;
  after text;
begin
  if sort not in ('newest', 'closing', 'relevance') then
    raise exception 'Unknown sort %', sort using errcode = '22023';
  end if;
  if q is not null then clauses := clauses || 'o.search @@ $1'::text; end if;
  if cardinality(types) > 0 then clauses := clauses || 'o.type = any ($2)'::text; end if;
  if cardinality(work_modes) > 0 then clauses := clauses || 'o.work_mode = any ($3)'::text; end if;
  if nullif(btrim(location), '') is not null then clauses := clauses || $c$o.location ilike '%' || $4 || '%'$c$::text; end if;
  if paid_only then clauses := clauses || 'o.is_paid'::text; end if;
  if min_amount is not null then clauses := clauses || 'coalesce(o.amount_max, o.amount_min) >= $6'::text; end if;
  if max_amount is not null then clauses := clauses || 'coalesce(o.amount_min, o.amount_max) <= $7'::text; end if;
  if (min_amount is not null or max_amount is not null) and nullif(btrim(amount_currency), '') is not null then
    clauses := clauses || 'o.currency = $14'::text;
  end if;
  if closing_within_days is not null then
    clauses := clauses || 'o.closing_at <= $13'::text;
  end if;
  if cardinality(poster_types) > 0 then clauses := clauses || 'o.poster_type = any ($9)'::text; end if;

  if sort = 'relevance' and q is not null then
    -- Ranks the newest 3 × the page matches: a common word walks the newest postings and stops
    -- there, a rare one reads its few entries of the text index (through the definer helper: under RLS
    -- `@@` is a filter, so a rare word would walk every open posting). Filters the helper does not
    -- know (place, amounts, closing within) keep the direct read.
    if nullif(btrim(location), '') is null and min_amount is null and max_amount is null and closing_within_days is null then
      clauses := clauses || 'o.id = any ($16)'::text;
    end if;
    return query execute format(
      'select o.* from (select o.* from public.opportunities o where %s order by o.published_at desc limit $15) o
       where $10 is null or (ts_rank(o.search, $1), o.id) < (select ts_rank(c.search, $1), c.id from public.opportunities c where c.id = $10)
       order by ts_rank(o.search, $1) desc, o.id desc limit $11', array_to_string(clauses, ' and '))
      using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
        poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)),
        upper(btrim(amount_currency)), private.search_short_depth(size),
        case when 'o.id = any ($16)' = any (clauses) then private.match_opportunities(q, types, work_modes,
          coalesce(paid_only, false), poster_types, now_at, private.search_short_depth(size)) end;
    return;
  elsif sort = 'closing' then
    order_by := 'o.closing_at, o.id';
    after := '(o.closing_at, o.id) > (select c.closing_at, c.id from public.opportunities c where c.id = $10)';
  else
    order_by := 'o.published_at desc, o.id desc';
    after := '(o.published_at, o.id) < (select c.published_at, c.id from public.opportunities c where c.id = $10)';
  end if;
  if after_id is not null then clauses := clauses || after; end if;
  perform set_config('enable_bitmapscan', 'off', true);

  return query execute format('select o.* from public.opportunities o where %s order by %s limit $11',
      array_to_string(clauses, ' and '), order_by)
    using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
      poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)),
      upper(btrim(amount_currency));
end $$;
