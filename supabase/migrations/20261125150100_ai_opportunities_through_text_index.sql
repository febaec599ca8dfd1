-- Under row-level security the text match (`@@`, not leakproof) cannot be an index condition, so the
-- older matches of a word were found by reading every open opportunity (about 90 ms at 100,000). They now
-- come from `private.match_opportunities` (the definer helper search uses: ids from the text index of
-- open opportunities), and the rows are then read by id as the caller, under RLS.
create or replace function public.ai_opportunities(terms text[], max_rows int default 8, types text[] default null)
returns table (id uuid, title text, organization text, type text, skills text[], deadline timestamptz,
  work_mode text, location text, published_at timestamptz)
language plpgsql stable security invoker set search_path = '' as $$
declare
  q tsquery := private.any_words_query('english', terms);
  wanted int := least(greatest(coalesce(max_rows, 8), 1), 50);
  found uuid[];
begin
  execute format($sql$
    select coalesce(array_agg(o.id order by o.published_at desc nulls last, o.id desc), '{}') from (
      select o.id, o.published_at from (
        select o.* from public.opportunities o
        where o.status = 'open' and o.closing_at > $1
        order by o.published_at desc nulls last, o.id desc
        limit 2000) o
      where true %s %s
      order by o.published_at desc nulls last, o.id desc
      limit $4) o$sql$,
    case when q is null then '' else 'and o.search @@ $2' end,
    case when types is null then '' else 'and o.type = any ($3)' end)
  into found using now(), q, types, wanted;
  if cardinality(found) < wanted and q is not null then
    found := found || array(
      select m.id
      from unnest(private.match_opportunities(q, types, null, false, null, now(), wanted + cardinality(found)))
        with ordinality m(id, n)
      where not m.id = any (found)
      order by m.n
      limit wanted - cardinality(found));
  end if;
  return query
  select o.id, o.title, o.organization, o.type, o.skills, o.deadline, o.work_mode, o.location, o.published_at
  from unnest(found) with ordinality f(id, n) join public.opportunities o on o.id = f.id
  order by f.n;
end $$;
