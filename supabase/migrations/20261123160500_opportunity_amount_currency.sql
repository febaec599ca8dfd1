-- Amount filters name their currency: search_opportunities takes amount_currency, and a minimum or maximum
-- compares only postings in that currency. The function is otherwise as before (same plans, same grants).
drop function public.search_opportunities(text, text[], text[], text, boolean, numeric, numeric, int, text[], text, uuid, int);
create function public.search_opportunities(
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
  q tsquery := case when nullif(btrim(coalesce(query, '')), '') is not null then websearch_to_tsquery('english', query) end;
  -- Compared with plain values ($12, $13) so they stay index conditions under RLS (an expression
  -- like now() + interval is not leakproof and would be a filter).
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
  -- Amounts compare within one currency: 2,000 of one is not 2,000 of another.
  if (min_amount is not null or max_amount is not null) and nullif(btrim(amount_currency), '') is not null then
    clauses := clauses || 'o.currency = $14'::text;
  end if;
  if closing_within_days is not null then
    clauses := clauses || 'o.closing_at <= $13'::text;
  end if;
  if cardinality(poster_types) > 0 then clauses := clauses || 'o.poster_type = any ($9)'::text; end if;

  if sort = 'relevance' and q is not null then
    -- Ranks the 1,000 newest matches: ranking reads every candidate's whole tsvector, and nobody pages
    -- past the first few pages of a relevance sort.
    return query execute format(
      'select o.* from (select o.* from public.opportunities o where %s order by o.published_at desc limit 1000) o
       where $10 is null or (ts_rank(o.search, $1), o.id) < (select ts_rank(c.search, $1), c.id from public.opportunities c where c.id = $10)
       order by ts_rank(o.search, $1) desc, o.id desc limit $11', array_to_string(clauses, ' and '))
      using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
        poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)), upper(btrim(amount_currency));
    return;
  elsif sort = 'closing' then
    order_by := 'o.closing_at, o.id';
    after := '(o.closing_at, o.id) > (select c.closing_at, c.id from public.opportunities c where c.id = $10)';
  else
    order_by := 'o.published_at desc, o.id desc';
    after := '(o.published_at, o.id) < (select c.published_at, c.id from public.opportunities c where c.id = $10)';
  end if;
  if after_id is not null then clauses := clauses || after; end if;
  -- Sorted pages walk their ordered index and stop after twenty rows.
  perform set_config('enable_bitmapscan', 'off', true);

  return query execute format('select o.* from public.opportunities o where %s order by %s limit $11',
      array_to_string(clauses, ' and '), order_by)
    using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
      poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)), upper(btrim(amount_currency));
end $$;
grant execute on function public.search_opportunities(text, text[], text[], text, boolean, numeric, numeric, int, text[], text, uuid, int, text)
  to anon, authenticated;
